import { between, seededRandom } from './seeded-random.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export interface TrafficSample {
  rxBps: number;
  txBps: number;
}

/**
 * Believable traffic of one interface at one minute: a daily curve (quiet at night, busy in the afternoon of the
 * interface's PoP), a per-interface base load, a little noise, and rare bursts of a few minutes. Scaled to the
 * speed and never above it. Deterministic, so rollups and device info agree with the raw samples.
 */
export function trafficAt(interfaceId: string, speedMbps: number, at: Date, utcOffsetHours = 0): TrafficSample {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const capacity = speedMbps * 1_000_000;
  const profile = seededRandom(`profile:${interfaceId}`);
  const baseLoad = between(profile, 0.08, 0.45);
  const txShare = between(profile, 0.55, 1.1);
  const peakHour = between(profile, 13, 17);
  const localMinute = (((minute + utcOffsetHours * 60) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hour = localMinute / 60;
  const daily = 0.55 + 0.45 * Math.cos(((hour - peakHour) / 24) * 2 * Math.PI);
  const noise = seededRandom(`noise:${interfaceId}:${minute}`);
  // A burst lasts a few minutes: decided per 5-minute block so neighbouring minutes burst together.
  const burstRandom = seededRandom(`burst:${interfaceId}:${Math.floor(minute / 5)}`);
  const burst = burstRandom() < 0.015 ? between(burstRandom, 1.6, 2.4) : 1;
  const load = Math.min(0.97, baseLoad * daily * burst * between(noise, 0.9, 1.1));
  const rxBps = Math.round(capacity * load);
  const txBps = Math.round(Math.min(capacity * 0.97, rxBps * txShare * between(noise, 0.92, 1.08)));
  return { rxBps, txBps };
}
