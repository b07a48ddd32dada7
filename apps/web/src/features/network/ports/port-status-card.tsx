import { Alert, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { NetworkStatus, Port } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';
import { workflowProgress } from '@/lib/workflow-progress';
import { usePortStatus } from './api/port-detail-queries';
import { PortStatusBadge } from './port-status-badge';

/**
 * The progress of an object's latest network workflow from its `/v2.1/.../status` (provisioning, enabling,
 * deleting…): the step, a bar, and the failure the network reported. The port and point-to-point status cards show it.
 */
export function WorkflowStatusBody({
  status,
  objectName,
}: {
  status: UseQueryResult<NetworkStatus | null>;
  objectName: string;
}) {
  if (status.isPending) return <Skeleton h={48} />;
  if (status.error)
    return <ErrorState error={status.error} title="The status could not load" onRetry={() => void status.refetch()} />;
  if (!status.data)
    return (
      <Text size="sm" c="dimmed" data-testid="workflow-step">
        No network workflow on record: nothing has changed this {objectName} in the network since it was set up.
      </Text>
    );
  const progress = workflowProgress(status.data.status);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">
          {progress.operation}: step {Math.min(progress.position, progress.steps)} of {progress.steps}
        </Text>
        <Text size="sm" c="dimmed">
          {progress.percent}%
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        color={progress.isFailed ? 'red' : progress.isRunning ? 'blue' : 'green'}
        animated={progress.isRunning}
        aria-label={`${progress.operation} progress`}
      />
      <Text size="sm" c="dimmed" data-testid="workflow-step">
        {progress.stepText}
      </Text>
      {progress.isFailed && progress.failures.length > 0 && (
        <Alert color="red" variant="light" title="The network reported a failure">
          {progress.failures.at(-1)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The current status from `GET /v2.1/ports/{id}/status`: the port's state and the progress of its latest workflow
 * (provisioning, enabling, deleting…), refreshed by live events as each step completes.
 */
export function PortStatusCard({ port }: { port: Port }) {
  const status = usePortStatus(port.port_circuit_id);
  const body = <WorkflowStatusBody status={status} objectName="port" />;

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Current status</Text>
        <PortStatusBadge port={port} />
      </Group>
      {body}
    </Card>
  );
}
