import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const PORT_WAIT_MS = 30_000;

/** Orders a 10 Gbps LR port in zone A of WDC1 through the form and answers its circuit id. */
async function orderPort(page: Page, description: string): Promise<string> {
  await page.goto('/ports/create');
  await page.getByRole('heading', { name: 'Order a port' }).waitFor();
  await choose(page, /^Location \(PoP\)/, /^WDC1/, 'WDC1');
  await choose(page, /^Speed/, '10Gbps');
  await choose(page, /^Media/, 'LR');
  await choose(page, /^Zone/, /^Zone A/);
  await page.getByText('Lead time: Instant Provisioning').waitFor();
  // The live price: the 12-month MRC of a 10 Gbps port is on the list.
  await page.getByLabel('Price').getByText('12 Months').waitFor();
  expect(await page.getByLabel('Price').textContent()).toMatch(/\$[\d,]+\.\d{2}/);
  await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Order port' }).click();
  await page.waitForURL(/\/ports\/PF-[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

describe('ports and LAGs', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('orders a port that turns active without a reload, builds a LAG, opens its tabs and deletes it', async () => {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    await page.goto('/ports');
    await waitForTitle(page, 'Portal - Ports');
    await page.getByRole('table', { name: 'Ports' }).getByRole('row').nth(1).waitFor();

    const first = await orderPort(page, 'e2e LAG member one');
    // A marker on the page's global object: it is gone if the page reloads.
    await page.evaluate('globalThis.notReloaded = true');
    expect(await statusBadge(page).textContent()).toMatch(/provisioning/);
    await expect.poll(() => statusBadge(page).textContent(), { timeout: PORT_WAIT_MS, interval: 200 }).toBe('active');
    await page.getByText(/Provision: step (\d+) of \1/).waitFor();
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

    const second = await orderPort(page, 'e2e LAG member two');
    await expect.poll(() => statusBadge(page).textContent(), { timeout: PORT_WAIT_MS, interval: 200 }).toBe('active');

    await page.goto('/ports/create/create-lag');
    await page.getByRole('heading', { name: 'Create a LAG' }).waitFor();
    await choose(page, /^Location \(PoP\)/, /^WDC1/, 'WDC1');
    await page.getByRole('checkbox', { name: new RegExp(first) }).check();
    await page.getByRole('checkbox', { name: new RegExp(second) }).check();
    await page.getByLabel(/^Description/).fill('e2e LAG');
    await page.getByRole('button', { name: 'Create LAG' }).click();
    await page.waitForURL(/\/ports\/PF-[^/]+$/);
    const lag = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { name: `LAG ${lag}` }).waitFor();
    await expect.poll(() => statusBadge(page).textContent(), { timeout: PORT_WAIT_MS, interval: 200 }).toBe('active');
    const members = page.getByRole('table', { name: `Members of ${lag}` });
    await members.getByRole('link', { name: first }).waitFor();
    await members.getByRole('link', { name: second }).waitFor();

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await page.waitForURL(new RegExp(`/ports/${lag}/stats-port$`));
    await waitForTitle(page, 'Portal - Ports - Port Details - Statistics');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.waitForURL(new RegExp(`/ports/${lag}/documents$`));
    await page.getByRole('button', { name: 'Request Letter of Authorization' }).click();
    const loaDialog = page.getByRole('dialog', { name: 'Request Letter of Authorization' });
    // The letter downloads at once, without asking for an e-mail address (sending it stays an option).
    expect(await loaDialog.getByLabel(/^Destination e-mail/).count()).toBe(0);
    expect(await loaDialog.getByLabel(/^Customer name/).inputValue()).toBe('Acme Networks');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      loaDialog.getByRole('button', { name: 'Download letter' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page
      .getByRole('link', { name: /^Download / })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Request Letter of Authorization' }).click();
    await loaDialog.getByLabel('Also send it by e-mail').check();
    await loaDialog.getByLabel(/^Destination e-mail/).waitFor();
    await loaDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.waitForURL(new RegExp(`/ports/${lag}$`));
    await page.getByRole('button', { name: 'Delete LAG' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete LAG ${lag}` });
    await dialog.getByText('Early termination liability').waitFor();
    await dialog.getByText(/cancelled within 24 hours without charge/).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await confirm.click();

    await page.waitForURL(/\/ports$/);
    const lagRow = page.getByRole('row', { name: new RegExp(lag) });
    // The row shows deleting, then disappears once the network has taken the LAG down; no reload.
    await expect.poll(() => lagRow.count(), { timeout: PORT_WAIT_MS, interval: 200 }).toBe(0);
    await page.getByRole('link', { name: first }).waitFor();

    // The CSV export holds the filtered list: both ports, now ordinary ports again.
    await page.getByRole('searchbox', { name: 'Search ports' }).fill('e2e LAG member');
    await page.waitForURL(/q=e2e/);
    // The export reads the filters the list shows: wait until it shows just the two released members.
    const rows = page.getByRole('table', { name: 'Ports' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: PORT_WAIT_MS, interval: 200 }).toBe(3);
    await page.getByRole('link', { name: first }).waitFor();
    await page.getByRole('link', { name: second }).waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Circuit ID,Type,Description,Status/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([first, second].sort());
    await page.close();
  });

  // Runs after the order test, whose ports the read-only user of the same company sees.
  it('shows the read-only user the ports without any order, edit or delete action', async () => {
    const readonly = await browser.newContext({ baseURL: server.url });
    try {
      const page = await readonly.newPage();
      await submitLogin(page, 'readonly', DEMO_PASSWORD);
      await waitForDashboard(page);
      await page.goto('/ports');
      const firstRow = page.getByRole('table', { name: 'Ports' }).getByRole('row').nth(1);
      await firstRow.waitFor();
      expect(await page.getByRole('link', { name: 'Order port' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      await firstRow.getByRole('link').first().click();
      await page.getByRole('tab', { name: 'Details' }).waitFor();
      await page.getByText('Current status').waitFor();
      expect(await page.getByRole('button', { name: /^(Edit|Delete|Disable|Enable)/ }).count()).toBe(0);

      await page.goto('/ports/create');
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');

      await page.goto('/ports/notifications/00000000-0000-4000-8000-000000000000');
      await page
        .getByRole('dialog', { name: 'Maintenance notification' })
        .getByText(/was not found/)
        .waitFor();
    } finally {
      await readonly.close();
    }
  });
});
