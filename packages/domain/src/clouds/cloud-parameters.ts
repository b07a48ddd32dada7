import type { CloudProvider } from '../catalogue/port-options.js';
import { messages } from '../forms/messages.js';
import type { FieldErrors } from '../forms/types.js';
import { validateCustomerAsn, validateGoogleBgpAsn, validateRemoteAsn } from '../network/asn.js';
import { validateMd5Key, validateVlan } from '../network/bgp-limits.js';
import { interfaceNetwork, validateAddressFamily, validatePrefixFamily } from '../network/bgp-session-addresses.js';
import {
  CLOUD_IDENTIFIER_MESSAGES,
  validateAzureServiceKey,
  validateGoogleName,
  validateGooglePairingKey,
  validateIbmAccountId,
} from '../network/cloud-identifiers.js';
import { validateIpv4 } from '../network/ip-address.js';
import { VIF_TYPES, type VifType, validateVifAddress } from '../network/ip-class.js';
import { ipInRangeMessage, validateIpInNetwork } from '../network/ip-range.js';

export type { FieldErrors } from '../forms/types.js';

/** wire reference 3.7: the clouds a cloud credential is for. */
export const CLOUD_CREDENTIAL_PROVIDERS = ['aws', 'google'] as const;
export type CloudCredentialProvider = (typeof CLOUD_CREDENTIAL_PROVIDERS)[number];

/** The message of an AWS account id that is not 12 digits (the spec names none; the pattern rule's named kind). */
export const AWS_ACCOUNT_ID_MESSAGE = messages.pattern('AWS account Id');

/** An AWS account id is 12 digits. */
export const AWS_ACCOUNT_ID_PATTERN = /^\d{12}$/;

export function validateAwsAccountId(value: string): string | undefined {
  return AWS_ACCOUNT_ID_PATTERN.test(value.trim()) ? undefined : AWS_ACCOUNT_ID_MESSAGE;
}

/**
 * An Oracle virtual circuit OCID: `ocid1.virtualcircuit.<realm>.<region>.<unique id>` (the region part names the
 * region the circuit lives in). A malformed one, or one of another region than the order's, gets spec 5's
 * 'This OCID is not valid or the region is incorrect.'
 */
export const ORACLE_OCID_PATTERN = /^ocid1\.virtualcircuit\.(oc\d+)\.([a-z]+-[a-z]+-\d+)\.([a-z0-9]{20,})$/;

export interface OracleOcid {
  realm: string;
  region: string;
  id: string;
}

export function parseOracleOcid(value: string): OracleOcid | null {
  const match = ORACLE_OCID_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, realm = '', region = '', id = ''] = match;
  return { realm, region, id };
}

/** spec 5: the OCID's form, and its region when the order names one. */
export function validateOracleOcid(value: string, region?: string): string | undefined {
  const parsed = parseOracleOcid(value);
  if (!parsed || (region !== undefined && region.trim() !== '' && parsed.region !== region.trim().toLowerCase())) {
    return CLOUD_IDENTIFIER_MESSAGES.oracleOcidInvalid;
  }
  return undefined;
}

/** A Google pairing key `<key>/<region>/<edge availability domain>` (spec 5 "word/word/(1|2|any)"). */
export interface GooglePairingKey {
  key: string;
  region: string;
  edgeAvailabilityDomain: '1' | '2' | 'any';
}

export function parseGooglePairingKey(value: string): GooglePairingKey | null {
  if (validateGooglePairingKey(value) !== undefined) return null;
  const [key = '', region = '', domain = ''] = value.trim().split('/');
  return { key, region, edgeAvailabilityDomain: domain as GooglePairingKey['edgeAvailabilityDomain'] };
}

/** Where a Google pairing key is used: the on-ramp's PoP and region, and the edge availability domain asked for. */
export interface GooglePairingKeyPlace {
  pop: string;
  region: string;
  /** `cloud_settings.google_edge_availability_domain` (1 or 2), when the order or change names one. */
  edgeAvailabilityDomain?: number | undefined;
}

/**
 * spec 5's pairing key word/word/(1|2|any) names the Google region and edge availability domain it was made for:
 * the on-ramp must reach that region, and a domain the cloud settings ask for must be the key's (a key for `any`
 * fits either). The refusal names both sides; undefined when the key fits (or is malformed: its form is refused
 * by `validateGooglePairingKey`).
 */
export function googlePairingKeyPlaceMessage(pairingKey: string, place: GooglePairingKeyPlace): string | undefined {
  const key = parseGooglePairingKey(pairingKey);
  if (!key) return undefined;
  if (key.region !== place.region) {
    return `This pairing key is for ${key.region}, but the on-ramp at ${place.pop} reaches ${place.region}.`;
  }
  const wanted = place.edgeAvailabilityDomain;
  if (wanted !== undefined && key.edgeAvailabilityDomain !== 'any' && key.edgeAvailabilityDomain !== String(wanted)) {
    return `This pairing key is for edge availability domain ${key.edgeAvailabilityDomain}, but the cloud settings ask for ${wanted}.`;
  }
  return undefined;
}

