import type { CloudLocationFilters, LocationFilters } from '@portal/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { cloudOnRamps, locations } from '../../../db/schema/index.js';

export type LocationRow = typeof locations.$inferSelect;
export type CloudOnRampRow = typeof cloudOnRamps.$inferSelect;

type PlaceFilters = Pick<LocationFilters, 'pop' | 'city' | 'state' | 'market' | 'region'>;

/** Place filters match whole values, ignoring case (`?city=new york`). */
function placeConditions(filters: PlaceFilters): SQL[] {
  const conditions: SQL[] = [];
  const columns = [
    [filters.pop, locations.pop],
    [filters.city, locations.city],
    [filters.state, locations.state],
    [filters.market, locations.market],
    [filters.region, locations.region],
  ] as const;
  for (const [value, column] of columns) {
    if (value !== undefined) conditions.push(sql`lower(${column}) = lower(${value})`);
  }
  return conditions;
}

/** The catalogue of PoPs, filtered; the catalogue is the provider's and the same for every customer. */
export async function listLocations(db: Executor, filters: LocationFilters): Promise<LocationRow[]> {
  const conditions = placeConditions(filters);
  if (filters.ipsec_capable !== undefined) conditions.push(eq(locations.ipsecCapable, filters.ipsec_capable));
  return db
    .select()
    .from(locations)
    .where(and(...conditions))
    .orderBy(asc(locations.pop));
}

export async function findLocation(db: Executor, pop: string): Promise<LocationRow | null> {
  const [row] = await db.select().from(locations).where(sql`${locations.pop} = upper(${pop})`).limit(1);
  return row ?? null;
}

export async function locationsByPops(db: Executor, pops: readonly string[]): Promise<LocationRow[]> {
  if (pops.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(inArray(locations.pop, [...pops]))
    .orderBy(asc(locations.pop));
}

/** Cloud on-ramps with their PoP, filtered as `/v2/locations/cloud` describes. */
export async function listCloudOnRamps(
  db: Executor,
  filters: CloudLocationFilters,
): Promise<{ location: LocationRow; onRamp: CloudOnRampRow }[]> {
  const conditions = placeConditions(filters);
  if (filters.cloud_provider !== undefined)
    conditions.push(sql`${cloudOnRamps.cloudProvider} = ${filters.cloud_provider}`);
  if (filters.cloud_connection_type !== undefined && filters.any_type !== true) {
    conditions.push(eq(cloudOnRamps.connectionType, filters.cloud_connection_type));
  }
  if (filters.nat_capable !== undefined) conditions.push(eq(locations.natCapable, filters.nat_capable));
  if (filters.has_cloud_router !== undefined) conditions.push(eq(locations.hasCloudRouter, filters.has_cloud_router));
  return db
    .select({ location: locations, onRamp: cloudOnRamps })
    .from(cloudOnRamps)
    .innerJoin(locations, eq(locations.pop, cloudOnRamps.pop))
    .where(and(...conditions))
    .orderBy(asc(cloudOnRamps.cloudProvider), asc(cloudOnRamps.pop), asc(cloudOnRamps.connectionType));
}

/** The region codes in use. */
export async function listRegionCodes(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ region: locations.region }).from(locations).orderBy(asc(locations.region));
  return rows.map((row) => row.region);
}

/** The markets in use, with their description and country. */
export async function listMarkets(
  db: Executor,
): Promise<{ market: string; marketDescription: string; country: string }[]> {
  return db
    .selectDistinct({
      market: locations.market,
      marketDescription: locations.marketDescription,
      country: locations.country,
    })
    .from(locations)
    .orderBy(asc(locations.market));
}
