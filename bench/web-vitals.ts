// Prints what a browser sees of the portal: the largest contentful paint, the bytes on the wire and the requests of
// the login page (first visit, empty cache) and of the dashboard (after signing in, as a returning user opens it),
// next to the targets. Runs the built server (`npm run build` first) on a fresh embedded database and the system
// Chromium, `BENCH_RUNS` (5) times each, and reports the median. Bounded; never asserts a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, submitLogin, waitForDashboard } from '../e2e/support/auth.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { dashboardLcpMs: 1000, loginKilobytes: 250 };

interface PageFigures {
  lcp_ms: number;
  kilobytes: number;
  requests: number;
  /** When the first and the last API call of the page started, from the start of the navigation. */
  first_api_ms: number | null;
  last_api_ms: number | null;
  /** How many API calls waited for one another in a row (1: all started together). */
  api_waves: number;
}

/** Counts what crosses the wire (headers and compressed bodies) through the DevTools protocol. */
async function wireCounter(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  let bytes = 0;
  const sent = new Set<string>();
  const fromCache = new Set<string>();
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  session.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) sent.add(event.requestId);
  });
  session.on('Network.requestServedFromCache', (event) => {
    fromCache.add(event.requestId);
  });
  return {
    reset() {
      bytes = 0;
      sent.clear();
      fromCache.clear();
    },
    /** Requests that went to the server; answers from the browser's cache cost nothing on the wire. */
    read: () => ({ bytes, requests: [...sent].filter((id) => !fromCache.has(id)).length }),
  };
}

/** The page's largest contentful paint and the start of its API calls, read once the page shows what matters. */
async function paintAndApiTimes(page: Page) {
  return page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/v2(\.1)?\//.test(new URL(entry.name).pathname))
      .sort((a, b) => a.startTime - b.startTime);
    // The depth of the waterfall: a call that starts after another one ended may have waited for it.
    const waves = calls.map(() => 1);
    calls.forEach((call, index) => {
      for (let earlier = 0; earlier < index; earlier += 1) {
        const previous = calls[earlier];
        if (previous && previous.responseEnd <= call.startTime) {
          waves[index] = Math.max(waves[index] ?? 1, (waves[earlier] ?? 1) + 1);
        }
      }
    });
    return {
      lcp,
      firstApi: calls[0]?.startTime ?? null,
      lastApi: calls.at(-1)?.startTime ?? null,
      waves: Math.max(0, ...waves),
    };
  });
}

/** Settles: no request for half a second, so late calls count towards the page's figures. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

function figures(times: Awaited<ReturnType<typeof paintAndApiTimes>>, wire: { bytes: number; requests: number }) {
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    lcp_ms: Math.round(times.lcp),
    kilobytes: Math.round(wire.bytes / 102.4) / 10,
    requests: wire.requests,
    first_api_ms: round(times.firstApi),
    last_api_ms: round(times.lastApi),
    api_waves: times.waves,
  } satisfies PageFigures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (run: PageFigures) => number | null) => {
    const values = runs.map(pick).filter((value): value is number => value !== null);
    return values.length > 0 ? median(values) : null;
  };
  return {
    lcp_ms: of((run) => run.lcp_ms) ?? Number.NaN,
    kilobytes: of((run) => run.kilobytes) ?? Number.NaN,
    requests: of((run) => run.requests) ?? 0,
    first_api_ms: of((run) => run.first_api_ms),
    last_api_ms: of((run) => run.last_api_ms),
    api_waves: of((run) => run.api_waves) ?? 0,
  };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const login: PageFigures[] = [];
  const dashboard: PageFigures[] = [];
  const dashboardCold: PageFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A first visit: a fresh context has an empty cache; the service worker would add its precache downloads.
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const wire = await wireCounter(context, page);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await settle(page);
    login.push(figures(await paintAndApiTimes(page), wire.read()));

    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await waitForDashboard(page);
    await settle(page);
    // A returning user opens the dashboard: the scripts are cached, the data is not.
    wire.reset();
    await page.goto('/dashboard');
    await waitForDashboard(page);
    await settle(page);
    dashboard.push(figures(await paintAndApiTimes(page), wire.read()));
    const session = await context.storageState();
    await context.close();

    // The same session in a browser with an empty cache: everything the dashboard needs comes over the wire.
    const coldContext = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: 'block',
      storageState: session,
    });
    const coldPage = await coldContext.newPage();
    const coldWire = await wireCounter(coldContext, coldPage);
    await coldPage.goto('/dashboard');
    await waitForDashboard(coldPage);
    await settle(coldPage);
    dashboardCold.push(figures(await paintAndApiTimes(coldPage), coldWire.read()));
    await coldContext.close();
  }
  const loginMedian = medianFigures(login);
  const dashboardMedian = medianFigures(dashboard);
  const dashboardColdMedian = medianFigures(dashboardCold);
  const rows = [
    { page: 'login (first visit)', ...loginMedian, target: `under ${TARGETS.loginKilobytes} KB` },
    { page: 'dashboard (signed in)', ...dashboardMedian, target: `LCP under ${TARGETS.dashboardLcpMs} ms` },
    { page: 'dashboard (empty cache)', ...dashboardColdMedian, target: `LCP under ${TARGETS.dashboardLcpMs} ms` },
  ];
  console.info(`Median of ${RUNS} runs, Chromium on loopback:`);
  console.table(rows);
  const verdicts = [
    `login page bytes: ${loginMedian.kilobytes} KB ${loginMedian.kilobytes < TARGETS.loginKilobytes ? 'meets' : 'misses'} the target (${TARGETS.loginKilobytes} KB)`,
    `dashboard LCP: ${dashboardMedian.lcp_ms} ms ${dashboardMedian.lcp_ms < TARGETS.dashboardLcpMs ? 'meets' : 'misses'} the target (${TARGETS.dashboardLcpMs} ms)`,
    `dashboard LCP with an empty cache: ${dashboardColdMedian.lcp_ms} ms ${dashboardColdMedian.lcp_ms < TARGETS.dashboardLcpMs ? 'meets' : 'misses'} the target (${TARGETS.dashboardLcpMs} ms)`,
  ];
  for (const verdict of verdicts) console.info(verdict);
  const results = {
    at: new Date().toISOString(),
    runs: RUNS,
    targets: TARGETS,
    login,
    dashboard,
    dashboard_empty_cache: dashboardCold,
    median: rows,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/web-vitals.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
}
