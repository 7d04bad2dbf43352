import { MESSAGES } from '@portal/schema';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceSkusQuery } from '../../../gql/hooks';
import { DataTable, errorText } from '../../../ui';
import { performanceColumns } from '../components/performance-columns';
import type { PerformanceGridRow } from './use-performance-data';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const NONE = new Set<string>();

/** The SKUs of one ASIN (asin_conditions expanded): the same call, grouped by SKU, for that ASIN. */
export function AsinSkusView({
  asin,
  filter,
  compare,
}: {
  asin: string;
  filter: PerformanceFilter;
  compare: boolean;
}) {
  const [page, setPage] = useState(0);
  const { data, loading, error, refetch } = usePerformanceSkusQuery({
    variables: { filter: { ...filter, asins: [asin] }, groupBy: 'SKU', page, pageSize: 10 },
  });
  const rows = useMemo(
    () =>
      (data?.performanceSkus.rows ?? []).map(
        (row) =>
          Object.fromEntries(
            Object.entries(row)
              .filter(([key]) => key !== '__typename')
              .map(([key, value]) => [snake(key), value]),
          ) as PerformanceGridRow,
      ),
    [data],
  );
  return (
    <DataTable
      tableName="performance-asin-skus"
      ariaLabel={`SKUs of ${asin}`}
      columns={performanceColumns({ groupBy: 'sku', compare, expanded: NONE, onToggle: () => {} })}
      rows={rows}
      count={data?.performanceSkus.count ?? 0}
      getRowId={(row) => row.id}
      page={page}
      pageSize={10}
      onPageChange={setPage}
      onPageSizeChange={() => {}}
      loading={loading}
      error={error ? errorText(MESSAGES.unableToGetSkus, errorMessage(error, '')) : null}
      onRetry={() => void refetch()}
    />
  );
}
