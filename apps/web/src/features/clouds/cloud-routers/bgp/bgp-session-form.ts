import {
  type BgpDryRunRequest,
  type BgpSession,
  CLOUD_ROUTER_MESSAGES,
  type CreateBgpSessionRequest,
  createBgpSessionRequestSchema,
  SECRET_MASK,
  updateBgpSessionRequestSchema,
} from '@portal/contract';
import {
  ASN_RANGES,
  azureSessionL3Address,
  BFD_INTERVAL,
  BFD_MULTIPLIER,
  BGP_AUTO_VALUE_LENGTH,
  bgpValueFromBytes,
  DEFAULT_REMOTE_ASNS,
  interfaceNetwork,
  MAX_PREFIXES,
  messages,
  validateAsPrepend,
  validateBfdInterval,
  validateBfdMultiplier,
  validateGatewayUniqueness,
  validateGoogleBgpAsn,
  validateHostBits,
  validateIpInNetwork,
  validateIpv4,
  validateLocalPreference,
  validateMd5Key,
  validateMed,
  validateMultihopTtl,
  validatePrefix,
  validateRemoteAsn,
  validateSessionInterface,
  validateSessionPeer,
  validateUniquePrefix,
} from '@portal/domain';
import { emptyNatValues, type NatFormValues, natBody, natFieldOf, natToValues, validateNatValues } from './nat-form';

export type MatchType = 'exact' | 'orlonger';
export type PrefixDirection = 'in' | 'out';

/** One line of a session's prefix filter as the form holds it (numbers as typed, so nothing typed is lost). */
export interface PrefixDraft {
  /** Stable identity of the line (its saved uuid, or one made when added). */
  key: string;
  bgp_prefix_uuid?: string | undefined;
  prefix: string;
  match_type: MatchType;
  type: PrefixDirection;
  local_preference: string;
  med: string;
  as_prepend: string;
}

/** spec 3 "BGP session" fields and wire reference 3.10, as the dialog's form holds them. */
export interface BgpSessionFormValues {
  address_family: 'v4' | 'v6';
  remote_asn: string;
  remote_address: string;
  l3_address: string;
  primary_subnet: string;
  secondary_subnet: string;
  /** The key (a saved one as the server answered it in clear), or empty: none, or the saved key when `is_md5_kept`. */
  md5: string;
  /**
   * The saved session has a key the server answered masked (`********`: the reader may not see it, or it cannot
   * be opened here): an empty `md5` keeps it (the mask is sent back), until the user removes it.
   */
  is_md5_kept: boolean;
  multihop_ttl: string;
  local_preference: string;
  med: string;
  as_prepend: string;
  is_bfd_enabled: boolean;
  bfd_interval: string;
  bfd_multiplier: string;
  orlonger: boolean;
  disabled: boolean;
  prefixes: PrefixDraft[];
  nat: NatFormValues;
}

/**
 * What the form needs to know of the connection: its cloud decides the ASN rule and where the l3 address comes from;
 * what it was ordered with decides whether the session may translate addresses.
 */
export interface SessionContext {
  /** The connection's provider (`service_provider`): aws, azure, google, oracle, ibm, ipsec, packetfabric... */
  provider: string;
  /** The connection's `nat_capable` (ordered with `maybe_nat`); false when not given. */
  isNatCapable?: boolean;
  /** The connection's `dnat_capable` (ordered with `maybe_dnat`); false when not given. */
  isDnatCapable?: boolean;
}

/** What the server said of the form's values while it was filled in. */
export interface LiveChecks {
  /** `POST …/address_is_unique` of the router's address; undefined while not asked or not answered. */
  isL3AddressUnique?: boolean | undefined;
}

export type FormErrors = Record<string, string>;

const isAzure = (context: SessionContext) => context.provider.toLowerCase() === 'azure';
const isGoogle = (context: SessionContext) => context.provider.toLowerCase() === 'google';

