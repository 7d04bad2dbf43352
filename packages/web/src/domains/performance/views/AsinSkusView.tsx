import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceSkusQuery } from '../../../gql/hooks';
import { DataTable, errorText } from '../../../ui';
import { performanceColumns } from '../components/PerformanceGrid';

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
  return (
    <DataTable
      tableName="performance-asin-skus"
      ariaLabel={`SKUs of ${asin}`}
      columns={performanceColumns({ groupBy: 'sku', compare, expanded: NONE, onToggle: () => {} })}
      rows={data?.performanceSkus.rows ?? []}
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
