import type { CloudRouterConnection } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canChangeSpeed, speedChoices, termChoices } from './upgrade-choices';

const connection = (extra: Partial<CloudRouterConnection>) =>
  ({
    connection_type: 'ipsec',
    service_provider: 'ipsec',
    speed: '500Mbps',
    state: 'active',
    cloud_settings: {},
    ...extra,
  }) as CloudRouterConnection;

describe('connection speed choices', () => {
  it("offers the speeds of the connection's kind and marks the current one", () => {
    const ipsec = speedChoices(connection({}));
    expect(ipsec.map((choice) => choice.value)).toEqual([
      '50Mbps',
      '100Mbps',
      '200Mbps',
      '300Mbps',
      '400Mbps',
      '500Mbps',
      '1Gbps',
      '2Gbps',
    ]);
    expect(ipsec.find((choice) => choice.value === '500Mbps')?.label).toBe('500Mbps (now)');
    const port = speedChoices(connection({ connection_type: 'packetfabric', service_provider: 'packetfabric' }));
    expect(port.map((choice) => choice.value)).toContain('100Gbps');
    const google = speedChoices(
      connection({
        connection_type: 'cloud_hosted' as CloudRouterConnection['connection_type'],
        service_provider: 'google',
      }),
    );
    expect(google.map((choice) => choice.value)).toContain('10Gbps');
    expect(google.map((choice) => choice.value)).not.toContain('20Gbps');
  });

  it('shows the shorter terms without offering them', () => {
    expect(termChoices(12).map((choice) => [choice.value, Boolean(choice.disabled)])).toEqual([
      ['1', true],
      ['12', false],
      ['24', false],
      ['36', false],
    ]);
  });

  it("follows spec 4's rule: settled states, and IPsec, own port, Google or AWS with a credential", () => {
    expect(canChangeSpeed(connection({}))).toBe(true);
    expect(canChangeSpeed(connection({ state: 'provisioning' }))).toBe(false);
    expect(canChangeSpeed(connection({ state: 'bgp_disabled' }))).toBe(true);
    const aws = connection({ connection_type: 'cloud_hosted' as never, service_provider: 'aws' });
    expect(canChangeSpeed(aws)).toBe(false);
    expect(canChangeSpeed({ ...aws, cloud_settings: { credentials_uuid: 'c-1' } })).toBe(true);
    expect(canChangeSpeed(connection({ service_provider: 'azure', connection_type: 'cloud_hosted' as never }))).toBe(
      false,
    );
  });
});
