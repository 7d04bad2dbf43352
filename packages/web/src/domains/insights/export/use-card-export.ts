import {
  INSIGHTS_MESSAGES,
  INSIGHTS_PDF_BROWSER_ROWS,
  INSIGHTS_PDF_SCALE,
  insightsExportReady,
  insightsPdfFileName,
} from '@portal/schema';
import { type RefObject, useState } from 'react';
import type { InsightExportCard } from '../../../gql/graphql';
import { useNotify } from '../../../ui';
import { downloadBlob } from '../../../ui/data-table/csv';
import { readCard, rowCount } from './card-content';
import { cardPdf } from './card-pdf';
import { useInsightsExport } from './insights-export-context';

/** A card's SKU list the server can export whole when it is too long for the page. */
export type ServerTarget = { card: InsightExportCard; brandCode: string };

/**
 * 'Export as PDF' of one card: built in the page from the card as shown, or on the server for a
 * SKU list longer than INSIGHTS_PDF_BROWSER_ROWS (the file then arrives in the page's bar).
 */
export function useCardExport(card: RefObject<HTMLElement | null>, server?: ServerTarget | null) {
  const settings = useInsightsExport();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!settings) return null;
  const run = async () => {
    const element = card.current;
    if (!element) return;
    setBusy(true);
    try {
      const content = readCard(element, settings.subtitle, INSIGHTS_PDF_SCALE);
      if (server && rowCount(content) > INSIGHTS_PDF_BROWSER_ROWS) {
        settings.startServerExport({ ...server, title: content.title });
        return;
      }
      const fileName = insightsPdfFileName(content.title, settings.from, settings.to);
      downloadBlob(fileName, await cardPdf(content));
      notify.success(insightsExportReady(fileName));
    } catch {
      notify.error(INSIGHTS_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
