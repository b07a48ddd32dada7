import type { CloudLocation } from '@portal/contract';
import { type OnRampLeadTime, onRampLeadTime } from '@portal/domain';

/**
 * spec 9 lead time of an on-ramp for the zone chosen in an order form: 'Instant Provisioning' when that zone has
 * capacity, else 'Up to two weeks' with the note naming the on-ramp's other zones that have. Before a zone is
 * chosen, any zone with capacity counts (as `GET /v2/locations/cloud` answers without a `zone`).
 */
export function onRampLeadTimeFor(
  onRamp: Pick<CloudLocation, 'zones_with_capacity'>,
  zone: string | null | undefined,
): OnRampLeadTime {
  const wanted = zone?.trim().toUpperCase() ?? '';
  if (wanted === '') return onRampLeadTime(onRamp.zones_with_capacity.length > 0);
  return onRampLeadTime(
    onRamp.zones_with_capacity.includes(wanted),
    onRamp.zones_with_capacity.filter((candidate) => candidate !== wanted),
  );
}

/** The lead time as a form shows it under the zone: 'Lead time: …', then the note when there is one. */
export function leadTimeText(leadTime: OnRampLeadTime): string {
  return `Lead time: ${leadTime.text}${leadTime.note ? `. ${leadTime.note}` : ''}`;
}
