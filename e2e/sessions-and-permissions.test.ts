import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { allowProblems } from './support/page-problems.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A short tracking interval: a revoked session reaches its browser within a fraction of a second.
  server = await startServer({ SESSION_TRACK_INTERVAL_MS: '200' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sessions', () => {
  it('ends another session of the user, and that open browser goes to login by itself', async () => {
    // The ended session's browser may be asking for something at that moment: a 401 is how it learns.
    allowProblems(/^401 GET \/v2\//);
    const laptop = await browser.newContext({ baseURL: server.url });
    const phone = await browser.newContext({ baseURL: server.url });
    try {
      const phonePage = await phone.newPage();
      await submitLogin(phonePage, 'demo', DEMO_PASSWORD);
      await waitForDashboard(phonePage);
      await phonePage.goto('/admin/company-contacts');
      await phonePage.getByRole('heading', { name: 'Company contacts' }).waitFor();

      const laptopPage = await laptop.newPage();
      await laptopPage.goto('/admin/sessions');
      await submitLogin(laptopPage, 'demo', DEMO_PASSWORD);
      await laptopPage.getByRole('heading', { name: 'Your sessions' }).waitFor();
      const rows = laptopPage.getByRole('row');
      await laptopPage.getByText('This session').waitFor();
      await expect.poll(() => rows.count()).toBe(3);
      await laptopPage.getByRole('button', { name: 'End session' }).click();
      await laptopPage
        .getByRole('dialog', { name: 'End session' })
        .getByRole('button', { name: 'End session' })
        .click();
      await laptopPage.getByText('The session has ended.').waitFor();
      await expect.poll(() => rows.count()).toBe(2);

      // No reload: the tracking socket tells the other browser, which goes to login and remembers the page.
      await phonePage.waitForURL(/\/auth\/login/, { timeout: 10_000 });
      // Told why: by the tracking socket ('…was ended…'), or, when one of the page's requests met the 401 first, by
      // that 401 ('…has ended…'); either way one notice (app/session-ended-notice.ts).
      await phonePage.getByText(/^Your session (was|has) ended\. Please log in again\.$/).waitFor();
      await submitLogin(phonePage, 'demo', DEMO_PASSWORD);
      await phonePage.waitForURL(/\/admin\/company-contacts/);
    } finally {
      await phone.close();
      await laptop.close();
    }
  });
});

describe('permissions on the administration screens', () => {
  it('shows the read-only user no action that changes users, contacts, the company or API keys', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await submitLogin(page, 'readonly', DEMO_PASSWORD);
      await waitForDashboard(page);

      await page.goto('/admin/active-users');
      await page.getByRole('cell', { name: 'readonly', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Add user' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Pending invites' }).count()).toBe(0);

      await page.goto('/admin/company-contacts');
      await page.getByRole('heading', { name: 'Company contacts' }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect(await page.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

      await page.goto('/admin/profile');
      await page.getByText('Only an administrator can change these details.').waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Choose a file' }).count()).toBe(0);
      expect(await page.getByLabel(/^Company name/).getAttribute('readonly')).not.toBeNull();

      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Account settings' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'API keys' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      // A screen the group may not open sends the user to / (spec 6).
      await page.goto('/admin/pending-invites');
      await waitForDashboard(page);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
