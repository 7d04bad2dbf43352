import { formatIsoDay, MESSAGES } from '@portal/schema';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useBrandName } from '../../../app/brand-name/use-brand-name';
import { useBrandInventoryQuery } from '../../../gql/hooks';
import {
  downloadCsv,
  EmptyState,
  ForbiddenState,
  parseAsNumberOf,
  parseAsPage,
  parseAsStringWhere,
  toCsv,
  useAddressState,
  usePageTitle,
} from '../../../ui';
import { BrandLayout } from '../../brands/components/BrandLayout';
import { BrandInventoryPage } from '../components/BrandInventoryPage';
import { sortInventory, useInventoryColumns } from '../inventory-columns';
import { BRAND_NOT_FOUND, isBrandNotFound, isForbidden } from './health-errors';

const PAGE_SIZE_OPTIONS = [50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 100;
const isDirection = (value: string): value is 'asc' | 'desc' => value === 'asc' || value === 'desc';
const isField = (value: string): value is string => /^[a-zA-Z0-9]{1,40}$/.test(value);
const parsers = {
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(DEFAULT_PAGE_SIZE),
  // Lowest days of inventory first: what to restock comes first.
  sortBy: parseAsStringWhere(isField).withDefault('doi'),
  sortDirection: parseAsStringWhere(isDirection).withDefault('asc'),
};

/** The export's name: the brand and the user's current date (spec 2 'Brand inventory'). */
export const inventoryFileName = (brandCode: string, today: Date): string =>
  `brand-inventory-${brandCode}-${formatIsoDay(today)}.csv`;

/** /brand-inventory/{id}: the brand's FBA SKUs at the latest snapshot, sortable, exportable. */
export function BrandInventoryView() {
  const brandCode = useParams().id ?? '';
  const brandName = useBrandName(brandCode);
  usePageTitle(`Inventory · ${brandName}`);
  const [state, update] = useAddressState(parsers, { pageKey: 'page' });
  const { data, loading, error, refetch } = useBrandInventoryQuery({ variables: { brandCode } });
  const columns = useInventoryColumns();
  const known = columns.some((c) => c.field === state.sortBy) ? state.sortBy : 'doi';
  const sorted = useMemo(
    () => sortInventory(data?.brandInventory ?? [], known, state.sortDirection),
    [data, known, state.sortDirection],
  );

  let body: React.ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error && isBrandNotFound(error)) body = <EmptyState message={BRAND_NOT_FOUND} />;
  else {
    const start = state.page * state.pageSize;
    body = (
      <BrandInventoryPage
        brandCode={brandCode}
        brandName={brandName}
        columns={columns}
        rows={sorted.slice(start, start + state.pageSize)}
        count={sorted.length}
        page={state.page}
        pageSize={state.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(page) => void update({ page })}
        onPageSizeChange={(pageSize) =>
          void update({ pageSize: pageSize as (typeof PAGE_SIZE_OPTIONS)[number] })
        }
        sortBy={known}
        sortDirection={state.sortDirection}
        onSortChange={(sortBy, sortDirection) => void update({ sortBy, sortDirection })}
        loading={loading && !data}
        error={error ? MESSAGES.unableToGetBrandInventory : null}
        onRetry={() => void refetch()}
        // Every row of the table in its order, not just the page on screen.
        onExport={() => downloadCsv(inventoryFileName(brandCode, new Date()), toCsv(columns, sorted))}
      />
    );
  }
  return (
    <BrandLayout brandCode={brandCode} current="inventory">
      {body}
    </BrandLayout>
  );
}
