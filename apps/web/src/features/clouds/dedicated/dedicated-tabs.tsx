import type { DedicatedCloud } from '@portal/contract';
import { PERMISSIONS, subscriptionTermLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { CopyableValue } from '@/components/copyable-value';
import { ObjectHistory } from '@/components/object-history';
import { PortStatsPanel } from '@/components/port-stats/port-stats-panel';
import { formatDateTime } from '@/lib/format-date';
import { CloudConnectionDetailsCard } from '../connections/cloud-connection-details-card';
import { useUpdateDedicatedCloud } from './api/dedicated-mutations';
import { useDedicatedOfPage } from './dedicated-details-layout';
import { encapsulationLabel, portCategoryLabel, providerLabel, serviceClassLabel } from './dedicated-display';

/** What the connection is: its place, port, plan and the provider's settings. */
function dedicatedFacts(cloud: DedicatedCloud): [string, ReactNode][] {
  const providerId = cloud.cloud_provider_connection_id;
  const facts: [string, ReactNode][] = [
    ['Circuit ID', <CopyableValue key="id" value={cloud.cloud_circuit_id} label="the circuit ID" />],
    ['Provider', providerLabel(cloud.service_provider)],
    ['On-ramp', `${cloud.pop} (${cloud.site}), zone ${cloud.zone}`],
    ['Cloud region', cloud.cloud_provider.region],
    ['Port', `${cloud.speed} ${cloud.media ?? ''}`.trim()],
    ['Admin / operational', `${cloud.admin_status} / ${cloud.operational_status}`],
    ['Service class', serviceClassLabel(cloud.service_class)],
    ['Term', subscriptionTermLabel(cloud.subscription_term)],
    [
      'Provider connection ID',
      providerId ? <CopyableValue key="provider" value={providerId} label="the provider's ID" /> : 'Not assigned yet',
    ],
  ];
  if (cloud.azure_port_category) facts.push(['Port category', portCategoryLabel(cloud.azure_port_category)]);
  if (cloud.settings.encapsulation) facts.push(['Encapsulation', encapsulationLabel(cloud.settings.encapsulation)]);
  if (cloud.settings.aws_region) facts.push(['AWS region', cloud.settings.aws_region]);
  if (cloud.service_provider !== 'azure') facts.push(['Autonegotiation', cloud.settings.autoneg ? 'On' : 'Off']);
  if (cloud.service_provider === 'aws') facts.push(['LAG', cloud.is_lag ? 'A LAG of one' : 'No']);
  facts.push(
    ['Letter of Authorization', cloud.has_loa ? 'Attached' : 'None'],
    ['PO number', cloud.po_number ?? '—'],
    ['Ordered', formatDateTime(cloud.time_created)],
  );
  return facts;
}

/** /dedicated-clouds/{circuitId} (the default tab): the network's progress, the facts, the description and PO edit. */
export function DedicatedDetailsTab() {
  const cloud = useDedicatedOfPage();
  const canChange = useCan(PERMISSIONS.DEDICATED_CLOUD_CREATE);
  const update = useUpdateDedicatedCloud(cloud.cloud_circuit_id);
  return <CloudConnectionDetailsCard cloud={cloud} facts={dedicatedFacts(cloud)} update={canChange ? update : null} />;
}

/** /dedicated-clouds/{circuitId}/stats-port: the port's statistics, as for any port (traffic, casts, errors, optics). */
export function DedicatedStatsPortTab() {
  const cloud = useDedicatedOfPage();
  return (
    <PortStatsPanel
      port={{ port_circuit_id: cloud.cloud_circuit_id, speed: cloud.speed, is_lag: false, member_count: 0 }}
    />
  );
}

/** /dedicated-clouds/{circuitId}/history: the connection's activity-log entries with what each changed. */
export function DedicatedHistoryTab() {
  const cloud = useDedicatedOfPage();
  return <ObjectHistory objectType="cloud_dedicated" objectId={cloud.cloud_circuit_id} objectName="this connection" />;
}

/** /dedicated-clouds/{circuitId}/documents: the connection's documents (its LOAs, uploads). */
export function DedicatedDocumentsTab() {
  const cloud = useDedicatedOfPage();
  return (
    <CircuitDocuments objectType="cloud_connection" circuitId={cloud.cloud_circuit_id} objectName="this connection" />
  );
}
