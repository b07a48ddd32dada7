import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VirtualCircuit } from '@portal/contract';
import { speedText } from '@portal/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { useAddBurst, useRemoveBurst } from './api/vc-mutations';
import { useUpgradeOptions } from './api/vc-queries';

/** The bursts offered: common steps (multiples of 100 Mbps) up to the headroom the ports leave. */
const BURST_STEPS_MBPS = [100, 200, 300, 400, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000] as const;

/** Burst choices up to `maxMbps` (the upgrade options' `max_burst_mbps`). */
export function burstChoices(maxMbps: number): number[] {
  return BURST_STEPS_MBPS.filter((mbps) => mbps <= maxMbps);
}

/**
 * Burst (spec 4 and 5): extra bandwidth on top of the contracted speed, added or removed at once by the network.
 * Offered only when the rules allow it (owner, backbone, not usage or hourly, no flex bandwidth); otherwise the
 * reason is shown.
 */
export function BurstCard({ vc, canChange }: { vc: VirtualCircuit; canChange: boolean }) {
  const options = useUpgradeOptions(vc.vc_circuit_id);
  const add = useAddBurst(vc.vc_circuit_id);
  const remove = useRemoveBurst(vc.vc_circuit_id);
  const [speed, setSpeed] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isBursted = vc.bandwidth.burst_speed > 0;
  const isSettled = vc.summary !== 'provisioning';
  const choices = burstChoices(options.data?.max_burst_mbps ?? 0);

  const submit = () => {
    if (!speed) return;
    add.mutate(Number(speed), {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        setSpeed(null);
      },
      onError: (error) => notifications.show({ color: 'red', title: 'No burst added', message: refusalMessage(error) }),
    });
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Burst</Text>
          <Text size="sm" c="dimmed">
            {isBursted ? `${speedText(vc.bandwidth.burst_speed)} on top of ${vc.bandwidth.speed}` : 'No burst'}
          </Text>
        </Group>
        {options.data && !options.data.can_burst && (
          <Text size="sm" c="dimmed">
            Burst is only offered to the owner of a backbone circuit that is not usage, hourly or flex bandwidth.
          </Text>
        )}
        {canChange && options.data?.can_burst && (
          <Group align="flex-end" gap="sm">
            <Select
              label={isBursted ? 'Replace the burst with' : 'Add a burst of'}
              placeholder="Choose"
              data={choices.map((mbps) => ({ value: String(mbps), label: speedText(mbps) }))}
              value={speed}
              onChange={setSpeed}
              disabled={!isSettled}
              w={180}
            />
            <Button onClick={submit} disabled={!speed || !isSettled} loading={add.isPending}>
              {isBursted ? 'Replace burst' : 'Add burst'}
            </Button>
            {isBursted && (
              <Button variant="default" color="red" onClick={() => setIsRemoving(true)} disabled={!isSettled}>
                Remove burst
              </Button>
            )}
          </Group>
        )}
        {!isSettled && (
          <Alert variant="light" color="blue">
            The network is working on this circuit; burst changes wait until it is active.
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={isRemoving}
        title="Remove the burst"
        confirmLabel="Remove burst"
        isDestructive
        isPending={remove.isPending}
        onClose={() => setIsRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message });
              setIsRemoving(false);
            },
          })
        }
      >
        The circuit returns to its contracted speed of {vc.bandwidth.speed}.
      </ConfirmDialog>
    </Card>
  );
}
