import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useAsinInventoryQuery } from '../../../gql/hooks';
import { PageHeader, usePageTitle } from '../../../ui';
import { INVENTORY_COLUMNS } from '../asin-market-columns';
import { AsinLayout } from '../components/AsinLayout';
import { AsinMarketTable, useAsinTableState } from '../components/AsinMarketTable';

/** /asins/inventory/{asin}: FBA units by fulfillment center and disposition. */
export function AsinInventoryView() {
  const asin = useParams().asin ?? '';
  const title = `Inventory of ${asin}`;
  usePageTitle(title);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinInventoryQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="inventory">
      <PageHeader title={title} />
      <AsinMarketTable
        tableName="asin-inventory"
        ariaLabel={`Inventory of ${asin}`}
        columns={INVENTORY_COLUMNS}
        page={data?.asinInventory}
        loading={loading}
        error={error}
        errorMessage={MESSAGES.unableToGetInventoryData}
        onRetry={() => void refetch()}
        table={table}
      />
    </AsinLayout>
  );
}
