import type { Executor } from '../../../db/client.js';
import { backfillTelemetry } from '../../../network/telemetry/collector.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';

/**
 * The circuits of the metric tests, all of the demo estate: Acme's NYC1 port and LAG and Initech's port (the ports
 * module answers for them), Acme's longhaul VC and IPsec cloud-router connection (the inventory answers for them).
 */
export const FIXTURE = {
  acmePort: DEMO_PORTS.nyc,
  acmeLag: DEMO_PORTS.lag,
  acmeVc: DEMO_NETWORK.longhaulVc,
  vcEnds: [DEMO_NETWORK.ports.nyc, DEMO_NETWORK.ports.london],
  acmeConnection: DEMO_NETWORK.ipsecConnection,
  initechPort: DEMO_PORTS.initech,
} as const;

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
