import {
  IPSEC_DH_GROUPS,
  IPSEC_LIFETIME,
  IPSEC_PHASE1_AUTHENTICATION_ALGOS,
  IPSEC_PHASE1_ENCRYPTION_ALGOS,
  IPSEC_PHASE2_AUTHENTICATION_ALGOS,
  IPSEC_PHASE2_ENCRYPTION_ALGOS,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  checkIpsecConnection,
  checkIpsecEdit,
  dhGroupLabel,
  gatewayAddressError,
  generateSharedKey,
  groupName,
  type IpsecConnectionValues,
  initialIpsecConnection,
  isGatewayCheckable,
  maskedKey,
  phasesOfValues,
  phaseValuesOf,
  weakChoices,
} from './ipsec-connection-form';
import { IPSEC_PRESETS, presetById, presetMatching } from './ipsec-presets';

const filled: IpsecConnectionValues = {
  ...initialIpsecConnection,
  description: 'Chicago branch',
  pop: 'CHI1',
  gateway_address: '8.8.4.4',
  shared_key: 'a-long-secret-key',
};

describe('IPsec vendor presets (spec 3)', () => {
  it('offers Cisco, Juniper, Palo Alto and Fortinet among others, each once', () => {
    const vendors = IPSEC_PRESETS.map((preset) => preset.vendor);
    expect(vendors).toEqual(expect.arrayContaining(['Cisco', 'Juniper', 'Palo Alto Networks', 'Fortinet']));
    expect(new Set(IPSEC_PRESETS.map((preset) => preset.id)).size).toBe(IPSEC_PRESETS.length);
  });

  it.each(IPSEC_PRESETS.map((preset) => [preset.vendor, preset] as const))(
    "%s's profile holds only values spec 5 allows and passes the server's schema",
    (_vendor, preset) => {
      const { phases } = preset;
      expect([1, 2]).toContain(phases.ike_version);
      expect(IPSEC_DH_GROUPS).toContain(phases.phase1_group);
      expect(IPSEC_DH_GROUPS).toContain(phases.phase2_pfs_group);
      expect(IPSEC_PHASE1_ENCRYPTION_ALGOS).toContain(phases.phase1_encryption_algo);
      expect(IPSEC_PHASE2_ENCRYPTION_ALGOS).toContain(phases.phase2_encryption_algo);
      expect(IPSEC_PHASE1_AUTHENTICATION_ALGOS).toContain(phases.phase1_authentication_algo);
      if (phases.phase2_authentication_algo !== null) {
        expect(IPSEC_PHASE2_AUTHENTICATION_ALGOS).toContain(phases.phase2_authentication_algo);
      }
      for (const lifetime of [phases.phase1_lifetime, phases.phase2_lifetime]) {
        expect(lifetime).toBeGreaterThanOrEqual(IPSEC_LIFETIME.min);
        expect(lifetime).toBeLessThanOrEqual(IPSEC_LIFETIME.max);
      }
      const checked = checkIpsecConnection(applyPreset(filled, preset.id), true);
      expect(checked.errors).toBeNull();
      expect(weakChoices(phaseValuesOf(phases))).toEqual([]);
    },
  );

  it('choosing a vendor fills both phases and keeps the rest as typed', () => {
    const juniper = applyPreset({ ...filled, phase1_lifetime: '999' }, 'juniper');
    expect(juniper.preset).toBe('juniper');
    expect(juniper.phase2_encryption_algo).toBe('aes-256-gcm');
    expect(juniper.phase2_authentication_algo).toBe('');
    expect(juniper.phase1_lifetime).toBe('28800');
    expect(juniper.description).toBe('Chicago branch');
    expect(juniper.gateway_address).toBe('8.8.4.4');
    const palo = applyPreset(juniper, 'palo-alto');
    expect(palo.phase1_group).toBe('group20');
    expect(palo.phase1_authentication_algo).toBe('sha-384');
  });

  it('recognises a preset from the values, and a changed field makes the profile custom', () => {
    const fortinet = applyPreset(filled, 'fortinet');
    expect(presetMatching(phasesOfValues(fortinet))?.id).toBe('fortinet');
    expect(presetMatching(phasesOfValues({ ...fortinet, phase2_lifetime: '3601' }))).toBeNull();
    expect(applyPreset(filled, 'no-such-vendor').preset).toBe('');
  });
});

