import {
  type CreateIpsecConnectionRequest,
  createIpsecConnectionRequestSchema,
  type UpdateIpsecRequest,
  updateIpsecRequestSchema,
} from '@portal/contract';
import {
  isGcm,
  messages,
  validateGatewayAddress,
  validateGatewayUniqueness,
  validatePhase2Authentication,
} from '@portal/domain';
import { issueErrors, topLevelField } from '@/lib/issue-errors';
import { type IpsecPhases, presetById } from './ipsec-presets';
import { type NatCapabilityValues, natCapabilityBody } from './nat-capability-fields';

/** The phase fields as the form's inputs hold them (text; '' for no phase 2 authentication). */
export type IpsecPhaseValues = { [K in keyof IpsecPhases]: string };

/** What the IPsec connection form holds; every field is kept as typed, so a refusal loses nothing. */
export interface IpsecConnectionValues extends IpsecPhaseValues, NatCapabilityValues {
  /** The vendor preset the phases were filled from; '' for a custom profile. */
  preset: string;
  description: string;
  pop: string;
  speed: string;
  subscription_term: string;
  po_number: string;
  gateway_address: string;
  shared_key: string;
}

/** The phase fields of a preset (or any profile) as the form holds them. */
export function phaseValuesOf(phases: IpsecPhases): IpsecPhaseValues {
  return {
    ike_version: String(phases.ike_version),
    phase1_authentication_method: phases.phase1_authentication_method,
    phase1_group: phases.phase1_group,
    phase1_encryption_algo: phases.phase1_encryption_algo,
    phase1_authentication_algo: phases.phase1_authentication_algo,
    phase1_lifetime: String(phases.phase1_lifetime),
    phase2_pfs_group: phases.phase2_pfs_group,
    phase2_encryption_algo: phases.phase2_encryption_algo,
    phase2_authentication_algo: phases.phase2_authentication_algo ?? '',
    phase2_lifetime: String(phases.phase2_lifetime),
  };
}

/** The form's phase fields as a profile, to compare with the presets. */
export function phasesOfValues(values: IpsecPhaseValues): Record<keyof IpsecPhases, unknown> {
  return {
    ike_version: Number(values.ike_version),
    phase1_authentication_method: values.phase1_authentication_method,
    phase1_group: values.phase1_group,
    phase1_encryption_algo: values.phase1_encryption_algo,
    phase1_authentication_algo: values.phase1_authentication_algo,
    phase1_lifetime: Number(values.phase1_lifetime),
    phase2_pfs_group: values.phase2_pfs_group,
    phase2_encryption_algo: values.phase2_encryption_algo,
    phase2_authentication_algo: values.phase2_authentication_algo || null,
    phase2_lifetime: Number(values.phase2_lifetime),
  };
}

const firstPreset = presetById('cisco');
if (!firstPreset) throw new Error('the Cisco IPsec preset is missing');

export const initialIpsecConnection: IpsecConnectionValues = {
  preset: firstPreset.id,
  ...phaseValuesOf(firstPreset.phases),
  description: '',
  pop: '',
  speed: '500Mbps',
  subscription_term: '1',
  po_number: '',
  gateway_address: '',
  shared_key: '',
  maybe_nat: false,
  maybe_dnat: false,
};

/** The fields the form shows, so a server refusal about any of them lands on it. */
export const IPSEC_FORM_FIELDS = [
  'description',
  'pop',
  'speed',
  'subscription_term',
  'po_number',
  'gateway_address',
  'shared_key',
  'ike_version',
  'phase1_authentication_method',
  'phase1_group',
  'phase1_encryption_algo',
  'phase1_authentication_algo',
  'phase1_lifetime',
  'phase2_pfs_group',
  'phase2_encryption_algo',
  'phase2_authentication_algo',
  'phase2_lifetime',
] as const;

/** Choosing a vendor fills both phases with its profile; the rest of the form stays as typed. */
export function applyPreset<T extends IpsecPhaseValues & { preset: string }>(values: T, presetId: string): T {
  const preset = presetById(presetId);
  if (!preset) return { ...values, preset: '' };
  return { ...values, ...phaseValuesOf(preset.phases), preset: preset.id };
}

export { isGcm };

/**
 * The rules between fields (spec 5, shared with the server): a CBC cipher in phase 2 needs an authentication
 * algorithm ('This field is required'), an AES-GCM one takes none.
 */
export function phaseFieldErrors(values: IpsecPhaseValues): Record<string, string> {
  const message = validatePhase2Authentication(values.phase2_encryption_algo, values.phase2_authentication_algo);
  return message === undefined ? {} : { phase2_authentication_algo: message };
}

/** A Diffie-Hellman group as people write it: 'group14' is "group 14". */
export function groupName(group: string): string {
  return group.replace(/^group(\d+)$/, 'group $1');
}

/** The form's choices, the details and the warnings name a group "DH group 14". */
export const dhGroupLabel = (group: string) => `DH ${groupName(group)}`;

