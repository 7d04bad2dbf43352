import { STRIPE_BRANDS_DEFAULT_SORT, STRIPE_BRANDS_PAGE_SIZE } from '@portal/schema';
import type { brandsContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedBrand } from './brand-scope.ts';

const STRIPE_COLUMNS = {
  brand_code: 'brand_code',
  name: 'name',
  created_at: 'created_at',
  stripe_subscription_status: 'subscription_status',
  stripe_subscription_id: 'stripe_subscription_id',
} as const;

const likePattern = (operator: string, value: string) => {
  const escaped = value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  if (operator === 'equals') return escaped;
  if (operator === 'startsWith') return `${escaped}%`;
  if (operator === 'endsWith') return `%${escaped}`;
  return `%${escaped}%`;
};

/** GET brands/stripe/get (admin): brands with a subscription record, filter and sort as the address says. */
export async function listStripeBrands(ctx: AppContext, query: RouteQuery<typeof brandsContract.stripe>) {
  let base = ctx.db
    .selectFrom('brands')
    .where((eb) =>
      eb.or([eb('subscription_status', 'is not', null), eb('stripe_subscription_id', 'is not', null)]),
    );
  if (query.filterField && query.filterValue) {
    const column = STRIPE_COLUMNS[query.filterField];
    base = base.where(
      sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(query.filterOperator ?? 'contains', query.filterValue)}`,
    );
  }
  const pageSize = query.pageSize ?? STRIPE_BRANDS_PAGE_SIZE;
  const sortColumn = STRIPE_COLUMNS[query.sortBy ?? STRIPE_BRANDS_DEFAULT_SORT.sortBy];
  const [rows, total] = await Promise.all([
    base
      .select([
        'brand_code',
        'name',
        'subscription_status',
        'stripe_subscription_id',
        'stripe_customer_ids',
        'stripe_data',
        'created_at',
      ])
      .orderBy(sql.ref(sortColumn), (ob) =>
        (query.sortDirection ?? STRIPE_BRANDS_DEFAULT_SORT.sortDirection) === 'asc' ? ob.asc() : ob.desc(),
      )
      .orderBy('brand_code')
      .limit(pageSize)
      .offset((query.page ?? 0) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    rows: rows.map((row) => ({
      brand_code: row.brand_code,
      name: row.name,
      stripe_subscription_status: row.subscription_status,
      stripe_subscription_id: row.stripe_subscription_id,
      stripe_customer_ids: row.stripe_customer_ids as string[],
      created_at: new Date(row.created_at).toISOString(),
      data: row.stripe_data as Record<string, unknown>,
    })),
  };
}

/** PUT brands/{code}/seller-central-credentials: sealed by the secrets service; never read back by any route. */
export async function saveSellerCentralCredentials(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  body: RouteBody<typeof brandsContract.sellerCentralCredentials>,
) {
  await scopedBrand(ctx, principal, brandCode);
  const sealed = ctx.secrets.seal('brands.seller_central_credentials', JSON.stringify(body));
  await ctx.db
    .updateTable('brands')
    .set({ seller_central_credentials: sealed })
    .where('brand_code', '=', brandCode)
    .execute();
  return { has_seller_central_credentials: true };
}

/** PUT brands/{code}/seller-central-directed-ids: the dialog's rows replace the list (spec 3 §7). */
export async function saveSellerCentralDirectedIds(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  directedIds: { marketplace_id: string; directed_id: string }[],
) {
  await scopedBrand(ctx, principal, brandCode);
  await ctx.db
    .updateTable('brands')
    .set({ seller_central_directed_ids: JSON.stringify(directedIds) })
    .where('brand_code', '=', brandCode)
    .execute();
  return { ok: true };
}