/** spec 9: the remote ASN a new session starts with (Google 16550, Oracle 31898, else empty). */
export function defaultRemoteAsn(provider: string): string {
  const known = DEFAULT_REMOTE_ASNS[provider.toLowerCase() as keyof typeof DEFAULT_REMOTE_ASNS];
  return known === undefined ? '' : String(known);
}

let draftCounter = 0;
/** A key for a line added in the browser (never sent). */
export function newPrefixKey(): string {
  draftCounter += 1;
  return `draft-${draftCounter}`;
}

export function emptyPrefix(type: PrefixDirection, matchType: MatchType = 'exact'): PrefixDraft {
  return {
    key: newPrefixKey(),
    prefix: '',
    match_type: matchType,
    type,
    local_preference: '',
    med: '',
    as_prepend: '',
  };
}

/** A new session: BFD off (its defaults 1000 and 5 ready when turned on), TTL 1, one empty import and export line. */
export function newSessionValues(context: SessionContext): BgpSessionFormValues {
  return {
    address_family: 'v4',
    remote_asn: defaultRemoteAsn(context.provider),
    remote_address: '',
    l3_address: '',
    primary_subnet: '',
    secondary_subnet: '',
    md5: '',
    is_md5_kept: false,
    multihop_ttl: '1',
    local_preference: '',
    med: '',
    as_prepend: '',
    is_bfd_enabled: false,
    bfd_interval: String(BFD_INTERVAL.default),
    bfd_multiplier: String(BFD_MULTIPLIER.default),
    orlonger: false,
    disabled: false,
    prefixes: [emptyPrefix('in'), emptyPrefix('out')],
    nat: emptyNatValues(),
  };
}

// The server answers null for a local preference, MED or prepend the session or line does not set: the field is
// empty, and left so it is saved unset (the peer's MED, a Google route's 100, holds). A set 0 is shown and kept.
const setOrEmpty = (value: number | null) => (value === null ? '' : String(value));

/** The form of a saved session. */
export function sessionToValues(session: BgpSession): BgpSessionFormValues {
  const hasBfd = session.bfd_interval > 0;
  return {
    address_family: session.address_family,
    remote_asn: String(session.remote_asn),
    remote_address: session.remote_address,
    l3_address: session.l3_address,
    primary_subnet: session.primary_subnet ?? '',
    secondary_subnet: session.secondary_subnet ?? '',
    // The mask is never shown as if it were the key: the field starts empty and saving sends the mask back.
    md5: session.md5 === SECRET_MASK ? '' : session.md5,
    is_md5_kept: session.md5 === SECRET_MASK,
    multihop_ttl: String(session.multihop_ttl),
    local_preference: setOrEmpty(session.local_preference),
    med: setOrEmpty(session.med),
    as_prepend: setOrEmpty(session.as_prepend),
    is_bfd_enabled: hasBfd,
    bfd_interval: String(hasBfd ? session.bfd_interval : BFD_INTERVAL.default),
    bfd_multiplier: String(hasBfd && session.bfd_multiplier > 0 ? session.bfd_multiplier : BFD_MULTIPLIER.default),
    orlonger: session.orlonger,
    disabled: session.disabled,
    prefixes: session.prefixes.map((item) => ({
      key: item.bgp_prefix_uuid,
      bgp_prefix_uuid: item.bgp_prefix_uuid,
      prefix: item.prefix,
      match_type: item.match_type,
      type: item.type,
      local_preference: setOrEmpty(item.local_preference),
      med: setOrEmpty(item.med),
      as_prepend: setOrEmpty(item.as_prepend),
    })),
    nat: natToValues(session.nat),
  };
}

const isBlank = (value: string) => value.trim() === '';

/** spec 9: an auto-generated BGP value (24 hexadecimal characters) for the MD5 key, from the browser's random source. */
export function generateMd5Key(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  return bgpValueFromBytes(random(new Uint8Array(BGP_AUTO_VALUE_LENGTH / 2)));
}

/**
 * The MD5 key field's hint: a saved key the server answered masked is kept while the field is empty; removed, or
 * never set, an empty field means none.
 */
