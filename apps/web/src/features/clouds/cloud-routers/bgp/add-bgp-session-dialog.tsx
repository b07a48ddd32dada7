import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { CloudRouter } from '@portal/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { useRouterConnections } from '../api/cloud-router-queries';
import { connectionPlace, connectionSummary, connectionTypeLabel } from '../cloud-router-display';
import { listBgpDialogPaths } from './bgp-session-dialog';

/**
 * Issue 18: a BGP session is added over a connection's bgp-sessions tab or from the router list. From the list the
 * connection is chosen first (those not being deleted), then the same session dialog opens over the list (spec 2
 * "over a cloud router list"), where it is created, checked and previewed as from the connection itself; closing
 * it returns to the list as it was.
 */
export function AddBgpSessionDialog({ router, onClose }: { router: CloudRouter; onClose: () => void }) {
  const navigate = useNavigate();
  const [listSearch] = useSearchParams();
  const connections = useRouterConnections(router.circuit_id);
  const usable = (connections.data ?? []).filter((connection) => connectionSummary(connection) !== 'deleting');
  const [chosen, setChosen] = useState<string | null>(null);
  const connect = `/cloud-routers/${encodeURIComponent(router.circuit_id)}/connect`;

  const open = () => {
    if (!chosen) return;
    // The session dialog takes over from this chooser, over the same list.
    onClose();
    navigate(listBgpDialogPaths(router.circuit_id, chosen, listSearch).create);
  };

  return (
    <Modal opened onClose={onClose} title={`Add a BGP session to ${router.name}`}>
      <Stack gap="md">
        {connections.isPending ? (
          <Skeleton h={60} radius="sm" />
        ) : connections.error ? (
          <ErrorState
            error={connections.error}
            title="The router's connections could not load"
            onRetry={() => void connections.refetch()}
          />
        ) : usable.length === 0 ? (
          <Alert color="yellow" variant="light" title="No connection yet">
            A BGP session runs over one of the router’s connections. <Link to={connect}>Add a connection</Link> first.
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Choose the connection the session runs over; its BGP session dialog opens next.
            </Text>
            <Select
              label="Connection"
              withAsterisk
              searchable
              data-autofocus
              placeholder="Choose a connection"
              data={usable.map((connection) => ({
                value: connection.cloud_circuit_id,
                label: `${connection.description} · ${connectionTypeLabel(connection)} · ${connectionPlace(connection)} (${connection.cloud_circuit_id})`,
              }))}
              value={chosen}
              onChange={setChosen}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={open} disabled={!chosen}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
