import { describe, expect, it } from 'vitest';
import { cloudStateFacts } from './cloud-state-facts';

describe('cloud state facts', () => {
  it('names what the cloud reports, flags as Yes or No, and leaves out what it does not', () => {
    expect(
      cloudStateFacts({
        google_interconnect_state: 'ACTIVE',
        google_interconnect_admin_enabled: true,
        bgp_state: 'up',
        aws_vif_state: null,
      }),
    ).toEqual([
      ['BGP', 'up'],
      ['Interconnect attachment', 'ACTIVE'],
      ['Attachment enabled', 'Yes'],
    ]);
    expect(cloudStateFacts({ google_interconnect_admin_enabled: false })).toEqual([['Attachment enabled', 'No']]);
  });
});
