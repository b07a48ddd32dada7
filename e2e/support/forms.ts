import type { Locator, Page } from 'playwright-core';

/** The first status badge on the page (the heading's): its text is the object's status. */
export const statusBadge = (page: Page): Locator => page.locator('[data-summary]').first();

/**
 * Picks an option of a Mantine select by its label: opens it (typing `typed` to narrow a searchable one) and clicks
 * the first matching option. `scope` finds the select inside a dialog or a section; options open on the page.
 */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  typed?: string,
  scope: Page | Locator = page,
): Promise<void> {
  const input = scope.getByRole('textbox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}
