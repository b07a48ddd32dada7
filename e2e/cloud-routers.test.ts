import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Short workflow steps: a router, its connection and a BGP session come up in seconds, visibly; the simulated AWS
  // customer accepts a hosted connection a few seconds after it is ordered, long enough to see it wait.
  server = await startServer({ NETWORK_STEP_MS: '300', JOBS_POLL_MS: '100', CLOUD_AWS_ACCEPT_MS: '6000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WAIT_MS = 30_000;
const NO_ROUTES = 'There are no routes on this Connection';

/** Picks an option of a Mantine select by its label, typing to filter first. */
async function choose(scope: Page | Locator, page: Page, label: RegExp, option: string | RegExp, typed?: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** The text of the first status badge (`data-summary`) on the page once it reads `state`. */
async function waitForStatus(page: Page, state: string) {
  await expect
    .poll(() => page.locator('[data-summary]').first().getAttribute('data-summary'), {
      timeout: WAIT_MS,
      interval: 200,
    })
    .toBe(state);
}

describe('cloud routers', () => {
  it('orders a router, adds an IPsec connection from a vendor preset, and steers its routes through BGP with the what-if and the toggle', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    // A router, ordered with the defaults (US, 1 Gbps) and watched until it is active.
    await page.goto('/cloud-routers/create');
    await page.getByLabel(/^Name/).fill('e2e bgp router');
    await page.getByRole('button', { name: 'Create cloud router' }).click();
    await page.waitForURL(/\/cloud-routers\/PF-L3-CUST-\d+$/);
    const routerUrl = page.url();
    await waitForStatus(page, 'active');

    // An IPsec connection whose phases come from the Cisco preset.
    await page.getByRole('link', { name: 'Add connection' }).first().click();
    await page.getByRole('link', { name: 'IPsec VPN' }).click();
    await page.getByLabel(/^Description/).fill('e2e branch VPN');
    await choose(page, page, /^PoP of our end/, /^NYC1/, 'NYC1');
    // Unique per run, so a second run on the same machine does not meet the address of the first.
    const gateway = `34.${Date.now() % 200}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    await page.getByLabel(/^Your gateway address/).fill(gateway);
    await page.getByRole('button', { name: 'Generate a strong key' }).click();
    await choose(page, page, /^Firewall vendor preset/, /^Cisco/);
    expect(await page.getByRole('textbox', { name: /^IKE version/ }).inputValue()).toMatch(/2/);
    await page.getByRole('button', { name: 'Add IPsec connection' }).click();
    await page.getByRole('link', { name: 'Open the connection' }).click();
    await page.waitForURL(/\/connections\/PF-L3-CON-\d+/);
    await waitForStatus(page, 'active');

    // A BGP session whose import filter matches none of the peer's LAN routes yet.
    await page.getByRole('tab', { name: 'BGP sessions' }).click();
    await page.getByRole('link', { name: 'Add BGP session' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Remote ASN/).fill('65010');
    await dialog.getByLabel(/^Remote address/).fill('169.254.10.2');
    await dialog.getByLabel(/^Router address/).fill('169.254.10.1/30');
    await dialog.getByLabel('Import prefix 1', { exact: true }).fill('10.0.0.0/8');
    await dialog.getByLabel('Export prefix 1', { exact: true }).fill('10.0.0.0/8');
    // Before it exists, the new session's what-if tells what it would do to the router's routes.
    await dialog
      .getByRole('region', { name: 'What-if preview' })
      .getByText(/^\d+ accepted$/)
      .waitFor({ timeout: WAIT_MS });
    await dialog.getByRole('button', { name: 'Create BGP session' }).click();
    await page.waitForURL(/\/bgp-session\/[0-9a-f-]{36}$/);
    await dialog.getByText('established', { exact: true }).waitFor({ timeout: WAIT_MS });
    await dialog.getByRole('tab', { name: 'Routes' }).click();
    await dialog.getByText(NO_ROUTES).waitFor();

    // A prefix filter added: before it is saved, the what-if names the routes it would accept.
    await dialog.getByRole('tab', { name: 'Configuration' }).click();
    await dialog.getByRole('button', { name: 'Add import prefix' }).click();
    await dialog.getByLabel('Import prefix 2', { exact: true }).fill('192.168.0.0/16');
    await choose(dialog, page, /^Import match type 2$/, 'orlonger');
    const whatIf = dialog.getByRole('region', { name: 'What-if preview' });
    await whatIf.getByText('2 accepted').waitFor({ timeout: WAIT_MS });
    const accepted = whatIf.getByRole('row').filter({ hasText: 'accepted' });
    expect(await accepted.count()).toBe(2);
    expect(await accepted.first().textContent()).toMatch(/192\.168\.\d+\.0\/24/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('BGP session saved.').waitFor();

    // The routes change: the peer's two LAN routes are received once the session is back up.
    await dialog.getByRole('tab', { name: 'Routes' }).click();
    await dialog.getByText('established', { exact: true }).waitFor({ timeout: WAIT_MS });
    const routeRows = dialog.getByRole('row').filter({ hasText: /192\.168\.\d+\.0\/24/ });
    await expect.poll(() => routeRows.count(), { timeout: WAIT_MS, interval: 200 }).toBe(2);

    // The toggle saves at once: off empties the routes, on brings them back.
    await dialog.getByRole('switch', { name: 'Session active' }).click();
    await page.getByText('BGP disabled.').waitFor();
    await dialog.getByRole('switch', { name: 'Session inactive' }).waitFor();
    await dialog.getByText(NO_ROUTES).waitFor({ timeout: WAIT_MS });
    await dialog.getByRole('switch', { name: 'Session inactive' }).click();
    await page.getByText('BGP enabled.').waitFor();
    await dialog.getByText('established', { exact: true }).waitFor({ timeout: WAIT_MS });
    await expect.poll(() => routeRows.count(), { timeout: WAIT_MS, interval: 200 }).toBe(2);

    // The router log of the session has the state changes with their times.
    await dialog.getByRole('tab', { name: 'Router logs' }).click();
    await dialog.getByText(/BGP session disabled/).waitFor();
    expect(await dialog.locator('time').count()).toBeGreaterThan(3);
    await page.keyboard.press('Escape');

    // An AWS connection: it waits for the customer's acceptance in the AWS console, then turns active by itself.
    await page.goto(routerUrl);
    await page.getByRole('link', { name: 'Add connection' }).first().click();
    await page.getByRole('link', { name: 'AWS Direct Connect' }).click();
    await page.getByLabel(/^Description/).fill('e2e AWS via router');
    await page.getByLabel(/^AWS account ID/).fill('123456789012');
    await choose(page, page, /^On-ramp PoP/, /^NYC1/, 'NYC1');
    await choose(page, page, /^Zone/, 'A');
    await page.getByLabel('Price').getByText('$420.00').waitFor();
    await page.getByRole('button', { name: 'Add AWS connection' }).click();
    await page.waitForURL(/\/connections\/PF-L3-CON-\d+$/);
    await page.evaluate('globalThis.notReloaded = true');
    await page.getByText('Awaiting acceptance in your AWS console').waitFor({ timeout: WAIT_MS });
    await waitForStatus(page, 'active');
    expect(await page.getByText('Awaiting acceptance in your AWS console').count()).toBe(0);
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);
    await page.getByRole('tab', { name: 'Cloud settings' }).click();
    await page.getByText('123456789012', { exact: true }).waitFor();
    await context.close();
  });

  it('opens the BGP dialog over the router list, keeps a session’s NAT through the toggle, and opens every connect address', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    const api = <T>(path: string) => page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
    const routers = await api<{ circuit_id: string; name: string }[]>('/v2/services/cloud-routers');
    const router = routers.find((item) => item.name === 'acme-core-cr1');
    if (!router) throw new Error('the demo customer has no cloud router acme-core-cr1');
    const connections = await api<{ cloud_circuit_id: string; connection_type: string; nat_capable: boolean }[]>(
      `/v2/services/cloud-routers/${router.circuit_id}/connections`,
    );
    const ipsec = connections.find((item) => item.connection_type === 'ipsec' && item.nat_capable);
    if (!ipsec) throw new Error('the demo router has no NAT-capable IPsec connection');
    const sessionsPath = `/v2/services/cloud-routers/${router.circuit_id}/connections/${ipsec.cloud_circuit_id}/bgp`;
    type Session = { bgp_settings_uuid: string; l3_address: string; disabled: boolean; nat: unknown };
    const [saved] = await api<Session[]>(sessionsPath);
    if (!saved?.nat) throw new Error('the demo IPsec session has no source NAT');

    // From the list: the connection is chosen, then the session dialog opens over the list, not over the tab.
    await page.goto('/cloud-routers');
    await page.getByRole('button', { name: `Add a BGP session to ${router.name} (${router.circuit_id})` }).click();
    const chooser = page.getByRole('dialog', { name: `Add a BGP session to ${router.name}` });
    await choose(chooser, page, /^Connection/, new RegExp(ipsec.cloud_circuit_id));
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/cloud-routers\/bgp-session\/create\?router=.*&connection=/);
    const dialog = page.getByRole('dialog', { name: `New BGP session on ${ipsec.cloud_circuit_id}` });
    // The connection is NAT capable: the dialog offers source NAT (a segment whose radio input is visually hidden).
    await dialog.getByRole('radio', { name: 'Source NAT' }).waitFor({ state: 'attached' });
    // The router's address of the demo session is taken on this router: the field says so as it is typed.
    await dialog.getByLabel(/^Router address/).fill(saved.l3_address);
    await dialog.getByText('This address is not unique.').waitFor({ timeout: WAIT_MS });
    await dialog.getByLabel(/^Router address/).fill('169.254.77.1/30');
    await dialog.getByText('Free: no other session of the router uses this address').waitFor({ timeout: WAIT_MS });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/cloud-routers$/);

    // The demo session over the list: its source NAT is in the form, and the toggle keeps it both ways.
    const query = `router=${router.circuit_id}&connection=${ipsec.cloud_circuit_id}`;
    await page.goto(`/cloud-routers/bgp-session/${saved.bgp_settings_uuid}?${query}`);
    const sessionDialog = page.getByRole('dialog', { name: `BGP session on ${ipsec.cloud_circuit_id}` });
    await sessionDialog.getByRole('radio', { name: 'Source NAT' }).waitFor({ state: 'attached' });
    expect(await sessionDialog.getByRole('radio', { name: 'Source NAT' }).isChecked()).toBe(true);
    expect(await sessionDialog.getByLabel('Pool prefix 1', { exact: true }).inputValue()).toBe('23.159.64.21/32');
    await sessionDialog.getByRole('switch', { name: 'Session active' }).click();
    await page.getByText('BGP disabled.').waitFor();
    await sessionDialog.getByRole('switch', { name: 'Session inactive' }).click();
    await page.getByText('BGP enabled.').waitFor();
    await sessionDialog.getByText('established', { exact: true }).waitFor({ timeout: WAIT_MS });
    const after = (await api<Session[]>(sessionsPath)).find(
      (item) => item.bgp_settings_uuid === saved.bgp_settings_uuid,
    );
    expect(after?.disabled).toBe(false);
    expect(after?.nat).toEqual(saved.nat);
    // Its tabs keep their addresses over the list, and closing returns to the list.
    await sessionDialog.getByRole('tab', { name: 'Routes' }).click();
    await page.waitForURL(new RegExp(`/cloud-routers/bgp-session/${saved.bgp_settings_uuid}/routes\\?`));
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/cloud-routers$/);

    // Every connect address of spec 2: without a router the router is asked for ("providers" is no router).
    await page.goto('/cloud-routers/providers/connect');
    await page.getByText('Choose the cloud router the connection joins.').waitFor();
    expect(await page.getByText('There is no cloud router providers').count()).toBe(0);
    await page.goto('/cloud-routers/providers/create');
    await page.getByRole('textbox', { name: /^Cloud router/ }).waitFor();
    await page.goto(`/cloud-routers/${router.circuit_id}/create`);
    await page.getByRole('link', { name: 'IPsec VPN' }).waitFor();

    // A maintenance notification opens over a list and goes back to it.
    await page.goto('/vcs/notifications/00000000-0000-4000-8000-000000000000');
    await page.getByRole('dialog', { name: 'Maintenance notification' }).waitFor();
    await page.getByRole('button', { name: 'Back to the virtual circuits' }).click();
    await page.waitForURL(/\/vcs$/);
    await context.close();
  });

  it('opens the map only with the feature cr_topology_map; without it the map goes to the list', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    // Acme has the feature: the map opens.
    await page.goto('/cloud-routers/map');
    await page.getByRole('heading', { name: 'Cloud Router Map' }).waitFor();
    // The same company without it (its features as the server would answer them).
    await page.route('**/v2/customers/current', async (route) => {
      const response = await route.fetch();
      const customer = (await response.json()) as { additional_features: string[] };
      const additional_features = customer.additional_features.filter(
        (feature) => feature.toLowerCase() !== 'cr_topology_map',
      );
      await route.fulfill({ response, json: { ...customer, additional_features } });
    });
    await page.goto('/cloud-routers/map');
    await page.waitForURL(/\/cloud-routers$/);
    await page.getByRole('heading', { name: 'Cloud Routers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Map' }).count()).toBe(0);
    await context.close();
  });
});
