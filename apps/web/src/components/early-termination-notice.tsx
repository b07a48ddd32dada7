import { Alert, Skeleton } from '@mantine/core';
import { formatCurrency } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';

/** What deleting costs: the early termination liability of a circuit, read from billing when its dialog opens. */
export function EarlyTerminationNotice({ liability }: { liability: UseQueryResult<number> }) {
  if (liability.isPending) return <Skeleton h={36} />;
  if (liability.error) {
    return (
      <ErrorState
        error={liability.error}
        title="The early termination charge could not load"
        onRetry={() => void liability.refetch()}
      />
    );
  }
  const charge = liability.data ?? 0;
  return (
    <Alert color={charge > 0 ? 'orange' : 'green'} variant="light" title="Early termination liability">
      {charge > 0
        ? `Deleting now ends the term early: ${formatCurrency(charge)} will be charged.`
        : `Nothing is charged for deleting now (${formatCurrency(0)}).`}
    </Alert>
  );
}
