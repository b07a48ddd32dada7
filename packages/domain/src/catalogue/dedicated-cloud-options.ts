import type { DEDICATED_CLOUD_PROVIDERS } from './port-options.js';

/** A provider that sells dedicated cloud connections (wire reference 3.7: aws, azure, google). */
export type DedicatedCloudProvider = (typeof DEDICATED_CLOUD_PROVIDERS)[number];

/**
 * Wire reference 3.7 "Dedicated create": the port speeds of a dedicated connection by provider (Azure and Google
 * 10 or 100 Gbps; AWS Direct Connect also 1 Gbps, the only speed where autonegotiation exists).
 */
export const DEDICATED_CLOUD_SPEEDS = {
  aws: ['1Gbps', '10Gbps', '100Gbps'],
  azure: ['10Gbps', '100Gbps'],
  google: ['10Gbps', '100Gbps'],
} as const satisfies Record<DedicatedCloudProvider, readonly string[]>;

/** The optics the provider's on-ramp ports use at each speed (single-mode, as the cloud providers require). */
export const DEDICATED_CLOUD_MEDIA: Readonly<Record<string, string>> = {
  '1Gbps': 'LX',
  '10Gbps': 'LR',
  '100Gbps': 'LR4',
};

/** Wire reference 3.7: the Azure ExpressRoute Direct encapsulations and port categories. */
export const AZURE_ENCAPSULATIONS = ['dot1q', 'qinq'] as const;
export const AZURE_PORT_CATEGORIES = ['primary', 'secondary'] as const;

/** Wire reference 3.7: true when `speed` is sold as a dedicated connection of `provider`. */
export function isDedicatedCloudSpeed(provider: DedicatedCloudProvider, speed: string): boolean {
  return (DEDICATED_CLOUD_SPEEDS[provider] as readonly string[]).includes(speed);
}

/** The media of a dedicated connection's port at `speed`; null for a speed no dedicated connection has. */
export function dedicatedCloudMedia(speed: string): string | null {
  return DEDICATED_CLOUD_MEDIA[speed] ?? null;
}

/** spec 9 "Product labels" and the providers' own names, for screens and the CSV. */
export const DEDICATED_CLOUD_PROVIDER_LABELS: Readonly<Record<DedicatedCloudProvider, string>> = {
  aws: 'AWS Direct Connect',
  azure: 'Azure ExpressRoute Direct',
  google: 'Google Cloud Interconnect',
};
