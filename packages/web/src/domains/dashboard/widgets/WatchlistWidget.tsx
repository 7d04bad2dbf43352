import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MESSAGES, WATCHLIST_PAGE_SIZE } from '@portal/schema';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useDashboardWatchlistQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { asinViewUrl } from '../../asins/urls';
import { brandDetailUrl } from '../../brands/urls';
import { MiniPager, pageOf, SignedValue, Widget } from './widget-parts';

type Revenue = { revenue1d: number; revenue7d: number; revenue30d: number };
type Row = Revenue & { key: string; label: string; href: string };

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end' },
});

function RevenueTable({
  title,
  rows,
  currency,
  emptyText,
}: {
  title: string;
  rows: Row[];
  currency: string;
  emptyText: string;
}) {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h3" weight="semibold">
        {title}
      </Text>
      {rows.length === 0 ? (
        <EmptyState message={emptyText} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{title === 'Brands' ? 'Brand' : 'ASIN'}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>1 day</TableHeaderCell>
                <TableHeaderCell className={styles.number}>7 days</TableHeaderCell>
                <TableHeaderCell className={styles.number}>30 days</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pageOf(rows, page, WATCHLIST_PAGE_SIZE).map((r) => (
                <TableRow key={r.key}>
                  <TableCell>
                    <Link to={r.href}>{r.label}</Link>
                  </TableCell>
                  <TableCell className={styles.number}>
                    <SignedValue value={r.revenue1d} currency={currency} />
                  </TableCell>
                  <TableCell className={styles.number}>
                    <SignedValue value={r.revenue7d} currency={currency} />
                  </TableCell>
                  <TableCell className={styles.number}>
                    <SignedValue value={r.revenue30d} currency={currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <MiniPager page={page} size={WATCHLIST_PAGE_SIZE} count={rows.length} onPage={setPage} label={title} />
    </section>
  );
}

/** Watchlist (spec 2 §2): watched brands and ASINs with their revenue over 1, 7 and 30 days. */
export function WatchlistWidget() {
  const marketplaceId = useSelectedMarketplaceId();
  const { data, loading, error, refetch } = useDashboardWatchlistQuery({
    variables: { marketplaceId },
    fetchPolicy: 'cache-and-network',
  });
  let body: React.ReactNode;
  if (error)
    body = (
      <ErrorState
        message={errorMessage(error, MESSAGES.unableToGetBrandWatchlist)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading && !data) body = <LoadingState />;
  else if (data) {
    const { currency, brands, asins } = data.watchlist;
    body = (
      <>
        <RevenueTable
          title="Brands"
          currency={currency}
          emptyText="No watched brands"
          rows={brands.map((b) => ({
            ...b,
            key: b.brandCode,
            label: b.name,
            href: brandDetailUrl(b.brandCode),
          }))}
        />
        <RevenueTable
          title="ASINs"
          currency={currency}
          emptyText="No watched ASINs"
          rows={asins.map((a) => ({ ...a, key: a.asin, label: a.asin, href: asinViewUrl(a.asin) }))}
        />
      </>
    );
  }
  return <Widget title="Watchlist">{body}</Widget>;
}