/** Choices spec 5 allows but that no longer protect a tunnel well, to warn about (never to refuse). */
export function weakChoices(values: IpsecPhaseValues): string[] {
  const weak: string[] = [];
  if (values.ike_version === '1') weak.push('IKE version 1');
  for (const [field, label] of [
    ['phase1_encryption_algo', 'phase 1 encryption'],
    ['phase2_encryption_algo', 'phase 2 encryption'],
  ] as const) {
    if (values[field] === 'des-cbc' || values[field] === '3des-cbc') weak.push(`${values[field]} for ${label}`);
  }
  if (values.phase1_authentication_algo === 'md5' || values.phase1_authentication_algo === 'sha1') {
    weak.push(`${values.phase1_authentication_algo} for phase 1 authentication`);
  }
  if (values.phase2_authentication_algo === 'hmac-md5-96' || values.phase2_authentication_algo === 'hmac-sha1-96') {
    weak.push(`${values.phase2_authentication_algo} for phase 2 authentication`);
  }
  for (const [field, label] of [
    ['phase1_group', 'phase 1'],
    ['phase2_pfs_group', 'phase 2 PFS'],
  ] as const) {
    if (['group1', 'group2', 'group5'].includes(values[field]))
      weak.push(`${dhGroupLabel(values[field])} for ${label}`);
  }
  return weak;
}

/**
 * spec 5 "Gateway": the address's own rule first (a host IPv4 outside the disallowed ranges); only a well-formed
 * address is asked about, and 'This address is not unique.' when another connection uses it.
 */
export function gatewayAddressError(address: string, isUnique: boolean | undefined): string | undefined {
  if (address.trim() === '') return messages.required;
  const own = validateGatewayAddress(address);
  if (own !== undefined) return own;
  return isUnique === undefined ? undefined : validateGatewayUniqueness(isUnique);
}

/** Whether the uniqueness of the address is worth asking the server (it passes its own rule). */
export function isGatewayCheckable(address: string): boolean {
  return address.trim() !== '' && validateGatewayAddress(address) === undefined;
}

function phaseBody(values: IpsecPhaseValues) {
  return {
    ike_version: Number(values.ike_version),
    phase1_authentication_method: values.phase1_authentication_method,
    phase1_group: values.phase1_group,
    phase1_encryption_algo: values.phase1_encryption_algo,
    phase1_authentication_algo: values.phase1_authentication_algo,
    phase1_lifetime: values.phase1_lifetime.trim() === '' ? undefined : Number(values.phase1_lifetime),
    phase2_pfs_group: values.phase2_pfs_group,
    phase2_encryption_algo: values.phase2_encryption_algo,
    ...(values.phase2_authentication_algo ? { phase2_authentication_algo: values.phase2_authentication_algo } : {}),
    phase2_lifetime: values.phase2_lifetime.trim() === '' ? undefined : Number(values.phase2_lifetime),
  };
}

type Checked<T> = { body: T; errors: null } | { body: null; errors: Record<string, string> };

/**
 * Checks the connection with the contract's schema (the server's own) and the rules between fields; the gateway's
 * uniqueness, once known, is part of it. Answers the body to send, or the messages by field.
 */
export function checkIpsecConnection(
  values: IpsecConnectionValues,
  isGatewayUnique?: boolean,
): Checked<CreateIpsecConnectionRequest> {
  const result = createIpsecConnectionRequestSchema.safeParse({
    description: values.description,
    pop: values.pop,
    speed: values.speed,
    subscription_term: Number(values.subscription_term),
    ...(values.po_number.trim() ? { po_number: values.po_number } : {}),
    gateway_address: values.gateway_address,
    shared_key: values.shared_key,
    ...natCapabilityBody(values),
    ...phaseBody(values),
  });
  const errors = result.success ? {} : issueErrors(result.error.issues, topLevelField('description'));
  const gateway = gatewayAddressError(values.gateway_address, isGatewayUnique);
  if (gateway !== undefined) errors.gateway_address ??= gateway;
  Object.assign(errors, { ...phaseFieldErrors(values), ...errors });
  if (!result.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: result.data, errors: null };
}

/** What the IPsec settings edit holds: the gateway, the phases and, optionally, a new pre-shared key. */
export interface IpsecEditValues extends IpsecPhaseValues {
  preset: string;
  customer_gateway_address: string;
  pre_shared_key: string;
}

/** The PATCH body of the IPsec edit: only what changed, a new key only when one was typed. */
export function checkIpsecEdit(
  values: IpsecEditValues,
  saved: IpsecPhaseValues & { customer_gateway_address: string },
  isGatewayUnique?: boolean,
): Checked<UpdateIpsecRequest> {
  const body: Record<string, unknown> = {};
  const next = phaseBody(values) as Record<string, unknown>;
  const before = phaseBody(saved) as Record<string, unknown>;
  for (const [field, value] of Object.entries(next)) {
    if (value !== before[field]) body[field] = value;
  }
  if (before.phase2_authentication_algo !== undefined && next.phase2_authentication_algo === undefined) {
    // Moving to AES-GCM drops the phase 2 authentication; the server keeps what is not sent.
    delete body.phase2_authentication_algo;
  }
  const gatewayChanged = values.customer_gateway_address.trim() !== saved.customer_gateway_address;
  if (gatewayChanged) body.customer_gateway_address = values.customer_gateway_address;
  if (values.pre_shared_key !== '') body.pre_shared_key = values.pre_shared_key;
  const result = updateIpsecRequestSchema.safeParse(body);
  const errors = result.success ? {} : issueErrors(result.error.issues, topLevelField('description'));
  if (gatewayChanged) {
    const gateway = gatewayAddressError(values.customer_gateway_address, isGatewayUnique);
    if (gateway !== undefined) errors.customer_gateway_address ??= gateway;
  }
  Object.assign(errors, { ...phaseFieldErrors(values), ...errors });
  if (!result.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: result.data, errors: null };
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A pre-shared key of 32 characters from the browser's random source (letters and digits, no look-alikes). */
export function generateSharedKey(randomValues: (array: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)) {
  const bytes = randomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/** The key as shown after saving: every character hidden, its length kept so it can be compared. */
export function maskedKey(key: string): string {
  return '•'.repeat(key.length);
}
