import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

/** Acme's disabled demo port, disabled by the admin a month after it was ordered (apps/server/src/seed/demo-ports.ts). */
const DISABLED_PORT = 'PF-AP-CHI1-1000006';
const DISABLED_SENTENCE = `Port ${DISABLED_PORT} disabled by Dana Reyes`;

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

async function signedIn(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    await run(page);
  } finally {
    await context.close();
  }
}

/** Picks an option of a searchable select by typing part of its name. */
async function choose(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('the activity log', () => {
  it('reads as sentences, filters on the server by event, user and object, and exports the raw codes', async () => {
    await signedIn(async (page) => {
      await page.goto('/activity-logs');
      await waitForTitle(page, 'Portal - Activity Logs');
      const table = page.getByRole('table', { name: 'Activity log entries' });
      await table.getByRole('row').nth(1).waitFor();

      await choose(page, 'Event', 'port disab', 'Port disabled');
      await page.waitForURL(/event=port\.disable/);
      // Every row is a disable, whichever page of the whole log it came from.
      const events = () =>
        table
          .locator('[data-event]')
          .evaluateAll((cells) => [...new Set(cells.map((cell) => cell.getAttribute('data-event')))]);
      await expect.poll(events, { timeout: 10_000 }).toEqual(['port.disable']);
      const sentence = table.getByText(DISABLED_SENTENCE);
      // The raw code is in the tooltip.
      await sentence.hover();
      await page.getByRole('tooltip').filter({ hasText: 'port.disable' }).waitFor();

      await choose(page, 'User', 'dana', /^Dana Reyes \(demo\)/);
      await page.getByRole('searchbox', { name: 'Object' }).fill('chi1');
      await page.waitForURL(/q=chi1/);
      await page.getByText('1 entry match the filters').waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Time,Event,Event code,User,Login/);
      expect(lines[1]).toContain(`${DISABLED_SENTENCE},port.disable,Dana Reyes,demo`);
    });
  }, 60_000);

  it("tells a port's history in the same sentences, with fields named for people", async () => {
    await signedIn(async (page) => {
      await page.goto(`/ports/${DISABLED_PORT}/history`);
      const history = page.getByLabel(`History of ${DISABLED_PORT}`);
      await history.getByText(DISABLED_SENTENCE).waitFor();
      await history.getByText(`Port ${DISABLED_PORT} ordered by Dana Reyes`).waitFor();
      const changes = history.getByRole('table', { name: 'What changed' }).first();
      await changes.getByRole('cell', { name: 'Admin status', exact: true }).waitFor();
      const text = (await history.textContent()) ?? '';
      expect(text).not.toMatch(/admin_status|port\.create|port\.disable/);
    });
  });
});
