import type { FastifyInstance } from 'fastify';

/** A point-to-point order between two PoPs (zone A at both, 10 Gbps LR unless told otherwise). */
export function ptpOrder(
  popA: string,
  popZ: string,
  options: { zoneA?: string; zoneZ?: string; speed?: string; media?: string; description?: string } = {},
) {
  return {
    description: options.description ?? 'Test point-to-point',
    speed: options.speed ?? '10Gbps',
    media: options.media ?? 'LR',
    subscription_term: 1,
    endpoints: [
      { pop: popA, zone: options.zoneA ?? 'A', autoneg: false },
      { pop: popZ, zone: options.zoneZ ?? 'A', autoneg: false },
    ],
  };
}

/** Orders a point-to-point through the API as Initech's admin; answers its circuit id and uuid. */
export async function orderInitechPtp(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<{ circuitId: string; uuid: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/services/point-to-point',
    headers,
    payload: ptpOrder('DAL1', 'CHI1', { description: 'Initech point-to-point' }),
  });
  if (response.statusCode !== 201) throw new Error(`could not order Initech's point-to-point: ${response.body}`);
  const body = response.json<{ ptp_circuit_id: string; ptp_uuid: string }>();
  return { circuitId: body.ptp_circuit_id, uuid: body.ptp_uuid };
}
