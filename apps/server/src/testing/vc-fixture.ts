import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { DEMO_PORTS } from '../seed/demo-ports.js';
import { insertTestPort } from './port-fixture.js';

/** Initech's second port, so Initech can have a VC between its two ports (Dallas, metro). */
export const INITECH_SECOND_PORT = 'PF-AP-DAL1-9000005';

/** An order between two ports with a VLAN at each end. */
export function backboneOrder(
  portA: string,
  portZ: string,
  options: { vlanA?: number; vlanZ?: number; speed?: string; description?: string } = {},
) {
  return {
    description: options.description ?? 'Test circuit',
    epl: false,
    bandwidth: { longhaul_type: 'dedicated', subscription_term: 1, speed: options.speed ?? '1Gbps' },
    interfaces: [
      { port_circuit_id: portA, vlan: options.vlanA ?? 300 },
      { port_circuit_id: portZ, vlan: options.vlanZ ?? 300 },
    ],
  };
}

/**
 * Gives Initech a second port and orders a VC between its two ports through the API, as Initech's admin; answers
 * its circuit id (another customer's VC, which Acme must never see).
 */
export async function orderInitechVc(
  app: FastifyInstance,
  db: Executor,
  headers: Record<string, string>,
): Promise<string> {
  await insertTestPort(db, { circuitId: INITECH_SECOND_PORT, customerId: DEMO_CUSTOMER_IDS.initech, pop: 'DAL1' });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/services/backbone',
    headers,
    payload: backboneOrder(DEMO_PORTS.initech, INITECH_SECOND_PORT, { vlanA: 10, vlanZ: 10 }),
  });
  if (response.statusCode !== 201) throw new Error(`could not order Initech's VC: ${response.body}`);
  return response.json<{ vc_circuit_id: string }>().vc_circuit_id;
}
