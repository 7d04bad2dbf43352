import { LISTINGS_ACTIVITY_PAGE_SIZE, MESSAGES } from '@portal/schema';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import { useListingActivityQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { lastPage } from '../activity-range';
import { ActivityPage } from '../components/ActivityPage';

/**
 * /amazon-listings-activity (the selected seller and marketplace) and
 * /amazon-listings-item/{marketplaceId}/{sellerId}/{sku}/activity (one listing): every entry, read
 * or not. The page and the search live in the address, so a link or Back returns to them.
 */
export function ActivityView() {
  const params = useParams();
  const sku = params.sku ?? null;
  const { selection, entries: sellers, loading, error, refetch } = useMarketplaceSelection();
  const seller =
    sku && params.sellerId && params.marketplaceId
      ? { sellerId: params.sellerId, marketplaceId: params.marketplaceId }
      : selection;
  if (!seller) {
    if (loading) return <LoadingState label={MESSAGES.loadingActivityEntries} />;
    if (error)
      return <ErrorState message={errorMessage(error, MESSAGES.unableToGetData)} onRetry={refetch} />;
    return (
      <EmptyState message="No seller is connected yet. Connect an Amazon seller account to see its listing activity." />
    );
  }
  const named = sellers.find(
    (e) => e.sellingPartnerId === seller.sellerId && e.marketplaceId === seller.marketplaceId,
  );
  return (
    <ActivityEntries
      key={`${seller.sellerId}/${seller.marketplaceId}/${sku ?? ''}`}
      seller={seller}
      sku={sku}
      scope={named ? `${named.sellerName} in ${named.marketplaceName}` : null}
    />
  );
}

function ActivityEntries(props: {
  seller: { sellerId: string; marketplaceId: string };
  sku: string | null;
  scope: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const searchValue = props.sku ? '' : (params.get('searchValue') ?? '');
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const pageSize = LISTINGS_ACTIVITY_PAGE_SIZE;
  const { data, previousData, loading, error, refetch } = useListingActivityQuery({
    variables: {
      ...props.seller,
      sku: props.sku,
      searchValue: searchValue.trim() || null,
      page,
      pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.listingActivity;
  const count = answer?.count ?? 0;

  const update = (change: { page?: number; searchValue?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '' || value === 0) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: change.searchValue !== undefined },
    );

  // Past the end (an old link, entries gone): show the last page that has entries.
  const last = lastPage(pageSize, count);
  useEffect(() => {
    if (data && page > last) update({ page: last });
  });

  return (
    <ActivityPage
      sku={props.sku}
      scope={props.scope}
      searchValue={searchValue}
      onSearchChange={(value) => update({ searchValue: value, page: 0 })}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => update({ page: next })}
      entries={answer?.rows ?? []}
      count={count}
      loading={loading}
      error={error && !answer ? errorMessage(error, MESSAGES.unableToGetData) : null}
      onRetry={() => void refetch()}
    />
  );
}
