import { ASINS_PAGE_SIZE_OPTIONS, MESSAGES } from '@portal/schema';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import type { AsinField } from '../../../gql/graphql';
import { useAsinListQuery } from '../../../gql/hooks';
import {
  ForbiddenState,
  parseAsNumberOf,
  parseAsPage,
  useAddressState,
  usePageTitle,
  useTypedSearch,
} from '../../../ui';
import { type AsinColumn, AsinListPage } from '../components/AsinListPage';
import { isForbidden, preferServerMessage } from './asin-errors';

const COLUMNS = ['asin', 'brand_code', 'account_manager'] as const;
const GRAPHQL_FIELD: Record<AsinColumn, AsinField> = {
  asin: 'ASIN',
  brand_code: 'BRAND_CODE',
  account_manager: 'ACCOUNT_MANAGER',
};

const parsers = {
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(ASINS_PAGE_SIZE_OPTIONS).withDefault(ASINS_PAGE_SIZE_OPTIONS[0]),
  sortField: parseAsStringLiteral(COLUMNS).withDefault('asin'),
  sortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('asc'),
  filterField: parseAsStringLiteral(COLUMNS).withDefault('asin'),
  filterValue: parseAsString.withDefault(''),
};

/** /asins: the server-paged ASINs grid; paging, sort and filter live in the address. */
export function AsinListView() {
  usePageTitle('ASINs');
  const isBrandUser = useSession()?.user.role === 'BRAND_USER';
  const canEdit = usePermission('asins.update');
  const [state, update] = useAddressState(parsers, { pageKey: 'page' });
  // Brand users neither sort nor filter by brand or account manager (spec 2 §6).
  const sortField = isBrandUser ? 'asin' : state.sortField;
  const filterField = isBrandUser ? 'asin' : state.filterField;
  const [search, setSearch] = useTypedSearch(
    state.filterValue,
    (value) => void update({ filterValue: value || null }),
  );

  const { data, loading, error, refetch } = useAsinListQuery({
    variables: {
      page: state.page,
      pageSize: state.pageSize,
      sortField: GRAPHQL_FIELD[sortField],
      sortOrder: state.sortOrder === 'asc' ? 'ASC' : 'DESC',
      ...(state.filterValue
        ? { filterField: GRAPHQL_FIELD[filterField], filterValue: state.filterValue }
        : {}),
    },
    fetchPolicy: 'cache-and-network',
  });

  if (error && isForbidden(error)) return <ForbiddenState />;
  return (
    <AsinListPage
      rows={data?.asins.rows ?? []}
      count={data?.asins.count ?? 0}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) => void update({ page })}
      onPageSizeChange={(pageSize) =>
        void update({ pageSize: pageSize as (typeof ASINS_PAGE_SIZE_OPTIONS)[number] })
      }
      sortBy={sortField}
      sortDirection={state.sortOrder}
      onSortChange={(field, direction) => void update({ sortField: field, sortOrder: direction })}
      filterField={filterField}
      filterValue={search}
      onFilterChange={(field, value) => {
        if (field !== filterField) void update({ filterField: field });
        setSearch(value);
      }}
      loading={loading && !data}
      error={error ? preferServerMessage(error, MESSAGES.unableToGetAsins) : null}
      onRetry={() => void refetch()}
      staffColumns={!isBrandUser}
      canEdit={canEdit}
    />
  );
}
