/** Wire reference 2 "Common enums": the physical port speeds (ports and point-to-point). */
export const PORT_SPEEDS = ['1Gbps', '10Gbps', '40Gbps', '100Gbps'] as const;

/** A physical port speed. */
export type PortSpeed = (typeof PORT_SPEEDS)[number];

/** Wire reference 2 "Common enums": the optics (media) each port speed is sold with. */
export const PORT_MEDIA_BY_SPEED = {
  '1Gbps': ['LX', 'EX', 'ZX'],
  '10Gbps': ['LR', 'ER', 'ZR', 'ER DWDM', 'ZR DWDM'],
  '40Gbps': ['LR4', 'ER4'],
  '100Gbps': ['LR4', 'CWDM4', 'ER4', 'ER4 Lite'],
} as const satisfies Record<PortSpeed, readonly string[]>;

/** Wire reference 2 "Common enums": every media value. */
export const PORT_MEDIA = [...new Set(Object.values(PORT_MEDIA_BY_SPEED).flat())] as readonly string[];

/** Wire reference 2: true when `media` is sold at `speed`. */
export function isMediaForSpeed(speed: string, media: string): boolean {
  return (
    Object.hasOwn(PORT_MEDIA_BY_SPEED, speed) &&
    (PORT_MEDIA_BY_SPEED[speed as PortSpeed] as readonly string[]).includes(media)
  );
}

/** Wire reference 2 "Common enums": the subscription terms in months. */
export const SUBSCRIPTION_TERMS = [1, 12, 24, 36] as const;

/** A subscription term in months. */
export type SubscriptionTerm = (typeof SUBSCRIPTION_TERMS)[number];

/** Wire reference 2 "Common enums": the service classes. */
export const SERVICE_CLASSES = ['metro', 'longhaul'] as const;

/** A service class. */
export type ServiceClass = (typeof SERVICE_CLASSES)[number];

/** Wire reference 2 "Common enums": the bandwidth (longhaul) types, dedicated, usage per GB, hourly. */
export const BANDWIDTH_TYPES = ['dedicated', 'usage', 'hourly'] as const;

/** A bandwidth type. */
export type BandwidthType = (typeof BANDWIDTH_TYPES)[number];

/** Wire reference 3.2: the cloud providers with on-ramps of the provider's network. */
export const CLOUD_PROVIDERS = ['aws', 'azure', 'google', 'oracle', 'ibm'] as const;

/** A cloud provider with on-ramps. */
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];

/** Wire reference 3.2: the cloud connection types. */
export const CLOUD_CONNECTION_TYPES = ['hosted', 'dedicated'] as const;

/** A cloud connection type. */
export type CloudConnectionType = (typeof CLOUD_CONNECTION_TYPES)[number];

/** Wire reference 3.7: providers that sell dedicated (a whole port) connections. */
export const DEDICATED_CLOUD_PROVIDERS = ['aws', 'azure', 'google'] as const satisfies readonly CloudProvider[];
