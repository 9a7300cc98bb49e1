import type { AdminListPage } from '@petshop/contracts/admin-lists';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, Pager, SearchForm } from './admin-ui.tsx';
import { RowBox, SelectAllBox, type RowSelection } from './bulk-actions.tsx';

/** One column of a back-office list. */
export interface IndexColumn<Row> {
  /** The header's words. */
  header: string;
  /** What the cell shows of a row. */
  cell: (row: Row) => ReactNode;
  /**
   * Classes of the header and the cells: `hidden sm:table-cell` keeps a column off a phone (its
   * essentials stack under the row's key column there), `text-right` aligns figures.
   */
  className?: string;
  /** The header sorts the list by this field: it becomes a button, and says which way. */
  sort?: string;
  /** The header is for screen readers only (a column of buttons). */
  quietHeader?: boolean;
}

/** The sort in force: the field and its direction. */
export interface IndexSort {
  by: string;
  descending: boolean;
  /** The header of `field` was pressed. */
  onSort: (field: string) => void;
}

/**
 * The table of a back-office list (Polaris's IndexTable): one row per thing with its key column
 * first, sortable headers, a box per row when the list has bulk actions, and the words for an
 * empty page. Search, filters and the pager sit around it (`useListParams`, `Pager`).
 */
export function IndexTable<Row extends { id: number }>({
  rows,
  columns,
  empty,
  sort,
  caption,
  selection,
}: {
  rows: readonly Row[];
  columns: readonly IndexColumn<Row>[];
  /** What an empty page says (no match, or what to do first). */
  empty: ReactNode;
  sort?: IndexSort;
  /** The table's name for a screen reader (what it lists, how it is sorted). */
  caption?: string;
  /** Bulk actions: a box per row, named after the row, and one choosing the whole page. */
  selection?: { rows: RowSelection; allLabel: string; nameOf: (row: Row) => string };
}) {
  const cellClass = (column: IndexColumn<Row>) => `px-4 py-3 align-top ${column.className ?? ''}`;
  return (
    <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {selection && (
              <th scope="col" className="w-10 py-3 pl-4">
                <SelectAllBox selection={selection.rows} label={selection.allLabel} />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${cellClass(column)} font-semibold`}
                aria-sort={
                  sort && column.sort === sort.by
                    ? sort.descending
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
              >
                {sort && column.sort ? (
                  <SortButton column={column.sort} label={column.header} sort={sort} />
                ) : column.quietHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-50">
              {selection && (
                <td className="py-3 pl-4 align-top">
                  <RowBox selection={selection.rows} id={row.id} name={selection.nameOf(row)} />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td
                colSpan={columns.length + (selection ? 1 : 0)}
                className="px-4 py-10 text-center text-gray-600"
              >
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortButton({ column, label, sort }: { column: string; label: string; sort: IndexSort }) {
  const active = sort.by === column;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column)}
      className="inline-flex items-center gap-1 font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {label}
      <span aria-hidden="true">{active ? (sort.descending ? '↓' : '↑') : '↕'}</span>
    </button>
  );
}

/** "1 order" or "1,234 orders": how many rows match, said when the list changes. */
export function MatchCount({ total, noun }: { total: number; noun: readonly [string, string] }) {
  return (
    <p className="mt-4 text-sm text-gray-600" aria-live="polite">
      {total === 1 ? `1 ${noun[0]}` : `${total.toLocaleString('en')} ${noun[1]}`}
    </p>
  );
}

/** The search box of a list and its filters, in one row that wraps on a phone. */
export function ListFilters({
  search,
  children,
}: {
  search: Parameters<typeof SearchForm>[0];
  children?: ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <SearchForm {...search} />
      {children}
    </div>
  );
}

/**
 * What a list's query brought: why it failed, or how many match, the rows (`children`, with any
 * bulk actions) and the pager.
 */
export function ListResults<Item>({
  list,
  noun,
  page,
  onPage,
  children,
}: {
  list: UseQueryResult<AdminListPage<Item>>;
  /** [one, many]: ['order', 'orders']. */
  noun: readonly [string, string];
  page: number;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  if (list.isError) return <ListError error={list.error} />;
  if (!list.data) return null;
  return (
    <>
      <MatchCount total={list.data.total} noun={noun} />
      {children(list.data.items)}
      <Pager page={page} pages={list.data.lastPage} onPage={onPage} />
    </>
  );
}
