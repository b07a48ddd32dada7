import { describe, expect, it } from 'vitest';
import {
  IKE_VERSIONS,
  IPSEC_DH_GROUPS,
  IPSEC_PHASE1_AUTHENTICATION_ALGOS,
  IPSEC_PHASE1_ENCRYPTION_ALGOS,
  IPSEC_PHASE2_AUTHENTICATION_ALGOS,
  IPSEC_PHASE2_ENCRYPTION_ALGOS,
  validateDhGroup,
  validateIkeVersion,
  validateIpsecLifetime,
  validatePhase1AuthenticationAlgo,
  validatePhase1EncryptionAlgo,
  validatePhase2AuthenticationAlgo,
  validatePhase2EncryptionAlgo,
} from './ipsec.js';

describe('spec 5 "Network and address rules": IPsec allowed values', () => {
  it('lists the allowed values', () => {
    expect(IKE_VERSIONS).toEqual([1, 2]);
    expect(IPSEC_PHASE1_ENCRYPTION_ALGOS).toEqual(['3des-cbc', 'aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc', 'des-cbc']);
    expect(IPSEC_PHASE2_ENCRYPTION_ALGOS).toEqual([
      '3des-cbc',
      'aes-128-cbc',
      'aes-192-cbc',
      'aes-256-cbc',
      'des-cbc',
      'aes-128-gcm',
      'aes-192-gcm',
      'aes-256-gcm',
    ]);
    expect(IPSEC_PHASE1_AUTHENTICATION_ALGOS).toEqual(['md5', 'sha-256', 'sha-384', 'sha1']);
    expect(IPSEC_PHASE2_AUTHENTICATION_ALGOS).toEqual(['hmac-md5-96', 'hmac-sha-256-128', 'hmac-sha1-96']);
    expect(IPSEC_DH_GROUPS).toEqual([
      'group1',
      'group2',
      'group5',
      'group14',
      'group15',
      'group16',
      'group19',
      'group20',
      'group24',
    ]);
  });

  it.each([
    [validateIkeVersion, 1, undefined],
    [validateIkeVersion, '2', undefined],
    [validateIkeVersion, 3, 'Invalid value, must be one of "1, 2".'],
    [validatePhase1EncryptionAlgo, 'aes-256-cbc', undefined],
    [
      validatePhase1EncryptionAlgo,
      'aes-256-gcm',
      'Invalid value, must be one of "3des-cbc, aes-128-cbc, aes-192-cbc, aes-256-cbc, des-cbc".',
    ],
    [validatePhase2EncryptionAlgo, 'aes-256-gcm', undefined],
    [validatePhase1AuthenticationAlgo, 'sha-384', undefined],
    [validatePhase1AuthenticationAlgo, 'sha-512', 'Invalid value, must be one of "md5, sha-256, sha-384, sha1".'],
    [validatePhase2AuthenticationAlgo, 'hmac-sha1-96', undefined],
    [
      validatePhase2AuthenticationAlgo,
      'sha1',
      'Invalid value, must be one of "hmac-md5-96, hmac-sha-256-128, hmac-sha1-96".',
    ],
    [validateDhGroup, 'group14', undefined],
    [
      validateDhGroup,
      'group3',
      'Invalid value, must be one of "group1, group2, group5, group14, group15, group16, group19, group20, group24".',
    ],
    [validateIpsecLifetime, 180, undefined],
    [validateIpsecLifetime, 86400, undefined],
    [validateIpsecLifetime, 179, 'Value must be between 180 and 86400, inclusive.'],
  ])('%o(%j) -> %j', (validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });
});
