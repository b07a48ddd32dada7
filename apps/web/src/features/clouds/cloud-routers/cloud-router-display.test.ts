import { CR_CONNECTION_SETTLED_STATES, isCloudRouterConnectionProvisioning } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { stateLabel } from '@/lib/state-label';
import {
  bgpStateColour,
  connectionBadge,
  connectionPlace,
  connectionSummary,
  isAwaitingAcceptance,
  routerBadge,
  routerCsvRows,
} from './cloud-router-display';

const connection = (state: string, pendingDelete = false) => ({
  state,
  is_provisioning: isCloudRouterConnectionProvisioning(state),
  pending_delete: pendingDelete,
});

describe('cloud router statuses (spec 4)', () => {
  it('a router shows its summary, with the state while it is provisioned', () => {
    expect(routerBadge({ summary: 'active', state: 'active' })).toEqual({
      label: 'Active',
      color: 'green',
      isBusy: false,
    });
    expect(routerBadge({ summary: 'provisioning', state: 'requested' })).toMatchObject({
      label: 'Provisioning (Requested)',
      isBusy: true,
    });
    expect(routerBadge({ summary: 'deleting', state: 'deleting' })).toMatchObject({ label: 'Deleting', isBusy: true });
    expect(routerBadge({ summary: 'error', state: 'error' })).toMatchObject({ color: 'red', isBusy: false });
  });

  it.each(['requested', 'provisioning', 'configuring', 'bgp_provisioning', 'fetching', 'requesting'])(
    'a connection in state %s counts as provisioning',
    (state) => {
      expect(connectionSummary(connection(state))).toBe('provisioning');
      expect(connectionBadge(connection(state))).toMatchObject({ color: 'blue', isBusy: true });
      expect(connectionBadge(connection(state)).label).toBe(
        state === 'provisioning' ? 'Provisioning' : `Provisioning (${stateLabel(state)})`,
      );
    },
  );

  it.each(CR_CONNECTION_SETTLED_STATES.map((state) => [state]))('a connection in state %s is settled', (state) => {
    expect(connectionSummary(connection(state))).not.toBe('provisioning');
    expect(connectionBadge(connection(state)).isBusy).toBe(false);
  });

  it('active states are green; a settled state without working BGP asks for attention', () => {
    expect(connectionSummary(connection('active'))).toBe('active');
    expect(connectionSummary(connection('bgp_provisioned'))).toBe('active');
    expect(connectionSummary(connection('bgp_not_created'))).toBe('attention');
    expect(connectionBadge(connection('bgp_disabled'))).toMatchObject({ label: 'BGP disabled', color: 'yellow' });
  });

  it('deleting, pending delete and error win over the rest', () => {
    expect(connectionSummary(connection('deleting'))).toBe('deleting');
    expect(connectionSummary(connection('pendingDelete'))).toBe('deleting');
    expect(connectionSummary(connection('active', true))).toBe('deleting');
    expect(connectionSummary(connection('error'))).toBe('error');
    expect(stateLabel('pendingDelete')).toBe('Pending delete');
  });

  it('colours BGP session states', () => {
    expect(bgpStateColour('established')).toBe('green');
    expect(bgpStateColour('connect')).toBe('blue');
    expect(bgpStateColour('idle')).toBe('red');
  });
});

describe('cloud router display', () => {
  it('places a port connection on its port and VLAN, others at their PoP', () => {
    const base = { connection_type: 'packetfabric' as const, port_circuit_id: 'PF-AP-1', pop: 'LAX1' };
    expect(connectionPlace({ ...base, vlan: 120, untagged: false })).toBe('PF-AP-1 · VLAN 120');
    expect(connectionPlace({ ...base, vlan: null, untagged: true })).toBe('PF-AP-1 · untagged');
    expect(connectionPlace({ ...base, connection_type: 'ipsec', vlan: null, untagged: false })).toBe('LAX1');
  });

  it('exports a header row and one row per router', () => {
    const rows = routerCsvRows([
      {
        circuit_id: 'PF-L3-CUST-1',
        account_uuid: 'a',
        customer_uuid: 'c',
        asn: 64512,
        name: 'Edge',
        capacity: '1Gbps',
        regions: [
          { name: 'North America', code: 'US' },
          { name: 'EMEA', code: 'UK' },
        ],
        state: 'active',
        summary: 'active',
        connection_count: 2,
        po_number: null,
        subscription_term: 12,
        price: { mrc: 600, nrc: 0 },
        time_created: '2026-01-01T00:00:00Z',
        time_updated: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(rows[0]?.slice(0, 4)).toEqual(['Circuit ID', 'Name', 'Status', 'State']);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['PF-L3-CUST-1', 'Edge', 'Active', 64512, 'US UK', 2, '12 Months', 600]),
    );
  });
});

describe("a router's AWS connection awaiting acceptance (wire reference 3.7 cloud_state)", () => {
  const aws = (state: string, dxState: string, provider = 'aws') => ({
    ...connection(state),
    connection_type: 'cloud_hosted' as const,
    service_provider: provider,
    cloud_settings: { aws_account_id: '123456789012', cloud_state: { aws_dx_connection_state: dxState } },
  });

  it('says so while AWS reports the connection ordering, and only then', () => {
    expect(isAwaitingAcceptance(aws('provisioning', 'ordering'))).toBe(true);
    expect(connectionBadge(aws('provisioning', 'ordering'))).toEqual({
      label: 'Awaiting acceptance',
      color: 'blue',
      isBusy: true,
    });
    expect(isAwaitingAcceptance(aws('provisioning', 'pending'))).toBe(false);
    expect(isAwaitingAcceptance(aws('active', 'available'))).toBe(false);
    expect(isAwaitingAcceptance(aws('provisioning', 'ordering', 'google'))).toBe(false);
    expect(isAwaitingAcceptance({ ...aws('deleting', 'ordering'), pending_delete: true })).toBe(false);
    expect(connectionBadge(aws('active', 'available')).label).toBe('Active');
  });
});
