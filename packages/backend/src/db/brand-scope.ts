import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The marker every statement on a brand-owned table carries (harness/brand-scoping.test.ts fails a
 * read without it). A comment, so PostgreSQL and PGlite ignore it; `pg_stat_statements` keeps it.
 */
export const BRAND_SCOPE_MARK = '/* brand-scope */';
/** The marker of a statement that is deliberately not narrowed by the caller's brands. */
export const UNSCOPED_MARK = '/* brand-scope: unscoped */';

/**
 * Brands whose rows a caller may read (visibleBrandCodes in auth/principal.ts): null is every brand
 * (agency staff, or a staff filter left empty), a list is those brands and nothing else ([] = none).
 */
export type VisibleBrands = readonly string[] | null;

/**
 * Tenant scoping, declared once (ADR 0330): a row is the caller's when its brand, or its sub brand,
 * is among the visible codes. Every repository reading a brand-owned table puts this in its where
 * clause, in raw SQL (`${inBrandScope(visible, 'a.brand_code', 'a.sub_brand_code')}`) or Kysely
 * (`.where(inBrandScope(visible, 'brand_code'))`). The codes travel as one array parameter, so a
 * brand user's query plan is the same whatever their number of sub brands.
 */
export function inBrandScope(
  visible: VisibleBrands,
  brandColumn: string,
  subBrandColumn?: string,
): RawBuilder<SqlBool> {
  const mark = sql.raw(BRAND_SCOPE_MARK);
  if (visible === null) return sql<SqlBool>`${mark} true`;
  const codes = [...visible];
  const brand = sql`${sql.ref(brandColumn)} = any(${codes}::text[])`;
  if (!subBrandColumn) return sql<SqlBool>`${mark} ${brand}`;
  return sql<SqlBool>`${mark} (${brand} or ${sql.ref(subBrandColumn)} = any(${codes}::text[]))`;
}

/**
 * Rows of brands the caller was already found to see: one brand after its check (scopedBrand and
 * the other `…Visible` guards answer 403 first), or the codes of rows an earlier scoped read
 * returned (a page of brands, then their extras). Narrows to exactly those codes.
 */
export function ofCheckedBrands(codes: string | readonly string[], brandColumn: string): RawBuilder<SqlBool> {
  return inBrandScope(typeof codes === 'string' ? [codes] : codes, brandColumn);
}

/**
 * A read of a brand-owned table that is not narrowed by the caller on purpose (the caller was checked
 * before, e.g. scopedBrand, or the read feeds no answer). Always true: it only names the choice.
 */
export function notBrandScoped(): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.raw(UNSCOPED_MARK)} true`;
}

/**
 * The brands a brand filter reads: those asked that the caller may see (codes asked narrow, never
 * widen), or, when none are asked, all it may see; null is every brand.
 */
export function askedBrands(visible: VisibleBrands, asked: readonly string[]): string[] | null {
  if (asked.length === 0) return visible === null ? null : [...visible];
  return visible === null ? [...asked] : asked.filter((code) => visible.includes(code));
}

/** The same rule in memory, for one code: staff see every brand, others only the visible ones. */
export function brandVisible(visible: VisibleBrands, brandCode: string): boolean {
  return visible === null || visible.includes(brandCode);
}
