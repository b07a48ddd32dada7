import type { CloudRouterConnection, UpgradeOptions } from '@portal/contract';
import { canUpgradeCloudRouterConnectionSpeed } from '@portal/domain';
import { type SpeedChoices, speedChoicesOf } from '@/components/change-speed-dialog';

/** The server's upgrade options as the dialog's choices; a connection's terms are priced (it has several). */
export const upgradeChoices = (options: UpgradeOptions): SpeedChoices => speedChoicesOf(options, { pricedTerms: true });

/**
 * spec 4: whether the connection's speed may change at all (state and provider), so the button shows only then;
 * the server answers the same rule as `can_upgrade` with the choices.
 */
export const canChangeSpeed = (connection: CloudRouterConnection) => canUpgradeCloudRouterConnectionSpeed(connection);
