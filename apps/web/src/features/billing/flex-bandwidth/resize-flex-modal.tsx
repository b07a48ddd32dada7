import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingModifyPreview, BillingModifyRequest, FlexBandwidth } from '@portal/contract';
import { flexMbpsText, formatCurrency, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useModifyPreview, useModifyService } from '@/api/billing-modify';
import { refusalMessage } from '@/lib/form-errors';
import { flexKeys } from './api/flex-queries';
import { capacityOptions } from './flex-display';

function deltaText(preview: BillingModifyPreview): string {
  const delta = preview.mrc_delta;
  if (delta === 0) return 'No change to the monthly charge';
  return `${delta > 0 ? '+' : '−'}${formatCurrency(Math.abs(delta))} per month`;
}

/**
 * Resizing a pool through billing modify (wire reference 3.16): a new capacity (never below what its circuits use;
 * smaller sizes are disabled) and or a longer term. The price now and after, and the monthly difference, are asked
 * of the server for every choice and shown before the change is confirmed.
 */
export function ResizeFlexModal({ pool, onClose }: { pool: FlexBandwidth; onClose: () => void }) {
  const [capacity, setCapacity] = useState<string>(pool.capacity);
  const [term, setTerm] = useState<number>(pool.subscription_term);
  const preview = useModifyPreview(pool.flex_bandwidth_id);
  const queryClient = useQueryClient();
  const resize = useModifyService(pool.flex_bandwidth_id, () => {
    void queryClient.invalidateQueries({ queryKey: flexKeys.all });
  });
  const isChanged = capacity !== pool.capacity || term !== pool.subscription_term;
  const body: BillingModifyRequest = { capacity, subscription_term: term as BillingModifyRequest['subscription_term'] };
  const previewMutate = preview.mutate;
  const resetPreview = preview.reset;

  useEffect(() => {
    if (capacity === pool.capacity && term === pool.subscription_term) return resetPreview();
    previewMutate({ capacity, subscription_term: term as BillingModifyRequest['subscription_term'] });
  }, [capacity, term, pool.capacity, pool.subscription_term, previewMutate, resetPreview]);

  const confirm = () =>
    resize.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: `${pool.flex_bandwidth_id} resized`, message: answer.message });
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={`Resize ${pool.flex_bandwidth_id}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Its circuits use {flexMbpsText(pool.used_capacity_mbps)} of {flexMbpsText(pool.capacity_mbps)}: the capacity
          cannot go below that. A term can only be extended.
        </Text>
        <Group grow align="flex-start">
          <Select
            label="Capacity"
            data={capacityOptions(pool.used_capacity_mbps)}
            value={capacity}
            onChange={(value) => value && setCapacity(value)}
            allowDeselect={false}
          />
          <Select
            label="Subscription term"
            data={SUBSCRIPTION_TERMS.map((months) => ({
              value: String(months),
              label: subscriptionTermLabel(months),
              disabled: months < pool.subscription_term,
            }))}
            value={String(term)}
            onChange={(value) => value && setTerm(Number(value))}
            allowDeselect={false}
          />
        </Group>
        <div role="status" aria-live="polite" aria-label="Price change">
          {!isChanged ? (
            <Text size="sm" c="dimmed">
              Choose another capacity or a longer term to see the price.
            </Text>
          ) : preview.isPending ? (
            <Text size="sm" c="dimmed">
              Pricing the change…
            </Text>
          ) : preview.isError ? (
            <Alert color="yellow" variant="light" title="This change is not possible">
              {refusalMessage(preview.error)}
            </Alert>
          ) : preview.data ? (
            <SimpleGrid cols={3} spacing="md">
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Now
                </Text>
                <Text fw={600}>{formatCurrency(preview.data.current.mrc)} / month</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  After
                </Text>
                <Text fw={600}>{formatCurrency(preview.data.proposed.mrc)} / month</Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Difference
                </Text>
                <Text fw={600}>{deltaText(preview.data)}</Text>
              </Stack>
            </SimpleGrid>
          ) : null}
        </div>
        {resize.isError && (
          <Alert color="red" variant="light" title="The flex bandwidth was not resized">
            {refusalMessage(resize.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={resize.isPending} disabled={!isChanged || !preview.data}>
            Resize
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
