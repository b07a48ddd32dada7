import type { FastifyInstance } from 'fastify';

/** An Azure ExpressRoute Direct order at a PoP's dedicated on-ramp (zone A, 10 Gbps, dot1q, primary). */
export function azureDedicatedOrder(pop: string, overrides: Record<string, unknown> = {}) {
  return {
    description: 'Test ExpressRoute Direct',
    pop,
    zone: 'A',
    subscription_term: 12,
    service_class: 'metro',
    speed: '10Gbps',
    encapsulation: 'dot1q',
    port_category: 'primary',
    ...overrides,
  };
}

/** Orders an Azure dedicated connection through the API as Initech's admin; answers its circuit id and uuid. */
export async function orderInitechDedicatedCloud(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<{ circuitId: string; uuid: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/services/cloud/dedicated/azure',
    headers,
    payload: azureDedicatedOrder('DAL1', { description: 'Initech ExpressRoute Direct' }),
  });
  if (response.statusCode !== 201) throw new Error(`could not order Initech's dedicated cloud: ${response.body}`);
  const body = response.json<{ cloud_circuit_id: string; uuid: string }>();
  return { circuitId: body.cloud_circuit_id, uuid: body.uuid };
}
