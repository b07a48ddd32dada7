import { useDebouncedValue } from '@mantine/hooks';
import { type SessionAddressFamily, validateSessionInterface } from '@portal/domain';
import { useAddressUniqueness } from './api/bgp-queries';

const hostOf = (address: string | undefined) => (address ?? '').trim().split('/')[0]?.toLowerCase() ?? '';

/**
 * spec 5 "Network and address rules" ('This address is not unique.'): whether the router's address of a session
 * is free on the router, asked after spec 9's 300 ms debounce only once the address passes its own rule and is not
 * the session's own saved address. Undefined while unknown.
 */
export function useL3AddressIsUnique(
  routerCircuitId: string,
  address: string,
  family: SessionAddressFamily,
  savedAddress?: string,
) {
  const [settled] = useDebouncedValue(address.trim(), 300);
  const shouldAsk =
    settled !== '' &&
    validateSessionInterface(settled, family) === undefined &&
    hostOf(settled) !== hostOf(savedAddress);
  const check = useAddressUniqueness(routerCircuitId, settled, shouldAsk);
  const isCurrent = settled === address.trim();
  return {
    isUnique: shouldAsk && isCurrent ? check.data?.is_unique : undefined,
    isChecking: shouldAsk && (check.isFetching || !isCurrent),
  };
}
