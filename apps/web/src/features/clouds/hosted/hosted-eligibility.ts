import type { HostedCloud } from '@portal/contract';

/** Whether the provider-side settings may change now: AWS and Google connections that are not being deleted. */
export function canChangeCloudSettings(cloud: Pick<HostedCloud, 'service_provider' | 'state'>): boolean {
  return (cloud.service_provider === 'aws' || cloud.service_provider === 'google') && cloud.state !== 'deleting';
}

/**
 * Whether the connection has a cloud-side BGP session (issue 17, spec 2's bgp-sessions tab): an AWS or Google
 * connection whose provider-side settings the portal keeps, which always carry `bgp_settings` (wire reference 3.7).
 */
export function hasCloudBgp(cloud: Pick<HostedCloud, 'service_provider' | 'cloud_settings'>): boolean {
  const bgp = cloud.cloud_settings?.bgp_settings;
  return (
    (cloud.service_provider === 'aws' || cloud.service_provider === 'google') && typeof bgp === 'object' && bgp !== null
  );
}
