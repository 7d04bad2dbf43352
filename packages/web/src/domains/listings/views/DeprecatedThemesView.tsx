import { SearchBox } from '@fluentui/react-components';
import { useState } from 'react';
import type { DeprecatedThemeListingsQuery } from '../../../gql/graphql';
import { useDeprecatedThemeListingsQuery } from '../../../gql/hooks';
import { type DataTableColumn, parseAsPage, parseAsStringWhere, useAddressState } from '../../../ui';
import { type SellerKey, SellerToolPage, ToolGrid } from '../components/ToolGridPage';
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
  return (
    <SellerToolPage title="Deprecated Variation Themes">
      {(seller) => <DeprecatedThemes seller={seller} />}
    </SellerToolPage>
  );
}

const parsers = {
  page: parseAsPage.withDefault(0),
  search: parseAsStringWhere((v): v is string => v.length <= 200).withDefault(''),
};

function DeprecatedThemes({ seller }: { seller: SellerKey }) {
  const [state, update] = useAddressState(parsers, { pageKey: 'page' });
  const [draft, setDraft] = useState(state.search);
  const [pageSize, setPageSize] = useToolPageSize('deprecatedVariationThemes');
  const { data, previousData, loading, error, refetch } = useDeprecatedThemeListingsQuery({
    variables: { ...seller, search: state.search.trim() || null, page: state.page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ToolGrid<Row>
      tableName="deprecatedVariationThemes"
      ariaLabel="Listings on deprecated variation themes"
      columns={COLUMNS}
      answer={(data ?? previousData)?.deprecatedThemeListings}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      page={state.page}
      onPageChange={(page) => void update({ page })}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        void update({ page: null });
      }}
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
  );
}
