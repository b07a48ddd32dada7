import { Alert, Badge, Box, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { BgpDryRun } from '@portal/contract';
import type { ReactNode } from 'react';
import { refusalMessage } from '@/lib/form-errors';
import { useBgpWhatIf, type WhatIfDraft } from './api/bgp-queries';

type Change = BgpDryRun['changes'][number];

const OUTCOME_COLOURS: Record<Change['outcome'], string> = {
  accepted: 'green',
  rejected: 'red',
  changed: 'yellow',
  unchanged: 'gray',
};

/** What moved between before and after, as "local pref 100 → 200, AS path 65010 → 4556 4556 65010". */
export function attributeChangeText(change: Pick<Change, 'before' | 'after'>): string {
  const { before, after } = change;
  if (!before || !after) return '';
  const parts: string[] = [];
  if (before.local_preference !== after.local_preference) {
    parts.push(`local pref ${before.local_preference} → ${after.local_preference}`);
  }
  if (before.med !== after.med) parts.push(`MED ${before.med} → ${after.med}`);
  if (before.as_path !== after.as_path) parts.push(`AS path ${before.as_path || '—'} → ${after.as_path || '—'}`);
  if (before.next_hop !== after.next_hop) parts.push(`next hop ${before.next_hop} → ${after.next_hop}`);
  return parts.join(', ');
}

interface WhatIfPreviewProps {
  routerCircuitId: string;
  cloudCircuitId: string;
  /** The saved session's; null for a new session, whose whole draft is tried. */
  uuid: string | null;
  /** The draft to try; null while the form is unchanged or not valid (the preview then says why it waits). */
  draft: WhatIfDraft | null;
  isValid: boolean;
}

/**
 * The BGP what-if (issue 18): before a change of prefixes or filters is saved (or a new session created), which
 * routes of every session of the router would be accepted, rejected or changed, as the server's routing applies the
 * draft to the current routes.
 */
export function WhatIfPreview({ routerCircuitId, cloudCircuitId, uuid, draft, isValid }: WhatIfPreviewProps) {
  const whatIf = useBgpWhatIf(routerCircuitId, cloudCircuitId, uuid, draft);

  let body: ReactNode;
  if (!isValid) {
    body = (
      <Text size="sm" c="dimmed">
        Correct the fields marked above to see what the change would do.
      </Text>
    );
  } else if (draft === null) {
    body = (
      <Text size="sm" c="dimmed">
        {uuid === null
          ? 'Fill in the session to see which routes it would accept, reject or change before it is created.'
          : 'Change a prefix, a filter or a default to see which routes it would accept, reject or change before saving.'}
      </Text>
    );
  } else if (whatIf.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Applying the draft to the current routes…
        </Text>
      </Group>
    );
  } else if (whatIf.isError) {
    body = (
      <Alert color="red" variant="light" title="The what-if could not be worked out">
        {refusalMessage(whatIf.error)}
      </Alert>
    );
  } else {
    const { summary, changes, bgp_state: state, state_reason: reason } = whatIf.data;
    const moved = changes.filter((change) => change.outcome !== 'unchanged');
    body = (
      <Stack gap="xs">
        <Group gap="xs" aria-label="What-if summary">
          <Badge color="green" variant="light">
            {summary.accepted} accepted
          </Badge>
          <Badge color="red" variant="light">
            {summary.rejected} rejected
          </Badge>
          <Badge color="yellow" variant="light">
            {summary.changed} changed
          </Badge>
          <Badge color="gray" variant="light">
            {summary.unchanged} unchanged
          </Badge>
        </Group>
        {state !== 'established' && (
          <Alert color="orange" variant="light" title={`With this draft the session would be ${state}`}>
            {reason ?? 'The session would not establish.'}
          </Alert>
        )}
        {moved.length === 0 ? (
          <Text size="sm" c="dimmed">
            No route would be accepted, rejected or changed by this draft.
          </Text>
        ) : (
          // A scrolling region of text only: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
          <Box
            style={{ overflow: 'auto', maxHeight: 260 }}
            tabIndex={0}
            role="region"
            aria-label="Routes the draft would move"
          >
            <Table verticalSpacing={4} fz="sm" miw={560} aria-label="Routes the draft would move">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Direction</Table.Th>
                  <Table.Th>Prefix</Table.Th>
                  <Table.Th>Connection</Table.Th>
                  <Table.Th>What changes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {moved.map((change) => (
                  <Table.Tr key={`${change.bgp_settings_uuid}:${change.direction}:${change.prefix}`}>
                    <Table.Td>
                      <Badge color={OUTCOME_COLOURS[change.outcome]} variant="light">
                        {change.outcome}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{change.direction}</Table.Td>
                    <Table.Td ff="monospace">{change.prefix}</Table.Td>
                    <Table.Td>{change.cloud_circuit_id}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{change.reason}</Text>
                      {change.outcome === 'changed' && (
                        <Text size="xs" c="dimmed">
                          {attributeChangeText(change)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" role="region" aria-label="What-if preview">
      <Title order={5}>What-if before saving</Title>
      <div aria-live="polite">{body}</div>
    </Stack>
  );
}
