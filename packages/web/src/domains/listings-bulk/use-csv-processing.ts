import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { useEffect, useState } from 'react';
import {
  useCsvProcessJobQuery,
  useCsvUploadProcessedSubscription,
  useImportedListingsQuery,
} from '../../gql/hooks';

type Seller = { sellerId: string; marketplaceId: string };
export type CsvBatch = { batchNumber: number; listingsMatched: number; totalRows: number };
type Known = { processId: string; batch: CsvBatch | null; completed: number | null };

/** How often the processing job is read while no completion has arrived. */
export const CSV_PROCESS_POLL_MS = 3_000;

/**
 * Where a CSV processing is: its latest batch and, once done, the listings it matched.
 *
 * The csv-upload-processed events say it at once, but an event sent before the subscription is
 * open (a small file on an idle worker finishes in milliseconds) or during a reconnect is gone. So
 * the job itself is also read every few seconds until it ends: a finished job gives its matches
 * from the stored batches, a failed one its error, and the page never stays 'Processing…'.
 */
export function useCsvProcessing(seller: Seller, processId: string | null) {
  // What is known is kept with the processing it is about: a new processing starts from nothing.
  const [known, setKnown] = useState<Known | null>(null);
  const own = known && known.processId === processId ? known : null;
  const batch = own?.batch ?? null;
  const completed = own?.completed ?? null;

  useCsvUploadProcessedSubscription({
    skip: !processId,
    onData: ({ data }) => {
      const event = data.data?.csvUploadProcessed;
      if (!event || event.processId !== processId) return;
      setKnown((current) => ({
        processId: event.processId,
        batch: event,
        completed: event.csvProcessCompleted
          ? event.listingsMatched
          : current?.processId === event.processId
            ? current.completed
            : null,
      }));
    },
  });

  const running = processId !== null && completed === null;
  const job = useCsvProcessJobQuery({
    variables: { id: processId ?? '' },
    skip: !running,
    pollInterval: CSV_PROCESS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const status = running ? job.data?.job?.status : undefined;
  const matched = useImportedListingsQuery({
    variables: { ...seller, processId: processId ?? '', page: 0, pageSize: 1, mappedAttributes: {} },
    skip: status !== 'SUCCEEDED',
    fetchPolicy: 'network-only',
  });
  const matchedCount = status === 'SUCCEEDED' ? matched.data?.importedListings.count : undefined;
  useEffect(() => {
    if (matchedCount === undefined || !processId) return;
    setKnown((current) =>
      current?.processId === processId
        ? { ...current, completed: current.completed ?? matchedCount }
        : { processId, batch: null, completed: matchedCount },
    );
  }, [matchedCount, processId]);

  const failed =
    status === 'FAILED' || status === 'CANCELLED'
      ? (job.data?.job?.error ?? LISTINGS_BULK_MESSAGES.csvProcessFailed)
      : null;
  // Without an event yet, the job's own progress says how far it is.
  const rowsRead = job.data?.job?.progress.done ?? 0;
  return { batch, completed, failed, rowsRead: batch?.totalRows ?? rowsRead };
}
