import { Badge, Tooltip } from '@mantine/core';
import type { BgpRoute } from '@portal/contract';
import { routeNatDetail, routeNatLabel } from './bgp-route-rows';

const COLOURS = { Translated: 'grape', 'NAT pool': 'cyan', 'Destination NAT': 'orange' } as const;

/** The route's part in an address translation as a badge, its sides in the tooltip; nothing when none. */
export function RouteNatBadge({ nat }: { nat: BgpRoute['nat'] }) {
  const label = routeNatLabel(nat);
  if (label === undefined) return null;
  return (
    <Tooltip label={routeNatDetail(nat)} multiline maw={320}>
      <Badge variant="light" color={COLOURS[label]} size="sm" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
    </Tooltip>
  );
}
