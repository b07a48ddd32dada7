import { type TrafficColour, trafficColour } from './traffic.js';

/** spec 3 "Metric series": the optic readings of a port (module temperature and voltage; per lane bias and powers). */
export type OpticReading = 'module_temperature' | 'module_voltage' | 'bias_current' | 'output_power' | 'receive_power';

/**
 * The operating window of each optic reading: a healthy module reads near the middle, and the ends are where
 * transceivers raise their alarms (the usual SFF-8472 / SFF-8636 levels of 10G and 100G long-reach optics).
 * The specification names the readings and the colours but no limits, so these are the industry's.
 */
export const OPTIC_LIMITS: Readonly<Record<OpticReading, { min: number; max: number; unit: string }>> = {
  module_temperature: { min: -5, max: 75, unit: '°C' },
  module_voltage: { min: 2.97, max: 3.63, unit: 'V' },
  bias_current: { min: 0, max: 100, unit: 'mA' },
  output_power: { min: -8, max: 5, unit: 'dBm' },
  receive_power: { min: -14, max: 3, unit: 'dBm' },
};

/**
 * spec 9 "Traffic thresholds" applied to optics: how far a reading has moved from the middle of its operating
 * window towards either end (0 in the middle, 1 at a limit, above 1 outside), so the same warn 0.8 and alarm 0.9
 * thresholds colour it; null without a reading.
 */
export function opticUtilisation(reading: OpticReading, value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const { min, max } = OPTIC_LIMITS[reading];
  const middle = (min + max) / 2;
  return Math.abs(value - middle) / ((max - min) / 2);
}

/** spec 9: the colour of an optic reading; gray with no data, yellow at warn, red at alarm, green otherwise. */
export function opticColour(reading: OpticReading, value: number | null | undefined): TrafficColour {
  return trafficColour(opticUtilisation(reading, value));
}

/**
 * What an optic reports when no light reaches it (or it sends none): a receiver floor far below any working link.
 * A port that is disabled or operationally down reads this on its receive lanes (and, disabled, on its output).
 */
export const LOSS_OF_SIGNAL_DBM = -40;

/** Below this a receive (or output) power is no light at all rather than a weak signal: loss of signal. */
export const LOSS_OF_SIGNAL_THRESHOLD_DBM = -30;

/** Whether an optical power reading means no light (loss of signal); false without a reading. */
export function isLossOfSignal(powerDbm: number | null | undefined): boolean {
  return typeof powerDbm === 'number' && Number.isFinite(powerDbm) && powerDbm <= LOSS_OF_SIGNAL_THRESHOLD_DBM;
}
