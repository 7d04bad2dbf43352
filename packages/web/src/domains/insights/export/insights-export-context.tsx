import { createContext, useContext } from 'react';
import type { InsightExportCard } from '../../../gql/graphql';

/** What a card needs to export itself: the period line its PDF carries and the server path. */
export type InsightsExport = {
  /** 'From … to …, compared with …, United States, brands …', as the filter bar reads. */
  subtitle: string;
  from: string;
  to: string;
  /** Starts a server-built export of a brand's SKU list; the file arrives in the page's bar. */
  startServerExport: (target: { card: InsightExportCard; brandCode: string; title: string }) => void;
};

export const InsightsExportContext = createContext<InsightsExport | null>(null);

/** The export settings of the insights page; cards outside it (tests, other screens) export nothing. */
export const useInsightsExport = () => useContext(InsightsExportContext);
