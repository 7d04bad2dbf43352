import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MESSAGES, NEW_BRANDS_PAGE_SIZE } from '@portal/schema';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useNewBrandsQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { brandDetailUrl } from '../../brands/urls';
import { MiniPager, pageOf, SignedValue, Widget } from './widget-parts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  card: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalXXS },
  changes: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalS,
    margin: 0,
  },
  dd: { margin: 0, textAlign: 'end' },
});

/** New brands (spec 2 §2): cards, 9 per page, with the revenue change in percent per window. */
export function NewBrandsWidget() {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const marketplaceId = useSelectedMarketplaceId();
  const { data, loading, error, refetch } = useNewBrandsQuery({
    variables: { marketplaceId },
    fetchPolicy: 'cache-and-network',
  });
  let body: React.ReactNode;
  if (error)
    body = (
      <ErrorState
        message={errorMessage(error, MESSAGES.unableToGetRevenueData)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading && !data) body = <LoadingState />;
  else if (!data || data.newBrands.length === 0) body = <EmptyState message={MESSAGES.noData} />;
  else
    body = (
      <>
        <div className={styles.grid}>
          {pageOf(data.newBrands, page, NEW_BRANDS_PAGE_SIZE).map((b) => (
            <Card key={b.brandCode} className={styles.card} size="small">
              <Link to={brandDetailUrl(b.brandCode)}>
                <Text weight="semibold">{b.name}</Text>
              </Link>
              <Text size={200}>{b.brandCode}</Text>
              <dl className={styles.changes}>
                <dt>1 day</dt>
                <dd className={styles.dd}>
                  <SignedValue value={b.revenue1d} percent />
                </dd>
                <dt>7 days</dt>
                <dd className={styles.dd}>
                  <SignedValue value={b.revenue7d} percent />
                </dd>
                <dt>30 days</dt>
                <dd className={styles.dd}>
                  <SignedValue value={b.revenue30d} percent />
                </dd>
              </dl>
            </Card>
          ))}
        </div>
        <MiniPager
          page={page}
          size={NEW_BRANDS_PAGE_SIZE}
          count={data.newBrands.length}
          onPage={setPage}
          label="New brands"
        />
      </>
    );
  return <Widget title="New brands">{body}</Widget>;
}
