import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

/** The simulated AWS customer accepts in the console only after the test: acceptance here comes from the portal. */
const ACCEPT_MS = 600_000;

beforeAll(async () => {
  // Short workflow steps: the network builds an order in a few seconds; the AWS side waits for its acceptance.
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

/** Adds an AWS cloud credential through the API, as the signed-in user (session cookie and anti-forgery token). */
async function addAwsCredential(page: Page, description: string): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  const status = await page.evaluate(
    async ({ name, token }) => {
      const response = await fetch('/v2/services/cloud/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: JSON.stringify({
          cloud_provider: 'aws',
          description: name,
          cloud_credentials: {
            aws_access_key: 'AKIAE2EHOSTEDCLOUD01',
            aws_secret_key: 'e2eSecretKeyForHostedCloudsBrowserTest00',
          },
        }),
      });
      return response.status;
    },
    { name: description, token: csrf },
  );
  expect(status).toBe(201);
}

describe('hosted cloud connections', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('orders an AWS connection, sees it wait for acceptance, adds cloud settings that accept it so it turns active live, downloads a router configuration and deletes it', async () => {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    await addAwsCredential(page, 'e2e AWS account');

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
    await page.getByLabel(/^Description/).fill('e2e AWS hosted');
    // 1 Gbps from an NYC port to the NYC on-ramp: metro, month to month.
    const price = page.getByLabel('Price');
    await price.getByText('$480.00').waitFor();
    await choose(page, /^Speed/, '2Gbps');
    await price.getByText('$780.00').waitFor();

    await page.getByRole('button', { name: 'Create connection' }).click();
    // The refusal names its field with the server's words; nothing typed is lost.
    await page.getByText(`VLAN 210 is already in use on ${PORT}.`).waitFor();
    expect(await page.getByLabel(/^Description/).inputValue()).toBe('e2e AWS hosted');
    expect(await page.getByLabel(/^AWS account ID/).inputValue()).toBe('123456789012');
    await vlan.fill('300');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.waitForURL(/\/hosted-clouds\/PF-CC-NYC-NYC-\d+-PF$/);
    const circuitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.evaluate('globalThis.notReloaded = true');
    // Ordered without a credential: the network builds it while AWS waits for the customer's acceptance.
    await page.getByText('awaiting acceptance in your AWS console').waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 })
      .toBe('Awaiting acceptance');

    // Cloud settings with a credential let the portal accept it and set up the virtual interface and BGP.
    await page.getByRole('tab', { name: 'Cloud settings' }).click();
    await page.waitForURL(new RegExp(`/hosted-clouds/${circuitId}/cloud-settings$`));
    await page.getByRole('button', { name: 'Add settings' }).click();
    await choose(page, /^Cloud credential/, /^e2e AWS account/);
    expect(await page.getByRole('textbox', { name: /^AWS region/ }).inputValue()).toBe('us-east-1');
    await choose(page, /^MTU/, '9001');
    await page.getByLabel(/^Your BGP ASN/).fill('65010');
    await page.getByLabel(/^BGP MD5 key/).fill('abc');
    await page.getByLabel(/^Advertised prefixes/).fill('10.20.0.0/16');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The min length is 6').waitFor();
    expect(await page.getByLabel(/^Advertised prefixes/).inputValue()).toBe('10.20.0.0/16');
    await page.getByLabel(/^BGP MD5 key/).fill('secret-key-1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('9001', { exact: true }).waitFor();
    await page.getByText('10.20.0.0/16', { exact: true }).waitFor();

    // AWS accepts it; the page follows, without a reload.
    await expect.poll(() => statusBadge(page).textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Active');
    expect(await page.getByText('awaiting acceptance in your AWS console').count()).toBe(0);
    expect(await page.evaluate('globalThis.notReloaded')).toBe(true);

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
});
