// The analytics calls of bench/analytics.ts: the web's own operations (by name, from its persisted
// document manifest) with the variables its screens send, for an admin over every brand and for
// one brand. Budgets are issue 39's: a brand's call 50 ms p95, an admin's 150 ms, the insights page
// (its sixteen calls together) 300 ms.

export type Area = 'advertising' | 'performance' | 'sales' | 'asin' | 'insights';
export type Scope = 'admin' | 'brand';

/** A period: `days` days ending `end` (YYYY-MM-DD), compared with the `days` days before them. */
export interface Period {
  from: string;
  to: string;
  compareFrom: string;
  compareTo: string;
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

export interface Cell {
  area: Area;
  scope: Scope;
  name: string;
  /** Days in the period (each cell of an area asks its own length, so no two share a cached scan). */
  days: number;
  /** The calls one measurement makes together: one for a call, sixteen for the insights page. */
  calls(period: Period): Call[];
  budgetMs: number;
}

const AD_TYPES = ['SP', 'SB', 'ATTRIBUTION', 'DSP'] as const;
const INSIGHT_CARDS = [
  'SUMMARY',
  'SUMMARY_BRAND',
  'HEATMAP',
  'AVERAGE_ORDER',
  'AVERAGE_ORDER_BRAND',
  'PURCHASERS',
  'PURCHASERS_BRAND',
  'RETURN_RATE',
  'RETURN_RATE_BRAND',
  'SUB_AND_SAVE',
  'SUB_AND_SAVE_BRAND',
  'PROMO_CODES',
  'PROMO_CODES_BRAND',
] as const;
const RETURN_BY = ['REASON', 'DISPOSITION'] as const;

const PERFORMANCE_METRICS = ['BUY_BOX', 'SESSION', 'CONVERSION', 'REVENUE', 'UNITS'];

/** The insights page's calls (as the web's view sends them on load). */
function insightsPage(period: Period, brands: string[] | null): Call[] {
  const filter = { ...period, ...(brands ? { brands } : {}) };
  return [
    ...INSIGHT_CARDS.map((card) => ({ operation: 'InsightCard', variables: { card, filter } })),
    ...RETURN_BY.map((returnBy) => ({ operation: 'InsightReturns', variables: { filter, returnBy } })),
  ];
}

/** Every cell for one scope: `brand` null is the admin over every brand. */
export function cellsOf(scope: Scope, brand: string | null, asin: string | null): Cell[] {
  const budgetMs = scope === 'brand' ? 50 : 150;
  const brands = brand ? [brand] : null;
  const cells: Omit<Cell, 'days'>[] = [];
  const add = (area: Area, name: string, calls: (p: Period) => Call[]) =>
    cells.push({ area, scope, name, calls, budgetMs });

  for (const adType of AD_TYPES) {
    const filter = (p: Period) => ({ ...p, ...(brands ? { brandCodes: brands } : {}) });
    add('advertising', `${adType} group`, (p) => [
      {
        operation: 'AdPerformanceGroup',
        variables: { adType, filter: { ...filter(p), page: 0, pageSize: 40 } },
      },
    ]);
    add('advertising', `${adType} summary`, (p) => [
      { operation: 'AdPerformanceSummary', variables: { adType, filter: filter(p) } },
    ]);
    add('advertising', `${adType} chart`, (p) => [
      { operation: 'AdPerformanceChart', variables: { adType, filter: filter(p) } },
    ]);
  }
  add('advertising', 'SP group by keyword', (p) => [
    {
      operation: 'AdPerformanceGroup',
      variables: {
        adType: 'SP',
        filter: {
          ...p,
          ...(brands ? { brandCodes: brands } : {}),
          groupBy: 'KEYWORD',
          page: 0,
          pageSize: 40,
        },
      },
    },
  ]);

  const perfFilter = (p: Period) => ({ ...p, ...(brands ? { brands } : {}) });
  for (const groupBy of ['SKU', 'BRAND_CODE', 'ASIN'] as const) {
    add('performance', `grid by ${groupBy.toLowerCase()}`, (p) => [
      { operation: 'PerformanceSkus', variables: { filter: perfFilter(p), groupBy, page: 0, pageSize: 40 } },
    ]);
  }
  add('performance', 'summary', (p) => [
    { operation: 'PerformanceSummary', variables: { filter: perfFilter(p) } },
  ]);
  add('performance', 'chart, 5 metrics', (p) => [
    {
      operation: 'PerformanceMetric',
      variables: { filter: perfFilter(p), metrics: PERFORMANCE_METRICS, interval: 'DAY' },
    },
  ]);

  add('sales', 'by week, with last year', (p) => [
    {
      operation: 'SalesPerformance',
      variables: { filter: { from: p.from, to: p.to, interval: 'WEEK', ...(brands ? { brands } : {}) } },
    },
  ]);

  if (scope === 'admin') {
    add('asin', 'ASIN grid, page 0', () => [{ operation: 'AsinList', variables: { page: 0, pageSize: 40 } }]);
    add('asin', 'ASIN gainers 30d', () => [
      { operation: 'AsinMovers', variables: { direction: 'GAINERS', window: 'D30' } },
    ]);
  }
  if (asin) {
    add('asin', `ASIN ${asin} performance`, (p) => [
      {
        operation: 'AsinPerformance',
        variables: { asin, ...p, metrics: ['REVENUE', 'BUY_BOX'], interval: 'DAY' },
      },
    ]);
  }

  add('insights', 'page (16 calls together)', (p) => insightsPage(p, brands));
  for (const card of INSIGHT_CARDS) {
    const filter = (p: Period) => ({ ...p, ...(brands ? { brands } : {}) });
    add('insights', card.toLowerCase(), (p) => [
      { operation: 'InsightCard', variables: { card, filter: filter(p) } },
    ]);
  }
  for (const returnBy of RETURN_BY) {
    add('insights', `returns by ${returnBy.toLowerCase()}`, (p) => [
      {
        operation: 'InsightReturns',
        variables: { filter: { ...p, ...(brands ? { brands } : {}) }, returnBy },
      },
    ]);
  }

  // 90 days, one more per cell of its area, so two cells never ask the same period.
  const seen = new Map<Area, number>();
  return cells.map((cell) => {
    const index = seen.get(cell.area) ?? 0;
    seen.set(cell.area, index + 1);
    const page = cell.name.startsWith('page');
    return { ...cell, days: 90 + index, budgetMs: page ? 300 : cell.budgetMs };
  });
}
