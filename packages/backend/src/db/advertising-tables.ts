import type { AdPartId } from '@portal/schema';
import type { ColumnType } from 'kysely';

/** A date column read as a Date (pg) or string (PGlite) and written as YYYY-MM-DD. */
type DateColumn = ColumnType<Date | string, string, string>;
/** numeric and bigint columns come back as strings; they are written as numbers. */
type Amount = ColumnType<string | number, number | string | undefined, number | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AdEntitiesTable {
  id: number;
  brand_code: string;
  marketplace_id: string;
  ad_type: string;
  campaign_id: string | null;
  campaign_name: string | null;
  ad_group_id: string | null;
  ad_group_name: string | null;
  keyword_id: string | null;
  keyword_text: string | null;
  target_id: string | null;
  target_expression: string | null;
  advertiser_id: string | null;
  advertiser_name: string | null;
}

/** One leaf's day: its keys and one column per summed part of the metric table (migration 0003). */
export type AdPerformanceDailyTable = {
  entity_id: number;
  report_date: DateColumn;
  brand_code: string;
  marketplace_id: string;
  ad_type: string;
} & Record<AdPartId, Amount>;

export interface BrandDailySalesTable {
  brand_code: string;
  marketplace_id: string;
  report_date: DateColumn;
  total_sales: Amount;
}

export interface AdvertisingOauthStatesTable {
  state: string;
  brand_code: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AdvertisingAuthorizationsTable {
  brand_code: string;
  refresh_token_encrypted: string;
  scope: string;
  authorized_by: string | null;
  authorized_at: Timestamp;
}

export interface AdvertisingDownloadsTable {
  id: string;
  user_id: string;
  file_name: string;
  content: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The advertising tables (migration 0003), merged into the Database interface. */
export interface AdvertisingTables {
  ad_entities: AdEntitiesTable;
  ad_performance_daily: AdPerformanceDailyTable;
  brand_daily_sales: BrandDailySalesTable;
  advertising_oauth_states: AdvertisingOauthStatesTable;
  advertising_authorizations: AdvertisingAuthorizationsTable;
  advertising_downloads: AdvertisingDownloadsTable;
}
