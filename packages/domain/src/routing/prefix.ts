import ipaddr from 'ipaddr.js';
import { IP_MESSAGES } from '../network/ip-address.js';
import { formatIpv4, parseIpv4 } from '../network/ipv4.js';
import { NETWORK_MESSAGES } from '../network/network-address.js';

/** Routing simulation: an address family, 4 or 6. */
export type AddressFamily = 4 | 6;

/**
 * Routing simulation: a parsed IPv4 or IPv6 prefix. `words` holds the address as 32-bit unsigned words (one for
 * IPv4, four for IPv6) so the policy engine reads a bit without parsing again; `text` is the canonical form.
 */
export interface Prefix {
  family: AddressFamily;
  words: readonly number[];
  length: number;
  text: string;
}

/** Routing simulation: the outcome of parsing a prefix, the prefix or the spec's message. */
export type PrefixParse = { ok: true; prefix: Prefix } | { ok: false; message: string };

function wordsOf(bytes: readonly number[]): number[] {
  const words: number[] = [];
  for (let index = 0; index < bytes.length; index += 4) {
    words.push(
      (((bytes[index] ?? 0) << 24) |
        ((bytes[index + 1] ?? 0) << 16) |
        ((bytes[index + 2] ?? 0) << 8) |
        (bytes[index + 3] ?? 0)) >>>
        0,
    );
  }
  return words;
}

/** Routing simulation: bit `index` (0 is the most significant) of a prefix's or address's words. */
export function bitAt(words: readonly number[], index: number): number {
  return ((words[index >>> 5] ?? 0) >>> (31 - (index & 31))) & 1;
}

function hasBitsBeyond(words: readonly number[], length: number): boolean {
  for (let index = 0; index < words.length; index++) {
    const start = index * 32;
    const kept = Math.max(0, Math.min(32, length - start));
    const mask = kept === 0 ? 0 : kept === 32 ? 0xffffffff : (0xffffffff << (32 - kept)) >>> 0;
    if (((words[index] ?? 0) & ~mask) >>> 0 !== 0) return true;
  }
  return false;
}

// IPv4 (the common case) is read by the house parser; IPv6 by ipaddr.js.
function parseAddressText(text: string): { family: AddressFamily; words: number[] } | undefined {
  const ipv4 = parseIpv4(text);
  if (ipv4 !== undefined) return { family: 4, words: [ipv4] };
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  return { family: 6, words: wordsOf(ipaddr.IPv6.parse(text).toByteArray()) };
}

/** Routing simulation: an address's words as text (dotted IPv4, compressed lower-case IPv6). */
export function formatWords(words: readonly number[]): string {
  if (words.length === 1) return formatIpv4(words[0] ?? 0);
  const bytes = words.flatMap((word) => [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255]);
  return ipaddr.fromByteArray(bytes).toString();
}

/**
 * Routing simulation: parses `a.b.c.d/m` (mask required) or an IPv6 prefix (`2001:db8::/32`; without a mask a
 * /128 host route). A prefix with host bits set is refused with spec 5's host-bits message, as a router refuses it.
 */
export function parsePrefix(value: string): PrefixParse {
  const [addressText = '', maskText, extra] = value.trim().split('/');
  const address = extra === undefined ? parseAddressText(addressText) : undefined;
  if (address === undefined) return { ok: false, message: IP_MESSAGES.invalidPrefix };
  const { family, words } = address;
  const maxLength = family === 4 ? 32 : 128;
  if (maskText === undefined && family === 4) return { ok: false, message: IP_MESSAGES.invalidPrefix };
  const length = maskText === undefined ? maxLength : /^(?:0|[1-9]\d{0,2})$/.test(maskText) ? Number(maskText) : -1;
  if (length < 0 || length > maxLength) return { ok: false, message: IP_MESSAGES.invalidMask };
  if (hasBitsBeyond(words, length)) return { ok: false, message: NETWORK_MESSAGES.hostBitsSet };
  return { ok: true, prefix: { family, words, length, text: `${formatWords(words)}/${length}` } };
}

/** Routing simulation: parses a prefix that is known to be valid (the simulation's own routes), else throws. */
export function prefixOf(value: string): Prefix {
  const parsed = parsePrefix(value);
  if (!parsed.ok) throw new Error(`${value}: ${parsed.message}`);
  return parsed.prefix;
}

/** Routing simulation: an address (no mask) as a host prefix (/32 or /128), or undefined when it is not one. */
export function parseHostAddress(value: string): Prefix | undefined {
  const address = parseAddressText(value.trim());
  if (address === undefined) return undefined;
  const { family, words } = address;
  const length = family === 4 ? 32 : 128;
  return { family, words, length, text: `${formatWords(words)}/${length}` };
}

/** Routing simulation: true when `inner` (a prefix or host) lies inside `outer`: same family, longer or equal, same leading bits. */
export function prefixContains(outer: Prefix, inner: Prefix): boolean {
  if (outer.family !== inner.family || inner.length < outer.length) return false;
  for (let index = 0; index < outer.words.length; index++) {
    const kept = Math.max(0, Math.min(32, outer.length - index * 32));
    if (kept === 0) break;
    const mask = kept === 32 ? 0xffffffff : (0xffffffff << (32 - kept)) >>> 0;
    if ((((outer.words[index] ?? 0) ^ (inner.words[index] ?? 0)) & mask) >>> 0 !== 0) return false;
  }
  return true;
}

/**
 * Routing simulation: an interface address with its subnet (`169.254.0.1/30`, host bits allowed), as the
 * address and the network it sits in, or undefined when the text is not one.
 */
export function parseInterfaceAddress(value: string): { address: Prefix; network: Prefix } | undefined {
  const [addressText = '', maskText, extra] = value.trim().split('/');
  const address = extra === undefined && maskText !== undefined ? parseHostAddress(addressText) : undefined;
  if (address === undefined || !/^(?:0|[1-9]\d{0,2})$/.test(maskText ?? '')) return undefined;
  const length = Number(maskText);
  if (length > address.length) return undefined;
  const words = address.words.map((word, index) => {
    const kept = Math.max(0, Math.min(32, length - index * 32));
    const mask = kept === 0 ? 0 : kept === 32 ? 0xffffffff : (0xffffffff << (32 - kept)) >>> 0;
    return (word & mask) >>> 0;
  });
  return {
    address,
    network: { family: address.family, words, length, text: `${formatWords(words)}/${length}` },
  };
}

/** Routing simulation: the address part of a prefix's canonical text (`10.0.0.1/32` → `10.0.0.1`). */
export function addressText(prefix: Prefix): string {
  return prefix.text.slice(0, prefix.text.indexOf('/'));
}
