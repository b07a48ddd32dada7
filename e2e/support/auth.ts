import type { Page } from 'playwright-core';

/** The password of every demo user (README "Demo logins"). */
export const DEMO_PASSWORD = 'Switch-Meadow-41';

/** Fills the login form and submits it; the caller waits for where the login leads. */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel(/^Login/).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs out through the user menu and waits for the login page. */
export async function logoutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth\/login/);
}

/** Waits for the dashboard, the page a login without a remembered path leads to. */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Waits until the document title is `title` (it follows the matched route once the screen renders). */
export async function waitForTitle(page: Page, title: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let current = await page.title();
  while (current !== title) {
    if (Date.now() > deadline) throw new Error(`the title stayed "${current}" instead of "${title}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await page.title();
  }
}
