import { isLagEligible, isPortProvisioning } from './port-eligibility.js';
import type { PortFacts } from './types.js';

/** spec 5 "Port LAG eligibility": why a port cannot join a LAG, one message per failed condition. */
export const LAG_REFUSALS = {
  isLag: 'A LAG cannot be a member of another LAG.',
  isLagMember: 'The port is already a member of a LAG.',
  provisioning: 'The port is still provisioning.',
  vcMode: 'The port carries virtual circuits in a VC mode.',
  cloudOrPointToPoint: 'Cloud, point-to-point and cloud router ports cannot join a LAG.',
  notActive: 'Only active ports can join a LAG.',
  mismatch: 'LAG members must share site, zone, speed and media.',
  lastMember: 'A LAG keeps at least one member; delete the LAG instead.',
} as const;

/** The facts two LAG members must share (wire reference 3.4: site, zone, speed and media). */
export interface LagSlotFacts {
  pop: string;
  zone: string;
  speed: string;
  media: string;
}

/**
 * spec 5 "Port LAG eligibility": the reason a port cannot join a LAG, undefined when it can. Undefined exactly
 * when `isLagEligible` holds; the reasons are checked in the rule's order.
 */
export function lagMemberRefusal(port: PortFacts): string | undefined {
  if (isLagEligible(port)) return undefined;
  if (port.is_lag) return LAG_REFUSALS.isLag;
  if (port.is_lag_member) return LAG_REFUSALS.isLagMember;
  if (isPortProvisioning(port)) return LAG_REFUSALS.provisioning;
  if (port.vc_mode) return LAG_REFUSALS.vcMode;
  if (port.is_cloud || port.is_ptp || port.is_cloud_router) return LAG_REFUSALS.cloudOrPointToPoint;
  return LAG_REFUSALS.notActive;
}

/** Wire reference 3.4: true when two ports share site (PoP), zone, speed and media, so both can be LAG members. */
export function isSameLagSlot(a: LagSlotFacts, b: LagSlotFacts): boolean {
  return (
    a.pop.toLowerCase() === b.pop.toLowerCase() &&
    a.zone.toLowerCase() === b.zone.toLowerCase() &&
    a.speed.toLowerCase() === b.speed.toLowerCase() &&
    a.media.toLowerCase() === b.media.toLowerCase()
  );
}