export function md5Hint(values: Pick<BgpSessionFormValues, 'md5' | 'is_md5_kept'>): string {
  if (values.is_md5_kept) return 'Set, and kept while empty; a new one takes 6 to 80 characters';
  return '6 to 80 characters, the same on both sides; leave empty for none';
}

/** spec 5 "Network and address rules": which ASN range a valid remote ASN falls in, for the field's hint. */
export function asnKind(value: string): 'private two-byte' | 'private four-byte' | 'public' | undefined {
  if (validateRemoteAsn(value) !== undefined) return undefined;
  const asn = Number(value);
  const inRange = (range: { min: number; max: number }) => asn >= range.min && asn <= range.max;
  if (inRange(ASN_RANGES.privateTwoByte)) return 'private two-byte';
  if (inRange(ASN_RANGES.privateFourByte)) return 'private four-byte';
  return 'public';
}

const optional = (value: string, rule: (value: string) => string | undefined) =>
  isBlank(value) ? undefined : rule(value.trim());

/** spec 5: a prefix line's own rules: required, a prefix, no host bits, and its metrics in range. */
function prefixErrors(item: PrefixDraft, earlier: readonly PrefixDraft[], path: string): FormErrors {
  const errors: FormErrors = {};
  const sameDirection = earlier.filter((other) => other.type === item.type).map((other) => other.prefix);
  const prefix = isBlank(item.prefix)
    ? messages.required
    : (validatePrefix(item.prefix) ??
      validateHostBits(item.prefix) ??
      validateUniquePrefix(item.prefix, sameDirection));
  if (prefix) errors[`${path}.prefix`] = prefix;
  const localPreference = item.type === 'in' ? optional(item.local_preference, validateLocalPreference) : undefined;
  if (localPreference) errors[`${path}.local_preference`] = localPreference;
  const med = optional(item.med, validateMed);
  if (med) errors[`${path}.med`] = med;
  const asPrepend = optional(item.as_prepend, validateAsPrepend);
  if (asPrepend) errors[`${path}.as_prepend`] = asPrepend;
  return errors;
}

/** spec 5 and 9: the whole prefix filter: at most 1000 lines, each valid and unique in its direction. */
export function validatePrefixes(prefixes: readonly PrefixDraft[]): FormErrors {
  if (prefixes.length > MAX_PREFIXES) return { prefixes: CLOUD_ROUTER_MESSAGES.maxPrefixes };
  const errors: FormErrors = {};
  prefixes.forEach((item, index) => {
    Object.assign(errors, prefixErrors(item, prefixes.slice(0, index), `prefixes.${index}`));
  });
  const directions = new Set(prefixes.map((item) => item.type));
  if (!directions.has('in') || !directions.has('out')) errors.prefixes = CLOUD_ROUTER_MESSAGES.inAndOut;
  return errors;
}

/** spec 5 and 9: whether another prefix may be added, else 'Maximum number of prefixes added.' */
export function addPrefixRefusal(count: number): string | undefined {
  return count >= MAX_PREFIXES ? CLOUD_ROUTER_MESSAGES.maxPrefixes : undefined;
}

/** The field that holds the router's address: Azure's primary subnet (it is set from it), else the l3 address. */
export function l3AddressField(context: SessionContext): 'primary_subnet' | 'l3_address' {
  return isAzure(context) ? 'primary_subnet' : 'l3_address';
}

/**
 * spec 5 "Network and address rules" and spec 9, field by field with their exact messages: the remote ASN (remote
 * range, or Google's default or a private range), the addresses of the session's family (the peer inside the
 * router's subnet unless multihop; the router's address unique on the router once the server said so), MD5 6-80,
 * multihop TTL 1-4, MED and local preference, AS prepend 0-5, BFD interval and multiplier when BFD is on, the prefix
 * filter, and the NAT by the server's own rule.
 */
