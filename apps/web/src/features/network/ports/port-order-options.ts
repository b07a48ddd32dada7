import type { PortAvailability, PriceEntry } from '@portal/contract';
import { type OnRampLeadTime, onRampLeadTime, PORT_SPEEDS } from '@portal/domain';

/** What the order form has chosen so far of the physical port. */
export interface PortKind {
  zone: string | null;
  speed: string | null;
  media: string | null;
}

const speedRank = (speed: string) => {
  const index = (PORT_SPEEDS as readonly string[]).indexOf(speed);
  return index === -1 ? PORT_SPEEDS.length : index;
};

/** The speeds with ports left at the PoP, slowest first. */
export function availableSpeeds(availability: readonly PortAvailability[]): string[] {
  return [...new Set(availability.map((entry) => entry.speed))].sort((a, b) => speedRank(a) - speedRank(b));
}

/** The media with ports left at the PoP at a speed, in alphabetical order. */
export function availableMedia(availability: readonly PortAvailability[], speed: string | null): string[] {
  if (speed === null) return [];
  const media = availability.filter((entry) => entry.speed === speed).map((entry) => entry.media);
  return [...new Set(media)].sort();
}

/** How many ports of the chosen speed and media are left in a zone (0 when none or not yet chosen). */
export function portsLeft(availability: readonly PortAvailability[], kind: PortKind & { zone: string }): number {
  return (
    availability.find((entry) => entry.zone === kind.zone && entry.speed === kind.speed && entry.media === kind.media)
      ?.count ?? 0
  );
}

/** A zone of the PoP in the picker, with the ports of the chosen kind left there; a sold-out zone is disabled. */
export interface ZoneOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** The zones of the PoP for the chosen speed and media, each saying how many ports are left. */
export function zoneOptions(
  zones: readonly string[],
  availability: readonly PortAvailability[],
  kind: Omit<PortKind, 'zone'>,
): ZoneOption[] {
  const allZones = [...new Set([...zones, ...availability.map((entry) => entry.zone)])].sort();
  return allZones.map((zone) => {
    const left = portsLeft(availability, { ...kind, zone });
    const entry = availability.find(
      (item) => item.zone === zone && item.speed === kind.speed && item.media === kind.media,
    );
    const suffix = left === 0 ? 'none left' : entry?.partial ? `${left} left, almost sold out` : `${left} left`;
    return {
      value: zone,
      label: kind.speed && kind.media ? `Zone ${zone} (${suffix})` : `Zone ${zone}`,
      disabled: left === 0 && !!kind.media,
    };
  });
}

/**
 * spec 9 lead time for the chosen kind: 'Instant Provisioning' when the chosen zone has a port of that speed and
 * media left, else 'Up to two weeks' with the note naming the zones that do. Undefined until speed and media are
 * chosen.
 */
export function leadTimeFor(availability: readonly PortAvailability[], kind: PortKind): OnRampLeadTime | undefined {
  if (kind.speed === null || kind.media === null) return undefined;
  const zonesWithCapacity = [
    ...new Set(
      availability
        .filter((entry) => entry.speed === kind.speed && entry.media === kind.media && entry.count > 0)
        .map((entry) => entry.zone),
    ),
  ].sort();
  const hasCapacity = kind.zone !== null && zonesWithCapacity.includes(kind.zone);
  return onRampLeadTime(hasCapacity, hasCapacity ? [] : zonesWithCapacity);
}

/** The list price of a port of this speed and term (dedicated, the only way ports are sold), if the list has one. */
export function portPrice(prices: readonly PriceEntry[], speed: string | null, term: number): PriceEntry | undefined {
  if (speed === null) return undefined;
  return prices.find(
    (price) =>
      price.product_type === 'port' &&
      price.speed === speed &&
      price.subscription_term === term &&
      price.bandwidth_type === 'dedicated',
  );
}

/** The terms the price list sells ports of a speed with, shortest first. */
export function portTerms(prices: readonly PriceEntry[], speed: string | null): number[] {
  const terms = prices
    .filter((price) => price.product_type === 'port' && (speed === null || price.speed === speed))
    .map((price) => price.subscription_term);
  return [...new Set(terms)].sort((a, b) => a - b);
}
