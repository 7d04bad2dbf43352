import {
  ASINS_PAGE_SIZE_OPTIONS,
  ASINS_STAFF_ONLY_FIELDS,
  MESSAGES,
  validateAsinUpdate,
} from '@portal/schema';
import type { asinsContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { isBrandUser, type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { type AsinRecord, findAsin, listAsins, setAsinWatched, setParentAsin } from './asins.repository.ts';

const STAFF_ONLY: readonly string[] = ASINS_STAFF_ONLY_FIELDS;
export const STAFF_ONLY_COLUMN =
  'Brand and account manager are neither sortable nor filterable for brand users';

/** The REST row of spec 2 §3 (the update screen reads `parent`). */
export const toRestAsin = (r: AsinRecord) => ({
  asin: r.asin,
  parent_asin: r.parent_asin,
  parent: r.parent_asin,
  brand_code: r.brand_code,
  brand: {
    name: r.brand_name,
    think_tank: r.think_tank ? { name: r.think_tank } : null,
    account_manager: r.account_manager ? { email: r.account_manager } : null,
  },
  account_manager: r.account_manager,
  watched: r.watched,
});

export async function listAsinPage(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof asinsContract.list>,
) {
  // Spec 2 §6: for brand users brand and account manager are neither sortable nor filterable.
  if (
    isBrandUser(principal) &&
    [query.sortField, query.filterValue ? query.filterField : undefined].some(
      (field) => field !== undefined && STAFF_ONLY.includes(field),
    )
  )
    throw badRequest(STAFF_ONLY_COLUMN);
  const { rows, count } = await listAsins(ctx.db, {
    visible: visibleBrandCodes(principal),
    userId: principal.userId,
    filter:
      query.filterField && query.filterValue?.trim()
        ? { field: query.filterField, value: query.filterValue }
        : undefined,
    sort: { field: query.sortField ?? 'asin', order: query.sortOrder ?? 'asc' },
    page: query.page ?? 0,
    pageSize: query.pageSize ?? ASINS_PAGE_SIZE_OPTIONS[0],
  });
  return { count, rows: rows.map(toRestAsin) };
}

/** An ASIN of a brand the caller may not see is 'Asin not found', as one that does not exist. */
export async function scopedAsin(ctx: AppContext, principal: Principal, asin: string) {
  const record = await findAsin(ctx.db, visibleBrandCodes(principal), principal.userId, asin);
  if (!record) throw notFound(MESSAGES.asinNotFound);
  return record;
}

export async function getAsin(ctx: AppContext, principal: Principal, asin: string) {
  return toRestAsin(await scopedAsin(ctx, principal, asin));
}

export async function updateAsin(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  body: RouteBody<typeof asinsContract.update>,
) {
  const errors = validateAsinUpdate(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first);
  const current = await scopedAsin(ctx, principal, asin);
  // ASIN and brand are read-only on 'Update ASIN': a body naming others is a mistake, not a move.
  if (body.asin.trim() !== asin) throw badRequest('asin must be the ASIN of the address');
  if (body.brand_code.trim() !== current.brand_code) throw badRequest('brand_code must be the ASIN’s brand');
  const parent = body.parent?.trim() ? body.parent.trim().toUpperCase() : null;
  await setParentAsin(ctx.db, asin, current.brand_code, parent);
  return getAsin(ctx, principal, asin);
}

export async function watchAsin(ctx: AppContext, principal: Principal, asin: string, watched: boolean) {
  await scopedAsin(ctx, principal, asin);
  await setAsinWatched(ctx.db, principal.userId, asin, watched);
  return { watched };
}
