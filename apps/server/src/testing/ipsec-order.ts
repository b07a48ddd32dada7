/** The IKE and IPsec phases most test orders use: IKEv2, group 14, AES-256 with SHA-256, AES-256-GCM in phase 2. */
const TEST_PHASES = {
  ike_version: 2,
  phase1_authentication_method: 'pre-shared-key',
  phase1_group: 'group14',
  phase1_encryption_algo: 'aes-256-cbc',
  phase1_authentication_algo: 'sha-256',
  phase1_lifetime: 28800,
  phase2_pfs_group: 'group14',
  phase2_encryption_algo: 'aes-256-gcm',
  phase2_lifetime: 3600,
};

/** Phase 2 with a separate integrity algorithm (AES-256-CBC with HMAC-SHA-256-128) instead of GCM. */
export const CBC_PHASE2 = { phase2_encryption_algo: 'aes-256-cbc', phase2_authentication_algo: 'hmac-sha-256-128' };

/**
 * The body of `POST /v2/services/cloud-routers/{id}/connections/ipsec` as tests send it: a tunnel to `gateway` at
 * CHI1 with the common phases; `extra` sets or overrides any field (description, speed, shared key, phases…).
 */
export function ipsecOrderBody(gateway: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'Branch VPN',
    pop: 'CHI1',
    speed: '200Mbps',
    gateway_address: gateway,
    shared_key: 'branch-secret-key-1',
    ...TEST_PHASES,
    ...extra,
  };
}
