import {
  type CreatePortConnectionRequest,
  createPortConnectionRequestSchema,
  type VlanSummary,
} from '@portal/contract';
import { SPEEDS_BY_CONNECTION_TYPE, VLAN_RANGE, vlanRefusal } from '@portal/domain';
import { vlanUsesOf } from '@/api/port-vlan-summary';
import { issueErrors, topLevelField } from '@/lib/issue-errors';
import { type NatCapabilityValues, natCapabilityBody } from './nat-capability-fields';

/** What the own-port connection form holds; every field is kept as typed. */
export interface PortConnectionValues extends NatCapabilityValues {
  description: string;
  port_circuit_id: string;
  vlan: string;
  untagged: boolean;
  speed: string;
  subscription_term: string;
  po_number: string;
}

export const initialPortConnection: PortConnectionValues = {
  description: '',
  port_circuit_id: '',
  vlan: '',
  untagged: false,
  speed: '1Gbps',
  subscription_term: '1',
  po_number: '',
  maybe_nat: false,
  maybe_dnat: false,
};

export const PORT_CONNECTION_FORM_FIELDS = [
  'description',
  'port_circuit_id',
  'vlan',
  'untagged',
  'speed',
  'subscription_term',
  'po_number',
  'maybe_nat',
  'maybe_dnat',
] as const;

export const PORT_CONNECTION_MESSAGES = {
  untaggedTaken: 'The port already carries services: a connection can take the whole port only when it is free.',
} as const;

/** The VLANs of the port still free (spec 5: 4 to 4094), lowest first, at most `limit` of them. */
export function freeVlans(summary: VlanSummary | undefined, limit = 200): number[] {
  if (!summary) return [];
  const used = new Set(summary.used_vlans);
  const free: number[] = [];
  const min = Math.max(summary.min_vlan, VLAN_RANGE.min);
  const max = Math.min(summary.max_vlan, VLAN_RANGE.max);
  for (let vlan = min; vlan <= max && free.length < limit; vlan += 1) {
    if (!used.has(vlan)) free.push(vlan);
  }
  return free;
}

/** Whether the whole port may be taken untagged: nothing rides on it yet. */
export function canTakeUntagged(summary: VlanSummary | undefined): boolean {
  return summary !== undefined && !summary.is_untagged_used && summary.used_vlans.length === 0;
}

type Checked<T> = { body: T; errors: null } | { body: null; errors: Record<string, string> };

/**
 * Checks the connection with the contract's schema (VLAN 4-4094, or untagged) and against the port's VLANs in use,
 * when they are known. Answers the body to send, or the messages by field.
 */
export function checkPortConnection(
  values: PortConnectionValues,
  summary?: VlanSummary,
): Checked<CreatePortConnectionRequest> {
  const vlanText = values.vlan.trim();
  const result = createPortConnectionRequestSchema.safeParse({
    description: values.description,
    port_circuit_id: values.port_circuit_id,
    speed: values.speed,
    subscription_term: Number(values.subscription_term),
    ...(values.po_number.trim() ? { po_number: values.po_number } : {}),
    ...natCapabilityBody(values),
    ...(values.untagged ? { untagged: true } : vlanText === '' ? {} : { vlan: Number(vlanText) }),
  });
  const errors = result.success ? {} : issueErrors(result.error.issues, topLevelField('description'));
  if (summary && !errors.vlan) {
    if (values.untagged && !canTakeUntagged(summary)) errors.untagged = PORT_CONNECTION_MESSAGES.untaggedTaken;
    if (!values.untagged && vlanText !== '') {
      // The server's own rule and words (spec 5), against the services the port carries.
      const refusal = vlanRefusal(
        { vlan: Number(vlanText), svlan: null, untagged: false, isWholePort: false },
        vlanUsesOf(summary),
        { portCircuitId: values.port_circuit_id, index: 0, isSingleEnd: true },
      );
      if (refusal) errors.vlan = refusal.message;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: result.data, errors: null };
}

const mbps = (speed: string) => {
  const value = Number.parseInt(speed.replace('>', ''), 10);
  return Number.isFinite(value) ? value * (speed.includes('Gb') ? 1000 : 1) : 0;
};

/**
 * The speeds a connection of this port may have: spec 9's list for the product's own type, up to the port's cloud
 * router limit (or its own speed when it names none).
 */
export function speedsForPort(port: { speed: string; max_cloud_router_speed: string | null } | undefined): string[] {
  const all = [...SPEEDS_BY_CONNECTION_TYPE.packetfabric];
  if (!port) return all;
  const limit = mbps(port.max_cloud_router_speed ?? port.speed);
  return limit > 0 ? all.filter((speed) => mbps(speed) <= limit) : all;
}
