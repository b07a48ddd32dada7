import { broadcastAddress, networkAddress, parseIpv4, parseIpv4Cidr } from './ipv4.js';

/** spec 5 "Network and address rules": 'Must be a valid IP in range of {network}.' */
export const ipInRangeMessage = (network: string) => `Must be a valid IP in range of ${network}.`;

/**
 * spec 5 "Network and address rules": an IPv4 host in the network; a /31 is a pair (both usable), a /32 is its
 * one address, otherwise the network and broadcast addresses are rejected. A mask on the IP itself is ignored.
 */
export function validateIpInNetwork(ip: string, network: string): string | undefined {
  const message = ipInRangeMessage(network);
  const cidr = parseIpv4Cidr(network);
  const [hostText = ''] = ip.trim().split('/');
  const address = parseIpv4(hostText);
  if (cidr === undefined || address === undefined) return message;
  const first = networkAddress(cidr.address, cidr.mask);
  const last = broadcastAddress(cidr.address, cidr.mask);
  if (address < first || address > last) return message;
  if (cidr.mask >= 31) return undefined;
  return address === first || address === last ? message : undefined;
}
