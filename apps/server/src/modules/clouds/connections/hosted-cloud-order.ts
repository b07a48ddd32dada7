import type { CloudRouterCloudOrder, HostedOrder, HostedProvider } from '@portal/contract';
import { CLOUD_IDENTIFIER_MESSAGES, googlePairingKeyPlaceMessage, messages, parseSpeedMbps } from '@portal/domain';
import type {
  CloudConnectionRef,
  HostedKeyCheckInput,
  ProviderSideState,
} from '../../../clouds/cloud-provider-driver.js';
import type { Executor } from '../../../db/client.js';
import { invalidField } from '../../../http/app-error.js';
import { type CloudOnRampRow, listCloudOnRamps } from '../../operations/locations/locations.repo.js';

/**
 * What a hosted connection to a cloud takes from its order, whether it starts on the customer's port
 * (`POST /v2/services/cloud/hosted/{provider}`) or on a cloud router (`POST …/cloud-routers/{id}/connections/
 * {provider}`): the cloud checks the same key, account or OCID, the on-ramp the same zone and region, and the
 * connection keeps the same identifiers.
 */
export type HostedCloudOrder = HostedOrder | CloudRouterCloudOrder;

/** The provider's name as the portal writes it. */
export const PROVIDER_LABELS: Readonly<Record<HostedProvider, string>> = {
  aws: 'AWS',
  azure: 'Azure',
  google: 'Google Cloud',
  oracle: 'Oracle Cloud',
  ibm: 'IBM Cloud',
};

export const noOnRampMessage = (provider: HostedProvider, pop: string) =>
  `${PROVIDER_LABELS[provider]} has no hosted on-ramp at ${pop}.`;
export const wrongRegionMessage = (pop: string, region: string) => `The on-ramp at ${pop} reaches ${region}.`;

/** The connection as its cloud knows it: a hosted connection on the cloud's side. */
export function cloudRefOf(row: {
  circuitId: string;
  customerId: string;
  provider: HostedProvider;
}): CloudConnectionRef {
  return { connectionId: row.circuitId, customerId: row.customerId, provider: row.provider, portType: 'hosted' };
}

/** The changes a provider-side state makes to a connection's row (hosted or a cloud router's). */
export function providerChanges(state: ProviderSideState) {
  return {
    providerState: state.state,
    providerMessage: state.message,
    providerConnectionId: state.providerConnectionId,
    cloudState: { ...state.cloudState },
  };
}

/** The cloud-side check of an order's key or account (spec 5's remote checks), in the driver's words. */
export function keyCheckOf(order: HostedCloudOrder): HostedKeyCheckInput {
  switch (order.provider) {
    case 'aws':
      return { provider: 'aws', awsAccountId: order.body.aws_account_id };
    case 'azure':
      return {
        provider: 'azure',
        azureServiceKey: order.body.azure_service_key,
        speedMbps: parseSpeedMbps(order.body.speed),
      };
    case 'google':
      return { provider: 'google', googlePairingKey: order.body.google_pairing_key };
    case 'oracle':
      return { provider: 'oracle', vcOcid: order.body.vc_ocid, region: order.body.region };
    case 'ibm':
      return { provider: 'ibm', ibmAccountId: order.body.ibm_account_id };
  }
}

/** The cloud's hosted on-ramps, each with its location. */
export function hostedOnRamps(db: Executor, provider: HostedProvider) {
  return listCloudOnRamps(db, {
    cloud_provider: provider,
    cloud_connection_type: 'hosted',
    nat_capable: undefined,
    has_cloud_router: undefined,
    any_type: undefined,
  });
}

/**
 * Provider-side settings checked against the on-ramp a connection lands on (an order's, or a change of a connection's
 * `cloud_settings`): AWS's `aws_region` and Google's `google_region` must be the region it reaches, each refusal
 * naming its field.
 */
export function checkSettingsRegion(
  provider: HostedProvider,
  cloudSettings: Record<string, unknown> | null | undefined,
  onRamp: { pop: string; region: string },
): void {
  if (!cloudSettings) return;
  if (provider === 'aws' && cloudSettings.aws_region !== undefined && cloudSettings.aws_region !== onRamp.region) {
    throw invalidField('cloud_settings.aws_region', wrongRegionMessage(onRamp.pop, onRamp.region));
  }
  if (provider === 'google' && cloudSettings.google_region !== onRamp.region) {
    throw invalidField('cloud_settings.google_region', wrongRegionMessage(onRamp.pop, onRamp.region));
  }
}

/** The edge availability domain Google's `cloud_settings` ask for (1 or 2), if any. */
export function edgeAvailabilityDomainOf(cloudSettings: Record<string, unknown> | null | undefined) {
  const domain = cloudSettings?.google_edge_availability_domain;
  return typeof domain === 'number' ? domain : undefined;
}

/**
 * The on-ramp found for an order, checked against it: a zone it serves, the region the order names (Oracle's
 * `region`, AWS's and Google's `cloud_settings`) and, for Google, the region and edge availability domain its
 * pairing key was made for (a key for europe-west2 is refused at an on-ramp reaching us-east4); each refusal names
 * its field. Hosted orders and cloud routers' cloud connections share it.
 */
export function checkOnRamp(order: HostedCloudOrder, found: CloudOnRampRow): CloudOnRampRow {
  const zone = 'zone' in order.body ? order.body.zone : undefined;
  if (zone !== undefined && !found.zones.includes(zone)) throw invalidField('zone', messages.oneOf(found.zones));
  if (order.provider === 'oracle' && order.body.region !== found.region) {
    throw invalidField('region', CLOUD_IDENTIFIER_MESSAGES.oracleOcidInvalid);
  }
  if (order.provider === 'google') {
    const refusal = googlePairingKeyPlaceMessage(order.body.google_pairing_key, {
      pop: found.pop,
      region: found.region,
      edgeAvailabilityDomain: edgeAvailabilityDomainOf(order.body.cloud_settings),
    });
    if (refusal) throw invalidField('google_pairing_key', refusal);
  }
  if (order.provider === 'aws' || order.provider === 'google') {
    checkSettingsRegion(order.provider, order.body.cloud_settings, found);
  }
  return found;
}

/** The cloud's identifiers of an order, as the connection's `settings` keep them (wire reference 3.7 and 3.9). */
export function settingsOf(order: HostedCloudOrder, onRamp: CloudOnRampRow): Record<string, unknown> {
  switch (order.provider) {
    case 'aws':
      return {
        aws_account_id: order.body.aws_account_id,
        aws_region: onRamp.region,
        aws_hosted_type: 'hosted-connection',
      };
    case 'azure':
      return { azure_service_key: order.body.azure_service_key };
    case 'google':
      return {
        google_pairing_key: order.body.google_pairing_key,
        google_vlan_attachment_name: order.body.google_vlan_attachment_name,
      };
    case 'oracle':
      return { vc_ocid: order.body.vc_ocid, oracle_region: order.body.region };
    case 'ibm':
      return {
        account_id: order.body.ibm_account_id,
        bgp_asn: order.body.ibm_bgp_asn,
        bgp_cer_cidr: order.body.ibm_bgp_cer_cidr ?? null,
        bgp_ibm_cidr: order.body.ibm_bgp_ibm_cidr ?? null,
      };
  }
}
