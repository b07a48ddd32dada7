import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutThroughMenu, submitLogin, waitForDashboard, waitForTitle } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { linkFromOutbox } from './support/outbox.js';
import { allowProblems } from './support/page-problems.js';
import { type RunningServer, startServer } from './support/server.js';
import { totpCode } from './support/totp.js';

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

const newUser = {
  company: 'Zenith Fiber',
  firstName: 'Ada',
  lastName: 'Okoye',
  email: 'ada.okoye@zenith-fiber.example',
  login: 'ada.okoye',
  password: 'Quartz-Harbor-Lantern-92',
};

describe('sign-up, verification and two-factor login', () => {
  it('signs up, verifies the address from the e-mail, turns on MFA and logs in with a code', async () => {
    const page = await context.newPage();

    // Sign up from the login page.
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/auth\/signup/);
    await waitForTitle(page, 'Portal - Sign Up');
    await page.getByLabel('Company').fill(newUser.company);
    await page.getByLabel('First name').fill(newUser.firstName);
    await page.getByLabel('Last name').fill(newUser.lastName);
    await page.getByLabel('E-mail address').fill(newUser.email);
    await page.getByLabel('Login').fill(newUser.login);
    await page.getByLabel(/^Password/).fill('password1');
    await page.getByText('Very weak').waitFor();
    await page.getByLabel(/^Password/).fill(newUser.password);
    await page.getByText('Strong enough.').waitFor();
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByText('You must accept the terms and conditions').waitFor();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.getByText(newUser.email).waitFor();

    // The verification link from the development outbox.
    await page.goto(await linkFromOutbox(server.url, newUser.email, '/verify-user'));
    await page.getByText('E-mail address verified').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();

    // The first login lands on the dashboard of the new company.
    await submitLogin(page, newUser.login, newUser.password);
    await waitForDashboard(page);
    await page.getByText(newUser.company).first().waitFor();

    // Two-factor setup: QR code, secret key, a code from the secret, recovery codes once.
    await page.goto('/user-account/enable-mfa');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const qrCode = page.getByRole('img', { name: 'QR code of the two-factor authentication secret' });
    await qrCode.waitFor();
    await expect
      .poll(() => qrCode.evaluate((image) => (image as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /Show the secret key/ }).click();
    const secret = (await page.getByLabel('Secret key', { exact: true }).innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const enableCode = await totpCode(secret);
    await page.getByLabel('Authentication code').fill(enableCode.code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Save your recovery codes now').waitFor();
    expect(await page.getByLabel('Recovery codes').locator('code').count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Two-factor authentication is on').waitFor();

    // Logging in again asks for a code; a wrong one is refused on its field, a fresh one lets the user in.
    await logoutThroughMenu(page);
    await submitLogin(page, newUser.login, newUser.password);
    await page.waitForURL(/\/auth\/mfa/);
    await waitForTitle(page, 'Portal - Two-Factor Authentication');
    // Half signed in, the user is not yet anyone (401), and a wrong code is refused (400).
    allowProblems(/^401 GET \/v2\/users\/current$/, /^400 POST \/v2\/auth\/login\/mfa$/);
    await page.getByLabel('Authentication code').fill('not-a-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The authentication code is not valid.').waitFor();
    await page.getByLabel('Authentication code').fill((await totpCode(secret, enableCode)).code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText(newUser.company).first().waitFor();
  });
});
