import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { linkFromOutbox } from './support/outbox.js';
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

describe('forgotten password', () => {
  it('sends a reset link, sets a new password with it, and only the new password works afterwards', async () => {
    // The old password is refused.
    allowProblems(/^401 POST \/v2\/auth\/login$/);
    const page = await context.newPage();
    const newPassword = 'Copper-Meadow-Violin-57';

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/auth\/forgot-password/);
    await page.getByLabel('Login or e-mail address').fill('readonly');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText('If an account matches, a link to reset the password has been sent').waitFor();

    await page.goto(await linkFromOutbox(server.url, 'readonly@example.com', '/reset-password'));
    await waitForTitle(page, 'Portal - Reset Password');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Must match the "New password" field').waitFor();
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change the password' }).click();

    await page.waitForURL(/\/auth\/login/);
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();
    await submitLogin(page, 'readonly', DEMO_PASSWORD);
    await page.getByText('The login or password is incorrect.').waitFor();
    await submitLogin(page, 'readonly', newPassword);
    await waitForDashboard(page);
    await page.getByText('Acme Networks').first().waitFor();
  });

  it('refuses a reset link that was already used', async () => {
    allowProblems(/^400 POST \/v2\/users\/reset-password$/);
    // The link is asked for and used once outside the browser; opening it afterwards must fail.
    const ask = await fetch(`${server.url}/v2/users/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_login: 'other' }),
    });
    expect(ask.status).toBe(200);
    const link = await linkFromOutbox(server.url, 'other@example.com', '/reset-password');
    const token = new URL(link, server.url).searchParams.get('rt');
    const use = await fetch(`${server.url}/v2/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rt: token, new_password: 'Harbor-Willow-Falcon-83' }),
    });
    expect(use.status).toBe(200);

    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Amber-Canyon-Trellis-38');
    await page.getByLabel('Confirm the new password').fill('Amber-Canyon-Trellis-38');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('This password reset link is not valid or has expired.').waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
  });
});
