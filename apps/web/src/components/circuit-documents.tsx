import { Anchor, Badge, Card, Text } from '@mantine/core';
import type { PortalDocument } from '@portal/contract';
import { formatBytes } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCircuitDocuments } from '@/api/circuit-documents';
import { formatDateTime, timestampOf } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { type Column, DataTable } from './data-table';
import { PageHeader } from './page-header';

/** How each kind of document is named on screen (contract DOCUMENT_TYPES). */
const TYPE_LABELS: Record<PortalDocument['type'], string> = {
  loa: 'Letter of Authorization',
  customer_loa: 'Customer LOA',
  msa: 'Master services agreement',
  other: 'Other',
};

const columns: Column<PortalDocument>[] = [
  {
    key: 'name',
    header: 'Document',
    isSortable: true,
    render: (document) => (
      <Anchor
        href={document._links.download}
        download={document.name}
        size="sm"
        aria-label={`Download ${document.name}`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <IconDownload size={16} aria-hidden />
        {document.name}
      </Anchor>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    isSortable: true,
    render: (document) => (
      <Badge variant="light" tt="none">
        {TYPE_LABELS[document.type]}
      </Badge>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSecondary: true,
    render: (document) => (
      <Text size="sm" lineClamp={2}>
        {document.description || '—'}
      </Text>
    ),
  },
  { key: 'size', header: 'Size', isSecondary: true, render: (document) => formatBytes(document.size, 1) },
  { key: 'created', header: 'Added', isSortable: true, render: (document) => formatDateTime(document.time_created) },
];

interface CircuitDocumentsProps {
  objectType: string;
  circuitId: string;
  /** "this port" — in the empty state. */
  objectName: string;
  /** Buttons beside the title (e.g. requesting a Letter of Authorization). */
  actions?: ReactNode;
}

/** The documents tab of a details page (spec 2): the circuit's documents, each downloadable. */
export function CircuitDocuments({ objectType, circuitId, objectName, actions }: CircuitDocumentsProps) {
  const documents = useCircuitDocuments(objectType, circuitId);
  const view = useListView(documents.data, {
    sort: 'created',
    direction: 'desc',
    searchValues: (document) => [document.name, document.description, TYPE_LABELS[document.type]],
    sortValues: {
      name: (document) => document.name,
      type: (document) => TYPE_LABELS[document.type],
      created: (document) => timestampOf(document.time_created),
    },
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Documents"
        description={`Letters of Authorization and other documents of ${objectName}.`}
        actions={actions}
      />
      <DataTable
        label={`Documents of ${circuitId}`}
        columns={columns}
        rows={view.visibleRows}
        rowKey={(document) => document.uuid}
        isPending={documents.isPending}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        empty={`${objectName[0]?.toUpperCase()}${objectName.slice(1)} has no documents yet.`}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
      />
    </Card>
  );
}
