import type { Browser, BrowserContext } from 'playwright-core';
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

const WAIT_MS = 30_000;
/** Two of Acme's demo ports, both up, in different markets (a longhaul circuit). */
const NYC_PORT = 'PF-AP-NYC1-1000001';
const LONDON_PORT = 'PF-AP-LON1-1000002';

describe('virtual circuits', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('orders a backbone VC with the live price, watches it turn active, bursts it, opens stats and deletes it', async () => {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    await page.goto('/vcs');
    await waitForTitle(page, 'Portal - Virtual Circuits');
    // Acme's demo circuits are listed.
    await page.getByRole('link', { name: 'PF-BC-NYC-LON-1000010' }).waitFor();

    await page.getByRole('link', { name: 'Create virtual circuit' }).click();
    await page.getByRole('link', { name: /Backbone \(EVPL\)/ }).click();
    await page.getByRole('heading', { name: 'Create a backbone circuit' }).waitFor();
    await choose(page, /^A end port/, new RegExp(NYC_PORT), NYC_PORT);
    await choose(page, /^Z end port/, new RegExp(LONDON_PORT), LONDON_PORT);
    // The lowest free VLAN of each port is proposed; the demo circuits hold 100 and 200 on these ports.
    await expect.poll(() => page.getByRole('textbox', { name: /^VLAN/ }).first().inputValue()).toBe('4');
    await page.getByText('Longhaul').first().waitFor();
    const price = page.getByLabel('Price');
    await price.getByText('Choose both ports and a speed to see the price.').waitFor();
    await choose(page, /^Speed/, '1Gbps');
    // The live price: a longhaul 1 Gbps circuit on a 12-month term.
    await price.getByText('$612.00').waitFor();
    await choose(page, /^Subscription term/, '24 Months');
    await price.getByText('$540.00').waitFor();
    await page.getByLabel(/^Description/).fill('e2e replication path');
    await page.getByRole('button', { name: 'Create circuit' }).click();
    await page.waitForURL(/\/vcs\/PF-BC-NYC-LON-\d+-PF$/);
    const circuitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.evaluate('globalThis.notReloaded = true');
    expect(await statusBadge(page).textContent()).toMatch(/^(Requested|Provisioning)$/);
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('active');
    const interfaces = page.getByRole('table', { name: 'Interfaces' });
    await interfaces.getByRole('link', { name: NYC_PORT }).waitFor();
    await interfaces.getByRole('link', { name: LONDON_PORT }).waitFor();
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

    await choose(page, /^Add a burst of/, '500Mbps');
    await page.getByRole('button', { name: 'Add burst' }).click();
    await page.getByText(`A burst of 500Mbps is being added to ${circuitId}.`).waitFor();
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('active');
    await page.getByText('1Gbps + 500Mbps burst').first().waitFor();

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await page.waitForURL(new RegExp(`/vcs/${circuitId}/stats$`));
    await waitForTitle(page, 'Portal - Virtual Circuits - Virtual Circuit Details - Statistics');
    await page.getByText(`Traffic on ${NYC_PORT}`).waitFor();

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Delete circuit' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete virtual circuit ${circuitId}` });
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
    await page.waitForURL(/\/vcs$/);
    const row = page.getByRole('row', { name: new RegExp(circuitId) });
    // The row shows deleting, then disappears once the network has taken the circuit down; no reload.
    await expect.poll(() => row.count(), { timeout: WAIT_MS, interval: 200 }).toBe(0);
  });
});
