import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { allowProblems } from './support/page-problems.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Short workflow steps: an order goes from provisioning to active in a few seconds, visibly.
  server = await startServer({ NETWORK_STEP_MS: '300', JOBS_POLL_MS: '100' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WAIT_MS = 30_000;
const DEMO_AZURE = 'PF-CC-WDC-1000016';

const statusBadge = (page: Page) => page.locator('[data-summary]').first();

/** Picks an option of a Mantine select by its label, typing to filter first. */
async function choose(page: Page, label: RegExp, option: string | RegExp, typed?: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

describe('dedicated cloud connections', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('orders an Azure ExpressRoute Direct port, keeps what was typed on a refusal, sees it turn active live and deletes it', async () => {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    await page
      .getByRole('link', { name: /Dedicated Cloud/ })
      .first()
      .click();
    await waitForTitle(page, 'Portal - Dedicated Cloud');
    // Acme's demo Azure connection is listed, active.
    await page.getByRole('link', { name: DEMO_AZURE }).waitFor();

    await page.getByRole('link', { name: 'Create dedicated connection' }).click();
    await page.getByRole('heading', { name: 'Create a dedicated cloud connection' }).waitFor();
    // Azure is the first provider; its on-ramps are listed with their region.
    await choose(page, /^On-ramp PoP/, /^SEA1/, 'SEA1');
    // SEA1's only dedicated zone, A, is chosen for it: sold out, so spec 9's lead time for that zone is the long one
    // (no other zone of the on-ramp has capacity, so there is no note).
    expect(await page.getByRole('textbox', { name: /^Zone/ }).inputValue()).toBe('A');
    await page.getByText('Lead time: Up to two weeks', { exact: true }).waitFor();
    await page.getByLabel(/^Description/).fill('e2e ExpressRoute Direct');
    const price = page.getByLabel('Price');
    // 10 Gbps metro on a 12-month term.
    await price.getByText('$1,275.00').waitFor();
    await choose(page, /^Subscription term/, '24 Months');
    await price.getByText('$1,125.00').waitFor();
    allowProblems(/^400 POST \/v2\/services\/cloud\/dedicated\/azure$/);
    await page.getByRole('button', { name: 'Create connection' }).click();
    // SEA1's zone A is sold out: the refusal names the zone and nothing typed is lost.
    await page.getByText('No 10Gbps LR port is left in zone A of SEA1. Choose another zone, speed or media.').waitFor();
    expect(await page.getByLabel(/^Description/).inputValue()).toBe('e2e ExpressRoute Direct');

    await choose(page, /^On-ramp PoP/, /^CHI1/, 'CHI1');
    await page.getByText('Lead time: Instant Provisioning', { exact: true }).waitFor();
    await choose(page, /^Port category/, 'Secondary');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.waitForURL(/\/dedicated-clouds\/PF-CC-CHI-\d+$/);
    const circuitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.evaluate('globalThis.notReloaded = true');
    expect(await statusBadge(page).textContent()).toMatch(/Provisioning/);
    // The network provisions it and the page follows, without a reload.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);
    await page.getByText('Secondary', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Port statistics' }).click();
    await page.waitForURL(new RegExp(`/dedicated-clouds/${circuitId}/stats-port$`));
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(new RegExp(`/dedicated-clouds/${circuitId}/history$`));

    await page.getByRole('button', { name: 'Delete connection' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete dedicated cloud connection ${circuitId}` });
    await dialog.getByText('Early termination liability').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await confirm.click();
    await page
      .getByText(
        'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
      )
      .waitFor();
    await page.waitForURL(/\/dedicated-clouds$/);
    const row = page.getByRole('row', { name: new RegExp(circuitId) });
    // The row shows deleting, then disappears once the network has taken the port down; no reload.
    await expect.poll(() => row.count(), { timeout: WAIT_MS, interval: 200 }).toBe(0);
    await page.getByRole('link', { name: DEMO_AZURE }).waitFor();
  });
});