/** spec 9 MTU options: aws 1500 (private or transit), 9001 private jumbo, 8500 transit jumbo; google 1440 and 1500. */
export function mtuOptions(provider: 'aws' | 'google', vifType?: VifType): readonly number[] {
  if (provider === 'google') return [1440, 1500];
  if (vifType === 'private') return [1500, 9001];
  if (vifType === 'transit') return [1500, 8500];
  return [1500];
}

export function validateMtu(value: unknown, provider: 'aws' | 'google', vifType?: VifType): string | undefined {
  const options = mtuOptions(provider, vifType);
  return typeof value === 'number' && options.includes(value) ? undefined : messages.oneOf(options);
}

/** wire reference 3.7: Google keepalive interval 20 to 60 seconds (default 20). */
export const GOOGLE_KEEPALIVE = { min: 20, max: 60, default: 20 } as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function check(errors: FieldErrors, field: string, value: unknown, rule: (value: string) => string | undefined) {
  if (errors[field] !== undefined) return;
  if (isBlank(value)) {
    errors[field] = messages.required;
    return;
  }
  const message = rule(text(value));
  if (message !== undefined) errors[field] = message;
}

/**
 * spec 5 "Network and address rules" for an IBM BGP address (`ibm_bgp_cer_cidr`, `ibm_bgp_ibm_cidr`; wire reference
 * 3.7: "the IP address in CIDR format" of each router of the session): an IPv4 address with its mask, a host of
 * its subnet ('Must be a valid IP in range of 10.254.30.76/30.' for the network or broadcast address).
 */
export function validateIbmBgpAddress(value: string): string | undefined {
  const format = validateIpv4(value, { requireMask: true });
  if (format !== undefined) return format;
  const network = interfaceNetwork(value);
  return network === undefined ? undefined : validateIpInNetwork(value, network);
}

/** IBM's router must sit in the customer router's subnet, at another address (checked once both are well formed). */
function validateIbmBgpPair(errors: FieldErrors, body: Record<string, unknown>) {
  const cer = body.ibm_bgp_cer_cidr;
  const ibm = body.ibm_bgp_ibm_cidr;
  if (typeof cer !== 'string' || typeof ibm !== 'string' || cer.trim() === '' || ibm.trim() === '') return;
  if (validateIbmBgpAddress(cer) !== undefined || validateIbmBgpAddress(ibm) !== undefined) return;
  const network = interfaceNetwork(cer) ?? '';
  const sameMask = cer.trim().split('/')[1] === ibm.trim().split('/')[1];
  const message = sameMask ? validateIpInNetwork(ibm, network) : ipInRangeMessage(network);
  if (message !== undefined) errors.ibm_bgp_ibm_cidr = message;
  else if (cer.trim().split('/')[0] === ibm.trim().split('/')[0]) {
    errors.ibm_bgp_ibm_cidr = messages.notEqual('ibm_bgp_cer_cidr');
  }
}

/**
 * spec 3 parameters with spec 5 rules of a hosted connection's cloud-side fields (wire reference 3.7 hosted create
 * bodies): the key or account and the VLANs. Place and speed are the order's to check.
 */
export function validateHostedCloudParameters(provider: CloudProvider, body: Record<string, unknown>): FieldErrors {
  // The cloud's identifiers are checked as on a cloud router's connection; a hosted connection adds its VLANs.
  const errors = validateCloudRouterCloudParameters(provider, body);
  const vlan = (field: string, required: boolean) => {
    const value = body[field];
    if (isBlank(value)) {
      if (required) errors[field] = messages.required;
      return;
    }
    const message = validateVlan(value);
    if (message !== undefined) errors[field] = message;
  };
  if (provider === 'azure') {
    vlan('vlan_private', false);
    vlan('vlan_microsoft', false);
    if (isBlank(body.vlan_private) && isBlank(body.vlan_microsoft)) errors.vlan_private = messages.required;
  } else {
    vlan('vlan', true);
  }
  return errors;
}

/**
 * spec 3 "Cloud provider parameters" and spec 5's rules of a cloud router's connection to a cloud (wire reference
 * 3.9): the cloud's identifiers as for a hosted connection (IBM's two BGP addresses in one subnet too), without
 * VLANs (the router's side of the on-ramp picks them). Each refusal names its field.
 */
export function validateCloudRouterCloudParameters(
  provider: CloudProvider,
  body: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = {};
  switch (provider) {
    case 'aws':
      check(errors, 'aws_account_id', body.aws_account_id, validateAwsAccountId);
      break;
    case 'azure':
      check(errors, 'azure_service_key', body.azure_service_key, validateAzureServiceKey);
      break;
    case 'google':
      check(errors, 'google_pairing_key', body.google_pairing_key, validateGooglePairingKey);
      check(errors, 'google_vlan_attachment_name', body.google_vlan_attachment_name, validateGoogleName);
      break;
    case 'oracle':
      check(errors, 'region', body.region, () => undefined);
      check(errors, 'vc_ocid', body.vc_ocid, (value) => validateOracleOcid(value, text(body.region)));
      break;
    case 'ibm':
      check(errors, 'ibm_account_id', body.ibm_account_id, validateIbmAccountId);
      check(errors, 'ibm_bgp_asn', body.ibm_bgp_asn, validateCustomerAsn);
      validateIbmBgpPair(errors, body);
      break;
  }
  return errors;
}

