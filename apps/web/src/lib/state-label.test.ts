import { describe, expect, it } from 'vitest';
import { stateLabel } from './state-label';

describe('a state in words', () => {
  it.each([
    ['vc_provisioning', 'VC provisioning'],
    ['bgp_not_created', 'BGP not created'],
    ['pendingDelete', 'Pending delete'],
    ['provisioning', 'Provisioning'],
    ['active', 'Active'],
  ])('%s reads %s', (state, label) => {
    expect(stateLabel(state)).toBe(label);
  });
});
