/** The preset time ranges of the statistics screens (the last hour up to the last 90 days), in seconds. */
export const TIME_RANGE_PRESETS = [
  { value: '1h', label: '1 h', seconds: 3_600 },
  { value: '24h', label: '24 h', seconds: 86_400 },
  { value: '7d', label: '7 d', seconds: 7 * 86_400 },
  { value: '30d', label: '30 d', seconds: 30 * 86_400 },
  { value: '90d', label: '90 d', seconds: 90 * 86_400 },
] as const;

export type TimeRangePreset = (typeof TIME_RANGE_PRESETS)[number]['value'];

/**
 * A time range chosen on screen: one of the presets, which always ends now, or a custom range between two
 * moments as Mantine's date pickers give them (`YYYY-MM-DD HH:mm:ss`, local time; null while not chosen).
 */
export type TimeRange =
  | { kind: 'preset'; preset: TimeRangePreset }
  | { kind: 'custom'; from: string | null; to: string | null };

/** A resolved range in Unix seconds, as the metric endpoints take it (`start`, `end`). */
export interface TimeWindow {
  start: number;
  end: number;
}

export const DEFAULT_TIME_RANGE: TimeRange = { kind: 'preset', preset: '24h' };

/** Seconds since the epoch of a picker value (local time), or null when it is missing or not a date. */
export function pickerValueToSeconds(value: string | null): number | null {
  if (!value) return null;
  const milliseconds = new Date(value.includes('T') ? value : value.replace(' ', 'T')).getTime();
  return Number.isNaN(milliseconds) ? null : Math.floor(milliseconds / 1000);
}

/** Whether a custom range has both of its bounds (a preset always has). */
export function isTimeRangeComplete(range: TimeRange): boolean {
  return (
    range.kind === 'preset' || (pickerValueToSeconds(range.from) !== null && pickerValueToSeconds(range.to) !== null)
  );
}

/**
 * Why a complete custom range cannot be shown (the message belongs to its start, "From"); null when it is in order
 * or not complete yet (nothing to complain about while the user is still choosing).
 */
export function customRangeError(range: TimeRange, nowMs: number = Date.now()): string | null {
  if (range.kind !== 'custom') return null;
  const start = pickerValueToSeconds(range.from);
  const end = pickerValueToSeconds(range.to);
  if (start === null || end === null) return null;
  if (start >= end) return 'The start must be before the end.';
  if (start >= Math.floor(nowMs / 1000)) return 'The start must be in the past.';
  return null;
}

/**
 * The window of a range at `nowMs`: a preset ends now, a custom range is taken as chosen (its end capped at now);
 * null for a custom range that is incomplete or out of order.
 */
export function resolveTimeRange(range: TimeRange, nowMs: number = Date.now()): TimeWindow | null {
  const now = Math.floor(nowMs / 1000);
  if (range.kind === 'preset') {
    const preset = TIME_RANGE_PRESETS.find((item) => item.value === range.preset) ?? TIME_RANGE_PRESETS[1];
    return { start: now - preset.seconds, end: now };
  }
  if (!isTimeRangeComplete(range) || customRangeError(range, nowMs) !== null) return null;
  const start = pickerValueToSeconds(range.from) as number;
  const end = Math.min(pickerValueToSeconds(range.to) as number, now);
  return { start, end };
}

/** A stable key of a range for query keys: presets by name (they move with the clock), custom by their bounds. */
export function timeRangeKey(range: TimeRange): string {
  return range.kind === 'preset' ? range.preset : `${range.from ?? ''}..${range.to ?? ''}`;
}
