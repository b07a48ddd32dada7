import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BgpSessionFormValues } from './bgp-session-form';
import { emptyDnatMapping, type NatMode } from './nat-form';

type Form = UseFormReturnType<BgpSessionFormValues>;

const DIRECTION_CHOICES = [
  { value: 'output', label: 'Output: this peer’s sources reach the other peers as the pool' },
  { value: 'input', label: 'Input: the router’s routes in the sources reach this peer as the pool' },
];

/** The list-wide message of a NAT list (required when empty), under it. */
function ListError({ form, path }: { form: Form; path: string }) {
  const message = form.errors[path];
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  );
}

/** One list of prefixes of source NAT (the pre-NAT sources or the pool), a line per prefix. */
function PrefixLines(props: {
  form: Form;
  isReadOnly: boolean;
  list: 'pre_nat_sources' | 'pool_prefixes';
  /** One line's name, as written mid-sentence ("pre-NAT source"); the list's title is its plural. */
  label: string;
  title: string;
  hint: string;
}) {
  const { form, isReadOnly, list, label, title, hint } = props;
  const lines = form.values.nat[list];
  const path = `nat.${list}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        {!isReadOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem(path, '')}
          >
            Add {label}
          </Button>
        )}
      </Group>
      {lines.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity but its place in the list.
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            size="xs"
            flex={1}
            aria-label={`${label.charAt(0).toUpperCase()}${label.slice(1)} ${index + 1}`}
            placeholder={list === 'pool_prefixes' ? '23.159.0.10/32' : '192.168.0.0/16'}
            {...form.getInputProps(`${path}.${index}`)}
            readOnly={isReadOnly}
          />
          {!isReadOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <ListError form={form} path={path} />
    </Stack>
  );
}

/** Destination NAT: each public address of the router sent on to a private one, optionally only from a prefix. */
function DnatMappings({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const mappings = form.values.nat.dnat_mappings;
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end">
        <Text size="xs" c="dimmed">
          Traffic to a public address is sent on to the private address behind this peer; with a source prefix, only
          traffic from it.
        </Text>
        {!isReadOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('nat.dnat_mappings', emptyDnatMapping())}
          >
            Add mapping
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} aria-label="Destination NAT mappings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Public address</Table.Th>
              <Table.Th>Private address</Table.Th>
              <Table.Th>Only from (optional)</Table.Th>
              {!isReadOnly && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mappings.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mapping has no identity but its place in the list.
              <Table.Tr key={index}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Public address ${index + 1}`}
                    placeholder="23.159.0.20"
                    {...form.getInputProps(`nat.dnat_mappings.${index}.public_ip`)}
                    readOnly={isReadOnly}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Private address ${index + 1}`}
                    placeholder="10.1.0.20"
                    {...form.getInputProps(`nat.dnat_mappings.${index}.private_ip`)}
                    readOnly={isReadOnly}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Only from prefix ${index + 1}`}
                    placeholder="any source"
                    {...form.getInputProps(`nat.dnat_mappings.${index}.conditional_prefix`)}
                    readOnly={isReadOnly}
                  />
                </Table.Td>
                {!isReadOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove mapping ${index + 1}`}
                      onClick={() => form.removeListItem('nat.dnat_mappings', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListError form={form} path="nat.dnat_mappings" />
    </Stack>
  );
}

/**
 * The NAT of a session on a NAT-capable connection (spec 3, wire reference 3.10): source NAT translates the private
 * pre-NAT sources to the public pool in one direction; destination NAT (on a DNAT-capable connection) sends public
 * addresses on to private ones. Checked by the server's own rule as it is typed; the what-if below applies it. Shown
 * read-only to a user who may not change the session.
 */
export function NatSection(props: { form: Form; isDnatCapable: boolean; isReadOnly: boolean }) {
  const { form, isDnatCapable, isReadOnly } = props;
  const nat = form.values.nat;
  const modes = [
    { value: 'none', label: 'No NAT' },
    { value: 'overload', label: 'Source NAT' },
    ...(isDnatCapable || nat.mode === 'inline_dnat' ? [{ value: 'inline_dnat', label: 'Destination NAT' }] : []),
  ];
  const modeError = form.errors['nat.mode'];
  return (
    <Stack gap="sm">
      <div>
        <Title order={5}>NAT</Title>
        <Text size="xs" c="dimmed">
          The connection is NAT capable: the router can translate this peer’s addresses.
        </Text>
      </div>
      <SegmentedControl
        aria-label="NAT"
        data={modes}
        value={nat.mode}
        onChange={(value) => form.setFieldValue('nat.mode', value as NatMode)}
        readOnly={isReadOnly}
        style={{ alignSelf: 'flex-start' }}
      />
      {modeError && (
        <Text size="sm" c="red" role="alert">
          {modeError}
        </Text>
      )}
      {nat.mode === 'overload' && (
        <Stack gap="sm">
          <Select
            label="Direction"
            data={DIRECTION_CHOICES}
            allowDeselect={false}
            maw={520}
            {...form.getInputProps('nat.direction')}
            readOnly={isReadOnly}
          />
          <PrefixLines
            form={form}
            isReadOnly={isReadOnly}
            list="pre_nat_sources"
            label="pre-NAT source"
            title="Pre-NAT sources"
            hint="The private prefixes translated"
          />
          <PrefixLines
            form={form}
            isReadOnly={isReadOnly}
            list="pool_prefixes"
            label="pool prefix"
            title="Pool prefixes"
            hint="The public prefixes they are translated to"
          />
        </Stack>
      )}
      {nat.mode === 'inline_dnat' && <DnatMappings form={form} isReadOnly={isReadOnly} />}
    </Stack>
  );
}
