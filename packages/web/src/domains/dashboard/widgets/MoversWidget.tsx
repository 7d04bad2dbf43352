import {
  Caption1,
  makeStyles,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { MESSAGES, MOVERS_PAGE_SIZE, MOVERS_WINDOWS, type MoversWindow } from '@portal/schema';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { asinPerformanceUrl } from '../../asins/urls';
import { brandMoversPerformanceUrl } from '../../performance/urls';
import { type MoverRow, type MoversDirection, type MoversKind, useCachedMovers } from './use-cached-movers';
import { MiniPager, pageOf, SignedValue, Widget } from './widget-parts';

const WINDOW_LABELS: Record<MoversWindow, string> = { '1d': '1 day', '7d': '7 days', '30d': '30 days' };

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  windows: { display: 'flex', gap: tokens.spacingHorizontalXS, border: 'none', margin: 0, padding: 0 },
  number: { textAlign: 'end' },
  through: { color: tokens.colorNeutralForeground3 },
});

/**
 * The windows end on the last loaded day: yesterday, or the day before until the morning's sync
 * has loaded yesterday. Said under every list, so a 1-day change is never read against the wrong day.
 */
const throughText = (through: string) => `Revenue through ${format(parseISO(through), 'd MMM yyyy')}`;

/** Spec 2 §2: a brand links to Performance filtered by it; an ASIN to its performance page. */
export const moverLink = (kind: MoversKind, row: MoverRow): string =>
  kind === 'brand' ? brandMoversPerformanceUrl(row.brandCode ?? '') : asinPerformanceUrl(row.asin ?? '');

function MoversTable({
  kind,
  direction,
  window,
}: {
  kind: MoversKind;
  direction: MoversDirection;
  window: MoversWindow;
}) {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const { rows, currency, through, loading, error, refetch } = useCachedMovers(kind, direction, window);
  const label = `${kind === 'brand' ? 'Brand' : 'ASIN'} ${direction === 'GAINERS' ? 'gainers' : 'losers'}, ${WINDOW_LABELS[window]}`;
  const failure = direction === 'GAINERS' ? MESSAGES.unableToLoadGainerData : MESSAGES.unableToLoadLoserData;
  if (error) return <ErrorState message={errorMessage(error, failure)} onRetry={refetch} />;
  if (loading || rows === null) return <LoadingState />;
  if (rows.length === 0) return <EmptyState message={MESSAGES.noData} />;
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{kind === 'brand' ? 'Brand' : 'ASIN'}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Change</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pageOf(rows, page, MOVERS_PAGE_SIZE).map((row) => (
            <TableRow key={row.brandCode ?? row.asin}>
              <TableCell>
                <Link to={moverLink(kind, row)}>{kind === 'brand' ? row.brandName : row.asin}</Link>
              </TableCell>
              <TableCell className={styles.number}>
                <SignedValue value={row.revenueAmount} currency={currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MiniPager page={page} size={MOVERS_PAGE_SIZE} count={rows.length} onPage={setPage} label={label} />
      {through && <Caption1 className={styles.through}>{throughText(through)}</Caption1>}
    </>
  );
}

/** Brand Movers or ASIN Movers (spec 2 §2): Gainers and Losers for 1, 7 and 30 days. */
export function MoversWidget({ kind, title }: { kind: MoversKind; title: string }) {
  const styles = useStyles();
  const [direction, setDirection] = useState<MoversDirection>('GAINERS');
  const [window, setWindow] = useState<MoversWindow>('1d');
  return (
    <Widget title={title}>
      <div className={styles.controls}>
        <TabList
          size="small"
          selectedValue={direction}
          onTabSelect={(_, data) => setDirection(data.value as MoversDirection)}
          aria-label={`${title} direction`}
        >
          <Tab value="GAINERS">Gainers</Tab>
          <Tab value="LOSERS">Losers</Tab>
        </TabList>
        <fieldset className={styles.windows} aria-label={`${title} window`}>
          {MOVERS_WINDOWS.map((w) => (
            <ToggleButton key={w} size="small" checked={w === window} onClick={() => setWindow(w)}>
              {WINDOW_LABELS[w]}
            </ToggleButton>
          ))}
        </fieldset>
      </div>
      <MoversTable key={`${direction}-${window}`} kind={kind} direction={direction} window={window} />
    </Widget>
  );
}
