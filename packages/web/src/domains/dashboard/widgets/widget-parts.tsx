import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { formatMetricValue, NOT_AVAILABLE } from '../../../ui';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  gain: { color: tokens.colorPaletteGreenForeground1, fontVariantNumeric: 'tabular-nums' },
  loss: { color: tokens.colorPaletteRedForeground1, fontVariantNumeric: 'tabular-nums' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
  },
});

/** One dashboard widget: a card with its title as a heading. */
export function Widget({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text as="h2" size={500} weight="semibold">
            {title}
          </Text>
        }
        action={actions as never}
      />
      {children}
    </Card>
  );
}

/**
 * A signed, coloured amount (spec 2 §9): 0 or more green with a + sign, below 0 red. `percent`
 * shows a percent change; N/A when there is none.
 */
export function SignedValue({
  value,
  currency,
  percent,
}: {
  value: number | null | undefined;
  currency?: string;
  percent?: boolean;
}) {
  const styles = useStyles();
  if (value == null) return <span>{NOT_AVAILABLE}</span>;
  const text = percent
    ? `${Math.abs(value).toFixed(2)}%`
    : formatMetricValue(Math.abs(value), 'money', currency);
  return <span className={value >= 0 ? styles.gain : styles.loss}>{`${value >= 0 ? '+' : '−'}${text}`}</span>;
}

/** The rows of one page of a small client-paged list. */
export const pageOf = <T,>(rows: readonly T[], page: number, size: number): T[] =>
  rows.slice(page * size, page * size + size);

/** Previous and next for a small list; hidden when everything fits on one page. */
export function MiniPager({
  page,
  size,
  count,
  onPage,
  label,
}: {
  page: number;
  size: number;
  count: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const styles = useStyles();
  if (count <= size) return null;
  const last = Math.ceil(count / size) - 1;
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronLeftRegular />}
        aria-label="Previous page"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      />
      <Text size={200}>
        {page * size + 1}–{Math.min(count, (page + 1) * size)} of {count}
      </Text>
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronRightRegular />}
        aria-label="Next page"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
