import {
  AD_METRICS,
  AD_TABLE_COLUMNS,
  AD_TYPE_LABELS,
  type AdType,
  currencyOf,
  todayUtc,
} from '@portal/schema';
import { sql } from 'kysely';
import { groupRows } from '../../advertising/advertising.repository.ts';
import { MAX_EXPORT_ROWS } from '../../advertising/advertising-export.ts';
import { resolveAdFilters } from '../../advertising/advertising-filters.ts';
import { type Cell, dayAfter, type ReportBuilder } from './report-table.ts';

/** The sponsored ad types share their columns, so one file holds both. */
const AD_TYPES: readonly AdType[] = ['sp', 'sb'];
const METRIC_COLUMNS = AD_TABLE_COLUMNS.sp.filter((c) => c !== 'name');
// Agency staff read every brand and no account-manager filter applies to a report.
const EVERY_BRAND = { brandCodes: null, accountManagers: [] };

/**
 * Per ad type, marketplace and brand: the advertising table grouped by brand (groupRows, the query
 * behind /advertising-performance), so a brand's row here is that table's row for the same range.
 */
export const advertisingByBrand: ReportBuilder = async (ctx, range) => {
  const { rows: present } = await sql<{ ad_type: string; marketplace_id: string }>`
    select distinct ad_type, marketplace_id from ad_performance_daily
    where report_date >= ${range.from}::date and report_date < ${dayAfter(range.to)}::date
    order by 1, 2`.execute(ctx.db);
  // The screen refuses a range past today; a report of the future simply has nothing more.
  const today = [range.to, todayUtc()].sort()[1] ?? range.to;
  const rows: Record<string, Cell>[] = [];
  for (const adType of AD_TYPES) {
    for (const { marketplace_id } of present.filter((p) => p.ad_type === adType)) {
      const filters = resolveAdFilters(
        adType,
        { from: range.from, to: range.to, marketplace_id, groupBy: 'brand' },
        today,
      );
      const groups = await groupRows(ctx.db, filters, EVERY_BRAND, { limit: MAX_EXPORT_ROWS, offset: 0 });
      const sorted = [...groups].sort((a, b) => a.id.localeCompare(b.id));
      for (const group of sorted) {
        rows.push({
          ad_type: AD_TYPE_LABELS[adType],
          marketplace_id,
          currency: currencyOf(marketplace_id),
          brand_code: group.id,
          brand_name: group.name,
          ...Object.fromEntries(METRIC_COLUMNS.map((c) => [c, (group[c] as Cell | undefined) ?? null])),
        });
      }
    }
  }
  const label = (id: string) => AD_METRICS.sp.find((m) => m.id === id)?.label ?? id;
  return {
    columns: [
      { key: 'ad_type', header: 'Ad type' },
      { key: 'marketplace_id', header: 'Marketplace' },
      { key: 'currency', header: 'Currency' },
      { key: 'brand_code', header: 'Brand code' },
      { key: 'brand_name', header: 'Brand' },
      ...METRIC_COLUMNS.map((c) => ({ key: c, header: label(c) })),
    ],
    rows,
  };
};