function validateBgp(
  errors: FieldErrors,
  prefix: string,
  bgp: Record<string, unknown>,
  vifType: VifType | undefined,
  provider: 'aws' | 'google',
) {
  const field = (name: string) => `${prefix}.${name}`;
  check(errors, field('customer_asn'), bgp.customer_asn, (value) =>
    provider === 'google' ? validateGoogleBgpAsn(value) : validateCustomerAsn(value),
  );
  if (!isBlank(bgp.remote_asn)) check(errors, field('remote_asn'), bgp.remote_asn, validateRemoteAsn);
  if (!isBlank(bgp.md5)) check(errors, field('md5'), bgp.md5, validateMd5Key);
  // Issue 18: the session with the cloud speaks one family (AWS's `address_family`, IPv4 unless `ipv6`; Google's
  // IPv4), so its two addresses and what it advertises are of that family, as a session's own are.
  const family = provider === 'aws' && bgp.address_family === 'ipv6' ? 'v6' : 'v4';
  for (const name of ['l3_address', 'remote_address']) {
    if (isBlank(bgp[name])) continue;
    check(
      errors,
      field(name),
      bgp[name],
      (value) => validateAddressFamily(value, family) ?? validateVifAddress(value, vifType),
    );
  }
  if (vifType === 'public') {
    // spec 5: a public VIF requires a public IP, so both ends are given.
    for (const name of ['l3_address', 'remote_address']) {
      if (isBlank(bgp[name])) errors[field(name)] = messages.required;
    }
  }
  for (const name of ['advertised_prefixes', 'google_advertised_ip_ranges']) {
    const prefixes = bgp[name];
    if (!Array.isArray(prefixes)) continue;
    for (const [index, value] of prefixes.entries()) {
      const message = typeof value === 'string' ? validatePrefixFamily(value.trim(), family) : undefined;
      if (message !== undefined) errors[field(`${name}.${index}`)] ??= message;
    }
  }
  if (provider === 'google' && !isBlank(bgp.google_keepalive_interval)) {
    const keepalive = Number(bgp.google_keepalive_interval);
    if (!Number.isInteger(keepalive) || keepalive < GOOGLE_KEEPALIVE.min || keepalive > GOOGLE_KEEPALIVE.max) {
      errors[field('google_keepalive_interval')] = messages.between(GOOGLE_KEEPALIVE.min, GOOGLE_KEEPALIVE.max);
    }
  }
}

/**
 * wire reference 3.7 `cloud_settings` of an AWS or Google hosted connection with spec 5 and 9 rules: credentials,
 * region, MTU options, VIF type with the public-IP rules, BGP with ASN ranges and MD5 length, the Google names.
 * Fields are named `cloud_settings.<name>` (and `cloud_settings.bgp_settings.<name>`).
 */
export function validateCloudSettings(provider: 'aws' | 'google', settings: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const field = (name: string) => `cloud_settings.${name}`;
  const bgp =
    typeof settings.bgp_settings === 'object' && settings.bgp_settings !== null
      ? (settings.bgp_settings as Record<string, unknown>)
      : undefined;
  let vifType: VifType | undefined;
  if (provider === 'aws') {
    check(errors, field('credentials_uuid'), settings.credentials_uuid, () => undefined);
    check(errors, field('aws_vif_type'), settings.aws_vif_type, (value) =>
      (VIF_TYPES as readonly string[]).includes(value) ? undefined : messages.oneOf(VIF_TYPES),
    );
    if (errors[field('aws_vif_type')] === undefined) vifType = settings.aws_vif_type as VifType;
  } else {
    check(errors, field('google_region'), settings.google_region, () => undefined);
    check(errors, field('google_vlan_attachment_name'), settings.google_vlan_attachment_name, validateGoogleName);
    check(errors, field('google_cloud_router_name'), settings.google_cloud_router_name, validateGoogleName);
    if (!isBlank(settings.google_edge_availability_domain)) {
      const domain = Number(settings.google_edge_availability_domain);
      if (domain !== 1 && domain !== 2) errors[field('google_edge_availability_domain')] = messages.oneOf([1, 2]);
    }
  }
  // The MTU options depend on the VIF type: without a valid one, the VIF type's own message is the one to fix.
  const vifKnown = provider === 'google' || vifType !== undefined;
  if (!isBlank(settings.mtu) && vifKnown) {
    const message = validateMtu(Number(settings.mtu), provider, vifType);
    if (message !== undefined) errors[field('mtu')] = message;
  }
  if (bgp === undefined) {
    if (provider === 'aws') errors[field('bgp_settings')] = messages.required;
    else errors[field('bgp_settings.customer_asn')] = messages.required;
  } else {
    validateBgp(errors, field('bgp_settings'), bgp, vifType, provider);
  }
  return errors;
}
