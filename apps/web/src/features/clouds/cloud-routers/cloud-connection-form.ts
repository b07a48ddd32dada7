import { CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS, type CloudRouterCloudOrder, type HostedProvider } from '@portal/contract';
import { type Price, priceFor, type SubscriptionTerm, validateCloudRouterCloudParameters } from '@portal/domain';
import { issueErrors } from '@/lib/issue-errors';
import {
  formFieldOf,
  formFieldOfPath,
  HOSTED_FORM_FIELDS,
  initialProviderParameters,
  type ProviderContext,
  type ProviderParameterValues,
  providerChange,
  providerContextErrors,
  providerParameterBody,
} from '../hosted/hosted-order-form';
import { type NatCapabilityValues, natCapabilityBody } from './nat-capability-fields';

/** What a router's cloud connection form holds: the cloud's side (as a hosted order's), the term and NAT. */
export interface CloudConnectionValues extends ProviderParameterValues, NatCapabilityValues {
  subscription_term: string;
}

/**
 * The form of the cloud, with that cloud's defaults (Google's MTU and ASN, a speed it sells); the router is the
 * customer's side of the BGP, so its ASN is proposed for IBM's and AWS's.
 */
export function initialCloudConnection(provider: HostedProvider, routerAsn: number): CloudConnectionValues {
  const values = { ...initialProviderParameters, ...providerChange(initialProviderParameters, provider) };
  const bgp = values.cloud_settings.bgp_settings;
  return {
    ...values,
    ibm_bgp_asn: routerAsn,
    cloud_settings: {
      ...values.cloud_settings,
      bgp_settings: { ...bgp, customer_asn: provider === 'aws' ? routerAsn : bgp.customer_asn },
    },
    subscription_term: '1',
    maybe_nat: false,
    maybe_dnat: false,
  };
}

/** The fields the form shows: the cloud's side without a hosted order's port and VLANs, with the term and NAT. */
export const CLOUD_CONNECTION_FORM_FIELDS: readonly string[] = [
  ...HOSTED_FORM_FIELDS.filter((field) => !['port', 'vlan', 'vlan_private', 'vlan_microsoft'].includes(field)),
  'subscription_term',
  'maybe_nat',
  'maybe_dnat',
];

/** The body sent to `POST …/connections/{provider}`: the cloud's side, the term, and NAT (and DNAT) when asked for. */
export function cloudConnectionBody(values: CloudConnectionValues): Record<string, unknown> {
  return {
    ...providerParameterBody(values),
    subscription_term: Number(values.subscription_term),
    ...natCapabilityBody(values),
  };
}

/**
 * Checks the connection with the contract's schema of the cloud (the server's own), spec 5's rules of the cloud's
 * identifiers (as the server applies them once the router is found) and what the form knows (the on-ramp's region,
 * the clouds' live answers): answers the order to send, or the messages by form field.
 */
export function checkCloudConnection(
  values: CloudConnectionValues,
  context: ProviderContext = {},
): { order: CloudRouterCloudOrder; errors: null } | { order: null; errors: Record<string, string> } {
  const body = cloudConnectionBody(values);
  const result = CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS[values.provider].safeParse(body);
  const errors = result.success ? {} : issueErrors(result.error.issues, formFieldOfPath);
  const rules = {
    ...validateCloudRouterCloudParameters(values.provider, body),
    ...providerContextErrors(values, context),
  };
  for (const [field, message] of Object.entries(rules)) errors[formFieldOf(field)] ??= message;
  if (!result.success || Object.keys(errors).length > 0) return { order: null, errors };
  return { order: { provider: values.provider, body: result.data } as CloudRouterCloudOrder, errors: null };
}

/** The live price (spec 9 price list, `cr_connection`: by speed and term); null while the speed is not sold. */
export function cloudConnectionPrice(values: Pick<CloudConnectionValues, 'speed' | 'subscription_term'>): Price | null {
  return (
    priceFor({
      productType: 'cr_connection',
      speed: values.speed,
      term: Number(values.subscription_term) as SubscriptionTerm,
    }) ?? null
  );
}
