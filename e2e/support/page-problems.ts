import type { Browser, BrowserContext, ConsoleMessage, Request, Response } from 'playwright-core';

/**
 * What a user's browser would complain about: console errors and warnings, uncaught exceptions, requests that
 * failed or were answered with an error status. Every browser context a test opens is watched (`launchBrowser`
 * does it), and each test fails when its pages met any that the test did not declare it expects
 * (`e2e/support/setup.ts`), so a screen that logs an error or loses a request fails the suite wherever it is.
 */
const problems: string[] = [];
let allowed: RegExp[] = [];

/**
 * Declares problems the running test causes on purpose (a wrong password answers 401, an offline browser fails
 * its requests), matched against the problem's text, e.g. `/^401 POST \/v2\/auth\/login/`. Reset after each test.
 */
export function allowProblems(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** The problems met since the last call, minus the allowed ones; clears both lists. */
export function takeProblems(): string[] {
  const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
  problems.length = 0;
  allowed = [];
  return unexpected;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A message Chromium prints for every answer with an error status; the answer itself is recorded instead. */
const isFailedResourceEcho = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource');

/** Printed by the test driver itself when a context blocks service workers, not by the portal. */
const isDriverNotice = (message: ConsoleMessage) => message.text().includes('blocked by Playwright');

function onConsole(message: ConsoleMessage) {
  if (message.type() !== 'error' && message.type() !== 'warning') return;
  if (isFailedResourceEcho(message) || isDriverNotice(message)) return;
  const { url, lineNumber } = message.location();
  problems.push(`console ${message.type()}: ${message.text()}${url ? ` (${pathOf(url)}:${lineNumber})` : ''}`);
}

function onResponse(response: Response) {
  if (response.status() < 400) return;
  problems.push(`${response.status()} ${response.request().method()} ${pathOf(response.url())}`);
}

function onRequestFailed(request: Request) {
  const reason = request.failure()?.errorText ?? 'failed';
  // A request cut short because the page moved on (a navigation, a closed event stream) is no failure.
  if (reason === 'net::ERR_ABORTED') return;
  problems.push(`request failed (${reason}) ${request.method()} ${pathOf(request.url())}`);
}

function watchContext(context: BrowserContext) {
  context.on('console', onConsole);
  context.on('weberror', (error) => problems.push(`uncaught error: ${error.error().message}`));
  context.on('response', onResponse);
  context.on('requestfailed', onRequestFailed);
}

/** Watches every context the browser opens from now on. */
export function watchBrowser(browser: Browser): void {
  browser.on('context', watchContext);
}
