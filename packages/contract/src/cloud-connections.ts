import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { networkStatusSchema } from './network-status.js';
import { defineRoute } from './route.js';

/**
 * Wire reference 3.7 "CloudServiceConn": a hosted or dedicated cloud connection as the create, read and list calls
 * answer it. Fields that only one kind or one provider has are optional (`settings`) or null.
 */
export const cloudConnectionSettingsSchema = z.object({
  aws_region: z.string().optional(),
  zone_dest: z.string().optional(),
  autoneg: z.boolean().optional(),
  encapsulation: z.string().optional(),
  vlan_id_pf: z.number().int().optional(),
  vlan_id_cust: z.number().int().optional(),
  svlan_id_cust: z.number().int().optional(),
  vlan_id_private: z.number().int().optional(),
  vlan_id_microsoft: z.number().int().optional(),
  azure_service_key: z.string().optional(),
  google_pairing_key: z.string().optional(),
  google_vlan_attachment_name: z.string().optional(),
  aws_account_id: z.string().optional(),
  aws_connection_id: z.string().optional(),
  aws_hosted_type: z.string().optional(),
  // Hosted connections to Oracle and IBM (wire reference 3.7 `settings`).
  oracle_region: z.string().optional(),
  vc_ocid: z.string().optional(),
  account_id: z.string().optional(),
  bgp_asn: z.number().int().optional(),
  bgp_cer_cidr: z.string().optional(),
  bgp_ibm_cidr: z.string().optional(),
});

export const cloudConnectionSchema = z.object({
  uuid: z.string(),
  cloud_circuit_id: z.string(),
  customer_uuid: z.string(),
  user_uuid: z.string().nullable(),
  account_uuid: z.string(),
  service_provider: z.string(),
  port_type: z.enum(['hosted', 'dedicated']),
  service_class: z.enum(['metro', 'longhaul']),
  state: z.string(),
  deleted: z.boolean(),
  description: z.string(),
  speed: z.string(),
  media: z.string().nullable(),
  pop: z.string(),
  site: z.string(),
  zone: z.string(),
  subscription_term: z.number().int(),
  po_number: z.string().nullable(),
  customer_site_code: z.string().nullable(),
  customer_site_name: z.string().nullable(),
  is_cloud_router_connection: z.boolean(),
  is_awaiting_onramp: z.boolean(),
  is_lag: z.boolean(),
  /** Wire reference 3.7: an Azure dedicated port's category, primary or secondary; null otherwise. */
  azure_port_category: z.string().nullable(),
  /** The provider's own id of the connection (an AWS `dxcon-…`), once the provider side exists. */
  cloud_provider_connection_id: z.string().nullable(),
  has_loa: z.boolean(),
  admin_status: z.enum(['up', 'down']),
  operational_status: z.enum(['up', 'down']),
  billing: z.object({
    account_uuid: z.string(),
    subscription_term: z.number().int(),
    speed: z.string(),
    contracted_speed: z.string(),
  }),
  settings: cloudConnectionSettingsSchema,
  cloud_provider: z.object({ pop: z.string(), site: z.string(), region: z.string() }),
  /** spec 4: the dedicated or hosted cloud summary. */
  summary: z.enum(['provisioning', 'deleting', 'error', 'warning', 'active']),
  // What hosted connections add (hosted-clouds.ts): the provider side, its settings and the customer's port.
  alternate_summary: z.enum(['provisioning', 'deleting', 'error', 'warning', 'active']).optional(),
  is_awaiting_acceptance: z.boolean().optional(),
  provider_state: z.string().nullable().optional(),
  provider_message: z.string().nullable().optional(),
  cloud_settings: z.record(z.string(), z.unknown()).nullable().optional(),
  /** The provider side's own read-outs (strings, booleans or null; see hosted-clouds.ts cloudStateSchema). */
  cloud_state: z.record(z.string(), z.unknown()).optional(),
  components: z.object({ ifd_port_circuit_id_cust: z.string() }).optional(),
  interfaces: z.array(z.record(z.string(), z.unknown())).optional(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type CloudConnection = z.infer<typeof cloudConnectionSchema>;

/** A cloud connection's `cloud_circuit_id` (`PF-CC-…`) or its `uuid`. */
export const cloudConnectionIdParamsSchema = z.object({ id: requiredText({ max: 64 }) });

/**
 * The calls hosted and dedicated connections share (wire reference 3.7): read one, delete one, its status. Each
 * kind answers for its own connections.
 */
export const cloudConnectionRoutes = {
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/connections/:id',
    access: { permission: PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ },
    tag: 'Cloud connections',
    summary: 'One hosted or dedicated cloud connection of the current customer, by `cloud_circuit_id` (or `uuid`).',
    params: cloudConnectionIdParamsSchema,
    response: cloudConnectionSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/services/cloud/:id',
    // The connection's kind names the permission (hosted-cloud.create or dedicated-cloud.create): checked once found.
    access: 'session',
    verified: true,
    tag: 'Cloud connections',
    summary:
      'Deletes a hosted or dedicated cloud connection: the network deprovisions it (deleting) and, for a ' +
      'dedicated one, its port returns to the PoP. A hosted connection needs hosted-cloud.create, a dedicated one ' +
      'dedicated-cloud.create (403 otherwise, and to a caller holding neither). The body is ignored.',
    params: cloudConnectionIdParamsSchema,
    response: messageSchema,
  }),
  status: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: '/services/cloud/connections/:id/status',
    access: { permission: PERMISSIONS.CLOUD_STATUS_READ },
    tag: 'Cloud connections',
    summary: 'The status object of the latest workflow on a cloud connection (wire reference 4).',
    params: cloudConnectionIdParamsSchema,
    response: networkStatusSchema,
  }),
};
