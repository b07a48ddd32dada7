import type { CloudRouterConnection, UpgradeOptions } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canChangeSpeed, upgradeChoices } from './upgrade-choices';

const connection = (extra: Partial<CloudRouterConnection>) =>
  ({
    connection_type: 'ipsec',
    service_provider: 'ipsec',
    speed: '500Mbps',
    state: 'active',
    cloud_settings: {},
    ...extra,
  }) as CloudRouterConnection;

const options: UpgradeOptions = {
  vc_circuit_id: 'PF-L3-CON-1000015',
  current_speed: '500Mbps',
  current_subscription_term: 12,
  speeds: [
    { speed: '200Mbps', mrc: 180, is_current: false },
    { speed: '500Mbps', mrc: 300, is_current: true },
    { speed: '1Gbps', mrc: 450.5, is_current: false },
  ],
  subscription_terms: [
    { subscription_term: 12, mrc: 300 },
    { subscription_term: 24, mrc: 270 },
  ],
  max_burst_mbps: 0,
  can_burst: false,
  can_upgrade: true,
};

describe("connection speed choices: the server's upgrade options", () => {
  it('offers the speeds the server answers, priced, the current one marked', () => {
    expect(upgradeChoices(options).speeds).toEqual([
      { value: '200Mbps', label: '200Mbps · $180.00/month' },
      { value: '500Mbps', label: '500Mbps · $300.00/month (now)' },
      { value: '1Gbps', label: '1Gbps · $450.50/month' },
    ]);
  });

  it('offers only the terms the server answers (never a shorter one), priced', () => {
    expect(upgradeChoices(options).terms).toEqual([
      { value: '12', label: '12 Months · $300.00/month' },
      { value: '24', label: '24 Months · $270.00/month' },
    ]);
  });

  it("shows the button under spec 4's rule: settled states, and IPsec, own port, Google or AWS with a credential", () => {
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
