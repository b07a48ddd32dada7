/** spec 5 "Network and address rules": an inclusive ASN range. */
export interface AsnRange {
  min: number;
  max: number;
}

/** spec 5 "Network and address rules": the ASN ranges. */
export const ASN_RANGES = {
  customer: { min: 1, max: 2147483647 },
  privateTwoByte: { min: 64512, max: 65534 },
  privateFourByte: { min: 4200000000, max: 4294967294 },
  remote: { min: 1, max: 4294967294 },
} as const satisfies Record<string, AsnRange>;

/** spec 9: default Google BGP ASN 16550. */
export const DEFAULT_GOOGLE_BGP_ASN = 16550;

/** spec 9: default remote ASNs, Google 16550 and Oracle 31898. */
export const DEFAULT_REMOTE_ASNS = { google: 16550, oracle: 31898 } as const;

// The spec elides the exact text; ranges are joined with ' or ', for example
// 'ASN value must be in the range 64512-65534 or 4200000000-4294967294 inclusive'.
/** spec 5 "Network and address rules": 'ASN value must be in the range A-B inclusive' (ranges joined by ' or '). */
export function asnRangeMessage(ranges: readonly AsnRange[]): string {
  return `ASN value must be in the range ${ranges.map(({ min, max }) => `${min}-${max}`).join(' or ')} inclusive`;
}

/** spec 5 "Network and address rules": true when the value is an integer ASN inside one of the ranges. */
export function isAsnInRanges(value: unknown, ranges: readonly AsnRange[]): boolean {
  const asn = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof asn === 'number' && Number.isInteger(asn) && ranges.some(({ min, max }) => asn >= min && asn <= max);
}

function validateAsnRanges(value: unknown, ranges: readonly AsnRange[]): string | undefined {
  return isAsnInRanges(value, ranges) ? undefined : asnRangeMessage(ranges);
}

/** spec 5 "Network and address rules": customer ASN 1 to 2147483647. */
export function validateCustomerAsn(value: unknown): string | undefined {
  return validateAsnRanges(value, [ASN_RANGES.customer]);
}

/** spec 5 "Network and address rules": private ASN, 2-byte 64512-65534 or 4-byte 4200000000-4294967294. */
export function validatePrivateAsn(value: unknown): string | undefined {
  return validateAsnRanges(value, [ASN_RANGES.privateTwoByte, ASN_RANGES.privateFourByte]);
}

/** spec 5 "Network and address rules": remote ASN 1 to 4294967294. */
export function validateRemoteAsn(value: unknown): string | undefined {
  return validateAsnRanges(value, [ASN_RANGES.remote]);
}

// Message: 'ASN value must be 16550 or in the range 64512-65534 or 4200000000-4294967294 inclusive'.
/** spec 5 "Network and address rules": Google BGP ASN is the default 16550 or a private ASN. */
export function validateGoogleBgpAsn(value: unknown): string | undefined {
  if (isAsnInRanges(value, [{ min: DEFAULT_GOOGLE_BGP_ASN, max: DEFAULT_GOOGLE_BGP_ASN }])) return undefined;
  const privateRanges = [ASN_RANGES.privateTwoByte, ASN_RANGES.privateFourByte];
  if (isAsnInRanges(value, privateRanges)) return undefined;
  return asnRangeMessage(privateRanges).replace('must be in', `must be ${DEFAULT_GOOGLE_BGP_ASN} or in`);
}

/** spec 5 "Network and address rules": a cloud router's own ASN, when not the default, is two-byte private. */
export function validateRouterPrivateAsn(value: unknown): string | undefined {
  return validateAsnRanges(value, [ASN_RANGES.privateTwoByte]);
}
