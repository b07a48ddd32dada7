import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addPrefixRefusal, type BgpSessionFormValues, emptyPrefix, type PrefixDirection } from './bgp-session-form';

const MATCH_TYPE_CHOICES = [
  { value: 'exact', label: 'exact' },
  { value: 'orlonger', label: 'orlonger' },
];

const DIRECTIONS: Record<PrefixDirection, { label: string; title: string; hint: string; noun: string }> = {
  in: {
    label: 'Import',
    title: 'Import filter (received routes)',
    hint: 'Routes the peer sends are accepted only when a line matches; the most specific line sets their local preference, MED and AS prepend.',
    noun: 'import',
  },
  out: {
    label: 'Export',
    title: 'Export filter (advertised routes)',
    hint: "The router's routes are advertised to the peer only when a line matches, with that line's MED and AS prepend.",
    noun: 'export',
  },
};

interface DirectionTableProps {
  form: UseFormReturnType<BgpSessionFormValues>;
  type: PrefixDirection;
  /** The lines are shown, not edited: no field takes input, and nothing adds or removes a line. */
  isReadOnly: boolean;
}

/**
 * spec 3 "BGP session" prefixes: one direction's lines of the filter (prefix, exact or orlonger, and the attributes
 * a match sets). Lines of both directions live in one list of the form; each row edits its own index.
 */
function DirectionTable({ form, type, isReadOnly }: DirectionTableProps) {
  const { label, title, hint, noun } = DIRECTIONS[type];
  const values = form.values;
  const rows = values.prefixes.map((item, index) => ({ item, index })).filter(({ item }) => item.type === type);
  const refusal = addPrefixRefusal(values.prefixes.length);
  const add = () => form.insertListItem('prefixes', emptyPrefix(type, values.orlonger ? 'orlonger' : 'exact'));

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={5}>{title}</Title>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        {!isReadOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            disabled={refusal !== undefined}
          >
            Add {noun} prefix
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {isReadOnly ? `No ${noun} prefixes.` : `No ${noun} prefixes: add one.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prefix</Table.Th>
                <Table.Th w={120}>Match</Table.Th>
                {type === 'in' && <Table.Th w={120}>Local pref</Table.Th>}
                <Table.Th w={120}>MED</Table.Th>
                <Table.Th w={90}>AS prepend</Table.Th>
                {!isReadOnly && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ item, index }, position) => (
                <Table.Tr key={item.key}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`${label} prefix ${position + 1}`}
                      placeholder="10.0.0.0/8"
                      {...form.getInputProps(`prefixes.${index}.prefix`)}
                      readOnly={isReadOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={`${label} match type ${position + 1}`}
                      data={MATCH_TYPE_CHOICES}
                      allowDeselect={false}
                      {...form.getInputProps(`prefixes.${index}.match_type`)}
                      readOnly={isReadOnly}
                    />
                  </Table.Td>
                  {type === 'in' && (
                    <Table.Td>
                      <TextInput
                        size="xs"
                        inputMode="numeric"
                        aria-label={`${label} local preference ${position + 1}`}
                        placeholder="session"
                        {...form.getInputProps(`prefixes.${index}.local_preference`)}
                        readOnly={isReadOnly}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <TextInput
                      size="xs"
                      inputMode="numeric"
                      aria-label={`${label} MED ${position + 1}`}
                      placeholder={type === 'in' ? 'peer' : 'session'}
                      {...form.getInputProps(`prefixes.${index}.med`)}
                      readOnly={isReadOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      inputMode="numeric"
                      aria-label={`${label} AS prepend ${position + 1}`}
                      placeholder="0"
                      {...form.getInputProps(`prefixes.${index}.as_prepend`)}
                      readOnly={isReadOnly}
                    />
                  </Table.Td>
                  {!isReadOnly && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${noun} prefix ${position + 1}`}
                        onClick={() => form.removeListItem('prefixes', index)}
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
      )}
      {refusal && type === 'out' && !isReadOnly && (
        <Alert color="yellow" variant="light" role="status">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Both directions of the filter, and the list-wide refusal (1000 lines, an import and an export line); read-only
 * for a user who may not change the session.
 */
export function PrefixFilterEditor({ form, isReadOnly }: Omit<DirectionTableProps, 'type'>) {
  const listError = form.errors.prefixes;
  return (
    <Stack gap="md">
      <DirectionTable form={form} type="in" isReadOnly={isReadOnly} />
      <DirectionTable form={form} type="out" isReadOnly={isReadOnly} />
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