describe('IPsec field rules (spec 5, wire reference 3.9)', () => {
  it('sends every phase field, the gateway and the key, with numbers as numbers', () => {
    const checked = checkIpsecConnection(filled, true);
    expect(checked.body).toMatchObject({
      ike_version: 2,
      phase1_lifetime: 86400,
      phase2_lifetime: 28800,
      phase2_authentication_algo: 'hmac-sha-256-128',
      gateway_address: '8.8.4.4',
      shared_key: 'a-long-secret-key',
      speed: '500Mbps',
    });
  });

  it('orders NAT and destination NAT only when asked, destination NAT only on top of source NAT', () => {
    expect(checkIpsecConnection(filled, true).body).not.toHaveProperty('maybe_nat');
    const both = checkIpsecConnection({ ...filled, maybe_nat: true, maybe_dnat: true }, true).body;
    expect(both).toMatchObject({ maybe_nat: true, maybe_dnat: true });
    const dnatAlone = checkIpsecConnection({ ...filled, maybe_nat: false, maybe_dnat: true }, true).body;
    expect(dnatAlone).not.toHaveProperty('maybe_dnat');
  });

  it('a CBC phase 2 needs an authentication algorithm; AES-GCM takes none', () => {
    expect(checkIpsecConnection({ ...filled, phase2_authentication_algo: '' }, true).errors).toEqual({
      phase2_authentication_algo: 'This field is required',
    });
    const gcm = { ...filled, phase2_encryption_algo: 'aes-128-gcm' };
    expect(checkIpsecConnection(gcm, true).errors?.phase2_authentication_algo).toBe(
      'AES-GCM authenticates by itself: leave the phase 2 authentication empty.',
    );
    const body = checkIpsecConnection({ ...gcm, phase2_authentication_algo: '' }, true).body;
    expect(body).not.toBeNull();
    expect(body && 'phase2_authentication_algo' in body).toBe(false);
  });

  it('refuses values outside the allowed lists and lifetimes outside 180-86400', () => {
    const errors = checkIpsecConnection(
      { ...filled, ike_version: '3', phase1_group: 'group3', phase1_lifetime: '179', phase2_lifetime: '86401' },
      true,
    ).errors;
    expect(errors?.ike_version).toBe('Invalid value, must be one of "1, 2".');
    expect(errors?.phase1_group).toMatch(/^Invalid value, must be one of "group1, group2, group5, group14/);
    expect(errors?.phase1_lifetime).toBe('Value must be between 180 and 86400, inclusive.');
    expect(errors?.phase2_lifetime).toBe('Value must be between 180 and 86400, inclusive.');
  });

  it('the gateway is a public host address, unique across connections', () => {
    expect(gatewayAddressError('', undefined)).toBe('This field is required');
    expect(gatewayAddressError('8.8.4', undefined)).toBe(
      'Must be a valid host IP address in the format x.x.x.x, where x is a number from 0-255.',
    );
    expect(gatewayAddressError('10.1.2.3', undefined)).toBe('This address is not allowed.');
    expect(gatewayAddressError('192.0.2.10', true)).toBe('This address is not allowed.');
    expect(gatewayAddressError('8.8.4.4', false)).toBe('This address is not unique.');
    expect(gatewayAddressError('8.8.4.4', true)).toBeUndefined();
    expect(gatewayAddressError('8.8.4.4', undefined)).toBeUndefined();
    expect(isGatewayCheckable('10.1.2.3')).toBe(false);
    expect(isGatewayCheckable('8.8.4.4')).toBe(true);
    expect(checkIpsecConnection(filled, false).errors?.gateway_address).toBe('This address is not unique.');
  });

  it('the shared key is 8 to 64 printable characters', () => {
    expect(checkIpsecConnection({ ...filled, shared_key: 'short' }, true).errors?.shared_key).toBe(
      'The min length is 8',
    );
    expect(checkIpsecConnection({ ...filled, shared_key: 'x'.repeat(65) }, true).errors?.shared_key).toBe(
      'The max length is 64',
    );
    const key = generateSharedKey();
    expect(key).toMatch(/^[A-Za-z2-9]{32}$/);
    expect(checkIpsecConnection({ ...filled, shared_key: key }, true).errors).toBeNull();
    expect(maskedKey('secret12')).toBe('••••••••');
  });

  it('warns about weak choices without refusing them', () => {
    const weak = {
      ...filled,
      ike_version: '1',
      phase1_encryption_algo: 'des-cbc',
      phase1_authentication_algo: 'md5',
      phase1_group: 'group2',
      phase2_authentication_algo: 'hmac-sha1-96',
    };
    expect(weakChoices(weak)).toEqual([
      'IKE version 1',
      'des-cbc for phase 1 encryption',
      'md5 for phase 1 authentication',
      'hmac-sha1-96 for phase 2 authentication',
      'DH group 2 for phase 1',
    ]);
    expect(checkIpsecConnection(weak, true).errors).toBeNull();
  });
});

describe('Diffie-Hellman group names', () => {
  it('reads a group as people write it', () => {
    expect(dhGroupLabel('group14')).toBe('DH group 14');
    expect(groupName('group2')).toBe('group 2');
    expect(groupName('ecp384')).toBe('ecp384');
  });
});

describe('IPsec settings edit', () => {
  const cisco = presetById('cisco');
  if (!cisco) throw new Error('the Cisco preset is missing');
  const saved = { ...phaseValuesOf(cisco.phases), customer_gateway_address: '8.8.4.4' };
  const unchanged = { ...saved, preset: 'cisco', pre_shared_key: '' };

  it('sends only what changed, and a new key only when typed', () => {
    expect(checkIpsecEdit({ ...unchanged, phase2_lifetime: '3600' }, saved).body).toEqual({ phase2_lifetime: 3600 });
    expect(checkIpsecEdit({ ...unchanged, pre_shared_key: 'new-secret-key' }, saved).body).toEqual({
      pre_shared_key: 'new-secret-key',
    });
    expect(checkIpsecEdit(unchanged, saved).body).toEqual({});
  });

  it('a new gateway is checked by its rule and its uniqueness', () => {
    expect(checkIpsecEdit({ ...unchanged, customer_gateway_address: '127.0.0.1' }, saved).errors).toEqual({
      customer_gateway_address: 'This address is not allowed.',
    });
    expect(checkIpsecEdit({ ...unchanged, customer_gateway_address: '1.1.1.1' }, saved, false).errors).toEqual({
      customer_gateway_address: 'This address is not unique.',
    });
    expect(checkIpsecEdit({ ...unchanged, customer_gateway_address: '1.1.1.1' }, saved, true).body).toEqual({
      customer_gateway_address: '1.1.1.1',
    });
  });
});
