import type {
  CloudLocation,
  CloudLocationFilters,
  Location,
  LocationFilters,
  PortAvailability,
} from '@portal/contract';
import { locationRegionName } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import type { CustomerFootprint } from '../../../platform/customer-footprint.js';
import { portCapacityAt, zonesWithCapacity } from './capacity.repo.js';
import { presentCloudLocation, presentLocation, presentPortAvailability } from './locations.presenter.js';
import {
  findLocation,
  listCloudOnRamps,
  listLocations,
  listMarkets,
  listRegionCodes,
  locationsByPops,
} from './locations.repo.js';

const LOCATION_NOT_FOUND = 'Location not found.';

/** The catalogue use cases: what the network offers where. */
export function createLocationService(db: Executor, footprint: CustomerFootprint) {
  return {
    async list(filters: LocationFilters): Promise<Location[]> {
      const [rows, capacity] = await Promise.all([listLocations(db, filters), zonesWithCapacity(db)]);
      return rows.map((row) => presentLocation(row, capacity.get(row.pop) ?? []));
    },

    async listCloud(filters: CloudLocationFilters): Promise<CloudLocation[]> {
      const [rows, capacity] = await Promise.all([listCloudOnRamps(db, filters), zonesWithCapacity(db)]);
      return rows.map(({ location, onRamp }) =>
        presentCloudLocation(location, onRamp, capacity.get(location.pop) ?? [], filters.zone),
      );
    },

    async regions(): Promise<{ name: string; code: string }[]> {
      const codes = await listRegionCodes(db);
      return codes.map((code) => ({ code, name: locationRegionName(code) }));
    },

    async markets(): Promise<{ name: string; code: string; country: string }[]> {
      const rows = await listMarkets(db);
      return rows.map((row) => ({ name: row.marketDescription, code: row.market, country: row.country }));
    },

    async zones(pop: string): Promise<string[]> {
      const location = await findLocation(db, pop);
      if (!location) throw notFound(LOCATION_NOT_FOUND);
      return location.zones;
    },

    async portAvailability(pop: string): Promise<PortAvailability[]> {
      const location = await findLocation(db, pop);
      if (!location) throw notFound(LOCATION_NOT_FOUND);
      return presentPortAvailability(await portCapacityAt(db, location.pop));
    },

    /** The PoPs where the customer has services; the caller passes its own verified customer id. */
    async ofCustomer(customerId: string): Promise<Location[]> {
      const pops = await footprint.popsOf(db, customerId);
      const [rows, capacity] = await Promise.all([locationsByPops(db, pops), zonesWithCapacity(db)]);
      return rows.map((row) => presentLocation(row, capacity.get(row.pop) ?? []));
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
