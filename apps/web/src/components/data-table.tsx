import { Center, Group, Pagination, ScrollArea, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListParams } from '@/lib/list-params';
import { ErrorState } from './error-state';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The column can be sorted (its value is given to the list view under the same key). */
  isSortable?: boolean;
  /** Hidden on narrow screens. */
  isSecondary?: boolean;
  /** The cell never wraps (identifiers, dates, AS paths): a narrow screen scrolls the table instead. */
  isNoWrap?: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface DataTableProps<T> {
  /** What the table lists, for screen readers ("Users of Acme"). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown when there is nothing (or nothing matches the filter). */
  empty: ReactNode;
  sort?: Pick<ListParams, 'sort' | 'direction'>;
  onSort?: (column: string) => void;
  /** Buttons at the end of each row; the column is left out when not given. */
  actions?: (row: T) => ReactNode;
  page?: number;
  pageCount?: number;
  onPage?: (page: number) => void;
}

function SortIcon({ isActive, direction }: { isActive: boolean; direction: 'asc' | 'desc' }) {
  if (!isActive) return <IconArrowsSort size={14} aria-hidden opacity={0.5} />;
  return direction === 'asc' ? (
    <IconSortAscending size={14} aria-hidden />
  ) : (
    <IconSortDescending size={14} aria-hidden />
  );
}

/** A list as a table, with its loading, error and empty states, sortable headers and pages. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, isPending, error, actions, sort, onSort } = props;
  const columnCount = columns.length + (actions ? 1 : 0);
  const secondary = (column: Column<T>) => (column.isSecondary ? { visibleFrom: 'md' } : {});

  let body: ReactNode;
  if (isPending) {
    body = [0, 1, 2].map((index) => (
      <Table.Tr key={`loading-${index}`}>
        <Table.Td colSpan={columnCount}>
          <Skeleton h={18} />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <ErrorState error={error} title="This list could not load" onRetry={props.onRetry} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Center py="lg">
            <Text c="dimmed" size="sm">
              {props.empty}
            </Text>
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={props.rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} {...secondary(column)} style={column.isNoWrap ? NO_WRAP : undefined}>
            {column.render(row)}
          </Table.Td>
        ))}
        {actions && (
          <Table.Td>
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {actions(row)}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    ));
  }

  return (
    <>
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" highlightOnHover aria-label={props.label} aria-busy={isPending}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const isActive = sort?.sort === column.key;
                return (
                  <Table.Th
                    key={column.key}
                    {...secondary(column)}
                    style={NO_WRAP}
                    aria-sort={isActive ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.isSortable && onSort ? (
                      <UnstyledButton onClick={() => onSort(column.key)} fw={600} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.header}
                          <SortIcon isActive={isActive} direction={sort?.direction ?? 'asc'} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {actions && (
                <Table.Th>
                  <Text span size="sm" fw={600} style={{ visibility: 'hidden' }}>
                    Actions
                  </Text>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollArea>
      {props.onPage && (props.pageCount ?? 1) > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={props.pageCount ?? 1} value={props.page ?? 1} onChange={props.onPage} size="sm" />
        </Group>
      )}
    </>
  );
}
