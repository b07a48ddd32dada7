import type { HostedCloud, OracleVcStatus } from '@portal/contract';
import { DEFAULT_REMOTE_ASNS } from '@portal/domain';
import type { ProviderSideState } from '../../../clouds/cloud-provider-driver.js';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { cloudRefOf } from '../connections/hosted-cloud-order.js';
import { findHostedRecord, type HostedRecord } from './hosted.repo.js';
import { lockHosted } from './hosted-actions.js';
import { recordHostedActivity } from './hosted-changes.js';
import { applyProviderState } from './hosted-workflow.js';
import { HOSTED_NOT_FOUND, type HostedDeps, readHosted } from './order-hosted.js';
import { linkLocalPair } from './router-config.js';

export const NOT_ORACLE_MESSAGE = 'Only Oracle connections have a virtual circuit OCID.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The customer's Oracle connection, or 404 (another company's, or none), or 400 for another cloud's. */
function checkedOracle(record: HostedRecord | null): HostedRecord {
  if (!record) throw notFound(HOSTED_NOT_FOUND);
  if (record.cloud.provider !== 'oracle') throw invalidField('id', NOT_ORACLE_MESSAGE);
  return record;
}

/** Whether the connection's row says what Oracle's side says. */
function isInSync(record: HostedRecord, oracle: ProviderSideState | null): boolean {
  return oracle === null || oracle.state === record.cloud.providerState;
}

/** `GET /v2/services/cloud/hosted/{id}/vc-ocid-status`: Oracle's view of the virtual circuit the OCID names. */
export async function oracleVcStatus(deps: HostedDeps, customerId: string, circuitId: string): Promise<OracleVcStatus> {
  const record = checkedOracle(await findHostedRecord(deps.db, customerId, circuitId));
  const { cloud } = record;
  const oracle = await deps.clouds.providerState(deps.db, cloudRefOf(cloud));
  const readOuts = oracle?.cloudState ?? cloud.cloudState;
  const state = oracle?.state ?? cloud.providerState;
  const pair = linkLocalPair(cloud.circuitId);
  return {
    cloud_circuit_id: cloud.circuitId,
    vc_ocid: text(cloud.settings.vc_ocid),
    region: text(cloud.settings.oracle_region) || cloud.region,
    lifecycle_state: text(readOuts.oracle_lifecycle_state) || (state === 'available' ? 'PROVISIONED' : 'PROVISIONING'),
    provider_state: state === 'available' ? 'ACTIVE' : 'INACTIVE',
    bgp_session_state: readOuts.bgp_state === 'up' ? 'UP' : 'DOWN',
    bandwidth: cloud.speed,
    oracle_bgp_asn: DEFAULT_REMOTE_ASNS.oracle,
    cross_connect_mappings: record.vlans.map((vlan) => ({
      vlan: vlan.vlan,
      customer_bgp_peering_ip: pair.customer,
      oracle_bgp_peering_ip: pair.provider,
    })),
    is_in_sync: isInSync(record, oracle),
  };
}

/**
 * `POST /v2/services/cloud/hosted/{id}/sync`: Oracle's side is read again and the connection takes its state (as
 * when Oracle's change is heard), with an activity entry; nothing changes when they already agree.
 */
export async function syncOracle(deps: HostedDeps, caller: Caller, id: string): Promise<HostedCloud> {
  const customerId = caller.actor.customerId;
  const circuitId = await deps.db.transaction(async (tx) => {
    const record = checkedOracle(await lockHosted(tx, customerId, id));
    const circuitId = record.cloud.circuitId;
    const oracle = await deps.clouds.providerState(tx, cloudRefOf(record.cloud));
    if (!oracle || isInSync(record, oracle)) return circuitId;
    await applyProviderState(tx, oracle);
    await recordHostedActivity(tx, caller, {
      action: 'hosted-cloud.sync',
      circuitId,
      before: { provider_state: record.cloud.providerState, state: record.cloud.state },
      after: { provider_state: oracle.state },
    });
    return circuitId;
  });
  return readHosted(deps.db, customerId, circuitId);
}
