import { createHash } from 'node:crypto';
import type { AdsReportRequest, AdsReportRow } from './ads-connector.ts';

const DAY_MS = 86_400_000;
const draw = (key: string, max: number) => createHash('sha256').update(key).digest().readUInt32BE(0) % max;

/**
 * The rows a local advertising profile reports: two campaigns a day, deterministic for the
 * profile and day, so a developer and a test see the same figures every time.
 */
export function localAdsReportRows(profileId: string, request: AdsReportRequest): AdsReportRow[] {
  const rows: AdsReportRow[] = [];
  const last = Date.parse(`${request.endDate}T00:00:00Z`);
  for (let t = Date.parse(`${request.startDate}T00:00:00Z`); t <= last; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
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
