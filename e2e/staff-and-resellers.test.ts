import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin } from './support/auth.js';
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

/** Runs `test` in a fresh browser context opened on `baseURL`, closed afterwards. */
async function inContext(baseURL: string, test: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await test(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The computed text colour of the first element matching `selector` (null when there is none). */
const colourOf = async (page: Page, selector: string) =>
  (await page.evaluate(
    `(() => { const element = document.querySelector(${JSON.stringify(selector)}); return element ? getComputedStyle(element).color : null; })()`,
  )) as string | null;

describe('resellers and staff', () => {
  it("draws the logo and the avatar in a reseller's main colour on its host", async () => {
    const purple = 'rgb(123, 44, 191)';
    const branded = server.url.replace('127.0.0.1', 'globex.localhost');
    await inContext(branded, async (page) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/auth/login');
      await page.getByText('Globex Connect').first().waitFor();
      await expect.poll(() => colourOf(page, 'svg[data-brand-mark]')).toBe(purple);
      await submitLogin(page, 'reseller', DEMO_PASSWORD);
      await page.getByRole('button', { name: 'User menu' }).locator('.mantine-Avatar-placeholder').waitFor();
      expect(await colourOf(page, 'header svg[data-brand-mark]')).toBe(purple);
      expect(await colourOf(page, 'header .mantine-Avatar-placeholder')).toBe(purple);
    });
    await inContext(server.url, async (page) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/auth/login');
      await page.locator('svg[data-brand-mark]').waitFor();
      expect(await colourOf(page, 'svg[data-brand-mark]')).not.toBe(purple);
    });
  });

  it('starts provider staff at a customer picker, found by circuit id, and brings them back to the staff view', async () => {
    await inContext(server.url, async (page) => {
      await submitLogin(page, 'staff', DEMO_PASSWORD);
      await page.waitForURL(/\/act-for-customer$/);
      await page.getByRole('heading', { name: 'Act for a customer' }).waitFor();
      await page.getByRole('searchbox', { name: 'Find a customer' }).fill('nyc5-1000004');
      const customers = page.getByRole('table', { name: 'Customers you may act for' });
      await customers.getByText('Owns circuit PF-AP-NYC5-1000004').waitFor();
      expect(await customers.getByRole('row').count()).toBe(2);
      await customers.getByRole('button', { name: 'Act for Acme Networks' }).click();

      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const banner = page.getByRole('status').filter({ hasText: 'You are logged into Acme Networks' });
      await banner.waitFor();
      expect(await banner.getByText('Return to Reseller portal').count()).toBe(0);
      await banner.getByRole('button', { name: 'Return to staff view' }).click();
      await page.waitForURL(/\/act-for-customer$/);
      await page.getByRole('heading', { name: 'Act for a customer' }).waitFor();
      expect(await page.getByText('You are logged into').count()).toBe(0);
    });
  });

  it('sends a signed-in reseller to a screen that says what it can do here: pick one of its customers', async () => {
    await inContext(server.url, async (page) => {
      await submitLogin(page, 'reseller', DEMO_PASSWORD);
      await page.waitForURL(/\/act-for-customer$/);
      await page.getByRole('heading', { name: 'Your customers' }).waitFor();
      await page.getByText(/Globex Telecom is a reseller: .* Pick one of your customers/).waitFor();
      const customers = page.getByRole('table', { name: 'Customers you may act for' });
      await customers.getByText('Hooli Cloud').waitFor();
      await customers.getByText('Umbrella Logistics').waitFor();
      expect(await customers.getByText('Acme Networks').count()).toBe(0);
      await customers.getByRole('button', { name: 'Act for Umbrella Logistics' }).click();
      await page.getByRole('status').filter({ hasText: 'You are logged into Umbrella Logistics' }).waitFor();
      // spec 2: billing is not available to a customer of a reseller, not even by its address.
      await page.goto('/billing/flex-bandwidth');
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
      await page.getByRole('status').filter({ hasText: 'You are logged into Umbrella Logistics' }).waitFor();
      expect(await page.getByRole('link', { name: 'Flex Bandwidth' }).count()).toBe(0);
    });
  });

  it("refuses a reseller's brand colour that text on it would be hard to read as it is typed, and saves a readable one", async () => {
    await inContext(server.url, async (page) => {
      await submitLogin(page, 'reseller', DEMO_PASSWORD);
      await page.waitForURL(/\/act-for-customer$/);
      await page.goto('/admin/profile');
      const colour = page.getByRole('textbox', { name: 'Main colour' });
      await colour.waitFor();
      expect(await colour.inputValue()).toBe('#7b2cbf');
      await colour.fill('#ff8800');
      await page.getByText(/Text on this colour would be hard to read \(contrast 2\.3:1/).waitFor();
      await colour.fill('#5a189a');
      await page.getByText(/Text on this colour would be hard to read/).waitFor({ state: 'detached' });
      // The colour picker under the field closes, as a user's click elsewhere closes it.
      await colour.press('Escape');
      const save = page.getByRole('button', { name: 'Save brand' });
      await save.click();
      const saved = page.getByRole('alert').filter({ hasText: 'The brand has been saved.' });
      await saved.waitFor();
      // The notice sits over the bottom of the page: closed, as a user would, before saving again.
      await saved.getByRole('button').click();
      await saved.waitFor({ state: 'detached' });
      await colour.fill('#7b2cbf');
      await colour.press('Escape');
      await save.click();
      await saved.waitFor();
      expect(await colour.inputValue()).toBe('#7b2cbf');
    });
  });
});
