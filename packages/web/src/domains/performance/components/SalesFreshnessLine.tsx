import { useEffect } from 'react';
import { useSalesFreshnessQuery } from '../../../gql/hooks';
import { SalesFreshnessNote } from './SalesFreshnessNote';

/** How often the line asks again while an account's history is still arriving. */
const LOADING_POLL_MS = 15_000;

/** The sales freshness of the accounts the caller may see (or one brand's). */
export function SalesFreshnessLine({ brandCode }: { brandCode?: string | null }) {
  const { data, startPolling, stopPolling } = useSalesFreshnessQuery({
    variables: { brandCode: brandCode ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.dataFreshness ?? [];
  const loading = rows.some((r) => r.historyLoading);
  useEffect(() => {
    if (!loading) return;
    startPolling(LOADING_POLL_MS);
    return () => stopPolling();
  }, [loading, startPolling, stopPolling]);
  // The line is a courtesy: while it cannot be read the page shows nothing rather than an error.
  return <SalesFreshnessNote rows={rows} />;
}
