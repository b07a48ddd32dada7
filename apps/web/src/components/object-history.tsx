import { Card, Center, Group, Pagination, Skeleton, Stack, Table, Text, Timeline, Tooltip } from '@mantine/core';
import type { ActivityLogEntry } from '@portal/contract';
import { activityFieldLabel, diffObjects, type FieldChange, formatChangeValue } from '@portal/domain';
import { type ReactNode, useState } from 'react';
import { useObjectHistory } from '@/api/object-history';
import { formatDateTime } from '@/lib/format-date';
import { ErrorState } from './error-state';
import { PageHeader } from './page-header';

const PAGE_SIZE = 20;

function ChangeTable({ changes }: { changes: FieldChange[] }) {
  return (
    // Scrolls sideways on a phone: the keyboard can scroll it too.
    <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm" aria-label="What changed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field || 'value'}>
              <Table.Td>{activityFieldLabel(change.field)}</Table.Td>
              <Table.Td
                c={change.kind === 'added' ? 'dimmed' : 'red'}
                td={change.kind === 'changed' ? 'line-through' : undefined}
              >
                {formatChangeValue(change.before)}
              </Table.Td>
              <Table.Td c={change.kind === 'removed' ? 'dimmed' : 'green'}>{formatChangeValue(change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HistoryEntry({ entry }: { entry: ActivityLogEntry }) {
  const changes = diffObjects(entry.before, entry.after);
  return (
    <Stack gap={6}>
      {/* The sentence for people; the raw event code on hover and focus, as in the activity log. */}
      <Tooltip label={entry.event} ff="monospace" withinPortal>
        <Text size="sm" fw={500} tabIndex={0} data-event={entry.event} w="fit-content">
          {entry.message}
        </Text>
      </Tooltip>
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.time_created)}
        {entry.on_behalf_of ? ` · by ${entry.on_behalf_of} on behalf` : ''}
      </Text>
      {changes.length > 0 && <ChangeTable changes={changes} />}
    </Stack>
  );
}

interface ObjectHistoryProps {
  /** The object type of the live-events convention (`port`, `vc`…), for the query key. */
  objectType: string;
  /** The object's id as the activity log names it (a circuit id). */
  objectId: string;
  /** "this port", "this virtual circuit" — in the empty state. */
  objectName: string;
}

/**
 * The history tab of a details page (spec 2): the object's activity-log entries, newest first, each with who
 * did it, when, and what changed (field, before, after). New entries arrive with the object's live events.
 */
export function ObjectHistory({ objectType, objectId, objectName }: ObjectHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useObjectHistory(objectType, objectId, page, PAGE_SIZE);
  const entries = history.data?.entries ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  let body: ReactNode;
  if (history.isPending) body = <Skeleton h={160} role="status" aria-label="Loading the history" />;
  else if (history.error) {
    body = (
      <ErrorState error={history.error} title="The history could not load" onRetry={() => void history.refetch()} />
    );
  } else if (entries.length === 0) {
    body = (
      <Center py="lg">
        <Text c="dimmed" size="sm">
          Nothing has been logged about {objectName} yet.
        </Text>
      </Center>
    );
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} role="group" aria-label={`History of ${objectId}`}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.log_uuid}>
            <HistoryEntry entry={entry} />
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="History"
        description={`Every change to ${objectName}: who made it, when, and what changed.`}
      />
      {body}
      {pageCount > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={pageCount} value={Math.min(page, pageCount)} onChange={setPage} size="sm" />
        </Group>
      )}
    </Card>
  );
}
