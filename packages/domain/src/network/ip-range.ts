import { broadcastAddress, networkAddress, parseIpv4, parseIpv4Cidr } from './ipv4.js';

/** spec 5 "Network and address rules": 'Must be a valid IP in range of {network}.' */
export const ipInRangeMessage = (network: string) => `Must be a valid IP in range of ${network}.`;

// A /32 network is its one address. A mask written on the IP itself is ignored.
/** spec 5 "Network and address rules": an IPv4 host in range of a network, /31 as a pair. */
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
