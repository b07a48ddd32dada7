import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { allowProblems } from './support/page-problems.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('signing in and out', () => {
  it('sends a visitor to login, returns them to the page they asked for, keeps them in across a reload, and signs them out', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/dashboard?from=e2e');
    await page.waitForURL(/\/auth\/login/);
    await expect.poll(() => page.title()).toBe('Portal - Login');

    await page.getByLabel('Login').fill('demo');
    await page.getByLabel('Password').fill('Switch-Meadow-41');
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(new URL(page.url()).search).toBe('?from=e2e');
    await expect.poll(() => page.title()).toBe('Portal - Dashboard');
    await page.getByText('Acme Networks').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login/);

    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    allowProblems(/^401 POST \/v2\/auth\/login$/);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Login').fill('demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The login or password is incorrect.').waitFor();
    expect(await page.getByLabel('Login').inputValue()).toBe('demo');
  });
});
