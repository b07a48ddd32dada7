import { Group, Text } from '@mantine/core';
import type { CloudLocation } from '@portal/contract';
import { IconClockHour4 } from '@tabler/icons-react';
import { leadTimeText, onRampLeadTimeFor } from './on-ramp-lead-time';

/** spec 9's lead time of the chosen on-ramp and zone, under the on-ramp fields of an order form; nothing before. */
export function OnRampLeadTimeNote({
  onRamp,
  zone,
}: {
  onRamp: Pick<CloudLocation, 'zones_with_capacity'> | undefined;
  zone: string;
}) {
  if (!onRamp) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{leadTimeText(onRampLeadTimeFor(onRamp, zone))}</Text>
    </Group>
  );
}
