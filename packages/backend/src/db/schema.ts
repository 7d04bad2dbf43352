import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AdvertisingTables } from './advertising-tables.ts';
import type { BrandReportTables } from './brand-reports-tables.ts';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string so both pg and PGlite store it the same way. */
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: ColumnType<string, string | undefined, never>;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  brand_code: string | null;
  brand_admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface BrandsTable {
  brand_code: string;
  name: string;
  parent_brand_code: string | null;
  brand_type: string;
  type_id: number | null;
  status_id: number;
  account_manager_id: string | null;
  /** Stripe-like subscription state: active, past_due, canceled, or null when never subscribed. */
  subscription_status: string | null;
  created_at: Timestamp;
}

export interface MarketplacesTable {
  marketplace_id: string;
  name: string;
  country_code: string;
  region: string;
  timezone: string;
  site_url: string;
  sort_order: number;
}

export interface AuthorizedMarketplacesTable {
  id: Generated<number>;
  brand_code: string;
  seller_id: string;
  seller_name: string;
  marketplace_id: string;
}

/** The six lookup lists of spec 1 §7.2 share one shape. */
export interface LookupTable {
  id: number;
  name: string;
}

export interface ViewedArticlesTable {
  user_id: string;
  article: string;
  viewed_at: Timestamp;
}

export interface TableLayoutsTable {
  user_id: string;
  table_name: string;
  sort_data: Json<unknown>;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: string;
  family_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface UserTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'register' | 'reset';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  success: boolean;
  created_at: Timestamp;
}

export interface ActivityEntriesTable {
  id: Generated<number>;
  seller_id: string;
  marketplace_id: string;
  sku: string;
  type: string;
  comment: string | null;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface Database extends AdvertisingTables {
  users: UsersTable;
  brands: BrandsTable;
  marketplaces: MarketplacesTable;
  authorized_marketplaces: AuthorizedMarketplacesTable;
  brand_statuses: LookupTable;
  brand_types: LookupTable;
  order_methods: LookupTable;
  agreement_types: LookupTable;
  brand_max_control: LookupTable;
  viewed_articles: ViewedArticlesTable;
  table_layouts: TableLayoutsTable;
  refresh_tokens: RefreshTokensTable;
  user_tokens: UserTokensTable;
  login_attempts: LoginAttemptsTable;
  activity_entries: ActivityEntriesTable;
  brand_monthly_sales: BrandReportTables['brand_monthly_sales'];
  brand_images: BrandReportTables['brand_images'];
  listing_suppressions: BrandReportTables['listing_suppressions'];
  brand_report_notes: BrandReportTables['brand_report_notes'];
}

export type UserRow = Selectable<UsersTable>;
export type BrandRow = Selectable<BrandsTable>;
export type LookupListTable =
  | 'brand_statuses'
  | 'brand_types'
  | 'order_methods'
  | 'agreement_types'
  | 'brand_max_control';
