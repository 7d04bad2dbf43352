import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import {
  useAsinFeesEstimateQuery,
  useAsinInventoryQuery,
  useAsinProductOffersQuery,
} from '../../../gql/hooks';
import { usePageTitle } from '../../../ui';
import { FEE_COLUMNS, INVENTORY_COLUMNS, OFFER_COLUMNS } from '../asin-market-columns';
import { AsinLayout } from '../components/AsinLayout';
import { AsinMarketTable, useAsinTableState } from '../components/AsinMarketTable';

/** /asins/inventory/{asin}: FBA units by fulfillment center and disposition. */
export function AsinInventoryView() {
  const asin = useParams().asin ?? '';
  usePageTitle(`Inventory of ${asin}`);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinInventoryQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="inventory">
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

/** /asins/fees/{asin} (Admin and Manager): estimated FBA fees per unit. */
export function AsinFeesView() {
  const asin = useParams().asin ?? '';
  usePageTitle(`Fees Estimates of ${asin}`);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinFeesEstimateQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="fees">
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

/** /asins/product-offers/{asin} (Admin and Manager): the offers on the ASIN, ours and competitors'. */
export function AsinProductOffersView() {
  const asin = useParams().asin ?? '';
  usePageTitle(`Competing Offers of ${asin}`);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinProductOffersQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="productOffers">
      <AsinMarketTable
        tableName="asin-product-offers"
        ariaLabel={`Competing offers of ${asin}`}
        columns={OFFER_COLUMNS}
        page={data?.asinProductOffers}
        loading={loading}
        error={error}
        errorMessage={MESSAGES.unableToGetInventory}
        onRetry={() => void refetch()}
        table={table}
      />
    </AsinLayout>
  );
}
