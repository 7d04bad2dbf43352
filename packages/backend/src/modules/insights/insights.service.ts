import { HEATMAP_HOURS, HEATMAP_WEEKDAYS, INSIGHTS_METRIC_TABLE } from '@portal/schema';
import type { InsightRow } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import {
  brandNames,
  buyerCounts,
  heatmapCells,
  type InsightGroup,
  type InsightScope,
  type OrderMetrics,
  type OrderSums,
  orderMetricsFromLines,
  orderSumsFromRollups,
  type Period,
  promoMetrics,
  returnedUnits,
  rollupCounting,
  withBuyers,
} from './insights.sql.ts';
import { orderSumsTogether, promoTogether, returnSummary } from './insights-page.sql.ts';

/** A period and, when comparing, the one before it. */
export interface Periods {
  current: Period;
  previous: Period | null;
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
const money = (value: number) => Math.round(value * 100) / 100;
const averageOrder = (m: OrderSums | undefined): number | null =>
  m && m.orders > 0 ? money(m.revenue / m.orders) : null;
/** Runs a reader on both periods (the previous one only when comparing). */
async function both<T>(periods: Periods, read: (period: Period) => Promise<T>): Promise<[T, T | null]> {
  const [current, previous] = await Promise.all([
    read(periods.current),
    periods.previous ? read(periods.previous) : Promise.resolve(null),
  ]);
  return [current, previous];
}

type Figures = Partial<Record<string, number | null>>;

/**
 * A row's figures for the period and, when comparing, the same figures of the period before as
 * `old_<name>`: each card states its figures once, so the two periods cannot be computed apart.
 */
function compared<T>(periods: Periods, now: T, before: T, figures: (side: T) => Figures): Figures {
  return withCompared({}, periods, now, before, figures);
}

const oldNames = new Map<string, string>();
const oldName = (name: string): string => {
  const known = oldNames.get(name);
  if (known !== undefined) return known;
  const named = `old_${name}`;
  oldNames.set(name, named);
  return named;
};

/**
 * `compared` written into `row` (fields after the row's own, in the same order): a page's cards
 * build some ten thousand rows, and the spreads and entry arrays of building each from parts were
 * the backend's largest own cost per page after the database's (ADR 0610).
 */
function withCompared<T, R extends object>(
  row: R,
  periods: Periods,
  now: T,
  before: T,
  figures: (side: T) => Figures,
): R {
  const target = row as Record<string, unknown>;
  const current = figures(now);
  for (const name in current) target[name] = current[name];
  if (!periods.previous) return row;
  const old = figures(before);
  for (const name in old) target[oldName(name)] = old[name];
  return row;
}

/** The keys of the current period first (largest first by `rank`), then keys only the previous one had. */
function keysOf<T>(
  current: Map<string, T>,
  previous: Map<string, T> | null,
  rank: (v: T) => number,
): string[] {
  const keys = [...current.entries()].sort((a, b) => rank(b[1]) - rank(a[1])).map(([k]) => k);
  for (const k of previous?.keys() ?? []) if (!current.has(k)) keys.push(k);
  return keys;
}

/**
 * The cards of one page load ask for the same aggregates (five cards read the period's order
 * metrics, each in total and per brand): one scan answers them all. Answers are kept a minute,
 * promise and all, so cards loading together share one query; facts change only when a report
 * loads, once a day.
 */
const SHARED_FOR_MS = 60_000;

export class InsightsService {
  private readonly shared = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: SHARED_FOR_MS });
  private readonly naming = new Map<string, Promise<Map<string, string>>>();

  constructor(private readonly db: Kysely<Database>) {}

  private once<T>(name: string, args: unknown[], read: () => Promise<T>): Promise<T> {
    const key = `${name}|${JSON.stringify(args)}`;
    const known = this.shared.get(key) as Promise<T> | undefined;
    if (known) return known;
    const answer = read();
    this.shared.set(key, answer);
    // A failure is not kept: the next card (or a retry) asks again.
    answer.catch(() => this.shared.delete(key));
    return answer;
  }

  /** Which count of the brand-day rollups answers the scope, or null (fold the lines): asked once. */
  private counting(scope: InsightScope, group: InsightGroup) {
    return this.once('counting', [scope, group], () => rollupCounting(this.db, scope, group));
  }

  /**
   * The order figures with the buyers, for the purchasers cards: the sums the other cards read
   * (shared) with the buyer counts beside them (ADR 0608), else the lines' fold.
   */
  private orders(
    scope: InsightScope,
    period: Period,
    group: InsightGroup,
  ): Promise<Map<string, OrderMetrics>> {
    return this.once('orders', [scope, period, group], async () => {
      const once = await this.counting(scope, group);
      if (once === null) return orderMetricsFromLines(this.db, scope, period, group);
      const [sums, buyers] = await Promise.all([
        this.sums(scope, period, group),
        buyerCounts(this.db, scope, period, group, once),
      ]);
      return withBuyers(sums, buyers);
    });
  }

  /**
   * The order figures without the buyers, for every card but the purchasers': from the brand-day
   * rollup alone when it answers (ADR 0601), else the lines' fold shared with the purchasers.
   */
  private sums(scope: InsightScope, period: Period, group: InsightGroup): Promise<Map<string, OrderSums>> {
    return this.once('sums', [scope, period, group], async () => {
      const once = await this.counting(scope, group);
      if (once === null) return this.orders(scope, period, group);
      if (group === 'sku') return orderSumsFromRollups(this.db, scope, period, group, once);
      // The page asks for both the total and the brands: one pass answers both (ADR 0608).
      const other = await this.counting(scope, group === 'total' ? 'brand' : 'total');
      if (other === null) return orderSumsFromRollups(this.db, scope, period, group, once);
      const counting = group === 'total' ? { total: once, brand: other } : { total: other, brand: once };
      const both = await this.once('sumsTogether', [scope, period], () =>
        orderSumsTogether(this.db, scope, period, counting),
      );
      return both[group];
    });
  }

  /** Promotion figures per code, brand or SKU; per code and per brand from one pass (ADR 0608). */
  private promos(scope: InsightScope, period: Period, by: 'code' | 'brand' | 'sku') {
    if (by === 'sku') return promoMetrics(this.db, scope, period, by);
    return this.once('promos', [scope, period, by], async () => {
      const [code, brand] = await Promise.all([this.counting(scope, 'total'), this.counting(scope, 'brand')]);
      if (code === null || brand === null) return promoMetrics(this.db, scope, period, by);
      const both = await this.once('promoTogether', [scope, period], () =>
        promoTogether(this.db, scope, period, code),
      );
      return both[by];
    });
  }

  /**
   * Units returned per group, reason or disposition. The page's four readings without a picked value
   * (total, per brand, per reason, per disposition) share one pass over the returns (ADR 0608).
   */
  private returned(
    scope: InsightScope,
    period: Period,
    by: InsightGroup | 'reason' | 'disposition',
    value?: { returnBy: 'reason' | 'disposition'; value: string },
  ): Promise<Map<string, number>> {
    if (value === undefined && by !== 'sku') {
      const summary = this.once('returnSummary', [scope, period], () =>
        returnSummary(this.db, scope, period),
      );
      return summary.then((all) => all[by]);
    }
    return this.once('returns', [scope, period, by, value], () =>
      returnedUnits(this.db, scope, period, by, value),
    );
  }

  /**
   * The brands' names, one read for the cards that ask for the same brands while it is in flight
   * (the page's per-brand cards ask together, ADR 0610). Not kept after it answers, unlike the
   * figures: a renamed brand shows renamed on the next call.
   */
  private names(keys: string[]): Promise<Map<string, string>> {
    const asked = [...keys].sort().join('\u0000');
    const inFlight = this.naming.get(asked);
    if (inFlight) return inFlight;
    const read = brandNames(this.db, keys).finally(() => this.naming.delete(asked));
    this.naming.set(asked, read);
    return read;
  }

  private async withBrands(group: InsightGroup, keys: string[]): Promise<(key: string) => InsightRow> {
    // A fresh object per key: the card writes its figures into it.
    if (group === 'total') return () => ({});
    if (group === 'sku') return (key) => ({ seller_sku: key });
    const names = await this.names(keys);
    return (key) => ({ brand_code: key, brand_name: names.get(key) ?? key });
  }

  /** Total Summary: revenue, orders, units, average order, units returned and return rate. */
  async summary(scope: InsightScope, periods: Periods): Promise<InsightRow[]> {
    const [[now, before], [returnedNow, returnedBefore]] = await Promise.all([
      both(periods, (p) => this.sums(scope, p, 'total')),
      both(periods, (p) => this.returned(scope, p, 'total')),
    ]);
    const m = now.get('total');
    const b = before?.get('total');
    const units = (x: OrderSums | undefined) => x?.units ?? 0;
    const returned = returnedNow.get('total') ?? 0;
    const returnedOld = returnedBefore?.get('total') ?? 0;
    const row = (
      metric: string,
      label: string,
      value: number | null,
      previous: number | null,
    ): InsightRow => ({
      metric,
      label,
      ...compared(periods, value, previous, (v) => ({ value: v })),
    });
    return [
      row('revenue', INSIGHTS_METRIC_TABLE.revenue.label, m?.revenue ?? 0, b?.revenue ?? 0),
      row('orders', INSIGHTS_METRIC_TABLE.orders.label, m?.orders ?? 0, b?.orders ?? 0),
      row('units', INSIGHTS_METRIC_TABLE.units.label, units(m), units(b)),
      row('average_order', INSIGHTS_METRIC_TABLE.average_order.label, averageOrder(m), averageOrder(b)),
      row('units_returned', INSIGHTS_METRIC_TABLE.units_returned.label, returned, returnedOld),
      row(
        'return_rate',
        INSIGHTS_METRIC_TABLE.return_rate.label,
        percent(returned, units(m)),
        percent(returnedOld, units(b)),
      ),
    ];
  }

  /**
   * A card made from the period's order metrics: its rows ranked by `rank` (largest first), each
   * with the card's figures for the period and, when comparing, the period before.
   */
  private async orderCard<M extends OrderSums>(
    periods: Periods,
    group: InsightGroup,
    card: {
      metric: string;
      label?: string;
      read: (period: Period) => Promise<Map<string, M>>;
      rank: (m: M) => number;
      figures: (m: M | undefined) => Figures;
    },
  ): Promise<InsightRow[]> {
    const [now, before] = await both(periods, card.read);
    const keys = group === 'total' ? ['total'] : keysOf(now, before, card.rank);
    const who = await this.withBrands(group, keys);
    return keys.map((key) => {
      const row: InsightRow = who(key);
      row.metric = card.metric;
      if (card.label) row.label = card.label;
      return withCompared(row, periods, now.get(key), before?.get(key), card.figures);
    });
  }

  /** Revenue and orders per brand or SKU (Total Summary by Brands, and a brand's SKUs). */
  summaryBy(scope: InsightScope, periods: Periods, group: 'brand' | 'sku'): Promise<InsightRow[]> {
    return this.orderCard(periods, group, {
      read: (p) => this.sums(scope, p, group),
      metric: 'revenue',
      rank: (m) => m.revenue,
      figures: (x) => ({ value: x?.revenue ?? 0, count: x?.orders ?? 0 }),
    });
  }

  /** Average order value: revenue over orders, in total or per brand or SKU. */
  averageOrder(scope: InsightScope, periods: Periods, group: InsightGroup): Promise<InsightRow[]> {
    return this.orderCard(periods, group, {
      read: (p) => this.sums(scope, p, group),
      metric: 'average_order',
      label: INSIGHTS_METRIC_TABLE.average_order.label,
      rank: (m) => m.revenue / Math.max(1, m.orders),
      figures: (x) => ({ average_order: averageOrder(x), value: x?.revenue ?? 0, count: x?.orders ?? 0 }),
    });
  }

  /** Buyers and repeat purchasers (two or more orders in the period). */
  purchasers(scope: InsightScope, periods: Periods, group: InsightGroup): Promise<InsightRow[]> {
    return this.orderCard(periods, group, {
      read: (p) => this.orders(scope, p, group),
      metric: 'purchasers',
      label: INSIGHTS_METRIC_TABLE.repeat_purchasers.label,
      rank: (m) => m.repeatBuyers,
      figures: (x) => ({
        count: x?.buyers ?? 0,
        value: x?.repeatBuyers ?? 0,
        repeating_percentage: percent(x?.repeatBuyers ?? 0, x?.buyers ?? 0),
      }),
    });
  }

  /** Return rate: units returned in the period over units ordered in it, in percent. */
  async returnRate(scope: InsightScope, periods: Periods, group: InsightGroup): Promise<InsightRow[]> {
    const [[now, before], [back, backBefore]] = await Promise.all([
      both(periods, (p) => this.sums(scope, p, group)),
      both(periods, (p) => this.returned(scope, p, group)),
    ]);
    const rate = (key: string, m: Map<string, OrderSums> | null, r: Map<string, number> | null) =>
      percent(r?.get(key) ?? 0, m?.get(key)?.units ?? 0);
    // Each key's rate once, not once per comparison of the sort (the same order).
    const rates = new Map<string, number>();
    if (group !== 'total')
      for (const key of new Set([...now.keys(), ...back.keys()])) rates.set(key, rate(key, now, back) ?? 0);
    const keys =
      group === 'total'
        ? ['total']
        : [...rates.keys()].sort((a, c) => (rates.get(c) ?? 0) - (rates.get(a) ?? 0));
    const who = await this.withBrands(group, keys);
    return keys.map((key) => {
      const row = who(key);
      row.metric = 'return_rate';
      row.label = INSIGHTS_METRIC_TABLE.return_rate.label;
      return withCompared(row, periods, { m: now, r: back }, { m: before, r: backBefore }, ({ m, r }) => ({
        percentage: rate(key, m, r),
        units_returned: r?.get(key) ?? 0,
        value: m?.get(key)?.units ?? 0,
      }));
    });
  }

  /** Subscribe and save: its orders and revenue, and its share of all orders. */
  subAndSave(scope: InsightScope, periods: Periods, group: InsightGroup): Promise<InsightRow[]> {
    return this.orderCard(periods, group, {
      read: (p) => this.sums(scope, p, group),
      metric: 'sub_and_save',
      label: INSIGHTS_METRIC_TABLE.subscribe_and_save.label,
      rank: (m) => m.snsOrders,
      figures: (x) => ({
        count: x?.snsOrders ?? 0,
        value: x?.snsRevenue ?? 0,
        percentage: percent(x?.snsOrders ?? 0, x?.orders ?? 0),
      }),
    });
  }

  /** Orders by local weekday × hour: seven rows of 24 counts (per brand or SKU: seven per key). */
  async heatmap(scope: InsightScope, period: Period, group: InsightGroup): Promise<InsightRow[]> {
    const cells = await heatmapCells(this.db, scope, period, group);
    const keys = group === 'total' ? ['total'] : [...new Set(cells.map((c) => c.key))].sort();
    const who = await this.withBrands(group, keys);
    const grid = new Map(
      keys.map((k) => [k, HEATMAP_WEEKDAYS.map(() => Array<number>(HEATMAP_HOURS).fill(0))]),
    );
    for (const cell of cells) {
      const row = grid.get(cell.key)?.[cell.weekday];
      if (row) row[cell.hour] = cell.orders;
    }
    return keys.flatMap((key) =>
      HEATMAP_WEEKDAYS.map((weekday, i) => ({
        ...who(key),
        metric: 'orders',
        label: weekday,
        values: grid.get(key)?.[i] ?? [],
        count: (grid.get(key)?.[i] ?? []).reduce((a, b) => a + b, 0),
      })),
    );
  }

  /** Promotion codes used: orders, and the discount given, per code, brand or SKU. */
  async promoCodes(
    scope: InsightScope,
    periods: Periods,
    by: 'code' | 'brand' | 'sku',
  ): Promise<InsightRow[]> {
    const [now, before] = await both(periods, (p) => this.promos(scope, p, by));
    const keys = keysOf(now, before, (m) => m.orders);
    const who =
      by === 'code' ? (key: string): InsightRow => ({ label: key }) : await this.withBrands(by, keys);
    return keys.map((key) => {
      const row = who(key);
      row.metric = 'promo_codes';
      return withCompared(row, periods, now.get(key), before?.get(key), (x) => ({
        count: x?.orders ?? 0,
        value: x?.discount ?? 0,
      }));
    });
  }

  /** Units returned by reason or disposition; with a value, that value's SKUs. Percent of the whole. */
  async fbaReturns(
    scope: InsightScope,
    periods: Periods,
    returnBy: 'reason' | 'disposition',
    value: string | undefined,
  ): Promise<InsightRow[]> {
    const picked = value === undefined ? undefined : { returnBy, value };
    const by = value === undefined ? returnBy : 'sku';
    const [now, before] = await both(periods, (p) => this.returned(scope, p, by, picked));
    const total = [...now.values()].reduce((a, b) => a + b, 0);
    return keysOf(now, before, (units) => units).map((key) => {
      const row: InsightRow = value === undefined ? { label: key } : { seller_sku: key, label: value };
      row.metric = returnBy;
      row.percentage = percent(now.get(key) ?? 0, total);
      return withCompared(row, periods, now, before, (units) => ({ units_returned: units?.get(key) ?? 0 }));
    });
  }
}
