import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import type { AsinTablePaging } from '../../../gql/graphql';
import { DataTable, type DataTableColumn, EmptyState, ForbiddenState, type SortDirection } from '../../../ui';
import { isForbidden, preferServerMessage } from '../views/asin-errors';

/** Page, page size and sort of an ASIN table; sent to the server (spec 2 §7 pages them there). */
export type AsinTableState = {
  page: number;
  pageSize: number;
  sortBy: string | null;
  sortDirection: SortDirection;
};

export const ASIN_TABLE_PAGE_SIZES = [10, 25, 50] as const;

/** The table's paging state and the GraphQL `paging` input it gives. */
export function useAsinTableState() {
  const [state, setState] = useState<AsinTableState>({
    page: 0,
    pageSize: ASIN_TABLE_PAGE_SIZES[0],
    sortBy: null,
    sortDirection: 'desc',
  });
  const paging: AsinTablePaging = {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sortBy
      ? { sortField: state.sortBy, sortOrder: state.sortDirection === 'asc' ? 'ASC' : 'DESC' }
      : {}),
  };
  return { state, setState, paging };
}

export type AsinMarketTableProps<Row> = {
  tableName: string;
  ariaLabel: string;
  columns: readonly DataTableColumn<Row>[];
  page: { rows: readonly Row[]; count: number } | undefined;
  loading: boolean;
  error: unknown;
  /** The spec 2 §8 message of this table. */
  errorMessage: string;
  onRetry: () => void;
  table: ReturnType<typeof useAsinTableState>;
};

/** One of the ASIN's server-paged tables with every state: loading, empty, error, forbidden, not found. */
export function AsinMarketTable<Row>(props: AsinMarketTableProps<Row>) {
  const { state, setState } = props.table;
  if (props.error && isForbidden(props.error)) return <ForbiddenState />;
  if (props.error && preferServerMessage(props.error, '') === MESSAGES.asinNotFound)
    return <EmptyState message={MESSAGES.asinNotFound} />;
  return (
    <DataTable<Row>
      tableName={props.tableName}
      ariaLabel={props.ariaLabel}
      columns={props.columns}
      rows={props.page?.rows ?? []}
      count={props.page?.count ?? 0}
      page={state.page}
      pageSize={state.pageSize}
      pageSizeOptions={ASIN_TABLE_PAGE_SIZES}
      onPageChange={(page) => setState((s) => ({ ...s, page }))}
      onPageSizeChange={(pageSize) => setState((s) => ({ ...s, pageSize, page: 0 }))}
      sortBy={state.sortBy}
      sortDirection={state.sortDirection}
      onSortChange={(sortBy, sortDirection) => setState((s) => ({ ...s, sortBy, sortDirection, page: 0 }))}
      loading={props.loading}
      // Spec 2 §8: a failed table says the spec's message, whatever the server's text was.
      error={props.error ? props.errorMessage : null}
      onRetry={props.onRetry}
    />
  );
}
