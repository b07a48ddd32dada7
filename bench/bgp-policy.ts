// Prints how long the BGP policy engine takes to apply a prefix filter of --filters entries (1,000) to --routes
// routes (100,000): compiling the filter, then deciding every route (accept with local preference, MED and AS
// prepend, or reject), --runs times (5); also the looking glass and a whole router simulation with those routes.
// Pure computation, no database. Usage: npm run bgp-policy -w bench -- [--filters 1000] [--routes 100000] [--runs 5]
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  compilePolicy,
  importRoute,
  lookingGlass,
  matchPolicy,
  type PolicyEntry,
  type Prefix,
  prefixOf,
  simulateRouter,
} from '../packages/domain/src/index.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

const FILTERS = option('filters', 1000);
const ROUTES = option('routes', 100_000);
const RUNS = option('runs', 5);

// A small deterministic generator (mulberry32), so every run measures the same filter and routes.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function networkText(address: number, length: number): string {
  const masked = length === 0 ? 0 : (address & ((0xffffffff << (32 - length)) >>> 0)) >>> 0;
  return `${[24, 16, 8, 0].map((shift) => (masked >>> shift) & 255).join('.')}/${length}`;
}

const next = random(18);
const filters: PolicyEntry[] = Array.from({ length: FILTERS }, (_, index) => {
  const length = 8 + Math.floor(next() * 17); // /8 to /24
  return {
    prefix: networkText(Math.floor(next() * 2 ** 32), length),
    matchType: index % 3 === 0 ? 'exact' : 'orlonger',
    direction: 'in',
    localPreference: 100 + (index % 50),
    med: index % 7,
    asPrepend: index % 6,
  };
});
// Half the routes fall inside a filter prefix (some exactly on it), the rest anywhere.
const routes: Prefix[] = Array.from({ length: ROUTES }, (_, index) => {
  const base = filters[index % FILTERS];
  if (index % 2 === 0 && base !== undefined) {
    const filterPrefix = prefixOf(base.prefix);
    const length = index % 10 === 0 ? filterPrefix.length : Math.min(32, filterPrefix.length + Math.floor(next() * 8));
    const inside = ((filterPrefix.words[0] ?? 0) | Math.floor(next() * 2 ** (32 - filterPrefix.length))) >>> 0;
    return prefixOf(networkText(inside, length));
  }
  return prefixOf(networkText(Math.floor(next() * 2 ** 32), 16 + Math.floor(next() * 9)));
});
const received = { asPath: [64512], origin: 'igp' as const, med: 0, localPreference: 100, nextHop: '169.254.0.2' };

const compileTimes: number[] = [];
const matchTimes: number[] = [];
const applyTimes: number[] = [];
let accepted = 0;
let matched = 0;
for (let run = 0; run < RUNS; run++) {
  const compileStart = performance.now();
  const policy = compilePolicy(filters, 'in');
  compileTimes.push(performance.now() - compileStart);
  const matchStart = performance.now();
  matched = 0;
  for (const prefix of routes) if (matchPolicy(policy, prefix) !== undefined) matched++;
  matchTimes.push(performance.now() - matchStart);
  const applyStart = performance.now();
  accepted = 0;
  for (const prefix of routes) {
    if (importRoute(policy, {}, 4556, prefix, received).accepted) accepted++;
  }
  applyTimes.push(performance.now() - applyStart);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// A whole router: one peer advertising every route, through the same filter, then the looking glass.
const routerStart = performance.now();
const router = simulateRouter({
  asn: 4556,
  sessions: [
    {
      config: {
        id: 'bench',
        addressFamily: 4,
        disabled: false,
        l3Address: '169.254.0.1/30',
        remoteAddress: '169.254.0.2',
        remoteAsn: 64512,
        prefixes: filters,
      },
      peer: {
        kind: 'packetfabric',
        asn: 64512,
        address: '169.254.0.2',
        neighbourAddress: '169.254.0.1',
        neighbourAsn: 4556,
        routes: routes.map((prefix) => ({ prefix: prefix.text, asPath: [64512], origin: 'igp', med: 0 })),
      },
    },
  ],
});
const routerMs = performance.now() - routerStart;
const lookupStart = performance.now();
const LOOKUPS = 100;
for (let index = 0; index < LOOKUPS; index++) lookingGlass(router.rib, `10.${index}.1.1`);
const lookupMs = (performance.now() - lookupStart) / LOOKUPS;

const result = {
  filters: FILTERS,
  routes: ROUTES,
  runs: RUNS,
  matched,
  accepted,
  rejected: ROUTES - accepted,
  compile_ms: Number(median(compileTimes).toFixed(2)),
  match_only_ms: Number(median(matchTimes).toFixed(1)),
  apply_ms: Number(median(applyTimes).toFixed(1)),
  routes_per_second: Math.round(ROUTES / (median(applyTimes) / 1000)),
  router_simulation_ms: Number(routerMs.toFixed(1)),
  router_table_size: router.rib.length,
  looking_glass_ms: Number(lookupMs.toFixed(2)),
  at: new Date().toISOString(),
};
console.info(
  `${FILTERS}-prefix filter applied to ${ROUTES} routes: ${result.apply_ms} ms (median of ${RUNS}; compile ${result.compile_ms} ms, ` +
    `matching alone ${result.match_only_ms} ms), ` +
    `${result.routes_per_second} routes/s, ${accepted} accepted, ${ROUTES - accepted} rejected`,
);
console.info(
  `whole router (parse, establish, import, best path, ${router.rib.length} prefixes): ${result.router_simulation_ms} ms; ` +
    `looking glass over that table: ${result.looking_glass_ms} ms per address`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/bgp-policy.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
