import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { circuits, portCapacity } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import type { TestApp } from '../../../testing/test-app.js';

/** A port order the demo world has capacity for. */
export const NYC_PORT = {
  pop: 'NYC1',
  zone: 'A',
  speed: '10Gbps',
  media: 'LR',
  subscription_term: 12,
  description: 'Edge router uplink',
} as const;

/** Orders a port through the API and answers the response. */
export async function orderPortVia(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown> = NYC_PORT,
) {
  return app.inject({ method: 'POST', url: '/v2/ports', headers, payload });
}

/** How many ports of the slot are taken. */
export async function usedCapacity(
  harness: TestApp,
  slot: { pop: string; zone: string; speed: string; media: string },
) {
  const [row] = await harness.database.db
    .select({ used: portCapacity.used })
    .from(portCapacity)
    .where(
      and(
        eq(portCapacity.pop, slot.pop),
        eq(portCapacity.zone, slot.zone),
        eq(portCapacity.speed, slot.speed),
        eq(portCapacity.media, slot.media),
      ),
    );
  return row?.used ?? -1;
}

/** The inventory row of a circuit, or undefined. */
export async function inventoryRow(harness: TestApp, circuitId: string) {
  const [row] = await harness.database.db.select().from(circuits).where(eq(circuits.circuitId, circuitId));
  return row;
}

/** Orders a port and runs the network until it is active; answers its circuit id. */
export async function activePort(
  harness: TestApp,
  runner: JobRunner,
  headers: Record<string, string>,
  payload: Record<string, unknown> = NYC_PORT,
): Promise<string> {
  const response = await orderPortVia(harness.app, headers, payload);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  await runner.drain();
  return response.json<{ port_circuit_id: string }>().port_circuit_id;
}
