import { Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Port } from '@portal/contract';
import { useEffect } from 'react';
import { usePortVlanSummary } from '@/api/port-vlan-summary';
import type { VcOrderValues } from './vc-order-form';

interface EndPickerProps {
  side: 'a' | 'z';
  form: UseFormReturnType<VcOrderValues>;
  groups: { group: string; items: { value: string; label: string }[] }[];
  ports: readonly Port[];
  isLoading: boolean;
  isEpl: boolean;
}

/**
 * One end of a new circuit: the port or LAG (grouped by PoP), then its VLAN (spec 5: 4 to 4094), an optional S-VLAN,
 * or the untagged frames. The port's free VLANs come from its VLAN summary: the lowest free one is proposed, and a
 * VLAN already in use is refused on the spot with the server's words.
 */
export function EndPicker({ side, form, groups, ports, isLoading, isEpl }: EndPickerProps) {
  const end = form.getValues()[side];
  const summary = usePortVlanSummary(end.port);
  const used = summary.data?.used_vlans ?? [];
  const label = side === 'a' ? 'A end' : 'Z end';
  const port = ports.find((candidate) => candidate.port_circuit_id === end.port);
  const lowest = summary.data?.lowest_available_vlan ?? null;

  // A new port proposes its lowest free VLAN, so the common case is one click.
  useEffect(() => {
    if (!isEpl && lowest !== null && form.getValues()[side].vlan === '') form.setFieldValue(`${side}.vlan`, lowest);
  }, [lowest, isEpl, side, form]);

  const vlanError = (() => {
    const error = form.errors[`${side}.vlan`];
    if (error) return error;
    const vlan = end.svlan === '' ? end.vlan : end.svlan;
    if (vlan !== '' && end.svlan === '' && used.includes(vlan) && end.port) {
      return `VLAN ${vlan} is already in use on ${end.port} (${label}).`;
    }
    return undefined;
  })();

  return (
    <Stack gap="xs">
      <Select
        label={`${label} port`}
        withAsterisk
        placeholder={isLoading ? 'Loading your ports…' : 'Choose a port or LAG'}
        data={groups}
        searchable
        nothingFoundMessage="No port matches"
        value={end.port}
        onChange={(value) => form.setFieldValue(side, { port: value, vlan: '', svlan: '', untagged: false })}
        error={form.errors[`${side}.port`]}
      />
      {port && (
        <Text size="xs" c="dimmed">
          {port.site} · {port.market_description || port.market} · {port.speed} {port.media}
        </Text>
      )}
      {!isEpl && (
        <>
          <Group grow align="flex-start">
            <NumberInput
              label="VLAN"
              min={4}
              max={4094}
              allowDecimal={false}
              disabled={end.untagged}
              description={
                end.port && summary.data
                  ? `Lowest free: ${lowest ?? 'none'}${used.length > 0 ? ` · in use: ${used.slice(0, 8).join(', ')}${used.length > 8 ? '…' : ''}` : ''}`
                  : undefined
              }
              {...form.getInputProps(`${side}.vlan`)}
              error={vlanError}
            />
            <NumberInput
              label="S-VLAN"
              description="Optional (Q-in-Q outer tag)"
              min={4}
              max={4094}
              allowDecimal={false}
              disabled={end.untagged}
              {...form.getInputProps(`${side}.svlan`)}
            />
          </Group>
          <Checkbox
            label="Untagged"
            description={
              summary.data?.is_untagged_used ? 'The untagged frames of this port are already in use.' : undefined
            }
            {...form.getInputProps(`${side}.untagged`, { type: 'checkbox' })}
            onChange={(event) =>
              form.setFieldValue(side, { ...end, untagged: event.currentTarget.checked, vlan: '', svlan: '' })
            }
          />
        </>
      )}
    </Stack>
  );
}