export function validateSessionValues(
  values: BgpSessionFormValues,
  context: SessionContext,
  live: LiveChecks = {},
  kind: 'new' | 'saved' = 'new',
): FormErrors {
  const errors: FormErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message !== undefined && !(field in errors)) errors[field] = message;
  };
  set(
    'remote_asn',
    isBlank(values.remote_asn)
      ? messages.required
      : isGoogle(context)
        ? validateGoogleBgpAsn(values.remote_asn.trim())
        : validateRemoteAsn(values.remote_asn.trim()),
  );
  set('remote_address', validateSessionPeer(values.remote_address, values.address_family));
  if (isAzure(context)) {
    set('primary_subnet', validateSessionInterface(values.primary_subnet, values.address_family));
    set(
      'secondary_subnet',
      optional(values.secondary_subnet, (value) => validateIpv4(value, { requireMask: true })),
    );
  } else {
    set('l3_address', validateSessionInterface(values.l3_address, values.address_family));
  }
  if (live.isL3AddressUnique !== undefined) {
    set(l3AddressField(context), validateGatewayUniqueness(live.isL3AddressUnique));
  }
  set('multihop_ttl', isBlank(values.multihop_ttl) ? messages.required : validateMultihopTtl(values.multihop_ttl));
  const l3 = l3AddressOf(values, context);
  const network = interfaceNetwork(l3);
  const isDirect = values.multihop_ttl.trim() === '1';
  if (values.address_family === 'v4' && network && isDirect && !errors.remote_address) {
    set('remote_address', validateIpInNetwork(values.remote_address, network));
  }
  set('md5', optional(values.md5, validateMd5Key));
  set('local_preference', optional(values.local_preference, validateLocalPreference));
  set('med', optional(values.med, validateMed));
  set('as_prepend', optional(values.as_prepend, validateAsPrepend));
  if (values.is_bfd_enabled) {
    set('bfd_interval', isBlank(values.bfd_interval) ? messages.required : validateBfdInterval(values.bfd_interval));
    set(
      'bfd_multiplier',
      isBlank(values.bfd_multiplier) ? messages.required : validateBfdMultiplier(values.bfd_multiplier),
    );
  }
  for (const [field, message] of Object.entries(validatePrefixes(values.prefixes))) set(field, message);
  const capability = { isNatCapable: context.isNatCapable ?? false, isDnatCapable: context.isDnatCapable ?? false };
  for (const [field, message] of Object.entries(validateNatValues(values.nat, capability))) set(field, message);
  if (Object.keys(errors).length > 0) return errors;
  // The contract's schema has the last word, so the browser refuses exactly what the server would: a saved
  // session's change by the PUT's schema (the mask sent back keeps its key), a new one by the POST's.
  const schema = kind === 'saved' ? updateBgpSessionRequestSchema : createBgpSessionRequestSchema;
  const parsed = schema.safeParse(toSessionBody(values, context));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    set(natFieldOf(issue.path.map(String).join('.') || 'prefixes'), issue.message);
  }
  return errors;
}

/**
 * spec 4 "BGP toggle": for Azure the l3 address is set from the subnet (the first host of the primary subnet, the
 * domain's `azureSessionL3Address`); other clouds give it themselves.
 */
function l3AddressOf(values: Pick<BgpSessionFormValues, 'l3_address' | 'primary_subnet'>, context: SessionContext) {
  if (!isAzure(context)) return values.l3_address.trim();
  const subnet = values.primary_subnet.trim();
  return azureSessionL3Address(subnet) ?? subnet;
}

/** The router's address the form would save (Azure's from its primary subnet), for the uniqueness check. */
export function sessionL3Address(values: BgpSessionFormValues, context: SessionContext): string {
  return l3AddressOf(values, context);
}

const numberOrNothing = (value: string) => (isBlank(value) ? undefined : Number(value.trim()));

