import { type ComboboxItem, type ComboboxItemGroup, type ComboboxParsedItem, Select, Stack, Text } from '@mantine/core';
import type { Location } from '@portal/contract';
import { useMemo } from 'react';
import { popGroups, popSearchText } from './pop-options';

interface PopPickerProps {
  locations: readonly Location[] | undefined;
  isLoading: boolean;
  value: string | null;
  onChange: (pop: string | null) => void;
  error?: string;
  label?: string;
  description?: string;
}

const isGroup = (item: ComboboxParsedItem): item is ComboboxItemGroup<ComboboxItem> => 'group' in item;

/**
 * Chooses a PoP: a searchable list grouped by region and market, each PoP with its site address. Typing matches
 * the PoP code, site, market, region and address, every word anywhere.
 */
export function PopPicker({
  locations,
  isLoading,
  value,
  onChange,
  error,
  label = 'Location (PoP)',
  description,
}: PopPickerProps) {
  const groups = useMemo(() => popGroups(locations ?? []), [locations]);
  const addresses = useMemo(
    () => new Map(groups.flatMap((group) => group.items.map((item) => [item.value, item.address] as const))),
    [groups],
  );
  const searchTexts = useMemo(
    () => new Map((locations ?? []).map((location) => [location.pop, popSearchText(location)] as const)),
    [locations],
  );

  const filter = ({ options, search }: { options: ComboboxParsedItem[]; search: string }) => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (item: ComboboxItem) => {
      const text = searchTexts.get(item.value) ?? item.label.toLowerCase();
      return words.every((word) => text.includes(word));
    };
    return options
      .map((option) => (isGroup(option) ? { ...option, items: option.items.filter(matches) } : option))
      .filter((option) => (isGroup(option) ? option.items.length > 0 : matches(option)));
  };

  return (
    <Select
      label={label}
      description={description}
      placeholder={isLoading ? 'Loading locations…' : 'Search by PoP, city, market or address'}
      data={groups}
      value={value}
      onChange={onChange}
      searchable
      clearable
      withAsterisk
      nothingFoundMessage="No location matches"
      disabled={isLoading}
      error={error}
      filter={filter}
      maxDropdownHeight={360}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {addresses.get(option.value)}
          </Text>
        </Stack>
      )}
    />
  );
}
