import { Checkbox, Stack } from '@mantine/core';

/** What a connection is ordered with (wire reference 3.9 `maybe_nat`, `maybe_dnat`). */
export interface NatCapabilityValues {
  maybe_nat: boolean;
  maybe_dnat: boolean;
}

/** The order's NAT flags as sent: destination NAT only with source NAT, which the server requires of it. */
export function natCapabilityBody(values: NatCapabilityValues): Partial<NatCapabilityValues> {
  return {
    ...(values.maybe_nat ? { maybe_nat: true } : {}),
    ...(values.maybe_nat && values.maybe_dnat ? { maybe_dnat: true } : {}),
  };
}

/**
 * The NAT a new connection is capable of (wire reference 3.9): source NAT, and destination NAT on top of it. The
 * connection's BGP sessions translate addresses only as far as it was ordered to; unticking source NAT unticks
 * destination NAT.
 */
export function NatCapabilityFields({
  values,
  onChange,
  sourceHint,
}: {
  values: NatCapabilityValues;
  onChange: (values: NatCapabilityValues) => void;
  sourceHint: string;
}) {
  return (
    <Stack gap="xs">
      <Checkbox
        label="Source NAT capable"
        description={sourceHint}
        checked={values.maybe_nat}
        onChange={(event) =>
          onChange({
            maybe_nat: event.currentTarget.checked,
            maybe_dnat: event.currentTarget.checked && values.maybe_dnat,
          })
        }
      />
      <Checkbox
        label="Destination NAT capable"
        description={
          values.maybe_nat
            ? 'Lets the router send public addresses on to private ones behind the connection later'
            : 'Needs source NAT'
        }
        disabled={!values.maybe_nat}
        checked={values.maybe_nat && values.maybe_dnat}
        onChange={(event) => onChange({ maybe_nat: values.maybe_nat, maybe_dnat: event.currentTarget.checked })}
        ml="lg"
      />
    </Stack>
  );
}
