import type { Backend } from '@portal/backend';

/** What one brand owns in the seed: the identifiers another brand's user must never get answers about. */
export interface BrandFacts {
  brandCode: string;
  name: string;
  brandType: string;
  parentBrandCode: string | null;
  /** Numeric or uuid id of the brand, when the brands table has one. */
  brandIds: string[];
  sellers: Array<{ sellerId: string; marketplaceId: string }>;
  asins: string[];
  skus: string[];
}

export interface SeedFacts {
  brands: BrandFacts[];
  byCode: Map<string, BrandFacts>;
  users: Array<{ id: string; email: string; brandCode: string | null }>;
  /** Where ASINs and SKUs were found (table names), so a report can say what was covered. */
  identifierTables: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the harness reads tables that later issues add, by name
type AnyDb = any;

const SAMPLE_PER_BRAND = 3;

/**
 * Reads the seed through the backend's Kysely handle. ASINs and SKUs are found in every table that
 * has an `asin` or `sku` column next to a `brand_code` or a `seller_id`, so new domains are covered
 * as soon as their tables exist.
 */
export async function readSeedFacts(backend: Backend): Promise<SeedFacts> {
  const db = backend.db as AnyDb;
  const tables = await backend.db.introspection.getTables();
  const brandColumns = new Set(tables.find((t) => t.name === 'brands')?.columns.map((c) => c.name) ?? []);
  const brandRows: Array<Record<string, unknown>> = await db.selectFrom('brands').selectAll().execute();
  const markets: Array<{ brand_code: string; seller_id: string; marketplace_id: string }> = await db
    .selectFrom('authorized_marketplaces')
    .select(['brand_code', 'seller_id', 'marketplace_id'])
    .execute();
  const users: Array<{ id: string; email: string; brand_code: string | null }> = await db
    .selectFrom('users')
    .select(['id', 'email', 'brand_code'])
    .execute();

  const brands: BrandFacts[] = brandRows.map((row) => ({
    brandCode: String(row.brand_code),
    name: String(row.name),
    brandType: String(row.brand_type),
    parentBrandCode: (row.parent_brand_code as string | null) ?? null,
    brandIds: brandColumns.has('id') ? [String(row.id)] : [],
    sellers: markets
      .filter((m) => m.brand_code === row.brand_code)
      .map((m) => ({ sellerId: m.seller_id, marketplaceId: m.marketplace_id })),
    asins: [],
    skus: [],
  }));
  const byCode = new Map(brands.map((b) => [b.brandCode, b]));
  const brandOfSeller = new Map(markets.map((m) => [m.seller_id, m.brand_code]));

  const identifierTables: string[] = [];
  for (const table of tables) {
    const columns = new Set(table.columns.map((c) => c.name));
    const owner = columns.has('brand_code') ? 'brand_code' : columns.has('seller_id') ? 'seller_id' : null;
    if (!owner || table.name === 'authorized_marketplaces') continue;
    for (const kind of ['asin', 'sku'] as const) {
      if (!columns.has(kind)) continue;
      identifierTables.push(`${table.name}.${kind}`);
      const rows: Array<Record<string, string>> = await db
        .selectFrom(table.name)
        .select([owner, kind])
        .distinct()
        .limit(2000)
        .execute();
      for (const row of rows) {
        const code = owner === 'brand_code' ? row[owner] : brandOfSeller.get(String(row[owner]));
        const brand = code ? byCode.get(code) : undefined;
        const list = brand?.[kind === 'asin' ? 'asins' : 'skus'];
        const value = row[kind];
        if (list && value && list.length < SAMPLE_PER_BRAND && !list.includes(value)) list.push(value);
      }
    }
  }
  return {
    brands,
    byCode,
    users: users.map((u) => ({ id: String(u.id), email: u.email, brandCode: u.brand_code })),
    identifierTables,
  };
}

/** Brand codes a brand user may see: their brand and its sub brands (DESIGN §1). */
export function visibleCodes(
  facts: SeedFacts,
  brandCode: string | null,
  subBrandCodes: string[],
): Set<string> {
  const codes = new Set<string>(brandCode ? [brandCode, ...subBrandCodes] : []);
  for (const brand of facts.brands) {
    if (brand.parentBrandCode && codes.has(brand.parentBrandCode)) codes.add(brand.brandCode);
  }
  return codes;
}
