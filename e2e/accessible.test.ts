import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from './support/auth.js';
import { launchBrowser } from './support/browser.js';
import { allowProblems } from './support/page-problems.js';
import { fillPattern, type RoutePattern, routerPatterns } from './support/route-walk.js';
import { type RunningServer, startServer } from './support/server.js';

const axeSource = axe.source;

/** What axe reports for one rule (the fields read here). */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

type Theme = 'light' | 'dark';

let server: RunningServer;
let browser: Browser;
let patterns: RoutePattern[];

beforeAll(async () => {
  [server, browser, patterns] = await Promise.all([startServer(), launchBrowser(), routerPatterns()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Waits until the screen has drawn its data: no loader, skeleton or busy region left for a moment (the live event
 * stream stays open, so the network never goes quiet).
 */
async function waitForScreen(page: Page): Promise<void> {
  // Run in the page; a provisioning object's status badge spins until its workflow ends: content, not loading.
  const busy = () =>
    page.evaluate(`[...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]')]
      .filter((element) => !element.closest('.mantine-Badge-root'))
      .map((element) => element.outerHTML.slice(0, 120))
      .join(', ')`);
  for (const pause of [0, 150]) {
    await page.waitForTimeout(pause);
    await expect
      .poll(busy, { timeout: 10_000, interval: 100, message: `${page.url()} kept showing a loader` })
      .toBe('');
  }
}

/** Serious and critical findings of axe on the page as it is, one line each. */
async function auditPage(page: Page, where: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate('typeof globalThis.axe === "object"'))) await page.evaluate(axeSource);
  const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  const violations = (await page.evaluate(
    `axe.run(document, ${JSON.stringify(options)}).then((result) => result.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n      ${nodes.join('\n      ')}`;
    });
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  // The portal follows the system's choice until the user picks one (spec 2): the browser's scheme toggles it.
  await page.emulateMedia({ colorScheme: theme });
  await expect
    .poll(() => page.locator('html').getAttribute('data-mantine-color-scheme'), { timeout: 5_000 })
    .toBe(theme);
}

/**
 * Goes to `path` inside the running portal, as its own links do (the router follows the history), so the walk does
 * not load the whole app again for every screen.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(history.state, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`);
}

/** Only colours differ between the themes: the second theme of a screen is checked for them alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A phone held upright (spec: every screen usable at 390 px). */
const PHONE_WIDTH = 390;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: PHONE_WIDTH, height: 844 };

interface View {
  theme: Theme;
  viewport: { width: number; height: number };
}

/**
 * What is cut off or pushes the page sideways at phone width: the page wider than the screen, or a part of the
 * top bar (which is fixed, so it never widens the page) reaching past its right edge.
 */
async function overflowAtPhoneWidth(page: Page, where: string): Promise<string[]> {
  const problems = (await page.evaluate(`(() => {
    const problems = [];
    const width = document.documentElement.scrollWidth;
    if (width > ${PHONE_WIDTH}) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > ${PHONE_WIDTH} + 1)
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= ${PHONE_WIDTH} + 1)
        .slice(0, 3)
        .map((element) => element.tagName.toLowerCase() + '.' + [...element.classList].join('.'));
      problems.push('the page is ' + width + ' px wide (' + wide.join(', ') + ')');
    }
    for (const element of document.querySelectorAll('header *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > ${PHONE_WIDTH} + 1) {
        problems.push('the top bar is cut off at ' + element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ' (right edge ' + Math.round(box.right) + ' px)');
        break;
      }
    }
    return problems;
  })()`)) as string[];
  return problems.map((problem) => `${where}: at ${PHONE_WIDTH} px ${problem}`);
}

/**
 * Opens every path in turn and checks it twice: on a desktop in one theme with every axe rule, and at phone width
 * in the other theme with the colour rules and for anything cut off or scrolling sideways (which view comes first
 * alternates, so each theme meets each width). A path that redirects to a screen already checked (a guard sending
 * the user on) is checked once.
 */
async function walkAndAudit(page: Page, paths: string[]): Promise<{ findings: string[]; audited: string[] }> {
  const findings: string[] = [];
  const audited: string[] = [];
  let views: View[] = [
    { theme: 'light', viewport: DESKTOP },
    { theme: 'dark', viewport: PHONE },
  ];
  await page.setViewportSize(DESKTOP);
  await setTheme(page, 'light');
  for (const path of paths) {
    await navigateInApp(page, path);
    await waitForScreen(page);
    const landed = new URL(page.url()).pathname;
    if (audited.includes(landed)) continue;
    audited.push(landed);
    for (const [index, view] of views.entries()) {
      if (index > 0) {
        await page.setViewportSize(view.viewport);
        await setTheme(page, view.theme);
        await waitForScreen(page);
      }
      const where = `${landed === path ? path : `${path} -> ${landed}`} (${view.theme}, ${view.viewport.width} px)`;
      findings.push(...(await auditPage(page, where, index > 0 ? COLOUR_RULES : undefined)));
      if (view.viewport === PHONE) findings.push(...(await overflowAtPhoneWidth(page, where)));
    }
    views = views.toReversed();
  }
  return { findings, audited };
}

describe('every screen of the router: accessible in both themes (axe: no serious or critical finding), usable at 390 px', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('finds the screens in the router, signed-in ones and public ones', () => {
    const signedIn = patterns.filter((route) => route.authenticated).map((route) => route.pattern);
    expect(signedIn).toContain('/dashboard');
    expect(signedIn).toContain('/ports/:circuitId/history');
    expect(patterns.filter((route) => !route.authenticated).map((route) => route.pattern)).toContain('/auth/login');
  });

  it('public screens', async () => {
    const page = await context.newPage();
    const paths = patterns.filter((route) => !route.authenticated).map((route) => fillPattern(route.pattern, {}));
    await page.goto('/auth/login');
    const { findings } = await walkAndAudit(page, paths);
    expect(findings.length, findings.join('\n')).toBe(0);
    await page.close();
  });

  // Every signed-in screen in four views takes minutes, and grows with each product area.
  it('signed-in screens, with demo objects for the paths with ids', async () => {
    const page = await context.newPage();
    await page.goto('/auth/login');
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    const ports = (await page.evaluate(async () => (await fetch('/v2/ports')).json())) as {
      port_circuit_id: string;
    }[];
    const port = ports[0]?.port_circuit_id;
    if (!port) throw new Error('the demo customer has no port');
    // Known, not this walk's subject: the customer picker (/act-for-customer) asks a direct customer's admin for a
    // reseller's customers, which answers 404. Reported to its owner; remove this line once it asks only resellers.
    allowProblems(/^404 GET \/v2\/reseller-customers$/);
    const vcs = (await page.evaluate(async () => (await fetch('/v2/services')).json())) as { vc_circuit_id: string }[];
    const vc = vcs[0]?.vc_circuit_id;
    if (!vc) throw new Error('the demo customer has no virtual circuit');
    const ptps = (await page.evaluate(async () => (await fetch('/v2/services/point-to-point')).json())) as {
      ptp_circuit_id: string;
    }[];
    const ptp = ptps[0]?.ptp_circuit_id;
    if (!ptp) throw new Error('the demo customer has no point-to-point');
    const dedicated = (await page.evaluate(async () =>
      (await fetch('/v2/services/cloud/connections/dedicated')).json(),
    )) as { cloud_circuit_id: string }[];
    const cloud = dedicated[0]?.cloud_circuit_id;
    if (!cloud) throw new Error('the demo customer has no dedicated cloud connection');
    const hosted = (await page.evaluate(async () => (await fetch('/v2/services/cloud/connections/hosted')).json())) as {
      cloud_circuit_id: string;
      service_provider: string;
    }[];
    // The AWS one: its cloud-settings tab shows the settings the portal keeps.
    const hostedCloud = hosted.find((item) => item.service_provider === 'aws')?.cloud_circuit_id;
    if (!hostedCloud) throw new Error('the demo customer has no AWS hosted cloud connection');
    const routers = (await page.evaluate(async () => (await fetch('/v2/services/cloud-routers')).json())) as {
      circuit_id: string;
    }[];
    // Acme's demo cloud router and its first connection; without them their screens are walked as not found.
    if (!routers[0]) allowProblems(/^404 GET \/v2\/services\/cloud-routers\//);
    const router = routers[0]?.circuit_id ?? port;
    const routerConnections = routers[0]
      ? ((await page.evaluate(
          async (id) => (await fetch(`/v2/services/cloud-routers/${encodeURIComponent(id)}/connections`)).json(),
          router,
        )) as { cloud_circuit_id: string }[])
      : [];
    const routerConnection = routerConnections[0]?.cloud_circuit_id ?? port;
    const values = {
      circuitId: port,
      uuid: '00000000-0000-4000-8000-000000000000',
      cloudRouterId: router,
      cloudCircuitId: routerConnection,
      provider: 'ipsec',
    };
    // A circuit id under /vcs is a virtual circuit's, under /point-to-points a point-to-point's, under
    // /dedicated-clouds a dedicated cloud connection's, under /cloud-routers a cloud router's, under /hosted-clouds a
    // hosted one's; elsewhere a port's.
    const circuitOf: [string, string][] = [
      ['/vcs/', vc],
      ['/point-to-points/', ptp],
      ['/dedicated-clouds/', cloud],
      ['/cloud-routers/', router],
      ['/hosted-clouds/', hostedCloud],
    ];
    const valuesFor = (pattern: string) => {
      const circuitId = circuitOf.find(([prefix]) => pattern.startsWith(prefix))?.[1];
      return circuitId ? { ...values, circuitId } : values;
    };
    const paths = patterns
      .filter((route) => route.authenticated)
      .map((route) => fillPattern(route.pattern, valuesFor(route.pattern)));
    const { findings, audited } = await walkAndAudit(page, paths);
    expect(audited).toContain(`/ports/${port}/history`);
    // The quick search (Ctrl+K) opens over any screen.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Quick search' }).waitFor();
    // Audited once its opening transition is over (half-faded text would read as low contrast).
    await page.waitForTimeout(400);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      findings.push(...(await auditPage(page, `quick search (${theme})`)));
    }
    // On a phone the navigation sits behind the burger: it opens, readable, and nothing sticks out.
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: /Ports/ }).waitFor();
    // The top bar's own links, which a phone's top bar has no room for, are there too.
    expect(await page.locator('header').getByRole('link', { name: 'Active users' }).isVisible()).toBe(false);
    await navigation.getByRole('link', { name: 'Active users' }).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      findings.push(...(await auditPage(page, `open navigation (${theme}, ${PHONE_WIDTH} px)`)));
      findings.push(...(await overflowAtPhoneWidth(page, `open navigation (${theme})`)));
    }
    expect(findings.length, findings.join('\n')).toBe(0);
    await page.close();
  }, 600_000);
});
