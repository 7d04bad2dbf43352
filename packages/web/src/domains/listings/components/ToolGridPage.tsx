import { LISTINGS_MESSAGES, TOOL_GRID_PAGE_SIZE_OPTIONS } from '@portal/schema';
import type { ReactNode } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  LoadingState,
  PageHeader,
  usePageTitle,
} from '../../../ui';
import { ListingsLoadState } from './ListingsLoadState';

export interface SellerKey {
  sellerId: string;
  marketplaceId: string;
}

/**
 * A listings tool page of the chosen seller and marketplace: titled, waiting for the choice, saying
 * when there is no connection, and drawn afresh (its own state) when the choice changes.
 */
export function SellerToolPage({
  title,
  children,
}: {
  title: string;
  children: (seller: SellerKey) => ReactNode;
}) {
  usePageTitle(title);
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return (
    <section key={`${selection.sellerId}/${selection.marketplaceId}`} aria-label={title}>
      <PageHeader title={title} />
      {children(selection)}
    </section>
  );
}

interface ToolGridProps<Row> {
  tableName: string;
  ariaLabel: string;
  columns: DataTableColumn<Row>[];
  answer: { rows: Row[]; count: number } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  emptyMessage: string;
  toolbar?: ReactNode;
}

/**
 * The server-paged grid of a listings tool (page sizes 10, 25 and 50, kept per page): the previous
 * answer stays while the next loads; an error replaces the grid only when there is nothing to keep.
 */
export function ToolGrid<Row extends { sku: string }>(props: ToolGridProps<Row>) {
  const { answer, error } = props;
  if (error && (!answer || errorCode(error) === 'FORBIDDEN'))
    return <ListingsLoadState error={error} onRetry={props.onRetry} />;
  return (
    <DataTable<Row>
      tableName={props.tableName}
      ariaLabel={props.ariaLabel}
      columns={props.columns}
      rows={answer?.rows ?? []}
      count={answer?.count ?? 0}
      getRowId={(row) => row.sku}
      page={props.page}
      pageSize={props.pageSize}
      pageSizeOptions={TOOL_GRID_PAGE_SIZE_OPTIONS}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      loading={props.loading && !answer}
      emptyMessage={props.emptyMessage}
      toolbar={props.toolbar}
    />
  );
}
