import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns come back as strings (pg and PGlite alike); numbers or strings go in. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface BrandMonthlySalesTable {
  brand_code: string;
  report_month: string;
  marketplace_id: string;
  sales_total: Numeric;
  ad_spend: Numeric;
  sales_ppc: Numeric;
}

export interface BrandImagesTable {
  brand_code: string;
  kind: 'logo' | 'product';
  content_type: string;
  body: Uint8Array;
  updated_at: Timestamp;
}

export interface ListingSuppressionsTable {
  id: Generated<number>;
  brand_code: string;
  asin: string;
  product_name: string;
  marketplace_id: string;
  created_at: Timestamp;
  lifted_at: NullableTimestamp;
  alert_lifted_id: string | null;
}

export interface BrandReportNotesTable {
  brand_code: string;
  report_month: string;
  sales_note: string | null;
  ad_note: string | null;
  /** jsonb array of suppression ids, written as a JSON string. */
  removed_suppression_ids: ColumnType<number[], string | undefined, string>;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** The brand report tables of migration 0004, merged into Database in schema.ts. */
export interface BrandReportTables {
  brand_monthly_sales: BrandMonthlySalesTable;
  brand_images: BrandImagesTable;
  listing_suppressions: ListingSuppressionsTable;
  brand_report_notes: BrandReportNotesTable;
}
