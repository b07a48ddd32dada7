import type { Executor } from '../../db/client.js';
import { backfillTelemetry } from '../../network/telemetry/collector.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import type { CircuitDirectory, CircuitLookup, OwnedCircuit } from './circuit-directory.js';

/** The circuits of the metric tests, as the product modules will report them: Acme's and one of Initech's. */
export const FIXTURE = {
  acmePort: 'PF-AP-NYC1-1000001',
  acmeLag: 'PF-AE-NYC1-1000003',
  acmeVc: 'PF-BC-NYC-LON-1000010',
  vcEnds: ['PF-AP-NYC1-1000001', 'PF-AP-LON1-1000002'],
  acmeConnection: 'PF-L3-CON-1000020',
  initechPort: 'PF-AP-SIN1-2000001',
} as const;

type Owned = Record<string, OwnedCircuit[]>;

/** A lookup over a fixed table; like a real one, it only answers circuits of the customer it is given. */
function fixedLookup(byCustomer: Owned): CircuitLookup {
  return {
    find: async (_db, customerId, circuitId) =>
      byCustomer[customerId]?.find((circuit) => circuit.circuitId === circuitId) ?? null,
    list: async (_db, customerId) => byCustomer[customerId] ?? [],
  };
}

export function registerFixtureCircuits(circuits: CircuitDirectory): void {
  const acme = DEMO_CUSTOMER_IDS.acme;
  const initech = DEMO_CUSTOMER_IDS.initech;
  circuits.register(
    'interface',
    fixedLookup({
      [acme]: [
        { circuitId: FIXTURE.acmePort, interfaces: [] },
        { circuitId: FIXTURE.acmeLag, interfaces: [] },
      ],
      [initech]: [{ circuitId: FIXTURE.initechPort, interfaces: [] }],
    }),
  );
  const vc = { circuitId: FIXTURE.acmeVc, interfaces: FIXTURE.vcEnds };
  circuits.register('virtual_circuit', fixedLookup({ [acme]: [vc] }));
  circuits.register('longhaul_vc', fixedLookup({ [acme]: [vc] }));
  circuits.register(
    'cloud_router_connection',
    fixedLookup({ [acme]: [{ circuitId: FIXTURE.acmeConnection, interfaces: [] }] }),
  );
}

/** Two days of history for every fixture circuit, up to the last full hour. */
export async function backfillFixtureTelemetry(db: Executor, to: Date): Promise<void> {
  const from = new Date(to.getTime() - 2 * 86_400_000);
  const series: [string, number, string | null, boolean][] = [
    [FIXTURE.acmePort, 10_000, 'LR4', true],
    [FIXTURE.acmeLag, 20_000, null, false],
    [FIXTURE.initechPort, 10_000, 'LR', true],
    [FIXTURE.acmeVc, 1000, null, false],
    [`${FIXTURE.acmeVc}/${FIXTURE.vcEnds[0]}`, 1000, null, false],
    [FIXTURE.acmeConnection, 500, null, false],
    [`${FIXTURE.acmeConnection}:ipsec`, 200, null, false],
    [`${FIXTURE.acmeConnection}:nat`, 300, null, false],
  ];
  for (const [telemetryId, speedMbps, media, hasOptics] of series) {
    await backfillTelemetry(db, { telemetryId, speedMbps, media, hasOptics }, from, to);
  }
}
