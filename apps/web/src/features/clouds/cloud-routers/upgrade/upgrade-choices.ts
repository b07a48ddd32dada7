import type { CloudRouterConnection } from '@portal/contract';
import {
  canUpgradeCloudRouterConnectionSpeed,
  SUBSCRIPTION_TERMS,
  speedsForConnectionType,
  subscriptionTermLabel,
} from '@portal/domain';
import type { Choice } from '@/components/change-speed-dialog';

/** spec 9: the speeds a connection of this kind is sold at (IPsec's, the own port's, a cloud's list). */
export function speedChoices(
  connection: Pick<CloudRouterConnection, 'connection_type' | 'service_provider' | 'speed'>,
) {
  const type =
    connection.connection_type === 'ipsec' || connection.connection_type === 'packetfabric'
      ? connection.connection_type
      : connection.service_provider;
  return speedsForConnectionType(type).map(
    (speed): Choice => ({ value: speed, label: speed === connection.speed ? `${speed} (now)` : speed }),
  );
}

/** The terms: a term can only be extended, so the shorter ones are shown but not offered. */
export function termChoices(current: number): Choice[] {
  return SUBSCRIPTION_TERMS.map((months) => ({
    value: String(months),
    label: subscriptionTermLabel(months),
    disabled: months < current,
  }));
}

/** spec 4: whether the connection's speed may change at all (state and provider). */
export const canChangeSpeed = (connection: CloudRouterConnection) => canUpgradeCloudRouterConnectionSpeed(connection);
