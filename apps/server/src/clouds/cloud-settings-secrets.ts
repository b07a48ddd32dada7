import type { CredentialSealer } from './cloud-credential-store.js';

/** Where a cloud connection's settings (wire reference 3.7 `cloud_settings`) hold their one secret. */
export const CLOUD_SETTINGS_MD5_PATH = ['bgp_settings', 'md5'] as const;

type Settings = Record<string, unknown>;

const objectOf = (value: unknown): Settings | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : undefined;

/** The settings with their MD5 key changed by `change` (the same object when they carry none). */
function withMd5(settings: Settings, change: (md5: string) => string): Settings {
  const bgp = objectOf(settings.bgp_settings);
  const md5 = bgp?.md5;
  if (!bgp || typeof md5 !== 'string' || md5 === '') return settings;
  return { ...settings, bgp_settings: { ...bgp, md5: change(md5) } };
}

/**
 * The BGP MD5 key of a cloud connection's provider-side settings (`cloud_settings.bgp_settings.md5`), sealed at rest
 * under SECRETS_KEY (purpose `bgp-md5`, like cloud routers' session keys): what a product module stores and what a
 * cloud keeps of what it was told carry it sealed; the cloud's call and a configuration its owner downloads open it.
 * A key stored before sealing opens as it is until the start-up backfill seals it.
 */
export class CloudSettingsSecrets {
  readonly #sealer: CredentialSealer;

  constructor(sealer: CredentialSealer) {
    this.#sealer = sealer;
  }

  /** The settings as they are stored: the MD5 key (in clear) sealed. */
  seal(settings: Settings): Settings {
    return withMd5(settings, (md5) => this.#sealer.seal(md5, 'bgp-md5'));
  }

  /** The settings with the MD5 key in clear, for the cloud's call or a check of the key's rules. */
  open(settings: Settings): Settings {
    return withMd5(settings, (md5) => this.#sealer.open(md5, 'bgp-md5'));
  }

  /** The MD5 key of stored settings in clear, or null without one. */
  md5Of(settings: Settings | null | undefined): string | null {
    const md5 = sealedMd5Of(settings);
    return md5 === undefined ? null : this.#sealer.open(md5, 'bgp-md5');
  }

  /**
   * The MD5 key of stored settings as a read finds it: none, the key in clear, or unreadable (sealed under a
   * SECRETS_KEY this process does not have), which a read answers without.
   */
  readMd5(settings: Settings | null | undefined): Md5Read {
    const sealed = sealedMd5Of(settings);
    if (sealed === undefined) return { state: 'none' };
    const md5 = this.#sealer.tryOpen(sealed, 'bgp-md5');
    return md5 === undefined ? { state: 'unreadable' } : { state: 'open', md5 };
  }
}

/** What stored settings hold as their MD5 key. */
export type Md5Read = { state: 'none' } | { state: 'open'; md5: string } | { state: 'unreadable' };

function sealedMd5Of(settings: Settings | null | undefined): string | undefined {
  const md5 = objectOf(objectOf(settings)?.bgp_settings)?.md5;
  return typeof md5 === 'string' && md5 !== '' ? md5 : undefined;
}
