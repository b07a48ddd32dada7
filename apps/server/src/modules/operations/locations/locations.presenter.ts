import type { CloudLocation, Location, PortAvailability } from '@portal/contract';
import { isBackhauledPop, locationRegionName, onRampLeadTime, PORT_SPEEDS } from '@portal/domain';
import type { PortCapacityRow } from './capacity.repo.js';
import type { CloudOnRampRow, LocationRow } from './locations.repo.js';

/** Wire reference 3.2 "Location"; the lead time follows spec 9 from the zones that have port capacity. */
export function presentLocation(row: LocationRow, zonesWithCapacity: readonly string[]): Location {
  return {
    pop: row.pop,
    region: row.region,
    region_name: locationRegionName(row.region),
    market: row.market,
    market_description: row.marketDescription,
    vendor: row.vendor,
    site: row.site,
    site_code: row.siteCode,
    type: row.type,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    notes: row.notes,
    pcode: row.pcode,
    lead_time: onRampLeadTime(zonesWithCapacity.length > 0).text,
    single_armed: row.singleArmed,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postal: row.postal,
    country: row.country,
    network_provider: row.networkProvider,
    time_created: row.createdAt.toISOString(),
    enni_supported: row.enniSupported,
    backhauled: isBackhauledPop(row.pop),
    ipsec_capable: row.ipsecCapable,
    nat_capable: row.natCapable,
    has_cloud_router: row.hasCloudRouter,
  };
}

/**
 * Wire reference 3.2 "/v2/locations/cloud". spec 9: 'Instant Provisioning' when the PoP and zone have capacity,
 * otherwise 'Up to two weeks' with a note naming the on-ramp's zones that do. Without a zone asked for, any zone
 * of the on-ramp with capacity counts.
 */
export function presentCloudLocation(
  location: LocationRow,
  onRamp: CloudOnRampRow,
  popZonesWithCapacity: readonly string[],
  zone: string | undefined,
): CloudLocation {
  const onRampZonesWithCapacity = onRamp.zones.filter((candidate) => popZonesWithCapacity.includes(candidate));
  const wanted = zone?.toUpperCase();
  const leadTime =
    wanted === undefined
      ? onRampLeadTime(onRampZonesWithCapacity.length > 0)
      : onRampLeadTime(
          onRampZonesWithCapacity.includes(wanted),
          onRampZonesWithCapacity.filter((candidate) => candidate !== wanted),
        );
  return {
    ...presentLocation(location, popZonesWithCapacity),
    lead_time: leadTime.text,
    lead_time_note: leadTime.note ?? null,
    zones: onRamp.zones,
    zones_with_capacity: onRampZonesWithCapacity,
    cloud_provider: onRamp.cloudProvider,
    cloud_connection_type: onRamp.connectionType,
    cloud_connection_details: {
      region: onRamp.region,
      hosted_type: onRamp.hostedType,
      region_description: onRamp.regionDescription,
    },
  };
}

const speedOrder = (speed: string) => (PORT_SPEEDS as readonly string[]).indexOf(speed);

/** Wire reference 3.2 "port-availability": the kinds of port with ports left, by zone, speed and media. */
export function presentPortAvailability(rows: readonly PortCapacityRow[]): PortAvailability[] {
  return rows
    .filter((row) => row.total - row.used > 0)
    .sort(
      (a, b) =>
        a.zone.localeCompare(b.zone) || speedOrder(a.speed) - speedOrder(b.speed) || a.media.localeCompare(b.media),
    )
    .map((row) => {
      const count = row.total - row.used;
      return {
        zone: row.zone,
        speed: row.speed,
        media: row.media,
        count,
        partial: count * 4 < row.total,
        enni: row.enni,
      };
    });
}
