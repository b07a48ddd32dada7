import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

/** Acme's demo ports that are down (apps/server/src/seed/demo-ports.ts). */
const DOWN_PORT = 'PF-AP-NYC5-1000004';
/** Acme's demo VC, whose screens other areas build; its NYC5 end is down, so it needs attention. */
const METRO_VC_NAME = 'NYC1-NYC5 metro backup path';

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

async function signedIn(login: string, run: (page: Page) => Promise<void>): Promise<void> {
  const context: BrowserContext = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await submitLogin(page, login, DEMO_PASSWORD);
    await waitForDashboard(page);
    await run(page);
  } finally {
    await context.close();
  }
}

/** Whether the portal has the virtual-circuit screens yet (the sidebar shows an area once its routes exist). */
async function hasVirtualCircuitScreens(page: Page): Promise<boolean> {
  return (await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Virtual Circuits').count()) > 0;
}

describe('the numbers agree with the network', () => {
  it("shows Acme's ports as the network has them, counted once, with nothing on the dashboard it cannot open", async () => {
    await signedIn('demo', async (page) => {
      // The dashboard's Port row counts what the ports list counts: ports and the LAG, not its members.
      const services = page.getByRole('region', { name: 'Your services' }).getByRole('table');
      const portRow = services.getByRole('row').filter({ has: page.getByRole('link', { name: 'Port', exact: true }) });
      await portRow.waitFor();
      const dashboardCount = (await portRow.getByRole('cell').nth(1).textContent())?.trim();
      const vcScreens = await hasVirtualCircuitScreens(page);
      const main = page.getByRole('main');
      if (!vcScreens) {
        // No virtual-circuit screens: no VC counts, no VC needing attention, no discount on VCs.
        expect(await main.getByText('Virtual Circuit', { exact: true }).count()).toBe(0);
        expect(await main.getByText(METRO_VC_NAME).count()).toBe(0);
        expect(await page.getByText('FABRIC20').count()).toBe(0);
      }
      // Every circuit the attention list names opens its details screen, never the "no details screen" lookup.
      const attentionLinks = await page
        .getByRole('region', { name: 'Needs attention' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(attentionLinks.length).toBeGreaterThan(0);
      expect(attentionLinks.filter((href) => href.startsWith('/circuits/'))).toEqual([]);

      await page.goto('/ports');
      await waitForTitle(page, 'Portal - Ports');
      const table = page.getByRole('table', { name: 'Ports' });
      await table.getByRole('row').nth(1).waitFor();
      await page.getByText(`${dashboardCount} ports`, { exact: true }).waitFor();
      const downRow = table.getByRole('row').filter({ hasText: DOWN_PORT });
      expect(await downRow.locator('[data-summary]').textContent()).toBe('warning');

      await page.goto(`/ports/${DOWN_PORT}/stats-port`);
      expect(await page.locator('[data-summary]').first().textContent()).toBe('warning');
      // The last hour, from the 1-minute samples the network collects while the server runs: no traffic, no light.
      const lastHour = () =>
        page.getByRole('radiogroup', { name: 'Time range' }).getByText('1 h', { exact: true }).click();
      await lastHour();
      const received = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Received (rx)' }) });
      await expect
        .poll(
          async () => {
            await page
              .getByText(/buckets? of|Nothing was measured in this range yet/)
              .first()
              .waitFor({ timeout: 10_000 })
              .catch(() => undefined);
            if ((await received.count()) > 0) return true;
            // No minute collected yet: the next one is, within a minute.
            await page.reload();
            await lastHour();
            return false;
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe(true);
      expect(await received.getByRole('cell').first().textContent()).toBe('0 bps');
      await page
        .getByText(/^Loss of signal \(-40 dBm\)$/)
        .first()
        .waitFor();

      // Quick search tells the same: the down port is a warning.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Quick search' });
      await dialog.getByRole('combobox', { name: 'Search' }).fill('NYC5 backup');
      const option = dialog.getByRole('option', { name: new RegExp(DOWN_PORT) });
      await option.waitFor({ timeout: 10_000 });
      await option.getByText('warning', { exact: true }).waitFor();
    });
  }, 150_000);

  it('explains Create LAG to a customer with one port, and offers its discount once until dismissed', async () => {
    await signedIn('other', async (page) => {
      // The best discount the customer can order shows first: backbone virtual circuits (20%), orderable now.
      const vcDiscount = page.getByRole('status').filter({ hasText: 'FABRIC20' });
      await vcDiscount.waitFor();
      await vcDiscount.getByRole('button', { name: 'Dismiss the discount' }).click();
      const discount = page.getByRole('status').filter({ hasText: 'INITECH15' });
      await discount.waitFor();
      expect((await discount.textContent())?.match(/15% off/g)).toHaveLength(1);
      await discount.getByRole('button', { name: 'Dismiss the discount' }).click();
      await discount.waitFor({ state: 'detached' });
      await page.reload();
      await waitForDashboard(page);
      await page.getByRole('heading', { name: 'Your services' }).waitFor();
      expect(await page.getByText('INITECH15').count()).toBe(0);

      await page.goto('/ports/create/create-lag');
      await page.getByText('A LAG needs two matching ports').waitFor();
      await page.getByText(/PF-AP-DAL1-1000040 at DAL1, zone A, 10Gbps LR/).waitFor();
      expect(await page.getByRole('button', { name: 'Create LAG' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Order a port' }).click();
      await page.waitForURL(/\/ports\/create$/);
    });
  }, 60_000);
});
