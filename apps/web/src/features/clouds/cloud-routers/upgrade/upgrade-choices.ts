import type { CloudRouterConnection, UpgradeOptions } from '@portal/contract';
import { canUpgradeCloudRouterConnectionSpeed, formatCurrency, subscriptionTermLabel } from '@portal/domain';
import type { SpeedChoices } from '@/components/change-speed-dialog';

/**
 * The server's upgrade options as the dialog's choices: the speeds of the connection's kind, each with its monthly
 * price and the current one marked, and the terms it may move to (never a shorter one), priced at its speed.
 */
export function upgradeChoices(options: UpgradeOptions): SpeedChoices {
  return {
    speeds: options.speeds.map((option) => ({
      value: option.speed,
      label: `${option.speed} · ${formatCurrency(option.mrc)}/month${option.is_current ? ' (now)' : ''}`,
    })),
    terms: options.subscription_terms.map((option) => ({
      value: String(option.subscription_term),
      label: `${subscriptionTermLabel(option.subscription_term)} · ${formatCurrency(option.mrc)}/month`,
    })),
  };
}

/**
 * spec 4: whether the connection's speed may change at all (state and provider), so the button shows only then;
 * the server answers the same rule as `can_upgrade` with the choices.
 */
export const canChangeSpeed = (connection: CloudRouterConnection) => canUpgradeCloudRouterConnectionSpeed(connection);
