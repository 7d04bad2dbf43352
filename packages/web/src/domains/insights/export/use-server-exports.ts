import { INSIGHTS_MESSAGES } from '@portal/schema';
import { useCallback, useState } from 'react';
import type { InsightExportCard, InsightsFilter } from '../../../gql/graphql';
import { useExportCompleteSubscription, useExportInsightsSkuMutation } from '../../../gql/hooks';

/** A server-built export as the notification bar shows it. */
export type ServerExport =
  | { exportId: string; fileName: string; state: 'preparing' }
  | { exportId: string; fileName: string; state: 'ready'; downloadUrl: string }
  | { exportId: string | null; fileName: string; state: 'failed'; message: string };

/**
 * Server-built exports of this page: started by a mutation (a job), finished by the export-complete
 * event (spec 2 §7) that links the stored file. The subscription is open only while an export is
 * being prepared.
 */
export function useServerExports(filter: InsightsFilter) {
  const [exports, setExports] = useState<ServerExport[]>([]);
  const [start] = useExportInsightsSkuMutation();
  const waiting = exports.some((e) => e.state === 'preparing');
  useExportCompleteSubscription({
    skip: !waiting,
    onData: ({ data }) => {
      const done = data.data?.exportComplete;
      if (!done) return;
      setExports((list) =>
        list.map((e): ServerExport => {
          if (e.exportId !== done.exportId) return e;
          if (done.error || !done.downloadUrl)
            return {
              exportId: e.exportId,
              fileName: e.fileName,
              state: 'failed',
              message: done.error ?? INSIGHTS_MESSAGES.exportFailed,
            };
          return {
            exportId: e.exportId,
            fileName: done.fileName,
            state: 'ready',
            downloadUrl: done.downloadUrl,
          };
        }),
      );
    },
  });

  const startServerExport = useCallback(
    async (target: { card: InsightExportCard; brandCode: string; title: string }) => {
      try {
        const answer = await start({ variables: { ...target, filter } });
        const started = answer.data?.exportInsightsSku;
        if (!started) throw new Error('no export started');
        setExports((list) => [
          ...list,
          { exportId: started.exportId, fileName: started.fileName, state: 'preparing' },
        ]);
      } catch {
        setExports((list) => [
          ...list,
          {
            exportId: null,
            fileName: target.title,
            state: 'failed',
            message: INSIGHTS_MESSAGES.exportFailed,
          },
        ]);
      }
    },
    [start, filter],
  );
  const dismiss = useCallback(
    (item: ServerExport) => setExports((list) => list.filter((e) => e !== item)),
    [],
  );
  return { exports, startServerExport, dismiss };
}
