import { addIsoDays, todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import {
  type InsightScope,
  orderSums,
  type Period,
  promoMetrics,
  returnedUnits,
  rollupCounting,
  scopeSellers,
} from './insights.sql.ts';
import { orderSumsTogether, promoTogether, returnSummary } from './insights-page.sql.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const MARKETPLACE = 'ATVPDKIKX0DER';
// A recent month, and a period longer than the seeded orders and returns (every row at once).
const PERIODS: Period[] = [
  { from: dayBefore(28), to: dayBefore(1) },
  { from: dayBefore(200), to: dayBefore(0) },
];
const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

// The page's shared readings (ADR 0608) answer several cards from one pass: each shape must be the
// same as the single reading the card made before, for every scope the rollups answer.
describe.each(databasesUnderTest())('insights page readings shared by the cards on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  const scopes: { name: string; scope: InsightScope }[] = [];
  const scopeOf = async (codes: string[]): Promise<InsightScope> => ({
    marketplace: MARKETPLACE,
    codes,
    sellers: await scopeSellers(db, MARKETPLACE, codes),
  });

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    const parent = await sql<{ parent: string; sub: string }>`
      select brand_code as parent, sub_brand_code as sub from catalog_items
      where marketplace_id = ${MARKETPLACE} and sub_brand_code is not null
      order by 1, 2 limit 1`.execute(db);
    const found = parent.rows[0];
    if (!found) throw new Error('the demo seed has no sub brand SKUs');
    scopes.push(
      { name: 'every brand', scope: { marketplace: MARKETPLACE, codes: null, sellers: null } },
      { name: `parent brand ${found.parent}`, scope: await scopeOf([found.parent]) },
      { name: `sub brand ${found.sub}`, scope: await scopeOf([found.sub]) },
      { name: 'two brands', scope: await scopeOf([found.parent, 'MR001']) },
    );
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('gives the returns in total, per brand, reason and disposition as four readings do', async () => {
    let compared = 0;
    for (const { name, scope } of scopes)
      for (const period of PERIODS) {
        const summary = await returnSummary(db, scope, period);
        for (const by of ['total', 'brand', 'reason', 'disposition'] as const) {
          const single = await returnedUnits(db, scope, period, by);
          expect(sorted(summary[by]), `${name} ${period.from}..${period.to} by ${by}`).toEqual(
            sorted(single),
          );
          compared += single.size;
        }
      }
    expect(compared).toBeGreaterThan(20);
  }, 120_000);

  it('gives the order sums in total and per brand as two readings do', async () => {
    let compared = 0;
    for (const { name, scope } of scopes)
      for (const period of PERIODS) {
        const total = await rollupCounting(db, scope, 'total');
        const brand = await rollupCounting(db, scope, 'brand');
        // A total of two brands (or a sub brand other brands' listings name) is not the rollups'.
        if (total === null || brand === null) continue;
        const together = await orderSumsTogether(db, scope, period, { total, brand });
        for (const group of ['total', 'brand'] as const) {
          const single = await orderSums(db, scope, period, group);
          expect(sorted(together[group]), `${name} ${period.from}..${period.to} by ${group}`).toEqual(
            sorted(single ?? new Map()),
          );
          compared += single?.size ?? 0;
        }
      }
    expect(compared).toBeGreaterThan(20);
  }, 120_000);

  it('gives the promotion figures per code and per brand as two readings do', async () => {
    let compared = 0;
    for (const { name, scope } of scopes)
      for (const period of PERIODS) {
        const code = await rollupCounting(db, scope, 'total');
        if (code === null || (await rollupCounting(db, scope, 'brand')) === null) continue;
        const together = await promoTogether(db, scope, period, code);
        for (const by of ['code', 'brand'] as const) {
          const single = await promoMetrics(db, scope, period, by);
          expect(sorted(together[by]), `${name} ${period.from}..${period.to} by ${by}`).toEqual(
            sorted(single),
          );
          compared += single.size;
        }
      }
    expect(compared).toBeGreaterThan(5);
  }, 120_000);
});
