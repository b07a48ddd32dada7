import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SearchInput } from './search-input';

interface ListToolbarProps {
  search: { value: string; onSearch: (search: string) => void; placeholder: string; label: string };
  /** The list's filters (selects), after the search box. */
  filters?: ReactNode;
  /** The total of the filtered list; undefined while it loads. */
  total: number | undefined;
  /** How one and several items are counted ("circuit", "circuits"). */
  noun: readonly [one: string, several: string];
  exportCsv: { run: () => void; isExporting: boolean };
}

/**
 * The bar above a server-paged list: search and filters on the left; the filtered total and the CSV export (every
 * row the filters match, not only the page) on the right. The VC and point-to-point lists share it.
 */
export function ListToolbar({ search, filters, total, noun, exportCsv }: ListToolbarProps) {
  return (
    <Group mb="md" gap="sm" justify="space-between" align="flex-end">
      <Group gap="sm">
        <SearchInput {...search} />
        {filters}
      </Group>
      <Group gap="sm">
        {total !== undefined && (
          <Text size="sm" c="dimmed">
            {total === 1 ? `1 ${noun[0]}` : `${total.toLocaleString('en-US')} ${noun[1]}`}
          </Text>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={exportCsv.run}
          loading={exportCsv.isExporting}
          disabled={!total}
        >
          Export CSV
        </Button>
      </Group>
    </Group>
  );
}
