import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Short workflow steps: an order walks the whole board in a few seconds, visibly; no telemetry history needed.
  server = await startServer({ NETWORK_STEP_MS: '300', JOBS_POLL_MS: '100', DEMO_TELEMETRY_DAYS: '0' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WAIT_MS = 45_000;

/** The smallest well-formed PDF: what a customer's LOA looks like to the upload's type check. */
const LOA_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface PortFacts {
  port_circuit_id: string;
  state: string;
  pop: string;
  is_lag: boolean;
  provider: string;
}

/** A call of the API from the signed-in page (its cookies, and the anti-forgery header on a change). */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  return page.evaluate(
    async ({ method, path, body, csrf }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-csrf-token': csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body, csrf },
  ) as Promise<T>;
}

/** An active port of Acme that can take a cross connect: a demo one, else one ordered now and waited for. */
async function eligiblePort(page: Page): Promise<string> {
  const isEligible = (port: PortFacts) =>
    port.state === 'active' && !port.is_lag && port.pop.toLowerCase() !== 'wdc6' && port.provider !== 'colt';
  const demo = (await callApi<PortFacts[]>(page, 'GET', '/v2/ports')).find(isEligible);
  if (demo) return demo.port_circuit_id;
  const ordered = await callApi<PortFacts>(page, 'POST', '/v2/ports', {
    pop: 'WDC1',
    zone: 'A',
    speed: '10Gbps',
    media: 'LR',
    subscription_term: 12,
    description: 'e2e cross connect port',
  });
  await expect
    .poll(async () => (await callApi<PortFacts>(page, 'GET', `/v2/ports/${ordered.port_circuit_id}`)).state, {
      timeout: WAIT_MS,
      interval: 300,
    })
    .toBe('active');
  return ordered.port_circuit_id;
}

describe('cross connects', () => {
  it('orders a cross connect from a port with an uploaded LOA and watches it walk the board', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await submitLogin(page, 'demo', DEMO_PASSWORD);
      await waitForDashboard(page);
      const portId = await eligiblePort(page);

      await page.goto('/cross-connects');
      await waitForTitle(page, 'Portal - Cross Connects');
      await page.getByRole('link', { name: 'Order a cross connect' }).first().click();
      await waitForTitle(page, 'Portal - Cross Connects - Order Cross Connect');

      // Nothing typed: each required field says so.
      await page.getByRole('button', { name: 'Order cross connect' }).click();
      await page.getByText('This field is required').first().waitFor();

      const portInput = page.getByRole('textbox', { name: /^Port/ });
      await portInput.click();
      await portInput.fill(portId);
      await page.getByRole('option', { name: new RegExp(`^${portId}`) }).click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'loa-from-carrier.pdf',
        mimeType: 'application/pdf',
        buffer: LOA_PDF,
      });
      await page.getByLabel(/^Description/).fill('e2e cross connect to Carrier One');
      await page.getByLabel(/^Destination name/).fill('Carrier One');
      await page.getByRole('button', { name: 'Order cross connect' }).click();

      await page.waitForURL(/\/cross-connects$/);
      const card = page.getByRole('article').filter({ hasText: portId });
      await card.waitFor();
      // A marker on the page's global object: it is gone if the page reloads.
      await page.evaluate('globalThis.notReloaded = true');
      const status = card.locator('[data-status]');
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            const value = (await status.getAttribute('data-status')) ?? '';
            seen.add(value);
            return value;
          },
          { timeout: WAIT_MS, interval: 100 },
        )
        .toBe('order closed');
      expect(await status.textContent()).toBe('Complete');
      // It moved along the board on screen, through at least one status before the last.
      expect(seen.size).toBeGreaterThan(1);
      expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

      // The port now has its cross connect: the order form refuses it with spec 5's message.
      await page.goto('/cross-connects/create');
      const again = page.getByRole('textbox', { name: /^Port/ });
      await again.click();
      await again.fill(portId);
      await page
        .getByRole('option', { name: new RegExp(`^${portId}`) })
        .getByText('This port already has a cross connect.')
        .waitFor();
      await page.keyboard.press('Escape');

      // The LOA is one of the port's documents.
      const documents = await callApi<{ name: string; type: string }[]>(
        page,
        'GET',
        `/v2/documents?circuit_id=${encodeURIComponent(portId)}`,
      );
      expect(documents.map((document) => document.type)).toContain('customer_loa');

      // Delete with confirmation.
      await page.goto('/cross-connects');
      await card.getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog', { name: 'Delete cross connect' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText(/successfully deleted/).waitFor();
    } finally {
      await context.close();
    }
  });
});
