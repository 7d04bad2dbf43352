import type { AdMetricId } from '@portal/schema';

/** REST shapes of GET advertising/performance/{adsType} (docs/rest-contract.md). */

/** A table row: the group's key and name, and the ad type's metrics by id. */
export type RestAdRow = { id: string | number; name: string | null } & Partial<
  Record<AdMetricId, number | string | null>
>;

export interface RestAdPage {
  count: number | string;
  rows: RestAdRow[];
}

export interface RestAdSummary {
  metric: AdMetricId;
  current: number | null;
  previous: number | null;
}

export interface RestAdSeries {
  type: 'current' | 'previous';
  metric: AdMetricId;
  data: Array<{ date: string; value: number | null }>;
}
