import { useDebouncedValue } from '@mantine/hooks';
import { useGatewayUniqueness } from './api/cloud-router-queries';
import { isGatewayCheckable } from './ipsec-connection-form';

/**
 * spec 5 "Gateway": the live uniqueness of a gateway address, asked (after spec 9's 300 ms debounce) only once the
 * address passes its own rule and differs from the one already saved. Undefined while unknown.
 */
export function useGatewayIsUnique(address: string, savedAddress?: string) {
  const [settled] = useDebouncedValue(address.trim(), 300);
  const shouldAsk = isGatewayCheckable(settled) && settled !== savedAddress;
  const check = useGatewayUniqueness(settled, shouldAsk);
  const isCurrent = settled === address.trim();
  return {
    isUnique: shouldAsk && isCurrent ? check.data?.is_unique : undefined,
    isChecking: shouldAsk && (check.isFetching || !isCurrent),
  };
}
