import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloud, IconLock, IconPlugConnected, IconRouter, IconServer2 } from '@tabler/icons-react';
import { Handle, type NodeProps, Position, useReactFlow } from '@xyflow/react';
import type { FocusEvent } from 'react';
import { Link } from 'react-router';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { LAYOUT, type TopologyNode, type TopologyNodeKind } from './topology-graph';

const KINDS: Readonly<Record<TopologyNodeKind, { label: string; icon: typeof IconRouter }>> = {
  router: { label: 'Cloud router', icon: IconRouter },
  connection: { label: 'Connection', icon: IconPlugConnected },
  port: { label: 'Port', icon: IconServer2 },
  'ipsec-peer': { label: 'IPsec peer', icon: IconLock },
  cloud: { label: 'Cloud', icon: IconCloud },
};

const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

/**
 * A node of the map: what it is, its live status badge, and a link to its details page (the node's keyboard stop:
 * Tab reaches each node in reading order, Enter opens it, and the map pans to a node focused off screen).
 */
export function TopologyNodeView({
  data,
  positionAbsoluteX,
  positionAbsoluteY,
  width,
  height,
}: NodeProps<TopologyNode>) {
  const { setCenter, getZoom } = useReactFlow();
  const kind = KINDS[data.kind];
  const Icon = kind.icon;
  const onFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    if (!event.currentTarget.matches(':focus-visible')) return;
    const x = positionAbsoluteX + (width ?? LAYOUT.nodeWidth) / 2;
    const y = positionAbsoluteY + (height ?? 0) / 2;
    void setCenter(x, y, { zoom: Math.max(getZoom(), 0.8), duration: 200 });
  };
  return (
    <Paper withBorder shadow="xs" radius="md" p="sm" w={LAYOUT.nodeWidth} data-kind={data.kind}>
      {data.kind !== 'router' && (
        <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      )}
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Icon size={16} aria-hidden />
            <Text size="xs" fw={500} tt="uppercase">
              {kind.label}
            </Text>
          </Group>
          <ServiceStatusBadge service={data.status} size="sm" label={data.statusWords} />
        </Group>
        <Anchor
          component={Link}
          to={data.href}
          aria-label={data.label}
          fw={600}
          size="sm"
          lineClamp={1}
          className="nodrag nopan"
          onFocus={onFocus}
        >
          {data.title}
        </Anchor>
        <Text size="xs" ff="monospace" lineClamp={1}>
          {data.subtitle}
        </Text>
        {data.facts.length > 0 && (
          <Text size="xs" lineClamp={1}>
            {data.facts.filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
      {(data.kind === 'router' || data.kind === 'connection') && (
        <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
      )}
    </Paper>
  );
}
