import type { adChartShape, adFilterQuery, adGroupPageShape, adSummaryShape } from '@portal/schema/rest';
import type { z } from 'zod';

/** The REST answers of GET advertising/performance/{adsType}, as the contract declares them. */
export type RestAdPage = z.output<typeof adGroupPageShape>;
/** A table row: the group's key and name, and the ad type's metrics by id. */
export type RestAdRow = RestAdPage['rows'][number];
export type RestAdSummary = z.output<typeof adSummaryShape>[number];
export type RestAdSeries = z.output<typeof adChartShape>[number];
/** The filter fields as the contract reads them from a query or the download's `filters`. */
export type RestAdFilter = z.input<typeof adFilterQuery>;
