import { PERMISSIONS, type PermissionKey } from '../permissions/permission-keys.js';

/**
 * Streaming event subscriptions (wire reference 3.16): a bundle of streams, each of a type with its categories of
 * events, optionally narrowed to some VCs (`vcs`) or ports (`ifds`). The portal's own domain events are sorted
 * into those categories, so a subscription stream carries the same events as the live stream, filtered.
 */

/** wire reference 3.16: the stream types. */
export const EVENT_STREAM_TYPES = ['customer', 'port', 'vc'] as const;
export type EventStreamType = (typeof EVENT_STREAM_TYPES)[number];

/** wire reference 3.16: the categories of events of each stream type. */
export const EVENT_STREAM_CATEGORIES = {
  customer: [
    'auth',
    'document',
    'lag_interface',
    'logical_interface',
    'physical_interface',
    'outbound_cross_connect',
    'point_to_point',
    'rate_limit',
    'user',
    'virtual_circuit',
  ],
  port: ['errors', 'etherstats', 'metrics', 'optical'],
  vc: ['metrics'],
} as const satisfies Record<EventStreamType, readonly string[]>;

export type CustomerEventCategory = (typeof EVENT_STREAM_CATEGORIES.customer)[number];

/**
 * spec 6 and wire reference 3.16: the read permission each stream type needs, as the screens of what it streams do:
 * customer events are the activity log's, port streams the ports' traffic, VC streams the VCs'.
 */
export const EVENT_STREAM_READ_PERMISSIONS: Readonly<Record<EventStreamType, PermissionKey>> = {
  customer: PERMISSIONS.ACTIVITY_LOG_READ,
  port: PERMISSIONS.INTERFACE_PHYSICAL_READ,
  vc: PERMISSIONS.VIRTUAL_CIRCUIT_READ,
};

/** The Go client's warning: a subscription must begin streaming within 5 minutes of its creation or it expires. */
export const EVENT_SUBSCRIPTION_TTL_MS = 5 * 60 * 1000;

/** The most streams one subscription bundles, and the most VCs or ports a stream names. */
export const EVENT_SUBSCRIPTION_LIMITS = { streams: 10, objects: 100 } as const;

/** wire reference 3.16: true when `category` is one of the categories of the stream type. */
export function isEventCategoryOf(type: EventStreamType, category: string): boolean {
  return (EVENT_STREAM_CATEGORIES[type] as readonly string[]).includes(category);
}

const CATEGORY_BY_OBJECT: Readonly<Record<string, CustomerEventCategory>> = {
  port: 'physical_interface',
  lag: 'lag_interface',
  vc: 'virtual_circuit',
  ptp: 'point_to_point',
  cross_connect: 'outbound_cross_connect',
  document: 'document',
  user: 'user',
  team_invite: 'user',
  session: 'auth',
  api_key: 'auth',
};

/**
 * wire reference 3.16: the customer-stream category of a domain event, from the kind of object it is about and
 * the action (a burst changes a VC's rate limit; sign-ins and passwords are `auth`). Null for events no category
 * covers (contacts, company settings, terms), which subscription streams leave out.
 */
export function customerEventCategory(objectType: string, action?: string | null): CustomerEventCategory | null {
  if (action?.startsWith('vc.burst')) return 'rate_limit';
  if (action?.startsWith('auth.') || action?.startsWith('password.')) return 'auth';
  return CATEGORY_BY_OBJECT[objectType] ?? null;
}

const ENTRY_SEPARATORS = /[\s,:;/|]+/;

/**
 * wire reference 3.16 (`vcs`, `ifds`): the circuit ids of one entry of a stream's list: a circuit id alone, or a VC
 * and port pair (a logical interface, `PF-BC-…:PF-AP-…`, any separator), VC first.
 */
export function streamEntryIds(entry: string): string[] {
  return entry.split(ENTRY_SEPARATORS).filter(Boolean);
}

/**
 * wire reference 3.16 (`vcs`, `ifds`): true when a stream's list of objects takes in the object. An empty list
 * takes in all of the customer's objects; an entry names a circuit id alone, or a VC and port pair, which takes in
 * both.
 */
export function streamNamesObject(names: readonly string[] | null | undefined, objectId: string): boolean {
  if (!names || names.length === 0) return true;
  return names.some((name) => streamEntryIds(name).includes(objectId));
}
