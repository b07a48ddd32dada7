import { Alert, Card, Group, Progress, Skeleton, Text } from '@mantine/core';
import type { NetworkStatus } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { workflowProgress } from '@/lib/workflow-progress';

/**
 * The network's latest workflow on an object (a `/v2.1/…/status` answer, wire reference 4): the operation, its step
 * of the total, a bar that moves while it runs, and the last failure the network reported. Nothing when the status
 * cannot be read: the status badge still tells the state.
 */
export function WorkflowProgressCard({ status }: { status: UseQueryResult<NetworkStatus> }) {
  if (status.isPending) return <Skeleton h={72} />;
  if (status.error || !status.data) return null;
  const progress = workflowProgress(status.data.status);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Network progress">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{progress.operation}</Text>
        <Text size="sm" c="dimmed">
          Step {Math.min(progress.position, progress.steps)} of {progress.steps}
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        color={progress.isFailed ? 'red' : progress.isRunning ? 'blue' : 'green'}
        animated={progress.isRunning}
        aria-label={`${progress.operation}: ${progress.percent} %`}
      />
      <Text size="sm" mt="xs">
        {progress.stepText}
      </Text>
      {progress.failures.length > 0 && (
        <Alert color="red" variant="light" mt="sm" title="The network reported">
          {progress.failures.at(-1)}
        </Alert>
      )}
    </Card>
  );
}
