import { messages } from '@portal/domain';
import { z } from 'zod';
import { CLOUD_ROUTER_ACCESS, cloudRouterConnectionSchema, cloudRouterParamsSchema } from './cloud-routers.js';
import { requiredText } from './fields.js';
import {
  awsCloudSettingsSchema,
  googleCloudSettingsSchema,
  googleNameField,
  HOSTED_SPEEDS,
  type HostedProvider,
  ibmBgpAddressField,
} from './hosted-clouds.js';
import { descriptionField, poNumberField, termField } from './port-fields.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// A cloud router's connections to clouds (wire reference 3.9): AWS, Azure, Google, Oracle and IBM at one of the
// cloud's hosted on-ramps, with the cloud's parameters and checks of the hosted connections (spec 3, spec 5).
// ---------------------------------------------------------------------------------------------------------------

const popField = requiredText({ max: 16 }).transform((value) => value.toUpperCase());
const zoneField = requiredText({ max: 4 }).transform((value) => value.toUpperCase());
const speedOf = (provider: HostedProvider) =>
  z.enum(HOSTED_SPEEDS[provider] as [string, ...string[]], { error: messages.oneOf(HOSTED_SPEEDS[provider]) });

const common = {
  account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
  description: descriptionField,
  maybe_nat: z.boolean().optional(),
  maybe_dnat: z.boolean().optional(),
  is_public: z.boolean().optional(),
  published_quote_line_uuid: z.string().max(64, messages.maxLength(64)).optional(),
  po_number: poNumberField.optional(),
  subscription_term: termField.optional(),
};

// The cloud's identifiers are checked by the server after the router is found (`validateCloudRouterCloudParameters`,
// IBM's two BGP addresses in one subnet too), so another customer's router answers 404 whatever they say; a field
// of the hosted orders' own shape (the Google attachment name, an IBM BGP address) takes the hosted contract's rule.
export const CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS = {
  aws: z.object({
    ...common,
    aws_account_id: requiredText({ max: 32 }),
    pop: popField,
    zone: zoneField,
    speed: speedOf('aws'),
    cloud_settings: awsCloudSettingsSchema.optional(),
  }),
  azure: z.object({
    ...common,
    azure_service_key: requiredText({ max: 64 }),
    speed: speedOf('azure'),
    pop: popField.optional(),
    zone: zoneField.optional(),
  }),
  google: z.object({
    ...common,
    google_pairing_key: requiredText({ max: 128 }),
    google_vlan_attachment_name: googleNameField,
    pop: popField,
    zone: zoneField.optional(),
    speed: speedOf('google'),
    cloud_settings: googleCloudSettingsSchema.optional(),
  }),
  oracle: z.object({
    ...common,
    vc_ocid: requiredText({ max: 255 }),
    region: requiredText({ max: 32 }),
    pop: popField,
    zone: zoneField,
    speed: speedOf('oracle').optional(),
  }),
  ibm: z.object({
    ...common,
    ibm_account_id: requiredText({ max: 64 }),
    ibm_bgp_asn: z.number({ error: messages.required }),
    ibm_bgp_cer_cidr: ibmBgpAddressField.optional(),
    ibm_bgp_ibm_cidr: ibmBgpAddressField.optional(),
    pop: popField,
    zone: zoneField,
    speed: speedOf('ibm'),
  }),
} as const;

export type CreateCloudRouterCloudRequest<P extends HostedProvider = HostedProvider> = z.output<
  (typeof CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS)[P]
>;
/** Any cloud's order, with the cloud it was sent for. */
export type CloudRouterCloudOrder = {
  [P in HostedProvider]: { provider: P; body: CreateCloudRouterCloudRequest<P> };
}[HostedProvider];

/**
 * The answer to a cloud connection's creation: the connection (wire reference 3.9 read shape) with the cloud's
 * identifiers in `settings` (aws_account_id, aws_region, aws_hosted_type, aws_connection_id, …) as the AWS create
 * response carries them, the `public_ip` of a NAT-capable connection and its `billing`.
 */
export const cloudRouterCloudConnectionSchema = cloudRouterConnectionSchema.extend({
  settings: z.record(z.string(), z.unknown()),
  public_ip: z.string().nullable(),
  billing: z.object({ account_uuid: z.string(), subscription_term: z.number().int(), speed: z.string() }),
});
export type CloudRouterCloudConnection = z.infer<typeof cloudRouterCloudConnectionSchema>;

const tag = 'Cloud routers';
const connections = '/services/cloud-routers/:id/connections';

const labels: Readonly<Record<HostedProvider, string>> = {
  aws: 'AWS (Direct Connect hosted connection; AWS waits for acceptance unless a cloud credential is named)',
  azure: 'Azure (ExpressRoute, by service key)',
  google: 'Google Cloud (Partner Interconnect, by pairing key)',
  oracle: 'Oracle Cloud (FastConnect, by virtual circuit OCID)',
  ibm: 'IBM Cloud (Direct Link)',
};

function cloudRoute<P extends HostedProvider>(provider: P, base: 'v2' | 'v2.1') {
  return defineRoute({
    method: 'POST',
    base,
    path: `${connections}/${provider}` as `${typeof connections}/${P}`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      `Connects the router to ${labels[provider]} at one of the cloud's on-ramps, with the cloud's checks of a hosted ` +
      'connection; the network provisions it, the cloud brings its side up, and with `cloud_settings.bgp_settings` ' +
      'the BGP session to the cloud comes with it. An `Idempotency-Key` makes it safe to retry.',
    params: cloudRouterParamsSchema,
    body: CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS[provider],
    response: cloudRouterCloudConnectionSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  });
}

/** wire reference 3.9: AWS under `/v2`, the other clouds under `/v2.1`, as the Go client calls them. */
export const cloudRouterCloudRoutes = {
  createAws: cloudRoute('aws', 'v2'),
  createAzure: cloudRoute('azure', 'v2.1'),
  createGoogle: cloudRoute('google', 'v2.1'),
  createOracle: cloudRoute('oracle', 'v2.1'),
  createIbm: cloudRoute('ibm', 'v2.1'),
};
