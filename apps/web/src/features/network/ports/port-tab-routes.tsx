import { PortStatsPanel } from '@/components/port-stats/port-stats-panel';
import { usePortOfPage } from './port-details-layout';
import { PortDocumentsTab } from './tabs/port-documents-tab';
import { PortHistoryTab } from './tabs/port-history-tab';
import { PortRouterLogsTab } from './tabs/port-router-logs-tab';

// The tab screens take the port as a prop; these routes hand them the one the details layout loaded.

/** /ports/{circuitId}/stats-port */
export function PortStatsRoute() {
  return <PortStatsPanel port={usePortOfPage()} />;
}

/** /ports/{circuitId}/router-logs */
export function PortRouterLogsRoute() {
  return <PortRouterLogsTab port={usePortOfPage()} />;
}

/** /ports/{circuitId}/history */
export function PortHistoryRoute() {
  return <PortHistoryTab port={usePortOfPage()} />;
}

/** /ports/{circuitId}/documents */
export function PortDocumentsRoute() {
  return <PortDocumentsTab port={usePortOfPage()} />;
}
