import { MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useAsinProductOffersQuery } from '../../../gql/hooks';
import { PageHeader, usePageTitle } from '../../../ui';
import { OFFER_COLUMNS } from '../asin-market-columns';
import { AsinLayout } from '../components/AsinLayout';
import { AsinMarketTable, useAsinTableState } from '../components/AsinMarketTable';

/** /asins/product-offers/{asin} (Admin and Manager): the offers on the ASIN, ours and competitors'. */
export function AsinProductOffersView() {
  const asin = useParams().asin ?? '';
  const title = `Competing Offers of ${asin}`;
  usePageTitle(title);
  const table = useAsinTableState();
  const { data, loading, error, refetch } = useAsinProductOffersQuery({
    variables: { asin, paging: table.paging },
  });
  return (
    <AsinLayout asin={asin} current="productOffers">
      <PageHeader title={title} />
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
