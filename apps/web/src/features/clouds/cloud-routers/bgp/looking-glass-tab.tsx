import { useRouterOfPage } from '../cloud-router-details-layout';
import { LookingGlassPanel } from './looking-glass-panel';

/** /cloud-routers/{circuitId}/looking-glass: the router's looking glass as a tab of its details. */
export function CloudRouterLookingGlassTab() {
  return <LookingGlassPanel routerCircuitId={useRouterOfPage().circuit_id} />;
}
