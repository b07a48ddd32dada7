import { Alert, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingModifyPreview, BillingModifyRequest, UpgradeOptions } from '@portal/contract';
import { formatCurrency, subscriptionTermLabel } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useModifyPreview, useModifyService } from '@/api/billing-modify';
import { ErrorState } from '@/components/error-state';
import { refusalMessage } from '@/lib/form-errors';

/** A choice of a select: its value, label and whether it can be picked. */
export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The speeds and terms a service may move to. */
export interface SpeedChoices {
  speeds: Choice[];
  terms: Choice[];
}

/**
 * The server's upgrade options as the dialog's choices: each speed with its monthly price and the current one
 * marked, and the terms it may move to (priced at the current speed where the kind has more than one term).
 */
export function speedChoicesOf(options: UpgradeOptions, { pricedTerms }: { pricedTerms: boolean }): SpeedChoices {
  return {
    speeds: options.speeds.map((option) => ({
      value: option.speed,
      label: `${option.speed} · ${formatCurrency(option.mrc)}/month${option.is_current ? ' (now)' : ''}`,
    })),
    terms: options.subscription_terms.map((option) => ({
      value: String(option.subscription_term),
      label: pricedTerms
        ? `${subscriptionTermLabel(option.subscription_term)} · ${formatCurrency(option.mrc)}/month`
        : subscriptionTermLabel(option.subscription_term),
    })),
  };
}

interface ChangeSpeedDialogProps {
  circuitId: string;
  /** How the title names the service (its description, else its circuit id). */
  name: string;
  currentSpeed: string;
  currentTerm: number;
  /** The choices, or the state of the request that reads them (loading, failed). */
  choices: { isPending: boolean; error: unknown; data: SpeedChoices | undefined; refetch: () => unknown };
  /** What the user should know of this kind's changes (shown under the title). */
  note: string;
  /** Refreshes the service's keys once the change is accepted. */
  onChanged: () => void;
  onClose: () => void;
}

function deltaText(preview: BillingModifyPreview): string {
  const delta = preview.mrc_delta;
  if (delta === 0) return 'No change to the monthly charge';
  return `${delta > 0 ? '+' : '−'}${formatCurrency(Math.abs(delta))} per month`;
}

function Charge({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/**
 * Billing modify of a service (wire reference 3.16): a new speed and or a longer term. The server prices every
 * choice (`…/modify/preview`) and the dialog shows the charge now, after, and the difference before the change is
 * confirmed; the network then reconfigures the service (it shows provisioning, with its progress, meanwhile).
 */
export function ChangeSpeedDialog(props: ChangeSpeedDialogProps) {
  const { circuitId, name, currentSpeed, currentTerm, choices, note, onChanged, onClose } = props;
  const [speed, setSpeed] = useState(currentSpeed);
  const [term, setTerm] = useState(currentTerm);
  const preview = useModifyPreview(circuitId);
  const modify = useModifyService(circuitId, onChanged);
  const isChanged = speed !== currentSpeed || term !== currentTerm;
  const previewMutate = preview.mutate;
  const resetPreview = preview.reset;

  // The price of the chosen change is asked for as soon as it is chosen.
  useEffect(() => {
    if (speed === currentSpeed && term === currentTerm) return resetPreview();
    previewMutate({ speed, subscription_term: term } as BillingModifyRequest);
  }, [speed, term, currentSpeed, currentTerm, previewMutate, resetPreview]);

  const confirm = () =>
    modify.mutate({ speed, subscription_term: term } as BillingModifyRequest, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: `${circuitId} is changing speed`, message: answer.message });
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={`Change the speed of ${name}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {circuitId} runs at {currentSpeed} now. {note}
        </Text>
        {choices.isPending ? (
          <Skeleton h={60} />
        ) : choices.error || !choices.data ? (
          <ErrorState error={choices.error} title="The speeds could not load" onRetry={() => void choices.refetch()} />
        ) : (
          <Group grow align="flex-start">
            <Select
              label="Speed"
              data={choices.data.speeds}
              value={speed}
              onChange={(value) => value && setSpeed(value)}
              allowDeselect={false}
            />
            <Select
              label="Subscription term"
              data={choices.data.terms}
              value={String(term)}
              onChange={(value) => value && setTerm(Number(value))}
              allowDeselect={false}
            />
          </Group>
        )}
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
              <Charge label="Now" value={`${formatCurrency(preview.data.current.mrc)} / month`} />
              <Charge label="After" value={`${formatCurrency(preview.data.proposed.mrc)} / month`} />
              <Charge label="Difference" value={deltaText(preview.data)} />
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
