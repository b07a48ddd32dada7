import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The calls of the dashboard screen itself, as opposed to the session's and the shell's. */
const DASHBOARD_CALLS = [/\/v2\/dashboard$/, /\/v2\/alerts\?/];
const SESSION_CALLS = [/\/v2\/users\/current$/, /\/v2\/users\/current\/permissions$/, /\/v2\/terms-and-conditions$/];

/** Signs in, then opens the dashboard again as a page load; answers what happened on the wire, in order. */
async function reloadDashboardRecording(page: Page): Promise<string[]> {
  await page.goto('/auth/login');
  await submitLogin(page, 'demo', DEMO_PASSWORD);
  await waitForDashboard(page);
  const events: string[] = [];
  page.on('request', (request) => events.push(`sent ${request.url()}`));
  page.on('response', (response) => events.push(`answered ${response.url()}`));
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Your services' }).waitFor();
  return events;
}

describe('a fast portal', () => {
  it('loads the login page compressed, its scripts cached for good and the page itself revalidated', async () => {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const scripts: Promise<{ url: string; encoding?: string; cache?: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const headers = response.headers();
        scripts.push(
          response.body().then((body) => ({
            url: response.url(),
            encoding: headers['content-encoding'],
            cache: headers['cache-control'],
            bytes: body.length,
          })),
        );
      });
      const document = await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(document?.headers()['content-encoding']).toBe('br');
      expect(document?.headers()['cache-control']).toBe('no-cache');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of await Promise.all(scripts)) {
        expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
        // A file of less than a kilobyte is not worth compressing.
        if (script.bytes >= 1024) expect(script.encoding, script.url).toBe('br');
      }
    } finally {
      await context.close();
    }
  });

  it("starts the dashboard's calls together with the session's and shows the shell before the data", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      const events = await reloadDashboardRecording(page);
      const firstSessionAnswer = events.findIndex(
        (event) => event.startsWith('answered') && SESSION_CALLS.some((call) => call.test(event)),
      );
      expect(firstSessionAnswer).toBeGreaterThan(0);
      for (const call of DASHBOARD_CALLS) {
        const sent = events.findIndex((event) => event.startsWith('sent') && call.test(event));
        expect(sent, `${call} is sent`).toBeGreaterThanOrEqual(0);
        expect(sent, `${call} is sent before the session's first answer`).toBeLessThan(firstSessionAnswer);
      }

      // While the dashboard's figures are on their way, the frame and the placeholders are there already.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v2/dashboard', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'User menu' }).waitFor();
      await page.getByLabel('Loading the dashboard').waitFor();
      release();
      await page.getByRole('region', { name: 'Your services' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
