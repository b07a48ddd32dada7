import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingModifyPreview, BillingModifyRequest, VirtualCircuit } from '@portal/contract';
import { formatCurrency, subscriptionTermLabel } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useModifyPreview, useModifyService } from '@/api/billing-modify';
import { refusalMessage } from '@/lib/form-errors';
import { vcKeys } from './api/vc-keys';
import { useUpgradeOptions } from './api/vc-queries';

/**
 * Speed and term (spec 5 "upgrade"; wire reference 3.16 billing modify): the speeds the ports carry and the longer
 * terms, each choice previewed with the monthly difference before it is confirmed.
 */
export function ChangePlanCard({ vc, canChange }: { vc: VirtualCircuit; canChange: boolean }) {
  const options = useUpgradeOptions(vc.vc_circuit_id);
  const preview = useModifyPreview(vc.vc_circuit_id);
  const queryClient = useQueryClient();
  // The VC's own queries (its upgrade options among them) and the lists show the new plan.
  const modify = useModifyService(vc.vc_circuit_id, () => {
    void queryClient.invalidateQueries({ queryKey: vcKeys.detail(vc.vc_circuit_id) });
    void queryClient.invalidateQueries({ queryKey: vcKeys.lists() });
  });
  const [speed, setSpeed] = useState(vc.bandwidth.speed);
  const [term, setTerm] = useState(String(vc.bandwidth.subscription_term));
  const [shown, setShown] = useState<BillingModifyPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isChanged = speed !== vc.bandwidth.speed || Number(term) !== vc.bandwidth.subscription_term;
  const body: BillingModifyRequest = {
    ...(speed !== vc.bandwidth.speed ? { speed: speed as BillingModifyRequest['speed'] } : {}),
    ...(Number(term) !== vc.bandwidth.subscription_term ? { subscription_term: Number(term) as 1 | 12 | 24 | 36 } : {}),
  };
  const bodyKey = JSON.stringify(body);
  const previewChange = preview.mutate;

  // The price of the chosen change is asked for as soon as it is chosen.
  useEffect(() => {
    setShown(null);
    setRefusal(null);
    if (bodyKey === '{}') return;
    previewChange(JSON.parse(bodyKey) as BillingModifyRequest, {
      onSuccess: setShown,
      onError: (error) => setRefusal(refusalMessage(error)),
    });
  }, [bodyKey, previewChange]);

  if (!options.data?.can_upgrade || !canChange) return null;
  const confirm = () =>
    modify.mutate(body, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) => setRefusal(refusalMessage(error)),
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Speed and term</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Speed"
            data={options.data.speeds.map((option) => ({
              value: option.speed,
              label: `${option.speed} · ${formatCurrency(option.mrc)}/month`,
            }))}
            value={speed}
            onChange={(value) => value && setSpeed(value)}
            allowDeselect={false}
          />
          <Select
            label="Subscription term"
            data={options.data.subscription_terms.map((option) => ({
              value: String(option.subscription_term),
              label: subscriptionTermLabel(option.subscription_term),
            }))}
            value={term}
            onChange={(value) => value && setTerm(value)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {refusal && (
          <Alert color="red" variant="light">
            {refusal}
          </Alert>
        )}
        {shown && (
          <Alert color="blue" variant="light" title="Price of the change" aria-live="polite">
            {formatCurrency(shown.current.mrc)} → {formatCurrency(shown.proposed.mrc)} a month (
            {shown.mrc_delta >= 0 ? '+' : ''}
            {formatCurrency(shown.mrc_delta)})
          </Alert>
        )}
        <Group>
          <Button
            onClick={confirm}
            disabled={!isChanged || !shown || vc.summary === 'provisioning'}
            loading={modify.isPending}
          >
            Apply change
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
