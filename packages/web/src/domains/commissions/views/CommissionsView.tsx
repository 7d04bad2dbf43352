import { COMMISSIONS_DEFAULT_PRESET, MESSAGES } from '@portal/schema';
import { useMemo } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useBrandCommissionsQuery, useCommissionMetricQuery } from '../../../gql/hooks';
import { errorText, ForbiddenState, type RangePreset, useDateRangeParams, usePageTitle } from '../../../ui';
import { commissionTableRows, filterCommissions } from '../commission-rows';
import { commissionChart } from '../commission-series';
import { CommissionsPage } from '../components/CommissionsPage';
import { useCommissionParams } from '../use-commission-params';

/** Spec 2 §9: the last 6 months. */
const DEFAULT_PRESET = COMMISSIONS_DEFAULT_PRESET as RangePreset;

/** /commissions 'Commissions' (spec 2 §2, §9; the arithmetic: docs/decisions/0220 and 0221). */
export function CommissionsView() {
  usePageTitle('Commissions');
  // Commissions are charged per calendar month, so the compare range is whole months too.
  const dates = useDateRangeParams({ defaultPreset: DEFAULT_PRESET, compareRule: 'previousMonths' });
  const [view, update] = useCommissionParams();
  const range = {
    from: dates.from,
    to: dates.to,
    compareFrom: dates.compareFrom,
    compareTo: dates.compareTo,
  };
  const table = useBrandCommissionsQuery({ variables: range, fetchPolicy: 'cache-and-network' });
  const brands = table.data?.brandCommissions;
  const filtered = useMemo(
    () => filterCommissions(brands ?? [], { brands: view.filterBrands, categories: view.filterCategories }),
    [brands, view.filterBrands, view.filterCategories],
  );
  const filtering = view.filterBrands.length > 0 || view.filterCategories.length > 0;
  // The chart sums the brands the filters keep; the call reads "no brands" as every brand, so a
  // filter that keeps none asks nothing and charts nothing.
  const chartBrands = filtering ? filtered.map((b) => b.brandCode) : [];
  const noneKept = filtering && chartBrands.length === 0;
  const metric = useCommissionMetricQuery({
    variables: { ...range, brands: chartBrands },
    skip: !brands || noneKept,
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => commissionTableRows(filtered, view.groupBy), [filtered, view.groupBy]);
  const series = noneKept ? undefined : metric.data?.commissionMetric;
  const chart = useMemo(() => commissionChart(series ?? [], dates.compare), [series, dates.compare]);

  if (errorCode(table.error) === 'FORBIDDEN' || errorCode(metric.error) === 'FORBIDDEN')
    return <ForbiddenState />;
  return (
    <CommissionsPage
      dates={dates}
      view={view}
      onViewChange={update}
      brands={brands ?? []}
      rows={rows}
      tableLoading={table.loading}
      tableError={
        table.error ? errorText(MESSAGES.unableToGetCommissions, errorMessage(table.error, '')) : null
      }
      onRetryTable={() => void table.refetch()}
      chart={chart}
      chartLoading={table.loading || metric.loading}
      chartError={
        metric.error ? errorText(MESSAGES.unableToGetCommissions, errorMessage(metric.error, '')) : null
      }
      onRetryChart={() => void metric.refetch()}
    />
  );
}
