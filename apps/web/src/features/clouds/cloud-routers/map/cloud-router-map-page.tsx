import '@xyflow/react/dist/style.css';
import './cloud-router-map.css';
import { Alert, Anchor, Box, Button, Group, Paper, Select, Stack, Text, useComputedColorScheme } from '@mantine/core';
import type { CloudRouter } from '@portal/contract';
import { FEATURE_FLAGS, hasFeature, PERMISSIONS } from '@portal/domain';
import { IconList, IconRouter } from '@tabler/icons-react';
import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useCurrentCustomer } from '@/api/session';
import { useCan } from '@/api/use-can';
import { CenteredLoader } from '@/components/centered-loader';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useCloudRouters } from '../api/cloud-router-queries';
import { useMapConnections, useMapPorts } from './map-queries';
import { buildTopology } from './topology-graph';
import { TopologyNodeView } from './topology-node';

const nodeTypes = { topology: TopologyNodeView };
const LIST_PATH = '/cloud-routers';
const ALL = 'all';

/**
 * /cloud-routers/map/{circuitId?} (spec 2): the customer's cloud routers, or the one named, with their connections
 * and what is behind each (the customer's ports, IPsec peers, clouds), live. Only with the feature cr_topology_map
 * (spec 6); without it the list opens instead.
 */
export function CloudRouterMapPage() {
  const { data: customer, isPending, error, refetch } = useCurrentCustomer();
  if (isPending) return <CenteredLoader label="Loading the cloud router map" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!hasFeature(customer.additional_features, FEATURE_FLAGS.CR_TOPOLOGY_MAP)) {
    return <Navigate to={LIST_PATH} replace />;
  }
  return <CloudRouterMap />;
}

function CloudRouterMap() {
  const { circuitId } = useParams();
  const navigate = useNavigate();
  const routers = useCloudRouters();
  const all = routers.data ?? [];
  const wanted = circuitId?.toUpperCase();
  const shown = wanted ? all.filter((router) => router.circuit_id.toUpperCase() === wanted) : all;
  const header = (
    <PageHeader
      title="Cloud Router Map"
      description="Your cloud routers, their connections and what each connection reaches, with their live status. Select a node's name to open its details."
      actions={
        <Group gap="xs" align="flex-end">
          {all.length > 1 && (
            <Select
              label="Cloud router"
              size="xs"
              w={240}
              allowDeselect={false}
              value={shown.length === 1 && wanted ? (shown[0] as CloudRouter).circuit_id : ALL}
              data={[
                { value: ALL, label: 'All cloud routers' },
                ...all.map((router) => ({ value: router.circuit_id, label: `${router.name} (${router.circuit_id})` })),
              ]}
              onChange={(value) =>
                navigate(value && value !== ALL ? `${LIST_PATH}/map/${encodeURIComponent(value)}` : `${LIST_PATH}/map`)
              }
            />
          )}
          <Button component={Link} to={LIST_PATH} variant="default" size="xs" leftSection={<IconList size={14} />}>
            List
          </Button>
        </Group>
      }
    />
  );

  if (routers.isPending) {
    return (
      <>
        {header}
        <CenteredLoader label="Loading the cloud routers" />
      </>
    );
  }
  if (routers.isError) {
    return (
      <>
        {header}
        <ErrorState
          error={routers.error}
          title="The cloud routers could not be loaded"
          onRetry={() => void routers.refetch()}
        />
      </>
    );
  }
  if (all.length === 0) {
    return (
      <>
        {header}
        <EmptyMap />
      </>
    );
  }
  if (shown.length === 0) {
    return (
      <>
        {header}
        <Alert color="yellow" variant="light" title="Cloud router not found" role="alert">
          <Stack gap="xs">
            <Text size="sm">There is no cloud router {circuitId} in your company.</Text>
            <Anchor component={Link} to={`${LIST_PATH}/map`} size="sm">
              Show all cloud routers on the map
            </Anchor>
          </Stack>
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <TopologyCanvas key={wanted ?? ALL} routers={shown} />
    </>
  );
}

function EmptyMap() {
  const canCreate = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <IconRouter size={40} aria-hidden />
        <Text fw={600}>No cloud routers yet</Text>
        <Text size="sm" ta="center">
          A cloud router joins your clouds, IPsec tunnels and ports at layer 3. Once you have one, the map shows it with
          its connections.
        </Text>
        {canCreate && (
          <Button component={Link} to={`${LIST_PATH}/create`}>
            Create cloud router
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function TopologyCanvas({ routers }: { routers: readonly CloudRouter[] }) {
  const scheme = useComputedColorScheme('light');
  const routerIds = useMemo(() => routers.map((router) => router.circuit_id), [routers]);
  const connections = useMapConnections(routerIds);
  const portIds = useMemo(() => {
    const ids = Object.values(connections.byRouter).flatMap((list) =>
      (list ?? []).flatMap((connection) => (connection.port_circuit_id ? [connection.port_circuit_id] : [])),
    );
    return [...new Set(ids)];
  }, [connections.byRouter]);
  const ports = useMapPorts(portIds);
  const topology = useMemo(
    () => buildTopology({ routers, connections: connections.byRouter, ports }),
    [routers, connections.byRouter, ports],
  );

  if (connections.isPending) return <CenteredLoader label="Loading the connections" />;
  if (connections.error) {
    return (
      <ErrorState error={connections.error} title="The connections could not be loaded" onRetry={connections.refetch} />
    );
  }
  const hasConnections = Object.values(connections.byRouter).some((list) => (list?.length ?? 0) > 0);
  return (
    <Stack gap="sm">
      {!hasConnections && (
        <Alert color="blue" variant="light" title="No connections yet">
          {routers.length === 1 ? 'This cloud router has' : 'Your cloud routers have'} no connections yet: add an IPsec
          tunnel, one of your ports or a cloud from{' '}
          <Anchor component={Link} to={`${LIST_PATH}/${encodeURIComponent(routers[0]?.circuit_id ?? '')}`}>
            the cloud router's page
          </Anchor>
          .
        </Alert>
      )}
      <Box className="cr-topology-map" h="calc(100dvh - 240px)" mih={420}>
        <ReactFlowProvider>
          <ReactFlow
            nodes={topology.nodes}
            edges={topology.edges}
            nodeTypes={nodeTypes}
            colorMode={scheme}
            fitView
            fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
            minZoom={0.2}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            aria-label="Map of your cloud routers"
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </ReactFlowProvider>
      </Box>
    </Stack>
  );
}
