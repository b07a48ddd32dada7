import { validateIntegerBetween } from '../forms/numeric-range.js';
import { validateRequired } from '../forms/required.js';
import { AS_PREPEND, BGP_METRIC_MAX, MAX_PREFIXES } from '../network/bgp-limits.js';
import { validatePrefix } from '../network/ip-address.js';
import { validateUniqueExportedPrefix } from '../network/unique-prefix.js';
import { SUCCESS_NOTICES } from '../platform/messages.js';

/** spec 5 "Route dialog" and spec 9: the route dialog limits. */
export const ROUTE_DIALOG_LIMITS = {
  maxExportedPrefixes: MAX_PREFIXES,
  asPrepend: AS_PREPEND,
  med: { min: 0, max: BGP_METRIC_MAX },
  localPreference: { min: 0, max: BGP_METRIC_MAX },
} as const;

/** spec 5 "Route dialog" and spec 8: the dialog's messages and notices. */
export const ROUTE_DIALOG_MESSAGES = {
  noImportedRoute: 'Must have at least one imported route selected.',
  maxPrefixesAdded: SUCCESS_NOTICES.maxPrefixesAdded,
  noRoutes: SUCCESS_NOTICES.noRoutes,
  serviceBeingDeleted: SUCCESS_NOTICES.serviceBeingDeleted,
  awaitingApproval: SUCCESS_NOTICES.serviceAwaitingApproval,
} as const;

/** spec 5 "Route dialog": the prefix is required, a valid prefix, and not already exported. */
export function validateRoutePrefix(value: string, exported: readonly string[] = []): string | undefined {
  return validateRequired(value) ?? validatePrefix(value) ?? validateUniqueExportedPrefix(value, exported);
}

/** spec 5 "Route dialog": AS prepend 0-5. */
export function validateRouteAsPrepend(value: unknown): string | undefined {
  return validateIntegerBetween(value, ROUTE_DIALOG_LIMITS.asPrepend.min, ROUTE_DIALOG_LIMITS.asPrepend.max);
}

/** spec 5 "Route dialog": MED 0-4294967295. */
export function validateRouteMed(value: unknown): string | undefined {
  return validateIntegerBetween(value, ROUTE_DIALOG_LIMITS.med.min, ROUTE_DIALOG_LIMITS.med.max);
}

/** spec 5 "Route dialog": local preference 0 to the configured maximum. */
export function validateRouteLocalPreference(
  value: unknown,
  max: number = ROUTE_DIALOG_LIMITS.localPreference.max,
): string | undefined {
  return validateIntegerBetween(value, ROUTE_DIALOG_LIMITS.localPreference.min, max);
}

/** spec 5 "Route dialog": 'Must have at least one imported route selected.' */
export function validateImportedRoutesSelected(selectedCount: number): string | undefined {
  return selectedCount > 0 ? undefined : ROUTE_DIALOG_MESSAGES.noImportedRoute;
}

/** spec 5 "Route dialog": Submit is disabled without exported routes (and while the service is deleting, spec 4). */
export function canSubmitRoutes(exportedCount: number, serviceState?: string | null): boolean {
  return exportedCount > 0 && !isRouteServiceLocked(serviceState);
}

/** spec 5 "Route dialog": true when adding the prefixes would exceed the 1000 exported prefixes. */
export function wouldExceedMaxExportedPrefixes(exportedCount: number, addingCount = 1): boolean {
  return exportedCount + addingCount > ROUTE_DIALOG_LIMITS.maxExportedPrefixes;
}

/** spec 5 "Route dialog": the warning shown when adding would exceed 1000 exported prefixes, else undefined. */
export function exportedPrefixesWarning(exportedCount: number, addingCount = 1): string | undefined {
  return wouldExceedMaxExportedPrefixes(exportedCount, addingCount)
    ? ROUTE_DIALOG_MESSAGES.maxPrefixesAdded
    : undefined;
}

/** spec 4 "Route service dialog": a service in state deleting blocks changes. */
export function isRouteServiceLocked(serviceState: string | null | undefined): boolean {
  return (serviceState ?? '').toLowerCase() === 'deleting';
}
