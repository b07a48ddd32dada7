import type { OracleVcStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { oracleStateColor, oracleStatusFacts, oracleSyncNote, oracleSyncOutcome } from './oracle-fastconnect';

const status: OracleVcStatus = {
  cloud_circuit_id: 'PF-CC-WDC-WDC-1000020-PF',
  vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff',
  region: 'us-ashburn-1',
  lifecycle_state: 'PROVISIONED',
  provider_state: 'ACTIVE',
  bgp_session_state: 'UP',
  bandwidth: '1Gbps',
  oracle_bgp_asn: 31898,
  cross_connect_mappings: [
    { vlan: 804, customer_bgp_peering_ip: '169.254.0.2/30', oracle_bgp_peering_ip: '169.254.0.1/30' },
  ],
  is_in_sync: true,
};

describe('the Oracle FastConnect card', () => {
  it('colours Oracle’s states: up and active green, down red, the rest still moving', () => {
    expect(['UP', 'ACTIVE', 'PROVISIONED'].map(oracleStateColor)).toEqual(['green', 'green', 'green']);
    expect(['DOWN', 'FAILED'].map(oracleStateColor)).toEqual(['red', 'red']);
    expect(['PROVISIONING', 'INACTIVE'].map(oracleStateColor)).toEqual(['yellow', 'yellow']);
  });

  it('names the virtual circuit, its region, bandwidth and Oracle’s ASN', () => {
    expect(oracleStatusFacts(status)).toEqual([
      ['Virtual circuit OCID', 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff'],
      ['Oracle region', 'us-ashburn-1'],
      ['Bandwidth', '1Gbps'],
      ['Oracle BGP ASN', '31898'],
    ]);
  });

  it('says whether the connection is in step with Oracle', () => {
    expect(oracleSyncNote(status)).toBe('In step with Oracle: the connection shows what Oracle reports.');
    expect(oracleSyncNote({ is_in_sync: false })).toMatch(/^Oracle’s side has moved on/);
  });

  it('says what a sync did: nothing when both sides agreed, else the state the connection took', () => {
    const active = { summary: 'active', is_awaiting_acceptance: false, provider_state: 'available' } as const;
    expect(oracleSyncOutcome(status, active)).toEqual({
      color: 'blue',
      message: 'Oracle and the portal already agreed: nothing changed.',
    });
    expect(oracleSyncOutcome({ is_in_sync: false }, active)).toEqual({
      color: 'green',
      message: 'Synced with Oracle: the connection is active, Oracle’s side available.',
    });
    expect(
      oracleSyncOutcome(undefined, { summary: 'provisioning', is_awaiting_acceptance: false, provider_state: null })
        .message,
    ).toBe('Synced with Oracle: the connection is provisioning, Oracle’s side not reported.');
  });
});
