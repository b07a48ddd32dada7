import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SearchResult } from '@portal/contract';
import { circuitRedirectPath, serviceTypeLabel } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { circuitSearchQuery } from '@/api/search';
import { usePermissions } from '@/api/session';
import { CenteredLoader } from '@/components/centered-loader';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useCanOpenScreen } from '@/lib/route-tree';
import { findExactCircuit } from './find-circuit';

function BackToDashboard() {
  return (
    <Group>
      <Button component={Link} to="/dashboard" variant="light">
        Go to the dashboard
      </Button>
    </Group>
  );
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Stack>
      <Alert color="yellow" variant="light" icon={<IconSearch />} title="Circuit not found">
        No circuit with the id "{circuitId}" was found for your company. Check the id, or use the quick search (Ctrl+K
        or /) to look for it by name or description.
      </Alert>
      <BackToDashboard />
    </Stack>
  );
}

/** A circuit that exists but whose screen the portal does not have yet: its facts, honestly, and no dead link. */
function FoundWithoutScreen({ circuit }: { circuit: SearchResult }) {
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>{circuit.extra_details.name || circuit.circuit_id}</Text>
            <Badge variant="light">{serviceTypeLabel(circuit.service_type)}</Badge>
          </Group>
          <Text size="sm">Circuit id: {circuit.circuit_id}</Text>
          {circuit.extra_details.description && (
            <Text size="sm" c="dimmed">
              {circuit.extra_details.description}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            The portal has no details screen to open for this circuit yet.
          </Text>
        </Stack>
      </Card>
      <BackToDashboard />
    </Stack>
  );
}

/**
 * /circuits/{circuitId} (spec 2 "Circuit lookup"): finds the circuit through the search and redirects to its
 * screen by service type. When nothing matches there is no redirect, and when the screen is not built yet the
 * circuit is described instead of linking nowhere.
 */
export function CircuitLookupPage() {
  const { circuitId = '' } = useParams();
  const search = useQuery(circuitSearchQuery(circuitId));
  const permissions = usePermissions();
  const canOpen = useCanOpenScreen();

  const header = <PageHeader title="Circuit lookup" description={`Looking up ${circuitId}`} />;
  if (!circuitId.trim()) {
    return (
      <>
        {header}
        <NotFound circuitId={circuitId} />
      </>
    );
  }
  if (search.isPending || permissions.isPending) return <CenteredLoader label="Looking up the circuit" />;
  if (search.isError) {
    return (
      <>
        {header}
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      </>
    );
  }

  const circuit = findExactCircuit(search.data, circuitId);
  const target = circuitRedirectPath(circuit);
  if (target && canOpen(target)) return <Navigate to={target} replace />;
  return (
    <>
      {header}
      {circuit ? <FoundWithoutScreen circuit={circuit} /> : <NotFound circuitId={circuitId} />}
    </>
  );
}
