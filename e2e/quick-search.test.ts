import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

/** Acme's longhaul VC (apps/server/src/seed/demo-virtual-circuits.ts). */
const DEMO_VC = 'PF-BC-NYC-LON-1000010';
/** Acme's hosted AWS connection and its cloud router with its IPsec connection (apps/server/src/seed). */
const DEMO_HOSTED_CLOUD = 'PF-CC-NYC-WDC-1000013';
const DEMO_CLOUD_ROUTER = 'PF-L3-CUST-1000014';
const DEMO_IPSEC_CONNECTION = 'PF-L3-CON-1000020';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    await run(page, context);
  } finally {
    await context.close();
  }
}

function searchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Quick search' });
}

function searchBox(page: Page): Locator {
  return searchDialog(page).getByRole('combobox', { name: 'Search' });
}

function selectedOption(page: Page): Locator {
  return searchDialog(page).locator('[role="option"][aria-selected="true"]');
}

/** Presses ArrowDown until the option with this name is selected (at most once around the list). */
async function arrowTo(page: Page, name: string | RegExp): Promise<void> {
  const count = await searchDialog(page).getByRole('option').count();
  for (let step = 0; step <= count; step += 1) {
    const text = (await selectedOption(page).textContent()) ?? '';
    if (typeof name === 'string' ? text.startsWith(name) : name.test(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option named ${String(name)} could be selected with the arrow keys`);
}

/** Orders a port through the API with the browser's session (and its anti-forgery cookie); answers its circuit id. */
async function orderPort(page: Page, context: BrowserContext, description: string): Promise<string> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.post('/v2/ports', {
    headers: { [CSRF_HEADER]: csrf },
    data: { pop: 'NYC1', speed: '10Gbps', media: 'LR', subscription_term: 12, description },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { port_circuit_id: string }).port_circuit_id;
}

describe('quick search', () => {
  it('opens with Ctrl+K, / and Cmd+K, not with / typed in a field, and closes with Esc', async () => {
    await signedIn(async (page) => {
      for (const shortcut of ['Control+k', '/', 'Meta+k']) {
        await page.keyboard.press(shortcut);
        await searchBox(page).waitFor();
        expect(
          await searchBox(page).evaluate((element) =>
            (element as { matches(selector: string): boolean }).matches(':focus'),
          ),
        ).toBe(true);
        await page.keyboard.press('Escape');
        await searchDialog(page).waitFor({ state: 'detached' });
      }

      // A plain "/" typed into a field is text, not a shortcut; with Ctrl held the shortcut still works there.
      await page.goto('/activity-logs');
      const filter = page.getByRole('main').locator('input').first();
      await filter.click();
      await page.keyboard.press('/');
      expect(await filter.inputValue()).toBe('/');
      // The dialog closes with a short transition.
      await expect.poll(() => searchDialog(page).count(), { timeout: 5_000, interval: 100 }).toBe(0);
      await page.keyboard.press('Control+k');
      await searchBox(page).waitFor();
      await page.keyboard.press('Escape');

      // The top bar's button opens it too, and an empty box suggests the screens that exist.
      await page.getByRole('button', { name: 'Quick search' }).click();
      const suggestions = searchDialog(page).getByRole('group', { name: 'Suggestions' });
      await suggestions.getByRole('option', { name: 'Account settings' }).waitFor();
      await suggestions.getByRole('option', { name: 'Documentation' }).waitFor();
    });
  });

  it('moves with the arrows, opens a screen with Enter, and remembers the search across a reload', async () => {
    await signedIn(async (page) => {
      await page.keyboard.press('Control+k');
      await searchBox(page).fill('api key');
      const navigation = searchDialog(page).getByRole('group', { name: 'Navigation' });
      await navigation.getByRole('option', { name: /^Add API Key/ }).waitFor();

      const first = (await selectedOption(page).textContent()) ?? '';
      await page.keyboard.press('ArrowDown');
      expect(await selectedOption(page).textContent()).not.toBe(first);
      await page.keyboard.press('ArrowUp');
      expect(await selectedOption(page).textContent()).toBe(first);

      await arrowTo(page, 'Add API Key');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/user-account\/api-key\/add$/);
      await waitForTitle(page, 'Portal - Add API Key');
      // The dialog closes with a short transition.
      await expect.poll(() => searchDialog(page).count(), { timeout: 5_000, interval: 100 }).toBe(0);

      await page.reload();
      await page.getByRole('heading', { name: 'Add API Key' }).first().waitFor();
      // The add-key form may hold the focus in its name field, where "/" types: Ctrl+K opens from anywhere.
      await page.keyboard.press('Control+k');
      const recent = searchDialog(page).getByRole('group', { name: 'Recently Searched' });
      await recent.getByRole('option', { name: 'api key' }).waitFor();

      // Running a recent search puts it back in the box.
      await arrowTo(page, 'api key');
      await page.keyboard.press('Enter');
      expect(await searchBox(page).inputValue()).toBe('api key');
    });
  });

  it('says when nothing matches, with the links of the screens that exist', async () => {
    await signedIn(async (page) => {
      await page.keyboard.press('Control+k');
      await searchBox(page).fill('zqxwvy');
      await searchDialog(page).getByText('No results found for "zqxwvy"').waitFor({ timeout: 10_000 });
      const links = searchDialog(page).getByRole('group', { name: 'Try instead' });
      await links.getByRole('option', { name: 'Documentation' }).waitFor();
      await links.getByRole('option', { name: 'Active users' }).click();
      await page.waitForURL(/\/admin\/active-users$/);
    });
  });

  it('offers again only searches that found something, and ranks documentation by whole words and titles', async () => {
    await signedIn(async (page) => {
      await page.keyboard.press('Control+k');
      await searchBox(page).fill('qzxv-nowhere');
      await searchDialog(page).getByText('No results found for "qzxv-nowhere"').waitFor({ timeout: 10_000 });
      await searchBox(page).fill('NYC5 backup');
      const circuits = searchDialog(page).getByRole('group', { name: 'Circuits' });
      await circuits.getByRole('option').first().waitFor({ timeout: 10_000 });
      // "key" is a whole word (in its plural) of one title and only the start of "keyboard" in another.
      await searchBox(page).fill('key');
      const documentation = searchDialog(page).getByRole('group', { name: 'Documentation' });
      await documentation.getByRole('option').first().waitFor({ timeout: 10_000 });
      expect(await documentation.getByRole('option').first().textContent()).toMatch(/^API keys and using the API/);

      await page.reload();
      await waitForDashboard(page);
      await page.keyboard.press('Control+k');
      const frequent = searchDialog(page).getByRole('group', { name: 'Frequently Searched' });
      await frequent.getByRole('option', { name: 'NYC5 backup' }).waitFor();
      expect(await frequent.getByRole('option', { name: 'qzxv-nowhere' }).count()).toBe(0);
    });
  });

  it('opens a circuit found by the search through /circuits/{id}', async () => {
    await signedIn(async (page, context) => {
      const port = await orderPort(page, context, 'Quick search uplink');
      await page.keyboard.press('Meta+k');
      // Found by its description, case-insensitively; the result names the circuit id.
      await searchBox(page).fill('quick SEARCH uplink');
      const circuits = searchDialog(page).getByRole('group', { name: 'Circuits' });
      await circuits.getByRole('option', { name: new RegExp(`^${port}`) }).waitFor({ timeout: 10_000 });
      await arrowTo(page, port);
      await page.keyboard.press('Enter');
      // The lookup redirects a port to its details screen (spec 2).
      await page.waitForURL(new RegExp(`/ports/${port}$`));

      // The dashboard counts it, lists what needs attention and the activity, and offers the order screens.
      await page.goto('/dashboard');
      const services = page.getByRole('region', { name: 'Your services' });
      await services.getByRole('link', { name: 'Port' }).waitFor();
      await page.getByRole('region', { name: 'Needs attention' }).getByRole('link').first().waitFor();
      await page.getByRole('region', { name: 'Recent activity' }).getByRole('link', { name: 'View all' }).waitFor();
      await page.getByRole('link', { name: 'Order Port' }).click();
      await page.waitForURL(/\/ports\/create$/);

      // A virtual circuit opens its details screen (spec 2: vc to virtual circuit details).
      await page.goto(`/circuits/${DEMO_VC}`);
      await page.waitForURL(new RegExp(`/vcs/${DEMO_VC}$`));
      await page.getByRole('heading', { name: DEMO_VC }).waitFor();

      // A hosted cloud connection opens its screen, and a cloud router connection its screen under its router.
      await page.goto(`/circuits/${DEMO_HOSTED_CLOUD}`);
      await page.waitForURL(new RegExp(`/hosted-clouds/${DEMO_HOSTED_CLOUD}$`));
      await page.getByRole('heading', { name: DEMO_HOSTED_CLOUD }).waitFor();
      await page.goto(`/circuits/${DEMO_IPSEC_CONNECTION}`);
      await page.waitForURL(new RegExp(`/cloud-routers/${DEMO_CLOUD_ROUTER}/connections/${DEMO_IPSEC_CONNECTION}$`));

      // Nothing found: no redirect, a clear message.
      await page.goto('/circuits/PF-NOT-THERE-1');
      await page
        .getByText('No circuit with the id "PF-NOT-THERE-1" was found for your company.', { exact: false })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/circuits/PF-NOT-THERE-1');
    });
  });
});
