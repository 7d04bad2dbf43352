import type { AdGroupBy, AdType } from '@portal/schema';
import type { adChartShape, adGroupPageShape, adSummaryShape } from '@portal/schema/rest';
import type { z } from 'zod';

export type SortDirection = 'asc' | 'desc';

/** The advertising filter state of spec 1 §3, validated and resolved (dates filled in). */
export interface AdFilters {
  adType: AdType;
  from: string;
  to: string;
  /** The previous period, when compare mode is on. */
  compare: { from: string; to: string } | null;
  preset: string | null;
  marketplaceId: string;
  /** Brand codes asked for; empty means every brand the caller may see. */
  brandCodes: string[];
  /** Account manager user ids; staff only (ignored for brand and standard agency users). */
  accountManagers: string[];
  searchStr: string;
  groupBy: AdGroupBy;
  /** Metrics of the chart; empty means every metric of the ad type. */
  metrics: string[];
  sortBy: string;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}

/** What the SQL may read after scoping: null brand list means no brand restriction. */
export interface AdQueryScope {
  brandCodes: string[] | null;
  accountManagers: string[];
}

/** The answers of GET advertising/performance/{adsType}, as the contract declares them. */
export type AdGroupPage = z.output<typeof adGroupPageShape>;
/** A table row: the group's key and name plus one value per metric of the ad type. */
export type AdGroupRow = AdGroupPage['rows'][number];
export type AdSummaryEntry = z.output<typeof adSummaryShape>[number];
export type AdChartSeries = z.output<typeof adChartShape>[number];
