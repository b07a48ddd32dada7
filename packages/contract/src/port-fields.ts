import {
  isMediaForSpeed,
  messages,
  PERMISSIONS,
  PORT_MEDIA_BY_SPEED,
  PORT_SPEEDS,
  type PortSpeed,
  SUBSCRIPTION_TERMS,
} from '@portal/domain';
import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';

// The fields and guards the port, LAG and booking contracts share.

/** spec 5 "maxLength" of descriptions; wire reference 2: `po_number` is 1 to 32 characters. */
export const PORT_DESCRIPTION_MAX = 128;
export const PO_NUMBER_MAX = 32;

/** The refusal of `autoneg` on a port that is not 1 Gbps (wire reference 3.3: "autoneg (1Gbps only)"). */
export const AUTONEG_ONLY_1G_MESSAGE = 'Autonegotiation is only available on 1Gbps ports.';

/** The permissions of spec 6 for ports and LAGs (there is no LAG create key: building one is a port change). */
export const PORT_ACCESS = {
  read: { permission: PERMISSIONS.INTERFACE_PHYSICAL_READ },
  create: { permission: PERMISSIONS.INTERFACE_PHYSICAL_CREATE },
  lagRead: { permission: PERMISSIONS.INTERFACE_LAG_READ },
} as const;

export const portIdParamsSchema = z.object({ id: requiredText({ max: 64 }) });

export const speedField = z.enum(PORT_SPEEDS, { error: messages.oneOf(PORT_SPEEDS) });
export const termField = z.union(
  SUBSCRIPTION_TERMS.map((term) => z.literal(term)),
  { error: messages.oneOf(SUBSCRIPTION_TERMS) },
);
export const descriptionField = requiredText({ max: PORT_DESCRIPTION_MAX });
export const poNumberField = optionalText({ max: PO_NUMBER_MAX }).nullable();
export const popField = requiredText({ max: 16 });

/** A body's media must be sold at its speed, and autoneg only exists on 1 Gbps ports. */
export function checkSpeedFacts(
  body: { speed?: string; media?: string; autoneg?: boolean | undefined },
  context: z.RefinementCtx,
): void {
  const { speed, media } = body;
  if (speed !== undefined && media !== undefined && !isMediaForSpeed(speed, media)) {
    const allowed = PORT_MEDIA_BY_SPEED[speed as PortSpeed] ?? [];
    context.addIssue({ code: 'custom', path: ['media'], message: messages.oneOf(allowed) });
  }
  if (body.autoneg === true && speed !== undefined && speed !== '1Gbps') {
    context.addIssue({ code: 'custom', path: ['autoneg'], message: AUTONEG_ONLY_1G_MESSAGE });
  }
}
