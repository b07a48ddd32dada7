import { ActionIcon, Anchor, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { Port } from '@portal/contract';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { useLagMembers } from './api/port-detail-queries';
import { useLagMemberChange } from './api/port-mutations';
import { useAllPorts } from './api/ports-query';
import { memberCandidates } from './lag-eligibility';
import { PortStatusBadge } from './port-status-badge';

const columns: Column<Port>[] = [
  {
    key: 'id',
    header: 'Member port',
    render: (member) => (
      <Anchor component={Link} to={`/ports/${encodeURIComponent(member.port_circuit_id)}`} size="sm">
        {member.port_circuit_id}
      </Anchor>
    ),
  },
  { key: 'description', header: 'Description', render: (member) => member.description },
  { key: 'status', header: 'Status', render: (member) => <PortStatusBadge port={member} size="sm" /> },
  { key: 'kind', header: 'Speed', isSecondary: true, render: (member) => `${member.speed} ${member.media}` },
];

/** Adds one of the eligible ports of the LAG's kind (site, zone, speed, media) as a member. */
function AddMember({ lag, members }: { lag: Port; members: readonly Port[] }) {
  const ports = useAllPorts();
  const change = useLagMemberChange(lag.port_circuit_id);
  const [choice, setChoice] = useState<string | null>(null);
  const candidates = memberCandidates(ports.data ?? [], members[0] ?? lag);

  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Add a member"
        placeholder={candidates.length === 0 ? 'No eligible port of this kind' : 'Choose a port'}
        data={candidates.map((port) => ({
          value: port.port_circuit_id,
          label: `${port.port_circuit_id} — ${port.description}`,
        }))}
        value={choice}
        onChange={setChoice}
        disabled={candidates.length === 0}
        w={{ base: '100%', sm: 360 }}
      />
      <Button
        variant="default"
        disabled={choice === null}
        loading={change.isPending && change.variables?.isAdding}
        onClick={() =>
          choice && change.mutate({ member: choice, isAdding: true }, { onSuccess: () => setChoice(null) })
        }
      >
        Add
      </Button>
    </Group>
  );
}

/** A LAG's member ports, with add and remove for those who may change it (a LAG keeps at least one member). */
export function LagMembersCard({ lag, canChange }: { lag: Port; canChange: boolean }) {
  const members = useLagMembers(lag.port_circuit_id, true);
  const change = useLagMemberChange(lag.port_circuit_id);
  const [removing, setRemoving] = useState<Port | null>(null);
  const rows = members.data ?? [];
  const canRemove = canChange && rows.length > 1;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Members</Text>
        <DataTable
          label={`Members of ${lag.port_circuit_id}`}
          columns={columns}
          rows={rows}
          rowKey={(member) => member.port_circuit_id}
          isPending={members.isPending}
          error={members.error}
          onRetry={() => void members.refetch()}
          empty="This LAG has no members."
          actions={
            canChange
              ? (member) => (
                  <Tooltip label={canRemove ? 'Remove from the LAG' : 'A LAG keeps at least one member'}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${member.port_circuit_id}`}
                      disabled={!canRemove}
                      onClick={() => setRemoving(member)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )
              : undefined
          }
        />
        {canChange && <AddMember lag={lag} members={rows} />}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.port_circuit_id ?? ''} from the LAG`}
        confirmLabel="Remove member"
        isPending={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          change.mutate({ member: removing.port_circuit_id, isAdding: false }, { onSuccess: () => setRemoving(null) })
        }
      >
        The port leaves the LAG and becomes an ordinary port again; the LAG carries less traffic without it.
      </ConfirmDialog>
    </Card>
  );
}
