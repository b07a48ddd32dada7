import { Alert, Badge, Box, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { isSearchable, noResultsMessage } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '@/api/api-error';
import { SUMMARY_COLORS } from '@/lib/summary-colour';
import { flattenItems, moveSelection, type QuickSearchGroup, type QuickSearchItem } from './quick-search-model';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { useQuickSearchGroups } from './use-quick-search-groups';

interface QuickSearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

interface GroupListProps {
  groups: readonly QuickSearchGroup[];
  selectedId: string | undefined;
  idPrefix: string;
  onRun: (item: QuickSearchItem) => void;
  onHover: (item: QuickSearchItem) => void;
}

/** The groups as a listbox: each group is labelled by its title and each item is an option. */
function GroupList({ groups, selectedId, idPrefix, onRun, onHover }: GroupListProps) {
  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const headingId = `${idPrefix}-group-${group.title.replace(/\s+/g, '-')}`;
        return (
          <Box key={group.title} role="group" aria-labelledby={headingId}>
            <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" mb={4}>
              {group.title}
            </Text>
            {group.items.map((item) => {
              const isSelected = item.id === selectedId;
              return (
                <UnstyledButton
                  key={item.id}
                  id={`${idPrefix}-${item.id}`}
                  role="option"
                  aria-selected={isSelected}
                  tabIndex={-1}
                  onClick={() => onRun(item)}
                  onMouseMove={() => onHover(item)}
                  w="100%"
                  px="xs"
                  py={6}
                  bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={500} truncate>
                      {item.label}
                    </Text>
                    {item.summary && (
                      <Badge size="xs" variant="light" color={SUMMARY_COLORS[item.summary]} style={{ flexShrink: 0 }}>
                        {item.summary}
                      </Badge>
                    )}
                  </Group>
                  {item.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.description}
                    </Text>
                  )}
                </UnstyledButton>
              );
            })}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The quick search dialog (spec 2): a combobox over the groups of `useQuickSearchGroups`. The arrow keys move the
 * selection (wrapping), Enter runs it, Esc closes. The selection follows the item, not its position, so a group
 * that answers later (circuits after 1000 ms) never moves the selection under the user's finger.
 */
export function QuickSearchDialog({ isOpen, onClose }: QuickSearchDialogProps) {
  const navigate = useNavigate();
  const idPrefix = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const state = useQuickSearchGroups(query, isOpen, recent);

  useEffect(() => {
    if (isOpen) setRecent(readRecentSearches());
  }, [isOpen]);

  const visibleGroups = state.hasNoResults ? [state.noResultsGroup] : state.groups;
  const items = useMemo(() => flattenItems(visibleGroups), [visibleGroups]);
  const selectedId = items.some((item) => item.id === chosenId) ? chosenId : items[0]?.id;
  const listId = `${idPrefix}-list`;

  const close = () => {
    setQuery('');
    setChosenId(undefined);
    onClose();
  };

  const run = (item: QuickSearchItem) => {
    const { target } = item;
    if (target.kind === 'query') {
      setQuery(target.query);
      setChosenId(undefined);
      return;
    }
    if (isSearchable(query)) setRecent(rememberSearch(query));
    close();
    if (target.kind === 'route') navigate(target.to);
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = items.findIndex((item) => item.id === selectedId);
      setChosenId(items[moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, items.length)]?.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const selected = items.find((item) => item.id === selectedId);
      if (selected) run(selected);
    }
  };

  useEffect(() => {
    if (selectedId) document.getElementById(`${idPrefix}-${selectedId}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId, idPrefix]);

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title="Quick search"
      size="lg"
      yOffset="10vh"
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setChosenId(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search circuits, screens and documentation"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={state.isSearching ? <Loader size="xs" aria-label="Searching" /> : null}
          role="combobox"
          aria-label="Search"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={selectedId ? `${idPrefix}-${selectedId}` : undefined}
        />
        {state.circuitError ? (
          <Alert color="red" variant="light" p="xs">
            Circuits could not be searched: {describeError(state.circuitError)}
          </Alert>
        ) : null}
        {state.hasNoResults && (
          <Text size="sm" ta="center" py="xs">
            {noResultsMessage(query.trim())}
          </Text>
        )}
        <Box id={listId} role="listbox" aria-label="Search results" mah="55vh" style={{ overflowY: 'auto' }}>
          <GroupList
            groups={visibleGroups}
            selectedId={selectedId}
            idPrefix={idPrefix}
            onRun={run}
            onHover={(item) => setChosenId(item.id)}
          />
        </Box>
        <Text size="xs" c="dimmed">
          ↑ ↓ to move · Enter to open · Esc to close
        </Text>
      </Stack>
    </Modal>
  );
}
