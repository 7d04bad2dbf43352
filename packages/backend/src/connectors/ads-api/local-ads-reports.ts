import { createHash } from 'node:crypto';
import { eachIsoDayOf } from '@portal/schema';
import type { AdsReportRequest, AdsReportRow } from './ads-connector.ts';

const draw = (key: string, max: number) => createHash('sha256').update(key).digest().readUInt32BE(0) % max;

/**
 * The rows a local advertising profile reports: two campaigns a day, deterministic for the
 * profile and day, so a developer and a test see the same figures every time.
 */
export function localAdsReportRows(profileId: string, request: AdsReportRequest): AdsReportRow[] {
  const rows: AdsReportRow[] = [];
  for (const date of eachIsoDayOf({ from: request.startDate, to: request.endDate })) {
    for (const campaign of ['1001', '1002']) {
      const key = `${profileId}:${campaign}:${date}`;
      const impressions = 500 + draw(`${key}:i`, 5000);
      const clicks = Math.floor(impressions / (40 + draw(`${key}:c`, 60)));
      const cost = Math.round(clicks * (40 + draw(`${key}:p`, 120))) / 100;
      const full: AdsReportRow = {
        date,
        campaignId: `${profileId}${campaign}`,
        impressions,
        clicks,
        cost,
        sales14d: Math.round(cost * (200 + draw(`${key}:s`, 400))) / 100,
      };
      rows.push(Object.fromEntries(request.columns.map((c) => [c, full[c] ?? ''])));
    }
  }
  return rows;
}
