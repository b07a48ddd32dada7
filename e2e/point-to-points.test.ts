import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { choose, statusBadge } from './support/forms.js';
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

/** Acme's demo point-to-point: CHI1 to DAL1, its Dallas end operationally down. */
const DEMO_PTP = 'PF-PD-CHI-DAL-1000012';

const WAIT_MS = 30_000;

describe('point-to-points', () => {
  it('orders one with the live price, watches it turn active without a reload, opens its tabs and deletes it', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    await page.goto('/point-to-points');
    await page.getByRole('link', { name: 'Create point-to-point' }).click();
    await page.getByRole('heading', { name: 'Create a point-to-point' }).waitFor();
    const price = page.getByLabel('Price');
    await price.getByText('Choose both PoPs to see the price.').waitFor();
    await choose(page, /^A end location/, /^NYC1/, 'NYC1');
    await choose(page, /^A end zone/, /^Zone A/);
    await choose(page, /^Z end location/, /^WDC1/, 'WDC1');
    await choose(page, /^Z end zone/, /^Zone A/);
    // The live price: a longhaul 10 Gbps LR point-to-point, 12 months, then 24.
    await price.getByText('$2,907.00').waitFor();
    await choose(page, /^Subscription term/, '24 Months');
    await price.getByText('$2,565.00').waitFor();
    await page.getByLabel(/^Description/).fill('e2e wave');
    await page.getByRole('button', { name: 'Create point-to-point' }).click();
    await page.waitForURL(/\/point-to-points\/PF-PD-NYC-WDC-\d+$/);
    const circuitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.evaluate('globalThis.notReloaded = true');
    expect(await statusBadge(page).textContent()).toMatch(/^(Requested|Provisioning)$/);
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('active');
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

    await page.getByRole('tab', { name: 'Port A' }).click();
    await page.getByText(/^Port A · PF-AP-NYC1-/).waitFor();
    await page.getByRole('tab', { name: 'VC statistics' }).click();
    await page.getByText(/^Traffic on PF-AP-NYC1-/).waitFor();
    await page.getByRole('tab', { name: 'Details' }).click();

    await page.getByRole('button', { name: 'Delete point-to-point' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete point-to-point ${circuitId}` });
    await dialog.getByText('Early termination liability').waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(
        'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
      )
      .waitFor();
    await page.waitForURL(/\/point-to-points$/);
    const row = page.getByRole('row', { name: new RegExp(circuitId) });
    await expect.poll(() => row.count(), { timeout: WAIT_MS, interval: 200 }).toBe(0);
    await context.close();
  });

  it("lists Acme's point-to-point with its down end, opens it by circuit id and walks its tabs", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    await page.goto('/point-to-points');
    await waitForTitle(page, 'Portal - Point to Points');
    const row = page.getByRole('row', { name: new RegExp(DEMO_PTP) });
    await row.getByText('warning').waitFor();
    await row.getByText('Down: operationally down').waitFor();

    // spec 2: /circuits/{id} redirects a point-to-point to its details.
    await page.goto(`/circuits/${DEMO_PTP}`);
    await page.waitForURL(new RegExp(`/point-to-points/${DEMO_PTP}$`));
    await page.getByRole('heading', { name: DEMO_PTP }).waitFor();
    expect(await statusBadge(page).textContent()).toBe('warning');
    await page.getByRole('table', { name: 'Interfaces' }).getByText('Down: operationally down').waitFor();

    await page.getByRole('tab', { name: 'Port Z' }).click();
    await page.waitForURL(new RegExp(`/point-to-points/${DEMO_PTP}/port/z$`));
    await page.getByText('The Z end is down').waitFor();
    await page.getByText('Port Z · PF-AP-DAL1-1000041').waitFor();
    await page.getByRole('tab', { name: 'VC statistics' }).click();
    await page.getByText('Traffic on PF-AP-CHI1-1000040').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(/\/history$/);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.waitForURL(/\/documents$/);
    await context.close();
  });
});
