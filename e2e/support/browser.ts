import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { watchBrowser } from './page-problems.js';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (CHROMIUM_PATH overrides); no browser is ever downloaded. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install the Debian package: `apt-get install chromium` (or set CHROMIUM_PATH).',
    );
  }
  return found;
}

/** The system Chromium, every context of which is watched for console errors and failed requests. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  watchBrowser(browser);
  return browser;
}
