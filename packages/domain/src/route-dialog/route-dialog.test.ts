import { describe, expect, it } from 'vitest';
import {
  canSubmitRoutes,
  exportedPrefixesWarning,
  isRouteServiceLocked,
  ROUTE_DIALOG_LIMITS,
  ROUTE_DIALOG_MESSAGES,
  validateImportedRoutesSelected,
  validateRouteAsPrepend,
  validateRouteLocalPreference,
  validateRouteMed,
  validateRoutePrefix,
  wouldExceedMaxExportedPrefixes,
} from './route-dialog.js';

describe('spec 5 "Route dialog": fields', () => {
  it('has the limits of spec 9', () => {
    expect(ROUTE_DIALOG_LIMITS).toEqual({
      maxExportedPrefixes: 1000,
      asPrepend: { min: 0, max: 5 },
      med: { min: 0, max: 4294967295 },
      localPreference: { min: 0, max: 4294967295 },
    });
  });

  it.each([
    ['', [], 'This field is required'],
    ['10.0.0.0', [], 'Prefix should be valid IPv4 with a mask or an IPv6 address'],
    [
      '10.0.0.0/24',
      ['10.0.0.0/24'],
      'This prefix is already listed in "Exported routes". Please enter a unique prefix.',
    ],
    ['10.0.0.0/24', ['10.0.1.0/24'], undefined],
    ['10.0.0.0/24', undefined, undefined],
  ])('validateRoutePrefix(%j, %j) -> %j', (value, exported, expected) => {
    expect(validateRoutePrefix(value, exported)).toBe(expected);
  });

  it.each([
    [validateRouteAsPrepend, 0, undefined],
    [validateRouteAsPrepend, 5, undefined],
    [validateRouteAsPrepend, 6, 'Value must be between 0 and 5, inclusive.'],
    [validateRouteAsPrepend, -1, 'Value must be between 0 and 5, inclusive.'],
    [validateRouteMed, 0, undefined],
    [validateRouteMed, 4294967295, undefined],
    [validateRouteMed, 4294967296, 'Value must be between 0 and 4294967295, inclusive.'],
    [validateRouteLocalPreference, 4294967295, undefined],
    [validateRouteLocalPreference, -1, 'Value must be between 0 and 4294967295, inclusive.'],
  ])('%o(%j) -> %j', (validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it.each([
    [300, 300, undefined],
    [301, 300, 'Value must be between 0 and 300, inclusive.'],
  ])('validateRouteLocalPreference(%j, configured max %j) -> %j', (value, max, expected) => {
    expect(validateRouteLocalPreference(value, max)).toBe(expected);
  });
});

describe('spec 5 "Route dialog": imported and exported routes', () => {
  it.each([
    [0, 'Must have at least one imported route selected.'],
    [1, undefined],
  ])('validateImportedRoutesSelected(%i) -> %j', (count, expected) => {
    expect(validateImportedRoutesSelected(count)).toBe(expected);
  });

  it.each([
    [0, 'active', false],
    [1, 'active', true],
    [1, undefined, true],
    [3, 'deleting', false],
    [3, 'DELETING', false],
  ])('canSubmitRoutes(%i exported, state %j) -> %j', (count, state, expected) => {
    expect(canSubmitRoutes(count, state)).toBe(expected);
  });

  it.each([
    [999, 1, false],
    [1000, 1, true],
    [990, 10, false],
    [990, 11, true],
  ])('wouldExceedMaxExportedPrefixes(%i, %i) -> %j', (count, adding, expected) => {
    expect(wouldExceedMaxExportedPrefixes(count, adding)).toBe(expected);
  });

  it.each([
    [1000, 'Maximum number of prefixes added.'],
    [10, undefined],
  ])('exportedPrefixesWarning(%i) -> %j', (count, expected) => {
    expect(exportedPrefixesWarning(count)).toBe(expected);
  });

  it('has the notices of spec 8', () => {
    expect(ROUTE_DIALOG_MESSAGES.awaitingApproval('Acme Routes')).toBe(
      'Acme Routes has been updated and is awaiting approval by provider.',
    );
    expect(ROUTE_DIALOG_MESSAGES.noRoutes).toBe('There are no routes on this Connection');
    expect(ROUTE_DIALOG_MESSAGES.serviceBeingDeleted).toBe(
      'Service is currently being deleted. No additional changes can be made.',
    );
    expect(isRouteServiceLocked(null)).toBe(false);
  });
});
