import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

/**
 * The simulated AWS customer accepts a connection ordered without a credential after 15 s: long enough to see it
 * wait for acceptance even when a loaded machine is slow to open the page, short enough to see the acceptance
 * arrive in it. With a credential the portal accepts at once.
 */
const ACCEPT_MS = 15_000;

beforeAll(async () => {
  // Short workflow steps: the network builds an order in a few seconds; the AWS customer accepts in a few more.
  server = await startServer({ NETWORK_STEP_MS: '300', JOBS_POLL_MS: '100', CLOUD_AWS_ACCEPT_MS: String(ACCEPT_MS) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WAIT_MS = 30_000;
const DEMO_AWS = 'PF-CC-NYC-WDC-1000013';
const PORT = 'PF-AP-NYC1-1000001';
const DEMO_CREDENTIAL = 'Prod AWS account (network automation)';

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

/** Sends a request as the signed-in user (session cookie and anti-forgery token), as the portal's own client does. */
async function sendAsUser(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body, token: csrf },
  );
}

describe('hosted cloud connections', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('orders an AWS connection with cloud settings from the form (gateways from the credential), sees it turn active live, downloads a router configuration and deletes it; one without a credential waits for acceptance until AWS reports it', async () => {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);

    // What the demo's AWS credential sees in us-east-1: the gateways and VPCs the settings can use.
    await page.goto('/admin/cloud-credentials');
    await page.getByRole('button', { name: `Resources of ${DEMO_CREDENTIAL}` }).click();
    const resources = page.getByRole('dialog', { name: `What ${DEMO_CREDENTIAL} sees` });
    await choose(page, /^Region/, /^us-east-1/, 'us-east-1');
    const gateways = resources.getByRole('table', { name: 'Gateways' });
    for (const name of ['dx-gateway', 'vgw-prod', 'tgw-core'])
      await gateways.getByText(name, { exact: true }).waitFor();
    await resources.getByRole('table', { name: 'VPCs' }).getByText('vpc-prod', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page
      .getByRole('link', { name: /Hosted Cloud/ })
      .first()
      .click();
    await waitForTitle(page, 'Portal - Hosted Cloud');
    // Acme's demo AWS connection is listed, active.
    await page.getByRole('link', { name: DEMO_AWS }).waitFor();

    await page.getByRole('link', { name: 'Create hosted connection' }).click();
    await page.getByRole('heading', { name: 'Create a hosted cloud connection' }).waitFor();
    // AWS is the first provider. The port proposes its lowest free VLAN; 210 is the demo connection's.
    await choose(page, /^Source port/, new RegExp(PORT), 'NYC1-1000001');
    const vlan = page.getByRole('textbox', { name: /^VLAN/ });
    await expect.poll(() => vlan.inputValue(), { timeout: WAIT_MS }).not.toBe('');
    await vlan.fill('210');
    await page.getByLabel(/^AWS account ID/).fill('123456789012');
    await choose(page, /^On-ramp PoP/, /^NYC1/, 'NYC1');
    await choose(page, /^Zone/, 'A');
    // spec 9: the chosen zone has capacity.
    await page.getByText('Lead time: Instant Provisioning', { exact: true }).waitFor();
    await page.getByLabel(/^Description/).fill('e2e AWS hosted');
    // 1 Gbps from an NYC port to the NYC on-ramp: metro, month to month.
    const price = page.getByLabel('Price');
    await price.getByText('$480.00').waitFor();
    await choose(page, /^Speed/, '2Gbps');
    await price.getByText('$780.00').waitFor();

    // The portal sets up the AWS side with the credential: a private VIF on gateways the credential sees.
    await page.getByRole('switch', { name: /^Let the portal set up the AWS side too/ }).click();
    await choose(page, /^Cloud credential/, /^Prod AWS account \(network automation\)/);
    expect(await page.getByRole('textbox', { name: /^AWS region/ }).inputValue()).toBe('us-east-1');
    await choose(page, /^Direct Connect gateway/, /^dx-gateway/);
    await choose(page, /^Virtual private gateway/, /^vgw-prod/);
    await choose(page, /^VPC/, /^vpc-prod/);
    await choose(page, /^MTU/, '9001');
    await page.getByLabel(/^Your BGP ASN/).fill('65010');
    await page.getByLabel(/^BGP MD5 key/).fill('abc');
    await page.getByLabel(/^Advertised prefixes/).fill('10.20.0.0/16');

    await page.getByRole('button', { name: 'Create connection' }).click();
    // Each refusal names its field with the server's words; nothing typed is lost.
    await page.getByText(`VLAN 210 is already in use on ${PORT}.`).waitFor();
    await page.getByText('The min length is 6').waitFor();
    expect(await page.getByLabel(/^Description/).inputValue()).toBe('e2e AWS hosted');
    expect(await page.getByLabel(/^AWS account ID/).inputValue()).toBe('123456789012');
    expect(await page.getByLabel(/^Advertised prefixes/).inputValue()).toBe('10.20.0.0/16');
    expect(await page.getByRole('textbox', { name: /^Virtual private gateway/ }).inputValue()).toMatch(/^vgw-prod/);
    await vlan.fill('300');
    await page.getByLabel(/^BGP MD5 key/).fill('secret-key-1');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.waitForURL(/\/hosted-clouds\/PF-CC-NYC-NYC-\d+-PF$/);
    const circuitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.evaluate('globalThis.notReloaded = true');
    // Ordered with a credential: the portal accepts it for the customer, so it never waits in the AWS console; the
    // network builds it and AWS brings up its side, and the page follows without a reload.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    expect(await page.getByText('awaiting acceptance in your AWS console').count()).toBe(0);
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

    await page.getByRole('tab', { name: 'Cloud settings' }).click();
    await page.waitForURL(new RegExp(`/hosted-clouds/${circuitId}/cloud-settings$`));
    await page.getByText('9001', { exact: true }).waitFor();
    await page.getByText('10.20.0.0/16', { exact: true }).waitFor();
    await page
      .getByText(
        /Direct Connect gateway dx-gateway \(ASN \d+\); Virtual private gateway vgw-prod \(ASN \d+\) · VPC vpc-/,
      )
      .waitFor();

    await page.getByRole('button', { name: 'Router configuration' }).click();
    const configDialog = page.getByRole('dialog', { name: 'Router configuration' });
    await choose(page, /^Router type/, 'Juniper SRX Series Routers (JunOS 9.5)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      configDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${circuitId}-JuniperNetworksInc-SRXSeriesRouters-JunOS95.txt`);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text).toContain('300');
    expect(text).toContain('65010');
    await configDialog.getByLabel('Router configuration text').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete connection' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete hosted cloud connection ${circuitId}` });
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
    await page.waitForURL(/\/hosted-clouds$/);
    const row = page.getByRole('row', { name: new RegExp(circuitId) });
    // The row shows deleting, then disappears once the network has taken it down; no reload.
    await expect.poll(() => row.count(), { timeout: WAIT_MS, interval: 200 }).toBe(0);
    await page.getByRole('link', { name: DEMO_AWS }).waitFor();

    // Without a credential AWS waits for its customer: ordered as the Go client does, and watched in the page.
    const ordered = await sendAsUser(page, 'POST', '/v2/services/cloud/hosted/aws', {
      description: 'e2e AWS awaiting acceptance',
      port: PORT,
      vlan: 301,
      speed: '1Gbps',
      pop: 'NYC1',
      zone: 'B',
      aws_account_id: '123456789012',
    });
    expect(ordered.status).toBe(201);
    await page.goto(`/hosted-clouds/${encodeURIComponent(String(ordered.json.cloud_circuit_id))}`);
    await page.getByText('awaiting acceptance in your AWS console').waitFor({ timeout: WAIT_MS });
    expect(await statusBadge(page).textContent()).toBe('Awaiting acceptance');
    await page.evaluate('globalThis.notReloaded = true');
    // The customer accepts in the AWS console; the page turns active by itself.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    expect(await page.getByText('awaiting acceptance in your AWS console').count()).toBe(0);
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);
    await page.close();
  });

  it("shows the demo AWS connection's BGP session and changes its speed at the previewed price, live; its id under /dedicated-clouds goes to it", async () => {
    const page = await context.newPage();
    await page.goto(`/dedicated-clouds/${DEMO_AWS}`);
    await page.waitForURL(new RegExp(`/hosted-clouds/${DEMO_AWS}$`));

    await page.getByRole('tab', { name: 'BGP sessions' }).click();
    const session = page.getByLabel('Cloud BGP session');
    await session.getByLabel('Session state: Up').waitFor();
    await session.getByText('169.254.40.2/30').waitFor();
    await session.getByText('65010').waitFor();

    await page.getByRole('button', { name: 'Change speed' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the speed of/ });
    await choose(page, /^Speed/, /^2Gbps/);
    await dialog.getByText(/^\+\$[\d,.]+ per month$/).waitFor({ timeout: WAIT_MS });
    await dialog.getByRole('button', { name: 'Change speed' }).click();
    await page.getByText(`${DEMO_AWS} is changing to 2Gbps.`).waitFor();
    // The network and AWS apply it; the page follows without a reload.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    await page.getByText(/· 2Gbps$/).waitFor();
    await page.close();
  });

  it('asks Azure about a service key as it is typed and names the field when the key is not valid', async () => {
    const page = await context.newPage();
    await page.goto('/hosted-clouds/create');
    await page.getByRole('heading', { name: 'Create a hosted cloud connection' }).waitFor();
    await page.getByText('Azure', { exact: true }).click();
    const key = page.getByLabel(/^Azure service key/);
    // Not a lowercase UUID: refused on submit without asking Azure.
    await key.fill('ABCDEF00-1111-2222-3333-444444444444');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.getByText('This key is not valid').waitFor();
    // Well formed, but Azure knows no such circuit: its answer shows under the field as it is typed.
    await key.fill('00000000-1111-2222-3333-444444444444');
    await expect.poll(() => page.getByText('This key is not valid').count(), { timeout: WAIT_MS }).toBe(1);
    await key.fill('abcdef00-1111-2222-3333-444444444444');
    await page.getByText(/^Valid key: a \d+ Mbps ExpressRoute circuit/).waitFor({ timeout: WAIT_MS });
    expect(await page.getByText('This key is not valid').count()).toBe(0);
    await page.close();
  });

  it("shows an Oracle connection's FastConnect virtual circuit as Oracle reports it, live, and syncs with Oracle", async () => {
    const page = await context.newPage();
    await page.goto('/hosted-clouds');
    await page.getByRole('link', { name: DEMO_AWS }).waitFor();
    const ordered = await sendAsUser(page, 'POST', '/v2/services/cloud/hosted/oracle', {
      description: 'e2e FastConnect',
      port: PORT,
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff',
      region: 'us-ashburn-1',
      pop: 'WDC1',
      zone: 'A',
      vlan: 804,
    });
    expect(ordered.status).toBe(201);
    await page.goto(`/hosted-clouds/${encodeURIComponent(String(ordered.json.cloud_circuit_id))}`);
    const card = page.getByRole('region', { name: 'Oracle FastConnect' });
    await card.getByText('ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff').waitFor();
    // Oracle brings the virtual circuit up as the network builds the connection; the card follows without a reload.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    await card.getByLabel('Lifecycle: PROVISIONED').waitFor({ timeout: WAIT_MS });
    await card.getByLabel('Provider state: ACTIVE').waitFor();
    await card.getByLabel('BGP session: UP').waitFor();
    await card.getByRole('table', { name: 'Peering addresses' }).getByText('804', { exact: true }).waitFor();
    await card.getByText('In step with Oracle: the connection shows what Oracle reports.').waitFor();
    await card.getByRole('button', { name: 'Sync with Oracle' }).click();
    await card.getByText('Oracle and the portal already agreed: nothing changed.').waitFor();
    await page.close();
  });
});
