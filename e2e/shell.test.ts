import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { allowProblems } from './support/page-problems.js';
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

/** Runs `test` in a fresh browser context (own cookies and storage) opened on `baseURL`, closed afterwards. */
async function inContext(
  baseURL: string,
  test: (page: Page, context: BrowserContext) => Promise<void>,
  options: { blockServiceWorkers?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  });
  try {
    await test(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, login = 'demo'): Promise<void> {
  await page.goto('/auth/login');
  await submitLogin(page, login, DEMO_PASSWORD);
  await waitForDashboard(page);
}

const colorScheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** The background colour of the login form's button, the theme's primary colour. */
const loginButtonColour = async (page: Page) =>
  String(await page.evaluate("getComputedStyle(document.querySelector('form button[type=submit]')).backgroundColor"));

describe('the shell', () => {
  it('keeps the chosen theme across a reload', async () => {
    await inContext(server.url, async (page) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await signIn(page);
      expect(await colorScheme(page)).toBe('light');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
      await expect.poll(() => colorScheme(page)).toBe('dark');
      await page.reload();
      await waitForDashboard(page);
      expect(await colorScheme(page)).toBe('dark');
    });
  });

  it("shows a reseller host with the brand's name and main colour, the main host with the default", async () => {
    const purple = 'rgb(123, 44, 191)';
    await inContext(server.url, async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(await loginButtonColour(page)).not.toBe(purple);
      expect(await page.getByText('Globex Connect').count()).toBe(0);
    });
    // Chromium resolves every *.localhost name to the loopback address the server listens on.
    const branded = server.url.replace('127.0.0.1', 'globex.localhost');
    await inContext(
      branded,
      async (page) => {
        await page.goto('/auth/login');
        await page.getByText('Globex Connect').first().waitFor();
        await expect.poll(() => loginButtonColour(page)).toBe(purple);
        // The browser remembers the brand: with the brand call failing, the next visit still shows it.
        allowProblems(/^request failed \(net::ERR_CONNECTION_REFUSED\) GET \/v2\/reseller-brands\/globex$/);
        await page.route('**/v2/reseller-brands/globex', (route) => route.abort('connectionrefused'));
        await page.reload();
        await page.getByRole('button', { name: 'Log in' }).waitFor();
        await page.getByText('Globex Connect').first().waitFor();
        expect(await loginButtonColour(page)).toBe(purple);
      },
      // Requests a service worker handles would bypass the page's route.
      { blockServiceWorkers: true },
    );
  });

  it('tells the user when the browser goes offline, and stops when it is back', async () => {
    const offline = "You are currently offline, your changes won't be saved until you go back online.";
    await inContext(server.url, async (page, context) => {
      await signIn(page);
      expect(await page.getByText(offline).count()).toBe(0);
      allowProblems(/^request failed \(net::ERR_INTERNET_DISCONNECTED\)/);
      await context.setOffline(true);
      await page.getByText(offline).waitFor();
      await context.setOffline(false);
      await page.getByText(offline).waitFor({ state: 'detached' });
    });
  });

  it("shows the sidebar's count badge from the counts of the customer", async () => {
    await inContext(server.url, async (page) => {
      await signIn(page);
      const counts = await page.evaluate(async () => {
        const response = await fetch('/v2/navigation/counts', { credentials: 'same-origin' });
        return ((await response.json()) as { counts: Record<string, number> }).counts;
      });
      const ports = counts.ports ?? 0;
      expect(ports).toBeGreaterThan(0);
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByLabel(`${ports} Ports`).waitFor();
      // A link without a count shows no badge.
      expect(await navigation.getByRole('link', { name: 'Logging' }).textContent()).toBe('Logging');
    });
  });

  it('installs the service worker (served uncached) and leaves the documentation to the server', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    await inContext(server.url, async (page) => {
      await signIn(page);
      // The worker precaches the whole build before it takes control, which takes a while on a busy machine.
      await expect
        .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
        .toBe(true);
      // With the worker in control, /docs is still the server's page, not the app shell from the cache.
      await page.goto('/docs');
      expect(await page.locator('#root').count()).toBe(0);
      await page.goto('/dashboard');
      await waitForDashboard(page);
    });
  });

  it('sends unknown paths to the dashboard', async () => {
    await inContext(server.url, async (page) => {
      await signIn(page);
      await page.goto('/no-such-area/anywhere');
      await page.waitForURL((url) => url.pathname === '/');
      await waitForDashboard(page);
    });
  });
});
