import type { HostedCloud } from '@portal/contract';
import { SUCCESS_NOTICES } from '@portal/domain';

/** The server's refusal of a delete while the network builds the connection (hosted-actions `HOSTED_BUSY_MESSAGE`). */
export const HOSTED_BUSY_MESSAGE = 'The connection is provisioning. It can be deleted once provisioning is complete.';

/**
 * Why a hosted connection cannot be deleted now, or null when it can (spec 5 "Product eligibility rules", as the
 * server applies them): not while it is being deleted, not while the network builds it. An AWS connection waiting
 * for its customer's acceptance may go: nobody may ever accept it.
 */
export function hostedDeleteRefusal(cloud: Pick<HostedCloud, 'state' | 'is_awaiting_acceptance'>): string | null {
  if (cloud.state === 'deleting') return SUCCESS_NOTICES.serviceBeingDeleted;
  if (cloud.state === 'vc_provisioning' && !cloud.is_awaiting_acceptance) return HOSTED_BUSY_MESSAGE;
  return null;
}

/** Whether the provider-side settings may change now: AWS and Google connections that are not being deleted. */
export function canChangeCloudSettings(cloud: Pick<HostedCloud, 'service_provider' | 'state'>): boolean {
  return (cloud.service_provider === 'aws' || cloud.service_provider === 'google') && cloud.state !== 'deleting';
}
