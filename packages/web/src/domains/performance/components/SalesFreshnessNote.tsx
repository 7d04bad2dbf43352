import { Text } from '@fluentui/react-components';
import { format, parseISO } from 'date-fns';

export type SalesFreshnessRow = {
  firstDay: string;
  lastDay: string;
  historyLoading: boolean;
  nextSyncAt?: string | null;
};

const day = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

/**
 * How far the sales figures on the page go: the last day loaded over the accounts shown, and,
 * while an account's older days are still arriving (a new connection, the demo's first minutes),
 * from which day every account is complete — so a long range's partial totals are not mistaken
 * for a fall in sales (docs/decisions/0281).
 */
export function SalesFreshnessNote({ rows }: { rows: readonly SalesFreshnessRow[] }) {
  if (rows.length === 0) return null;
  // ISO days sort as text: the latest is the last.
  const latest = (days: string[]) => days.sort().at(-1) ?? '';
  const lastDay = latest(rows.map((r) => r.lastDay));
  const loading = rows.filter((r) => r.historyLoading);
  if (loading.length > 0) {
    // Every account is complete from the latest of their first days.
    const completeFrom = latest(rows.map((r) => r.firstDay));
    return (
      <Text role="status" size={200}>
        Sales data through {day(lastDay)}. Older history is still loading for {loading.length} of{' '}
        {rows.length} seller accounts: totals are complete from {day(completeFrom)}.
      </Text>
    );
  }
  const next = rows.find((r) => r.nextSyncAt)?.nextSyncAt;
  return (
    <Text role="note" size={200}>
      Sales data through {day(lastDay)}
      {next ? `; next update ${format(parseISO(next), 'MMM d, HH:mm')}` : ''}.
    </Text>
  );
}
