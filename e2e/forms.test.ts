import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

describe('forms never lose work', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url });
    page = await context.newPage();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('asks before leaving a form with unsaved edits, stays with them kept, and leaves when told to', async () => {
    await page.goto('/admin/profile');
    const city = page.getByLabel(/^City/);
    await city.waitFor();
    await city.fill('Somewhere Else');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });

    await sidebar.getByRole('link', { name: /Ports/ }).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await leaveDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/profile');
    expect(await city.inputValue()).toBe('Somewhere Else');

    await sidebar.getByRole('link', { name: /Ports/ }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/ports');
  });

  it('does not ask once the edits are saved, nor when nothing was changed', async () => {
    await page.goto('/user-account');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    const phone = page.getByLabel(/^Phone/);
    await phone.waitFor();
    // The account's names show their limit too (100 characters in the contract), not only the port's fields.
    await page
      .getByText(/^\d+ \/ 100 characters$/)
      .first()
      .waitFor();
    await sidebar.getByRole('link', { name: /Cross Connects/ }).click();
    await page.waitForURL((url) => url.pathname === '/cross-connects');

    await page.goto('/user-account');
    await phone.fill('+1 212 555 0100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    await sidebar.getByRole('link', { name: /Cross Connects/ }).click();
    await page.waitForURL((url) => url.pathname === '/cross-connects');
    expect(await leaveDialog(page).count()).toBe(0);
  });

  it('shows the limit of a long field, keeps what is typed past it and refuses it with spec 5 message; a long PO number wraps in the details', async () => {
    const ports = (await page.evaluate(async () => (await fetch('/v2/ports')).json())) as {
      port_circuit_id: string;
      is_lag: boolean;
      state: string;
    }[];
    const port = ports.find((candidate) => !candidate.is_lag && /active/i.test(candidate.state));
    if (!port) throw new Error('the demo customer has no active port');
    await page.goto(`/ports/${encodeURIComponent(port.port_circuit_id)}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const poNumber = page.getByLabel(/^PO number/);

    // 33 characters: one past the limit of 32, kept in the field (not cut off) and refused.
    const tooLong = `PO-${'9'.repeat(30)}`;
    await poNumber.fill(tooLong);
    expect(await poNumber.inputValue()).toBe(tooLong);
    await page.getByText('33 / 32 characters').waitFor();
    await page.getByText('The max length is 32').waitFor();
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await poNumber.isVisible()).toBe(true);
    expect(patches).toBe(0);

    // Exactly the limit, and as wide as letters get: saved, and it stays inside its cell of the details grid.
    const widest = 'W'.repeat(32);
    await poNumber.fill(widest);
    await page.getByText('32 / 32 characters').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${port.port_circuit_id} was updated.`).waitFor();
    const value = page.getByText(widest, { exact: true });
    await value.waitFor();
    const fits = await value.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().width > 0,
    );
    expect(fits).toBe(true);
  });
});
