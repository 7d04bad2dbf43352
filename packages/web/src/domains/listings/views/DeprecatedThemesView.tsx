import { SearchBox } from '@fluentui/react-components';
import { LISTINGS_MESSAGES, TOOL_GRID_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { useState } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import type { DeprecatedThemeListingsQuery } from '../../../gql/graphql';
import { useDeprecatedThemeListingsQuery } from '../../../gql/hooks';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  LoadingState,
  PageHeader,
  parseAsPage,
  parseAsStringWhere,
  useAddressState,
  usePageTitle,
} from '../../../ui';
import { ListingsLoadState } from '../components/ListingsLoadState';
import { useToolPageSize } from '../use-tool-page-size';

type Row = DeprecatedThemeListingsQuery['deprecatedThemeListings']['rows'][number];

const COLUMNS: DataTableColumn<Row>[] = [
  { field: 'sku', header: 'SKU' },
  { field: 'asin', header: 'ASIN' },
  { field: 'productType', header: 'Product Type' },
  { field: 'variationTheme', header: 'Variation Theme' },
  { field: 'parentSku', header: 'Parent SKU' },
  { field: 'parentageLevel', header: 'Parentage Level' },
];

/** /deprecated-variation-themes: listings whose variation theme their product type has deprecated. */
export function DeprecatedThemesView() {
  usePageTitle('Deprecated Variation Themes');
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return <DeprecatedThemes key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

const parsers = {
  page: parseAsPage.withDefault(0),
  search: parseAsStringWhere((v): v is string => v.length <= 200).withDefault(''),
};

function DeprecatedThemes({ seller }: { seller: { sellerId: string; marketplaceId: string } }) {
  const [state, update] = useAddressState(parsers, { pageKey: 'page' });
  const [draft, setDraft] = useState(state.search);
  const [pageSize, setPageSize] = useToolPageSize('deprecatedVariationThemes');
  const { data, previousData, loading, error, refetch } = useDeprecatedThemeListingsQuery({
    variables: { ...seller, search: state.search.trim() || null, page: state.page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.deprecatedThemeListings;
  return (
    <section aria-label="Deprecated Variation Themes">
      <PageHeader title="Deprecated Variation Themes" />
      {error && (!answer || errorCode(error) === 'FORBIDDEN') ? (
        <ListingsLoadState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable<Row>
          tableName="deprecatedVariationThemes"
          ariaLabel="Listings on deprecated variation themes"
          columns={COLUMNS}
          rows={answer?.rows ?? []}
          count={answer?.count ?? 0}
          getRowId={(row) => row.sku}
          page={state.page}
          pageSize={pageSize}
          pageSizeOptions={TOOL_GRID_PAGE_SIZE_OPTIONS}
          onPageChange={(page) => void update({ page })}
          onPageSizeChange={(size) => {
            setPageSize(size);
            void update({ page: null });
          }}
          loading={loading && !answer}
          emptyMessage="No listing uses a deprecated variation theme."
          toolbar={
            <SearchBox
              aria-label="Search by SKU or ASIN"
              placeholder="Search by SKU or ASIN"
              value={draft}
              onChange={(_, d) => {
                setDraft(d.value);
                void update({ search: d.value.trim() || null });
              }}
            />
          }
        />
      )}
    </section>
  );
}
