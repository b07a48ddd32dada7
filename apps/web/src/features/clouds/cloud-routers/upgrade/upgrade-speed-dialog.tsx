import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingModifyPreview, BillingModifyRequest, CloudRouterConnection } from '@portal/contract';
import { formatCurrency, PERMISSIONS } from '@portal/domain';
import { IconGauge } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/api/http-client';
import { useCan } from '@/api/use-can';
import { refusalMessage } from '@/lib/form-errors';
import { canChangeSpeed, speedChoices, termChoices } from './upgrade-choices';

const modifyPath = (circuitId: string) => `/billing/services/${encodeURIComponent(circuitId)}/modify`;

function deltaText(preview: BillingModifyPreview): string {
  const delta = preview.mrc_delta;
  if (delta === 0) return 'No change to the monthly charge';
  return `${delta > 0 ? '+' : '−'}${formatCurrency(Math.abs(delta))} per month`;
}

/**
 * The speed upgrade of a cloud router connection (spec 4's rule) for its details page: a button that opens the
 * dialog, shown only when the rule allows a change and the user may make it (cloud-router.create, and the billing
 * modify route's own permission).
 */
export function UpgradeConnectionSpeedButton({ connection }: { connection: CloudRouterConnection }) {
  const [isOpen, setOpen] = useState(false);
  const canModify = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE, PERMISSIONS.BACKBONE_EVPL_CREATE);
  if (!canModify || !canChangeSpeed(connection)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconGauge size={16} />} onClick={() => setOpen(true)}>
        Change speed
      </Button>
      {isOpen && <UpgradeSpeedDialog connection={connection} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Billing modify for a connection (wire reference 3.16): a new speed of its kind's list and or a longer term. The
 * server prices every choice (`…/modify/preview`) and the dialog shows the charge now, after, and the difference
 * before the change is confirmed; the network then reconfigures the connection (it shows provisioning meanwhile).
 */
function UpgradeSpeedDialog({ connection, onClose }: { connection: CloudRouterConnection; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cid = connection.cloud_circuit_id;
  const [speed, setSpeed] = useState(connection.speed);
  const [term, setTerm] = useState(connection.subscription_term);
  const preview = useMutation({
    mutationFn: (body: BillingModifyRequest) => api.post<BillingModifyPreview>(`${modifyPath(cid)}/preview`, body),
    meta: { isSilent: true },
  });
  const modify = useMutation({
    mutationFn: (body: BillingModifyRequest) => api.post<{ message: string }>(modifyPath(cid), body),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cr_connection'] });
    },
  });
  const isChanged = speed !== connection.speed || term !== connection.subscription_term;
  const body = { speed, subscription_term: term } as BillingModifyRequest;
  const previewMutate = preview.mutate;
  const resetPreview = preview.reset;

  useEffect(() => {
    if (speed === connection.speed && term === connection.subscription_term) return resetPreview();
    previewMutate({ speed, subscription_term: term } as BillingModifyRequest);
  }, [speed, term, connection.speed, connection.subscription_term, previewMutate, resetPreview]);

  const confirm = () =>
    modify.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: `${cid} is changing speed`, message: answer.message });
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={`Change the speed of ${connection.description || cid}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {cid} runs at {connection.speed} now. The network applies a new speed in a few moments; a term can only be
          extended.
        </Text>
        <Group grow align="flex-start">
          <Select
            label="Speed"
            data={speedChoices(connection)}
            value={speed}
            onChange={(value) => value && setSpeed(value)}
            allowDeselect={false}
          />
          <Select
            label="Subscription term"
            data={termChoices(connection.subscription_term)}
            value={String(term)}
            onChange={(value) => value && setTerm(Number(value))}
            allowDeselect={false}
          />
        </Group>
        <div role="status" aria-live="polite" aria-label="Price change">
          {!isChanged ? (
            <Text size="sm">Choose another speed or a longer term to see the price.</Text>
          ) : preview.isPending ? (
            <Text size="sm">Pricing the change…</Text>
          ) : preview.isError ? (
            <Alert color="yellow" variant="light" title="This change is not possible">
              {refusalMessage(preview.error)}
            </Alert>
          ) : preview.data ? (
            <SimpleGrid cols={3} spacing="md">
              <Stack gap={0}>
                <Text size="xs" tt="uppercase" fw={600}>
                  Now
                </Text>
                <Text fw={600}>{formatCurrency(preview.data.current.mrc)} / month</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" tt="uppercase" fw={600}>
                  After
                </Text>
                <Text fw={600}>{formatCurrency(preview.data.proposed.mrc)} / month</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" tt="uppercase" fw={600}>
                  Difference
                </Text>
                <Text fw={600}>{deltaText(preview.data)}</Text>
              </Stack>
            </SimpleGrid>
          ) : null}
        </div>
        {modify.isError && (
          <Alert color="red" variant="light" title="The speed was not changed">
            {refusalMessage(modify.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={modify.isPending} disabled={!isChanged || !preview.data}>
            Change speed
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
