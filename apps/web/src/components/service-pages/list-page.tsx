import { ActionIcon, Anchor, Button, Card, Select } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import type { ListParams } from '@/lib/list-params';
import { serverPaging } from './list-query';

/** One select filter above the list; its value lives in the URL under `name`. */
export interface ListFilter {
  name: string;
  /** The select's accessible name ("State"). */
  label: string;
  placeholder: string;
  options: readonly (string | { value: string; label: string })[];
  width: number;
  isSearchable?: boolean;
}

/** The list state and its setters, as `useListParams` or `useListView` give them. */
export interface ListPageState {
  params: ListParams;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | null) => void;
  setPage: (page: number) => void;
  sortBy: (column: string) => void;
}

export interface ListPageProps<T> {
  title: string;
  description: ReactNode;
  /**
   * The product's create screen: a button in the header ("Order port") and a link in the empty list ("Order your
   * first port"); `false` (or left out) for those who may not create.
   */
  create?: { to: string; label: string; firstLabel: string } | false;
  /** More header buttons, before the create button (e.g. "Create LAG"). */
  actions?: ReactNode;
  /** Shown between the header and the toolbar (e.g. counts by status). */
  summary?: ReactNode;
  list: ListPageState;
  search: { placeholder: string; label: string };
  filters?: readonly ListFilter[];
  /** How one and several rows are counted next to the export ("port", "ports"). */
  noun: readonly [one: string, several: string];
  exportCsv: { run: () => void; isExporting: boolean };
  /** What the table lists, for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Buttons at the end of each row (e.g. `RowDeleteButton`); no column when not given. */
  rowActions?: ((row: T) => ReactNode) | false;
  /** The query of the list: its loading and error states, and the retry of the error state. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The rows of the page on screen, and the total of the filtered list (undefined while loading). */
  rows: readonly T[] | undefined;
  total: number | undefined;
  /** The server's page size (the page comes from the URL), or the page and page count of a list paged here. */
  paging: number | { page: number; pageCount: number };
  /** The empty list: `filtered` when a search or filter hides everything, else `none` and the create link. */
  empty: { isFiltered: boolean; filtered: string; none: string };
  /** Dialogs and the child routes' `<Outlet />`. */
  children?: ReactNode;
}

/**
 * The frame of a product's list screen: header with its actions, search and filter selects, the filtered total and
 * the CSV export, the sortable, paged table with its loading, error and empty states. The list state lives in the
 * URL; the page supplies the rows (paged by the server or on the client).
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { list, empty, create, query } = props;
  const { params } = list;
  const paging = typeof props.paging === 'number' ? serverPaging(params.page, props.total, props.paging) : props.paging;
  const actions = (props.actions || create) && (
    <>
      {props.actions}
      {create && (
        <Button leftSection={<IconPlus size={16} />} component={Link} to={create.to}>
          {create.label}
        </Button>
      )}
    </>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader title={props.title} description={props.description} actions={actions} />
      {props.summary}
      <ListToolbar
        search={{ value: params.search, onSearch: list.setSearch, ...props.search }}
        filters={props.filters?.map((filter) => (
          <Select
            key={filter.name}
            aria-label={filter.label}
            placeholder={filter.placeholder}
            data={[...filter.options]}
            value={params.filters[filter.name] ?? null}
            onChange={(value) => list.setFilter(filter.name, value)}
            searchable={filter.isSearchable}
            clearable
            w={filter.width}
          />
        ))}
        total={props.total}
        noun={props.noun}
        exportCsv={props.exportCsv}
      />
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={props.rows ?? []}
        rowKey={props.rowKey}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          empty.isFiltered ? (
            empty.filtered
          ) : (
            <>
              {empty.none}{' '}
              {create && (
                <Anchor component={Link} to={create.to} size="sm">
                  {create.firstLabel}
                </Anchor>
              )}
            </>
          )
        }
        sort={params}
        onSort={list.sortBy}
        page={paging.page}
        pageCount={paging.pageCount}
        onPage={list.setPage}
        actions={props.rowActions || undefined}
      />
      {props.children}
    </Card>
  );
}

/** The red bin at the end of a row that opens the product's delete dialog (spec 2 "cancellation terms"). */
export function RowDeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
