import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useAsinFeesEstimateQuery } from '../../../gql/hooks';
import { PageHeader, usePageTitle } from '../../../ui';
import { FEE_COLUMNS } from '../asin-market-columns';
import { AsinLayout } from '../components/AsinLayout';
import { AsinMarketTable, useAsinTableState } from '../components/AsinMarketTable';

/** /asins/fees/{asin} (Admin and Manager): estimated FBA fees per unit. */
export function AsinFeesView() {
  const asin = useParams().asin ?? '';
  const title = `Fees Estimates of ${asin}`;
  usePageTitle(title);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinFeesEstimateQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="fees">
      <PageHeader title={title} />
      <AsinMarketTable
        tableName="asin-fees-estimate"
        ariaLabel={`Fees estimates of ${asin}`}
        columns={FEE_COLUMNS}
        page={data?.asinFeesEstimate}
        loading={loading}
        error={error}
        errorMessage={MESSAGES.unableToGetInventory}
        onRetry={() => void refetch()}
        table={table}
      />
    </AsinLayout>
  );
}
