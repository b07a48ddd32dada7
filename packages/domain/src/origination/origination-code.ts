/** spec 9 "Origination code": the query parameter that carries the code. */
export const ORIGINATION_CODE_QUERY_PARAM = 'origination_code';

/** spec 9 "Origination code": the cookie's name, version and lifetime (10 years). */
export const ORIGINATION_COOKIE = { name: 'origination_code', version: 'v1', expiryYears: 10 } as const;

/** spec 9 "Origination code": a code and the unix timestamp (seconds) when it was seen. */
export interface OriginationEntry {
  code: string;
  timestamp: number;
}

/** spec 9 "Origination code": codes are letters, digits, dash or underscore (no separator characters). */
export const ORIGINATION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const VERSION_SEPARATOR = '|';

/** spec 9 "Origination code": the cookie expiry, 10 years after now. */
export function originationCookieExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + ORIGINATION_COOKIE.expiryYears);
  return expiry;
}

/** spec 9 "Origination code": adds a code unless it is already there (case-insensitive) or malformed. */
export function addOriginationCode(
  entries: readonly OriginationEntry[],
  code: string,
  timestamp: number,
): OriginationEntry[] {
  const trimmed = code.trim();
  const isKnown = entries.some((entry) => entry.code.toLowerCase() === trimmed.toLowerCase());
  if (isKnown || !ORIGINATION_CODE_PATTERN.test(trimmed) || !Number.isInteger(timestamp)) return [...entries];
  return [...entries, { code: trimmed, timestamp }];
}

/** spec 9 "Origination code": the cookie value, 'v1|code:timestamp,code:timestamp'. */
export function serializeOriginationCookie(entries: readonly OriginationEntry[]): string {
  const body = entries.map((entry) => `${entry.code}:${entry.timestamp}`).join(',');
  return `${ORIGINATION_COOKIE.version}${VERSION_SEPARATOR}${body}`;
}

// Of duplicate codes the first is kept, as when adding.
/** spec 9 "Origination code": reads the cookie value, dropping other versions, bad entries and duplicates. */
export function parseOriginationCookie(value: string | null | undefined): OriginationEntry[] {
  const separator = (value ?? '').indexOf(VERSION_SEPARATOR);
  if (separator === -1 || value?.slice(0, separator) !== ORIGINATION_COOKIE.version) return [];
  return value
    .slice(separator + 1)
    .split(',')
    .reduce<OriginationEntry[]>((entries, pair) => {
      const [code = '', timestampText = '', extra] = pair.split(':');
      if (extra !== undefined || !/^\d+$/.test(timestampText)) return entries;
      return addOriginationCode(entries, code, Number(timestampText));
    }, []);
}
