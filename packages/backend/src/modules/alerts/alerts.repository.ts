import { ALERT_COLUMNS, type alertField, type alertShape } from '@portal/schema/rest';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Sql = RawBuilder<unknown>;

/** An alert under its REST names (spec 2 §7); the time is the database's until it is sent. */
export type AlertRecord = Omit<z.output<typeof alertShape>, 'dateTime'> & { dateTime: Date };

export type AlertSortField = z.output<typeof alertField>;

export interface AlertQuery {
  /** Brand codes the caller may see; null: every brand. */
  visible: string[] | null;
  amEmail?: string;
  from?: Date;
  to?: Date;
  /** The classification tab: visibility is read on it. */
  tab: string;
  /** The alert types of the tab; null for the All tab. */
  tabTypes: string[] | null;
  showVisible: boolean;
  showHidden: boolean;
  sort: { field: AlertSortField; order: 'asc' | 'desc' };
  filter?: { field: AlertSortField; operator: 'contains' | 'equals'; value: string };
  brands?: string[];
  alertTypes?: string[];
  alertSubTypes?: string[];
  subBrands?: string[];
  marketplaces?: string[];
  page: number;
  pageSize: number;
}

/** A REST field's column in the alerts table (`a`). */
const column = (field: keyof typeof ALERT_COLUMNS): Sql => sql.ref(`a.${ALERT_COLUMNS[field]}`);

/** Every column under its REST name, so the rows leave as GET alerts answers them. */
const restColumns = sql.join(
  Object.keys(ALERT_COLUMNS).map(
    (field) => sql`${column(field as keyof typeof ALERT_COLUMNS)} as ${sql.ref(field)}`,
  ),
);

/** `contains` is a case-insensitive substring (LIKE wildcards in the value are literal). */
export const textFilter = (column: Sql, operator: 'contains' | 'equals', value: string): Sql =>
  operator === 'equals'
    ? sql`${column}::text = ${value.trim()}`
    : sql`${column}::text ilike ${`%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

const anyOf = (column: Sql, values: string[] | undefined): Sql =>
  values && values.length > 0 ? sql`${column} = any(${values}::text[])` : sql`true`;

const hiddenOn = (tab: string) =>
  sql`exists (select 1 from alert_hidden_tabs h where h.alert_id = a.id and h.tab_name = ${tab})`;

function conditions(q: AlertQuery): Sql[] {
  const list: Sql[] = [
    inBrandScope(q.visible, 'a.brand_code', 'a.sub_brand_code'),
    anyOf(sql`a.alert_type`, q.tabTypes ?? undefined),
    anyOf(sql`a.brand_code`, q.brands),
    anyOf(sql`a.sub_brand_code`, q.subBrands),
    anyOf(sql`a.alert_type`, q.alertTypes),
    anyOf(sql`a.alert_sub_type`, q.alertSubTypes),
    anyOf(sql`a.marketplace_id`, q.marketplaces),
  ];
  if (q.amEmail)
    list.push(sql`a.brand_code in (select b.brand_code from brands b join users u on u.id = b.account_manager_id
      where lower(u.email) = ${q.amEmail.toLowerCase()})`);
  if (q.from) list.push(sql`a.date_time >= ${q.from}`);
  if (q.to) list.push(sql`a.date_time <= ${q.to}`);
  if (q.showVisible !== q.showHidden) list.push(q.showHidden ? hiddenOn(q.tab) : sql`not ${hiddenOn(q.tab)}`);
  if (q.filter?.value.trim())
    list.push(textFilter(column(q.filter.field), q.filter.operator, q.filter.value));
  return list;
}

/** One page of alerts and the count of every matching alert. */
export async function listAlerts(db: Db, q: AlertQuery): Promise<{ rows: AlertRecord[]; count: number }> {
  const where = sql.join(conditions(q), sql` and `);
  const order = sql.raw(q.sort.order === 'asc' ? 'asc' : 'desc');
  const { rows } = await sql<AlertRecord & { total: string }>`
    select a.id::text as "_id", ${restColumns},
      array(select h.tab_name from alert_hidden_tabs h where h.alert_id = a.id order by h.tab_name) as "hiddenFromTabs",
      count(*) over () as total
    from alerts a
    where ${where}
    order by ${column(q.sort.field)} ${order} nulls last, a.id ${order}
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  const count = rows[0]
    ? Number(rows[0].total)
    : q.page === 0
      ? 0
      : Number(
          (await sql<{ n: string }>`select count(*) as n from alerts a where ${where}`.execute(db)).rows[0]
            ?.n ?? 0,
        );
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

/** The named alerts the caller may see (id, collection). */
export async function findAlerts(db: Db, ids: string[], visible: string[] | null) {
  const { rows } = await sql<{ id: string; collection: string }>`
    select a.id::text as id, a.collection from alerts a
    where a.id = any(${ids}::bigint[])
      and ${inBrandScope(visible, 'a.brand_code', 'a.sub_brand_code')}`.execute(db);
  return rows;
}

/** The ids among `ids` hidden on the tab. */
export async function hiddenAmong(db: Db, ids: string[], tab: string): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    select alert_id::text as id from alert_hidden_tabs where alert_id = any(${ids}::bigint[]) and tab_name = ${tab}`.execute(
    db,
  );
  return new Set(rows.map((r) => r.id));
}

export async function setHiddenOnTab(db: Db, ids: string[], tab: string, hidden: boolean): Promise<void> {
  if (ids.length === 0) return;
  if (hidden)
    await sql`insert into alert_hidden_tabs (alert_id, tab_name)
      select unnest(${ids}::bigint[]), ${tab} on conflict do nothing`.execute(db);
  else
    await sql`delete from alert_hidden_tabs where alert_id = any(${ids}::bigint[]) and tab_name = ${tab}`.execute(
      db,
    );
}

export async function hiddenTabsOf(db: Db, id: string): Promise<string[]> {
  const { rows } = await sql<{ tab_name: string }>`
    select tab_name from alert_hidden_tabs where alert_id = ${id}::bigint order by tab_name`.execute(db);
  return rows.map((r) => r.tab_name);
}

export async function listClassifications(db: Db) {
  const { rows } = await sql<{ department: string; alerts: string[] }>`
    select c.department,
      array(select t.alert_type from alert_classification_types t join alert_types at on at.name = t.alert_type
        where t.department = c.department order by at.position) as alerts
    from alert_classifications c order by c.position`.execute(db);
  return rows;
}

export async function listAlertTypes(db: Db) {
  const { rows } = await sql<{ name: string; sub_types: string[] }>`
    select t.name, array(select s.value from alert_sub_types s where s.alert_type = t.name order by s.position) as sub_types
    from alert_types t order by t.position`.execute(db);
  return rows;
}
