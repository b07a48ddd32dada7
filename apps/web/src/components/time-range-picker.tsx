import '@mantine/dates/styles.css';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  customRangeError,
  isTimeRangeComplete,
  TIME_RANGE_PRESETS,
  type TimeRange,
  type TimeRangePreset,
} from '@/lib/time-range';

interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}

const CUSTOM = 'custom';
const choices = [
  ...TIME_RANGE_PRESETS.map(({ value, label }) => ({ value, label })),
  { value: CUSTOM, label: 'Custom' },
];

/**
 * Picks the time range of a statistics screen: the last hour, day, week, 30 or 90 days, or a custom range between
 * two moments (the bounds are checked as they are chosen, and the error names the bound at fault).
 */
export function TimeRangePicker({ value, onChange }: TimeRangePickerProps) {
  const error = customRangeError(value);
  const choose = (choice: string) => {
    if (choice === CUSTOM) onChange({ kind: 'custom', from: null, to: null });
    else onChange({ kind: 'preset', preset: choice as TimeRangePreset });
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Time range"
        size="xs"
        data={choices}
        value={value.kind === 'preset' ? value.preset : CUSTOM}
        onChange={choose}
      />
      {value.kind === 'custom' && !isTimeRangeComplete(value) && (
        <Text size="xs" c="dimmed">
          Choose when the range starts and ends.
        </Text>
      )}
      {value.kind === 'custom' && (
        <Group gap="xs" align="flex-start">
          <DateTimePicker
            label="From"
            size="xs"
            placeholder="Start of the range"
            value={value.from}
            maxDate={new Date()}
            onChange={(from) => onChange({ ...value, from })}
            error={error}
            clearable
            w={200}
          />
          <DateTimePicker
            label="To"
            size="xs"
            placeholder="End of the range"
            value={value.to}
            onChange={(to) => onChange({ ...value, to })}
            clearable
            w={200}
          />
        </Group>
      )}
    </Stack>
  );
}
