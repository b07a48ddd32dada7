import { z } from 'zod';
import { choiceFilter, flagFilter, textFilter } from './catalogue-fields.js';
import { defineRoute } from './route.js';

/** Wire reference 3.2 "Location", with the region's name and the spec 9 backhaul and capability flags. */
export const locationSchema = z.object({
  pop: z.string(),
  region: z.string(),
  region_name: z.string(),
  market: z.string(),
  market_description: z.string(),
  vendor: z.string(),
  site: z.string(),
  site_code: z.string(),
  type: z.string(),
  status: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  timezone: z.string().nullable(),
  notes: z.string().nullable(),
  pcode: z.number().int().nullable(),
  /** spec 9 on-ramp lead time: 'Instant Provisioning' when a zone of the PoP has port capacity, else 'Up to two weeks'. */
  lead_time: z.string(),
  single_armed: z.boolean(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
  network_provider: z.string(),
  time_created: z.string(),
  enni_supported: z.boolean(),
  /** spec 9 "Backhauled ports": ports here are carried to a hub PoP. */
  backhauled: z.boolean(),
  ipsec_capable: z.boolean(),
  nat_capable: z.boolean(),
  has_cloud_router: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

/** Wire reference 3.2 "/v2/locations/cloud": a Location with one provider's on-ramp there. */
export const cloudLocationSchema = locationSchema.extend({
  zones: z.array(z.string()),
  cloud_provider: z.string(),
  cloud_connection_type: z.enum(['hosted', 'dedicated']),
  cloud_connection_details: z.object({
    region: z.string(),
    hosted_type: z.string(),
    region_description: z.string(),
  }),
  /** spec 9: the zones of the on-ramp with capacity for instant provisioning. */
  zones_with_capacity: z.array(z.string()),
  /** spec 9: with `Up to two weeks`, the note naming the zones that have capacity; otherwise null. */
  lead_time_note: z.string().nullable(),
});
export type CloudLocation = z.infer<typeof cloudLocationSchema>;

/** Wire reference 3.2 "port-availability": ports left by zone, speed and media. */
export const portAvailabilitySchema = z.object({
  zone: z.string(),
  speed: z.string(),
  media: z.string(),
  count: z.number().int(),
  /** Fewer than a quarter of the zone's ports of this kind are left. */
  partial: z.boolean(),
  enni: z.boolean(),
});
export type PortAvailability = z.infer<typeof portAvailabilitySchema>;

export const regionSchema = z.object({ name: z.string(), code: z.string() });
export const marketSchema = z.object({ name: z.string(), code: z.string(), country: z.string() });

/** Wire reference 3.2: every cloud provider value API clients send (we have on-ramps for the first five). */
export const CLOUD_PROVIDER_FILTER_VALUES = [
  'aws',
  'azure',
  'google',
  'oracle',
  'ibm',
  'packet',
  'salesforce',
  'webex',
] as const;

const placeFilters = {
  pop: textFilter(),
  city: textFilter(),
  state: textFilter(),
  market: textFilter(),
  region: textFilter(),
};

export const locationFiltersSchema = z.object({ ...placeFilters, ipsec_capable: flagFilter() });
export type LocationFilters = z.output<typeof locationFiltersSchema>;

export const cloudLocationFiltersSchema = z.object({
  ...placeFilters,
  cloud_provider: choiceFilter(CLOUD_PROVIDER_FILTER_VALUES),
  cloud_connection_type: choiceFilter(['hosted', 'dedicated'] as const),
  nat_capable: flagFilter(),
  has_cloud_router: flagFilter(),
  /** `true`: either connection type, whatever `cloud_connection_type` says. */
  any_type: flagFilter(),
  /** The zone the customer is ordering in: the lead time is computed for this zone of each PoP. */
  zone: textFilter(),
});
export type CloudLocationFilters = z.output<typeof cloudLocationFiltersSchema>;

const popParams = z.object({ pop: z.string().trim().min(1).max(16) });

export const locationRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations',
    access: 'session',
    tag: 'Locations',
    summary: 'The PoPs of the network; `ipsec_capable=true` keeps those that terminate IPsec.',
    query: locationFiltersSchema,
    response: z.array(locationSchema),
  }),
  listFiltered: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: '/locations',
    access: 'session',
    tag: 'Locations',
    summary: 'The PoPs of the network, filtered by pop, city, state, market or region (empty means no filter).',
    query: locationFiltersSchema,
    response: z.array(locationSchema),
  }),
  cloud: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations/cloud',
    access: 'session',
    tag: 'Locations',
    summary: 'Cloud on-ramps: one entry per PoP, provider and connection type, with the spec 9 lead time.',
    query: cloudLocationFiltersSchema,
    response: z.array(cloudLocationSchema),
  }),
  regions: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations/regions',
    access: 'session',
    tag: 'Locations',
    summary: 'The regions of the network (spec 9: US is North America, UK is EMEA).',
    response: z.array(regionSchema),
  }),
  markets: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations/markets',
    access: 'session',
    tag: 'Locations',
    summary: 'The markets (metros) of the network.',
    response: z.array(marketSchema),
  }),
  portAvailability: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations/:pop/port-availability',
    access: 'session',
    tag: 'Locations',
    summary: 'Ports left at a PoP by zone, speed and media.',
    params: popParams,
    response: z.array(portAvailabilitySchema),
  }),
  zones: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/locations/:pop/zones',
    access: 'session',
    tag: 'Locations',
    summary: 'The zones of a PoP.',
    params: popParams,
    response: z.array(z.string()),
  }),
  currentCustomer: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/customers/current/locations',
    access: 'session',
    tag: 'Locations',
    summary: "The PoPs where the current customer has services (ports, circuits' ends, on-ramps in use).",
    response: z.array(locationSchema),
  }),
  customer: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/customers/:id/locations',
    access: 'session',
    tag: 'Locations',
    summary: "The PoPs where a customer has services; only the caller's own customer id answers.",
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    response: z.array(locationSchema),
  }),
};
