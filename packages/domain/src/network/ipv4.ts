/** spec 9: CIDR mask 0 to 32. */
export const IPV4_MASK_RANGE = { min: 0, max: 32 } as const;

/** spec 5 "Network and address rules": an IPv4 network as numbers (address and mask). */
export interface Ipv4Cidr {
  address: number;
  mask: number;
}

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

/** spec 5 "Network and address rules": parses four decimal parts 0-255 to a 32-bit number, else undefined. */
export function parseIpv4(value: string): number | undefined {
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  let result = 0;
  for (const part of parts) {
    if (!OCTET.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    result = result * 256 + octet;
  }
  return result;
}

/** spec 5 "Network and address rules": formats a 32-bit number as x.x.x.x. */
export function formatIpv4(address: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join('.');
}

/** spec 5 "Network and address rules": parses a mask 0-32 written as decimal digits, else undefined. */
export function parseMask(value: string, max: number = IPV4_MASK_RANGE.max): number | undefined {
  if (!/^(?:0|[1-9]\d{0,2})$/.test(value)) return undefined;
  const mask = Number(value);
  return mask <= max ? mask : undefined;
}

/** spec 5 "Network and address rules": parses x.x.x.x/m, else undefined. */
export function parseIpv4Cidr(value: string): Ipv4Cidr | undefined {
  const [addressText, maskText, extra] = value.trim().split('/');
  if (addressText === undefined || maskText === undefined || extra !== undefined) return undefined;
  const address = parseIpv4(addressText);
  const mask = parseMask(maskText);
  return address === undefined || mask === undefined ? undefined : { address, mask };
}

/** spec 5 "Network and address rules": the number of addresses of a mask. */
export function blockSize(mask: number): number {
  return 2 ** (32 - mask);
}

/** spec 5 "Network and address rules": the network address of an address under a mask. */
export function networkAddress(address: number, mask: number): number {
  return address - (address % blockSize(mask));
}

/** spec 5 "Network and address rules": the broadcast address of an address under a mask. */
export function broadcastAddress(address: number, mask: number): number {
  return networkAddress(address, mask) + blockSize(mask) - 1;
}

/** spec 5 "Network and address rules": true when the address lies in the network. */
export function isInIpv4Network(address: number, network: Ipv4Cidr): boolean {
  return networkAddress(address, network.mask) === networkAddress(network.address, network.mask);
}

/** spec 5 "Network and address rules": true when the address lies in any of the CIDR blocks (x.x.x.x/m). */
export function isInAnyIpv4Block(address: number, blocks: readonly string[]): boolean {
  return blocks.some((block) => {
    const network = parseIpv4Cidr(block);
    return network !== undefined && isInIpv4Network(address, network);
  });
}
