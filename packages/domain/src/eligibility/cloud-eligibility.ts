import { SUCCESS_NOTICES } from '../platform/messages.js';

/** spec 5 "Product eligibility rules": why a hosted or dedicated cloud connection cannot be deleted now. */
export const CLOUD_DELETE_REFUSALS = {
  beingDeleted: SUCCESS_NOTICES.serviceBeingDeleted,
  hostedProvisioning: 'The connection is provisioning. It can be deleted once provisioning is complete.',
  dedicatedProcessing: 'The dedicated cloud connection is still processing. Try again once it is active.',
} as const;

/**
 * spec 5 "Product eligibility rules": why a hosted connection cannot be deleted now, or null when it can: not while
 * it is being deleted, not while the network builds it. An AWS connection waiting for its customer's acceptance may
 * go: nobody may ever accept it.
 */
export function hostedDeleteRefusal(cloud: { state: string; is_awaiting_acceptance: boolean }): string | null {
  if (cloud.state === 'deleting') return CLOUD_DELETE_REFUSALS.beingDeleted;
  if (cloud.state === 'vc_provisioning' && !cloud.is_awaiting_acceptance)
    return CLOUD_DELETE_REFUSALS.hostedProvisioning;
  return null;
}

/**
 * spec 5 "Product eligibility rules": why a dedicated connection cannot be deleted now, or null when it can: not
 * while it is being deleted, not while it is requested or provisioning.
 */
export function dedicatedDeleteRefusal(cloud: { state: string }): string | null {
  if (cloud.state === 'deleting') return CLOUD_DELETE_REFUSALS.beingDeleted;
  if (cloud.state === 'requested' || cloud.state === 'provisioning') return CLOUD_DELETE_REFUSALS.dedicatedProcessing;
  return null;
}
