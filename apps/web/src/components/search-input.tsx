import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** spec 9: the default debounce. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The filter in effect (from the URL); the field starts with it. */
  value: string;
  onSearch: (search: string) => void;
  placeholder: string;
  label: string;
}

/** The text filter of a list: typing updates the list after a short pause. */
export function SearchInput({ value, onSearch, placeholder, label }: SearchInputProps) {
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      defaultValue={value}
      onChange={(event) => search(event.currentTarget.value)}
      w={{ base: '100%', xs: 300 }}
    />
  );
}
