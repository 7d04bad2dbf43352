import type { Selectable } from 'kysely';
import type { DB } from '../generated/database.ts';

/** Every table's row types, generated from the migrations (src/generated/database.ts, `run db:types`). */
export type Database = DB;

export type UserRow = Selectable<DB['users']>;
export type BrandRow = Selectable<DB['brands']>;
export type LookupListTable =
  | 'brand_statuses'
  | 'brand_types'
  | 'order_methods'
  | 'agreement_types'
  | 'brand_max_control';
