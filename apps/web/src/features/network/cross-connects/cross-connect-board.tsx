import { Badge, Group, Progress, Stepper, Text } from '@mantine/core';
import type { OutboundCrossConnect } from '@portal/contract';
import { BOARD_STEPS, boardColour, boardLabel, boardPosition } from './cross-connect-rules';

/** The status of an order as a badge with its progress (the list's compact view). */
export function CrossConnectStatus({ crossConnect }: { crossConnect: OutboundCrossConnect }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={boardColour(crossConnect.obcc_status)} variant="light" data-status={crossConnect.obcc_status}>
        {boardLabel(crossConnect.obcc_status)}
      </Badge>
      <Progress
        value={crossConnect.progress}
        w={80}
        size="sm"
        color={boardColour(crossConnect.obcc_status)}
        aria-label={`${crossConnect.progress} % done`}
      />
    </Group>
  );
}

/**
 * The cross-connect board of spec 4 as a stepper: order received, order review, pending approval, order accepted,
 * cross connect completed, QA testing, and order closed shown as Complete. A canceled order says so instead.
 */
export function CrossConnectBoard({ crossConnect }: { crossConnect: OutboundCrossConnect }) {
  const position = boardPosition(crossConnect.obcc_status);
  if (position.isCanceled) {
    return (
      <Text size="sm" c="red">
        This order was canceled.
      </Text>
    );
  }
  return (
    <Stepper
      active={position.active}
      size="xs"
      iconSize={22}
      allowNextStepsSelect={false}
      aria-label={`Progress of ${crossConnect.circuit_id}: ${boardLabel(crossConnect.obcc_status)}`}
      styles={{ stepLabel: { fontSize: 'var(--mantine-font-size-xs)' } }}
    >
      {BOARD_STEPS.map((status) => (
        <Stepper.Step key={status} label={boardLabel(status)} />
      ))}
    </Stepper>
  );
}
