import type {
  IPSEC_DH_GROUPS,
  IPSEC_PHASE1_AUTHENTICATION_ALGOS,
  IPSEC_PHASE1_ENCRYPTION_ALGOS,
  IPSEC_PHASE2_AUTHENTICATION_ALGOS,
  IPSEC_PHASE2_ENCRYPTION_ALGOS,
} from '@portal/domain';

type DhGroup = (typeof IPSEC_DH_GROUPS)[number];

/** The IKE and phase fields of an IPsec tunnel, as the wire names them (wire reference 3.9). */
export interface IpsecPhases {
  ike_version: 1 | 2;
  phase1_authentication_method: 'pre-shared-key';
  phase1_group: DhGroup;
  phase1_encryption_algo: (typeof IPSEC_PHASE1_ENCRYPTION_ALGOS)[number];
  phase1_authentication_algo: (typeof IPSEC_PHASE1_AUTHENTICATION_ALGOS)[number];
  phase1_lifetime: number;
  phase2_pfs_group: DhGroup;
  phase2_encryption_algo: (typeof IPSEC_PHASE2_ENCRYPTION_ALGOS)[number];
  /** None with AES-GCM, which authenticates by itself. */
  phase2_authentication_algo: (typeof IPSEC_PHASE2_AUTHENTICATION_ALGOS)[number] | null;
  phase2_lifetime: number;
}

export interface IpsecPreset {
  id: string;
  vendor: string;
  /** Which of the vendor's devices the values were taken from. */
  devices: string;
  phases: IpsecPhases;
}

/**
 * What every preset starts from: IKEv2 with a pre-shared key, DH group 14, AES-256-CBC with SHA-256 in phase 1 and
 * AES-256-CBC with HMAC-SHA-256-128 in phase 2; a vendor changes only what its recommended profile does differently.
 */
const IKEV2_BASE: IpsecPhases = {
  ike_version: 2,
  phase1_authentication_method: 'pre-shared-key',
  phase1_group: 'group14',
  phase1_encryption_algo: 'aes-256-cbc',
  phase1_authentication_algo: 'sha-256',
  phase1_lifetime: 28800,
  phase2_pfs_group: 'group14',
  phase2_encryption_algo: 'aes-256-cbc',
  phase2_authentication_algo: 'hmac-sha-256-128',
  phase2_lifetime: 3600,
};

/** AES-256-GCM in phase 2, which authenticates by itself (no separate authentication algorithm). */
const PHASE2_GCM = { phase2_encryption_algo: 'aes-256-gcm', phase2_authentication_algo: null } as const;

/**
 * spec 3 "IPsec": presets for common firewall vendors. Each is the vendor's recommended IKEv2 profile within the
 * values spec 5 allows (SHA-2, DH 14 or stronger, AES-256), so choosing the vendor of the customer's gateway fills
 * both phases with settings that gateway accepts without changes.
 */
export const IPSEC_PRESETS: readonly IpsecPreset[] = [
  {
    id: 'cisco',
    vendor: 'Cisco',
    devices: 'ASA, Firepower, IOS XE',
    phases: { ...IKEV2_BASE, phase1_lifetime: 86400, phase2_lifetime: 28800 },
  },
  {
    id: 'juniper',
    vendor: 'Juniper',
    devices: 'SRX',
    phases: { ...IKEV2_BASE, ...PHASE2_GCM },
  },
  {
    id: 'palo-alto',
    vendor: 'Palo Alto Networks',
    devices: 'PAN-OS',
    phases: {
      ...IKEV2_BASE,
      ...PHASE2_GCM,
      phase1_group: 'group20',
      phase1_authentication_algo: 'sha-384',
      phase2_pfs_group: 'group20',
    },
  },
  {
    id: 'fortinet',
    vendor: 'Fortinet',
    devices: 'FortiGate',
    phases: { ...IKEV2_BASE, phase1_lifetime: 86400, phase2_lifetime: 43200 },
  },
  {
    id: 'check-point',
    vendor: 'Check Point',
    devices: 'Quantum Security Gateway',
    phases: { ...IKEV2_BASE, phase1_lifetime: 86400 },
  },
  {
    id: 'sonicwall',
    vendor: 'SonicWall',
    devices: 'TZ, NSa',
    phases: { ...IKEV2_BASE, phase2_lifetime: 28800 },
  },
  {
    id: 'pfsense',
    vendor: 'pfSense / strongSwan',
    devices: 'pfSense, OPNsense, strongSwan on Linux',
    phases: { ...IKEV2_BASE, ...PHASE2_GCM },
  },
];

const PHASE_FIELDS = Object.keys(IPSEC_PRESETS[0]?.phases ?? {}) as (keyof IpsecPhases)[];

/** The preset whose every phase field the values hold, or null once the user changed one (a custom profile). */
export function presetMatching(phases: Partial<Record<keyof IpsecPhases, unknown>>): IpsecPreset | null {
  return (
    IPSEC_PRESETS.find((preset) => PHASE_FIELDS.every((field) => preset.phases[field] === (phases[field] ?? null))) ??
    null
  );
}

export function presetById(id: string): IpsecPreset | undefined {
  return IPSEC_PRESETS.find((preset) => preset.id === id);
}
