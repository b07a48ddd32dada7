import type { FastifyInstance } from 'fastify';
import { DEMO_PORTS } from '../seed/demo-ports.js';

/** An AWS hosted order from a port: Dallas on-ramp (us-east-2), zone A, 1 Gbps, on a VLAN. */
export function awsHostedOrder(port: string, options: { vlan?: number; pop?: string; cloudSettings?: unknown } = {}) {
  return {
    description: 'Test AWS hosted',
    port,
    aws_account_id: '123456789012',
    pop: options.pop ?? 'DAL1',
    zone: 'A',
    vlan: options.vlan ?? 700,
    speed: '1Gbps',
    ...(options.cloudSettings === undefined ? {} : { cloud_settings: options.cloudSettings }),
  };
}

/** Orders an AWS hosted connection from Initech's port through the API, as Initech; answers its circuit id. */
export async function orderInitechHosted(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/services/cloud/hosted/aws',
    headers,
    payload: awsHostedOrder(DEMO_PORTS.initech, { vlan: 44 }),
  });
  if (response.statusCode !== 201) throw new Error(`could not order Initech's hosted connection: ${response.body}`);
  return response.json<{ cloud_circuit_id: string }>().cloud_circuit_id;
}