function prefixBody(item: PrefixDraft) {
  return {
    prefix: item.prefix.trim(),
    match_type: item.match_type,
    type: item.type,
    ...(isBlank(item.med) ? {} : { med: Number(item.med.trim()) }),
    ...(isBlank(item.as_prepend) ? {} : { as_prepend: Number(item.as_prepend.trim()) }),
    // Local preference decides among received routes only: it is not sent on an export line.
    ...(item.type === 'in' && !isBlank(item.local_preference)
      ? { local_preference: Number(item.local_preference.trim()) }
      : {}),
  };
}

/**
 * wire reference 3.10: the body of `POST …/bgp` (and, with `bgp_settings_uuid`, `PUT …/bgp`): the key typed, else
 * the mask when the saved key is kept, else none.
 */
export function toSessionBody(values: BgpSessionFormValues, context: SessionContext): CreateBgpSessionRequest {
  const body: CreateBgpSessionRequest = {
    address_family: values.address_family,
    remote_asn: Number(values.remote_asn.trim()),
    remote_address: values.remote_address.trim(),
    l3_address: l3AddressOf(values, context),
    multihop_ttl: Number(values.multihop_ttl.trim()),
    orlonger: values.orlonger,
    disabled: values.disabled,
    prefixes: values.prefixes.map(prefixBody),
    nat: natBody(values.nat),
  };
  if (isAzure(context)) {
    body.primary_subnet = values.primary_subnet.trim();
    if (!isBlank(values.secondary_subnet)) body.secondary_subnet = values.secondary_subnet.trim();
  }
  // A PUT replaces the session whole: a key left out is removed, the mask keeps the saved one.
  if (!isBlank(values.md5)) body.md5 = values.md5;
  else if (values.is_md5_kept) body.md5 = SECRET_MASK;
  const localPreference = numberOrNothing(values.local_preference);
  if (localPreference !== undefined) body.local_preference = localPreference;
  const med = numberOrNothing(values.med);
  if (med !== undefined) body.med = med;
  const asPrepend = numberOrNothing(values.as_prepend);
  if (asPrepend !== undefined) body.as_prepend = asPrepend;
  if (values.is_bfd_enabled) {
    body.bfd_interval = Number(values.bfd_interval.trim());
    body.bfd_multiplier = Number(values.bfd_multiplier.trim());
  }
  return body;
}

/** The what-if's draft (`POST …/bgp/{uuid}/dry-run`): the settings that decide routing, nothing saved. */
export function toDryRunBody(values: BgpSessionFormValues, context: SessionContext): BgpDryRunRequest {
  const {
    address_family: _family,
    primary_subnet: _primary,
    secondary_subnet: _secondary,
    ...rest
  } = toSessionBody(values, context);
  const { bfd_interval: _interval, bfd_multiplier: _multiplier, ...draft } = rest;
  // The what-if keeps what its draft leaves out as saved: a default cleared in the form is sent as null (unset).
  return {
    ...draft,
    local_preference: draft.local_preference ?? null,
    med: draft.med ?? null,
    as_prepend: draft.as_prepend ?? null,
  };
}

/**
 * The part of the form that decides which routes flow (prefix filter, defaults, peer identity), as one comparable
 * text: the what-if is asked for when it differs from the saved session's.
 */
export function routingFingerprint(values: BgpSessionFormValues, context: SessionContext): string {
  const body = toDryRunBody(values, context);
  return JSON.stringify({ ...body, md5: body.md5 ?? '' });
}

/**
 * spec 4 "BGP toggle": the `PUT …/bgp` body that flips `disabled` and keeps everything else as saved, its NAT
 * included; for Azure the l3 address is set from the subnet: the first host of the primary subnet (of the
 * session's own subnet when it was made without one, which then becomes its primary subnet), as at its creation.
 */
export function toggleBody(session: BgpSession, context: SessionContext) {
  const values = sessionToValues(session);
  const primarySubnet = isAzure(context) ? (session.primary_subnet ?? session.subnet) : values.primary_subnet;
  const body = toSessionBody({ ...values, primary_subnet: primarySubnet, disabled: !session.disabled }, context);
  return { ...body, bgp_settings_uuid: session.bgp_settings_uuid };
}
