import { describe, expect, it } from 'vitest';
import { CLOUD_DELETE_REFUSALS, dedicatedDeleteRefusal, hostedDeleteRefusal } from './cloud-eligibility.js';

describe('spec 5 "Product eligibility rules": deleting a hosted or dedicated cloud connection', () => {
  it.each([
    [{ state: 'active', is_awaiting_acceptance: false }, null],
    [{ state: 'error', is_awaiting_acceptance: false }, null],
    [{ state: 'vc_provisioning', is_awaiting_acceptance: true }, null],
    [{ state: 'vc_provisioning', is_awaiting_acceptance: false }, CLOUD_DELETE_REFUSALS.hostedProvisioning],
    [{ state: 'deleting', is_awaiting_acceptance: false }, CLOUD_DELETE_REFUSALS.beingDeleted],
  ])('hostedDeleteRefusal(%j) -> %j', (cloud, expected) => {
    expect(hostedDeleteRefusal(cloud)).toBe(expected);
  });

  it.each([
    ['active', null],
    ['error', null],
    ['requested', CLOUD_DELETE_REFUSALS.dedicatedProcessing],
    ['provisioning', CLOUD_DELETE_REFUSALS.dedicatedProcessing],
    ['deleting', CLOUD_DELETE_REFUSALS.beingDeleted],
  ])('dedicatedDeleteRefusal(%s) -> %j', (state, expected) => {
    expect(dedicatedDeleteRefusal({ state })).toBe(expected);
  });

  it("says what the server says (spec 8's being-deleted notice)", () => {
    expect(CLOUD_DELETE_REFUSALS.beingDeleted).toBe(
      'Service is currently being deleted. No additional changes can be made.',
    );
  });
});
