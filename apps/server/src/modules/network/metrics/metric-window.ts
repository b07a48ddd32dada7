import type { MetricRange } from '@portal/contract';
import { messages } from '@portal/domain';
import { AppError } from '../../../http/app-error.js';
import type { MetricResolution, TelemetryReader, TimeRange } from '../../../network/network-driver.js';

const DAY_SECONDS = 86_400;
export const MIN_STEP_SECONDS = 60;
export const MAX_STEP_SECONDS = DAY_SECONDS;
/** A range answers at most this many buckets. */
export const MAX_POINTS = 10_000;
/** The longest range a metric query reads. */
export const MAX_RANGE_SECONDS = 400 * DAY_SECONDS;
const DEFAULT_POINTS = 300;

export interface MetricWindow {
  window: TimeRange;
  start: number;
  end: number;
  step: number;
  /** The series the buckets are computed from. */
  resolution: MetricResolution;
  /** The series the 95th percentile is computed from: 5-minute averages where they are kept. */
  percentileResolution: MetricResolution;
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', `${field}: ${message}`, { [field]: message });
}

const STEPS = [60, 300, 900, 1800, 3600, 7200, 21_600, 43_200, DAY_SECONDS];

/**
 * Checks a metric range and picks the series: 1-minute samples for steps under 5 minutes while they are kept (two
 * days on the simulator), 5-minute rollups for steps under an hour while they are kept (35 days), hourly rollups
 * otherwise. The step is never finer than the series it is read from.
 */
export function resolveWindow(
  range: MetricRange,
  now: Date,
  resolutions: TelemetryReader['resolutions'],
  defaultStep?: number,
): MetricWindow {
  const end = range.end ?? Math.floor(now.getTime() / 1000);
  const start = range.start ?? end - DAY_SECONDS;
  if (start >= end) throw invalid('start', messages.max(end));
  if (end - start > MAX_RANGE_SECONDS) throw invalid('start', messages.min(end - MAX_RANGE_SECONDS - 1));
  const span = end - start;
  const wanted = range.step ?? defaultStep ?? STEPS.find((step) => span / step <= DEFAULT_POINTS) ?? DAY_SECONDS;
  if (wanted < MIN_STEP_SECONDS || wanted > MAX_STEP_SECONDS) {
    throw invalid('step', messages.between(MIN_STEP_SECONDS, MAX_STEP_SECONDS));
  }
  if (span / wanted > MAX_POINTS) throw invalid('step', messages.min(Math.ceil(span / MAX_POINTS) - 1));

  const age = now.getTime() - start * 1000;
  const resolution: MetricResolution =
    wanted < resolutions['5m'].seconds && age <= resolutions['1m'].retentionMs
      ? '1m'
      : wanted < resolutions['1h'].seconds && age <= resolutions['5m'].retentionMs
        ? '5m'
        : '1h';
  const step = Math.max(wanted, resolutions[resolution].seconds);
  return {
    window: { from: new Date(start * 1000), to: new Date(end * 1000) },
    start,
    end,
    step,
    resolution,
    percentileResolution: age <= resolutions['5m'].retentionMs ? '5m' : '1h',
  };
}
