import { Button, makeStyles, Text } from '@fluentui/react-components';
import { LISTINGS_ACTIVITY_PAGE_SIZE, MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';
import { ActivityList } from '../../../app/bell/ActivityList';
import { useUnreadActivity } from '../../../app/bell/use-unread-activity';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import type { MarketplaceSelection } from '../../../app/marketplace/pick-selection';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '16px' } });

/** /amazon-listings-activity: the unread activity of the selected seller and marketplace. */
export function ActivityView() {
  const styles = useStyles();
  const { selection, entries, loading, error, refetch } = useMarketplaceSelection();
  const current = entries.find(
    (e) => e.sellingPartnerId === selection?.sellerId && e.marketplaceId === selection?.marketplaceId,
  );
  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        Activity
      </Text>
      {current && (
        <Text>
          Unread activity of {current.sellerName} in {current.marketplaceName}
        </Text>
      )}
      {loading && !selection && <LoadingState />}
      {error && !selection && (
        <ErrorState message={errorMessage(error, MESSAGES.unableToGetData)} onRetry={refetch} />
      )}
      {!loading && !error && !selection && (
        <EmptyState message="No seller is connected yet. Connect an Amazon seller account to see its listing activity." />
      )}
      {selection && (
        <ActivityEntries key={`${selection.sellerId}/${selection.marketplaceId}`} selection={selection} />
      )}
    </section>
  );
}

function ActivityEntries({ selection }: { selection: MarketplaceSelection }) {
  const { entries, loading, error, hasMore, loadMore, retry } = useUnreadActivity(
    selection,
    LISTINGS_ACTIVITY_PAGE_SIZE,
  );
  if (loading && entries.length === 0) return <LoadingState label="Loading activity…" />;
  return (
    <>
      {entries.length > 0 ? (
        <ActivityList entries={entries} />
      ) : (
        !error && <EmptyState message={MESSAGES.noNewActivity} />
      )}
      {error !== undefined && (
        <ErrorState message={errorMessage(error, MESSAGES.unableToGetData)} onRetry={retry} />
      )}
      {hasMore && (
        <Button onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
