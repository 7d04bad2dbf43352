import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CODE_NOT_TENANT_DATA, BRAND_OWNED_TABLES } from '../db/brand-owned-tables.ts';
import { BRAND_SCOPE_MARK, UNSCOPED_MARK } from '../db/brand-scope.ts';
import { serviceOpenApiDocument } from '../openapi/service-document.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../test-support/test-backend.ts';
import { validRequestFor } from './rest-variants.ts';

// A brand user with sub brands: the scoping fragment has both columns to get right.
const BRAND_USER = 'mr-sub@demo.test';
// POST operations that only read (the analytics asked with a body); every GET is walked as well.
const POST_READS =
  /^\/(summary|fba-returns|average-order|purchasers|return-rate|heatmap|sub-and-save|promo-codes)(\/|$)|^\/performance\/(summary|metric)$|^\/brand-commission\/metric$/;
// Signing out would end the walk's own session.
const SKIPPED = new Set(['/auth/logout']);

const owned = new Set<string>(BRAND_OWNED_TABLES);
const TABLE_NAME = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The brand-owned tables a statement reads (by name after `from` or `join`, quoted or not). */
function brandOwnedTablesOf(statement: string): string[] {
  return [...statement.matchAll(TABLE_NAME)]
    .map((m) => (m[1] ?? '').toLowerCase())
    .filter((t) => owned.has(t));
}

const isRead = (statement: string) => /^\s*(select|with)\b/i.test(statement);

describe('tenant scoping declared once (ADR 0330)', () => {
  let api: TestApi;
  let statements: string[] | null = null;

  beforeAll(async () => {
    const database = databasesUnderTest()[0];
    if (!database) throw new Error('no database under test');
    api = await startTestBackend(database, { onQuery: (text) => statements?.push(text) });
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('classifies every table with a brand_code column as brand-owned or not tenant data', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'brand_code'`.execute(api.backend.db);
    const unclassified = rows
      .map((r) => r.table_name)
      .filter((t) => !owned.has(t) && !Object.hasOwn(BRAND_CODE_NOT_TENANT_DATA, t));
    expect(unclassified).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(BRAND_OWNED_TABLES.length);
  });

  it('reads a brand-owned table only with the scoping fragment, on every read a brand user can call', async () => {
    const login = await api.login(BRAND_USER);
    const brandCode = String(login.brand_code);
    const { rows } = await sql<{
      asin: string;
      seller_sku: string;
      seller_id: string;
      marketplace_id: string;
    }>`
      select asin, seller_sku, seller_id, marketplace_id from catalog_items
      where brand_code = ${brandCode} order by marketplace_id desc, asin limit 1`.execute(api.backend.db);
    const item = rows[0];
    if (!item) throw new Error(`no catalog item of ${brandCode}`);
    const values: Record<string, unknown> = {
      userId: login.userId,
      brandCode,
      brand_code: brandCode,
      brandCodes: [brandCode],
      asin: item.asin,
      sku: item.seller_sku,
      sellerSku: item.seller_sku,
      seller_sku: item.seller_sku,
      sellerId: item.seller_id,
      sellingPartnerId: item.seller_id,
      marketplaceId: item.marketplace_id,
      marketplace_id: item.marketplace_id,
    };
    const doc = serviceOpenApiDocument();
    const routes = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
      (['get', 'post'] as const)
        .filter((method) => ops[method] && (method === 'get' || POST_READS.test(path)) && !SKIPPED.has(path))
        .map((method) => ({ method, path })),
    );
    const unscoped: string[] = [];
    const answered = new Map<number, number>();
    let scopedReads = 0;
    for (const route of routes) {
      const request = validRequestFor(doc, route, values);
      statements = [];
      const res = await fetch(`${api.url}${request.url}`, {
        method: route.method.toUpperCase(),
        headers: {
          authorization: `Bearer ${login.accessToken}`,
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      await res.arrayBuffer();
      answered.set(res.status, (answered.get(res.status) ?? 0) + 1);
      for (const text of statements) {
        if (!isRead(text) || brandOwnedTablesOf(text).length === 0) continue;
        if (text.includes(BRAND_SCOPE_MARK)) scopedReads += 1;
        else if (!text.includes(UNSCOPED_MARK))
          unscoped.push(
            `${route.method.toUpperCase()} ${route.path}: ${text.replace(/\s+/g, ' ').slice(0, 240)}`,
          );
      }
      statements = null;
    }
    console.log(
      `brand scoping: ${routes.length} reads as ${BRAND_USER} (answers ${[...answered]
        .map(([s, n]) => `${s}×${n}`)
        .join(', ')}), ${scopedReads} scoped statements on brand-owned tables`,
    );
    expect(unscoped).toEqual([]);
    // The walk reached the repositories: an empty walk would pass the check above trivially.
    expect(scopedReads).toBeGreaterThan(40);
  }, 240_000);
});
