import {
  MESSAGES,
  PRODUCTS_ERRORS_FILTER_FIELDS,
  PRODUCTS_ERRORS_SORT_FIELDS,
  type ProductsErrorsFilterField,
} from '@portal/schema';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { usePermission } from '../../../app/session/use-permission';
import type { ProductErrorField } from '../../../gql/graphql';
import { useProductsErrorsQuery } from '../../../gql/hooks';
import { ForbiddenState, parseAsPage, useAddressState, usePageTitle, useTypedSearch } from '../../../ui';
import { ProductsErrorsPage } from '../components/ProductsErrorsPage';

const GRAPHQL_FIELD: Record<ProductsErrorsFilterField | 'date', ProductErrorField> = {
  date: 'DATE',
  seller_sku: 'SELLER_SKU',
  asin: 'ASIN',
  marketplace_id: 'MARKETPLACE_ID',
  description: 'DESCRIPTION',
};

const parsers = {
  page: parseAsPage.withDefault(0),
  sortField: parseAsStringLiteral(PRODUCTS_ERRORS_SORT_FIELDS).withDefault('date'),
  sortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  filterField: parseAsStringLiteral(PRODUCTS_ERRORS_FILTER_FIELDS).withDefault('seller_sku'),
  filterValue: parseAsString.withDefault(''),
};

/** /products-errors: the server-paged products errors; paging, sort and filter live in the address. */
export function ProductsErrorsView() {
  usePageTitle('Products Errors');
  const canOpenDetail = usePermission('productDetail.view');
  const [state, update] = useAddressState(parsers, { pageKey: 'page' });
  const [search, setSearch] = useTypedSearch(
    state.filterValue,
    (value) => void update({ filterValue: value || null }),
  );

  const { data, loading, error, refetch } = useProductsErrorsQuery({
    variables: {
      page: state.page,
      sortField: GRAPHQL_FIELD[state.sortField],
      sortOrder: state.sortOrder === 'asc' ? 'ASC' : 'DESC',
      ...(state.filterValue
        ? { filterField: GRAPHQL_FIELD[state.filterField], filterValue: state.filterValue }
        : {}),
    },
    fetchPolicy: 'cache-and-network',
  });

  if (error && errorCode(error) === 'FORBIDDEN') return <ForbiddenState />;
  return (
    <ProductsErrorsPage
      rows={data?.productsErrors.rows ?? []}
      count={data?.productsErrors.count ?? 0}
      page={state.page}
      onPageChange={(page) => void update({ page })}
      sortBy={state.sortField}
      sortDirection={state.sortOrder}
      onSortChange={(field, direction) => void update({ sortField: field, sortOrder: direction })}
      filterField={state.filterField}
      filterValue={search}
      onFilterChange={(field, value) => {
        if (field !== state.filterField) void update({ filterField: field });
        setSearch(value);
      }}
      loading={loading && !data}
      error={error ? errorMessage(error, MESSAGES.errorLoadingData) : null}
      onRetry={() => void refetch()}
      canOpenDetail={canOpenDetail}
    />
  );
}
