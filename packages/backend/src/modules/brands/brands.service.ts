import {
  BRAND_ROLE_FIELDS,
  BRANDS_DEFAULT_SORT,
  BRANDS_PAGE_SIZE,
  type BrandEditableField,
  isBrandEditableField,
  isBrandSecretField,
  SECRET_MASK,
  VALIDATION_MESSAGES,
  validateBrandEdit,
} from '@portal/schema';
import type { brandsContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { BRAND_TYPE_IDS } from '../../config/lookups.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { asInputError, scopedBrand } from './brand-scope.ts';
import { type RestBrand, toRestBrands } from './brand-shape.ts';
import {
  brandExtras,
  findBrands,
  listBrands,
  overviewCounts,
  setWatched,
  subBrandsOf,
} from './brands.repository.ts';

const STAFF_ROLES = ['admin', 'manager', 'user', 'standard_agency_user'];
const TYPE_CODES = Object.fromEntries(Object.entries(BRAND_TYPE_IDS).map(([code, id]) => [id, code]));
const UNKNOWN_REFERENCE = 'A status, type, ordering method, agreement type or user does not exist';

async function restBrands(ctx: AppContext, principal: Principal, codes: string[]) {
  const rows = await findBrands(ctx.db, codes);
  return toRestBrands(ctx, principal, rows, await brandExtras(ctx.db, codes, principal.userId));
}

/** GET brands: one page, default brand_status ascending, 40 rows. */
export async function listBrandPage(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof brandsContract.list>,
) {
  const { rows, count } = await listBrands(ctx.db, {
    visible: visibleBrandCodes(principal),
    filterField: query.filterField,
    filterValue: query.filterValue,
    sortField: query.sortField ?? BRANDS_DEFAULT_SORT.sortField,
    sortOrder: query.sortOrder ?? BRANDS_DEFAULT_SORT.sortOrder,
    page: query.page ?? 0,
    pageSize: query.pageSize ?? BRANDS_PAGE_SIZE,
  });
  const extras = await brandExtras(
    ctx.db,
    rows.map((r) => r.brand_code),
    principal.userId,
  );
  return { count, rows: await toRestBrands(ctx, principal, rows, extras) };
}

export async function getBrand(ctx: AppContext, principal: Principal, brandCode: string): Promise<RestBrand> {
  await scopedBrand(ctx, principal, brandCode);
  const [brand] = await restBrands(ctx, principal, [brandCode]);
  if (!brand) throw new Error(`brand ${brandCode} vanished`);
  return brand;
}

export async function watchBrand(ctx: AppContext, principal: Principal, brandCode: string, watched: boolean) {
  await scopedBrand(ctx, principal, brandCode);
  await setWatched(ctx.db, principal.userId, brandCode, watched);
  return { watched };
}

export function listSubBrands(ctx: AppContext, principal: Principal, parents: string[] | undefined) {
  return subBrandsOf(ctx.db, parents, visibleBrandCodes(principal)) as Promise<
    { brand_code: string; name: string; parent_brand_code: string }[]
  >;
}

/** Refuses role assignments to anyone but agency staff (a brand user is never an account manager). */
async function checkStaffIds(ctx: AppContext, values: Record<string, unknown>) {
  const ids = BRAND_ROLE_FIELDS.map((f) => values[f]).filter((v): v is string => typeof v === 'string');
  if (ids.length === 0) return;
  const staff = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', 'in', STAFF_ROLES)
    .execute();
  const known = new Set(staff.map((s) => s.id));
  if (ids.some((id) => !known.has(id))) throw badRequest('A brand role can only be assigned to agency staff');
}

/** The §5 rules on the brand a write would leave behind: the first failing rule's text, 400. */
function checkRules(brand: Record<string, unknown>) {
  const errors = validateBrandEdit(brand);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first);
}

/** The row values of the editable fields present in `body` (type_id also sets the portal type code). */
function rowValues(body: Partial<Record<BrandEditableField | 'google_drive_folders', unknown>>) {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (isBrandEditableField(name)) values[name] = value;
    else if (name === 'google_drive_folders') values[name] = JSON.stringify(value);
  }
  if (typeof body.type_id === 'number') {
    const code = TYPE_CODES[body.type_id];
    if (!code) throw badRequest(UNKNOWN_REFERENCE);
    values.brand_type = code;
  }
  return values;
}

/**
 * Secret fields are sealed before they reach a row (the database refuses them in clear, 0025); the
 * mask a reader was answered, sent back, leaves the stored secret as it is; an empty one clears it.
 */
function sealSecretFields(ctx: AppContext, values: Record<string, unknown>): Record<string, unknown> {
  const sealed = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (!isBrandSecretField(name)) continue;
    if (value === SECRET_MASK) delete sealed[name];
    else if (typeof value === 'string' && value !== '')
      sealed[name] = ctx.secrets.seal(`brands.${name}`, value);
    else sealed[name] = null;
  }
  return sealed;
}

async function writeBrand(ctx: AppContext, brandCode: string, unsealed: Record<string, unknown>) {
  const values = sealSecretFields(ctx, unsealed);
  if (Object.keys(values).length === 0) return;
  await asInputError(ctx.db.updateTable('brands').set(values).where('brand_code', '=', brandCode).execute(), {
    reference: UNKNOWN_REFERENCE,
  });
}

/** PATCH brands/{brand_code}: one field, checked against the §5 rules on the whole brand; all or nothing. */
export async function patchBrand(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  body: RouteBody<typeof brandsContract.patch>,
) {
  const current = await getBrand(ctx, principal, brandCode);
  checkRules({ ...current, ...body });
  await checkStaffIds(ctx, body);
  await writeBrand(ctx, brandCode, rowValues(body));
  return getBrand(ctx, principal, brandCode);
}

/** PUT brands/{id}: the whole brand; the address names the brand, the body must agree. */
export async function putBrand(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  body: RouteBody<typeof brandsContract.put>,
) {
  await scopedBrand(ctx, principal, brandCode);
  checkRules(body);
  if (body.brand_code !== brandCode) throw badRequest('brand_code does not match the brand address');
  await checkStaffIds(ctx, body);
  const { brand_code: _, parent_brand_code: __, performance_checklist, last_success, ...fields } = body;
  const values = rowValues(fields);
  if (performance_checklist) values.performance_checklist = JSON.stringify(performance_checklist);
  if (last_success !== undefined) values.last_success = last_success;
  await writeBrand(ctx, brandCode, values);
  return getBrand(ctx, principal, brandCode);
}

/** POST brands (admin): a new brand; the code must be free. */
export async function createBrand(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof brandsContract.create>,
) {
  checkRules(body);
  await checkStaffIds(ctx, body);
  const {
    brand_code,
    parent_brand_code,
    advertising_profiles,
    performance_checklist,
    last_success: _,
    ...fields
  } = body;
  const values = sealSecretFields(ctx, rowValues(fields));
  if (!values.brand_type) throw new HttpError(400, VALIDATION_MESSAGES.typeRequired);
  await asInputError(
    ctx.db
      .insertInto('brands')
      .values({
        ...(values as { name: string; status_id: number; brand_type: string }),
        brand_code: brand_code as string,
        parent_brand_code: parent_brand_code ?? null,
        advertising_profiles: JSON.stringify(advertising_profiles ?? []),
        performance_checklist: JSON.stringify(performance_checklist ?? {}),
      })
      .execute(),
    { reference: UNKNOWN_REFERENCE, unique: 'The brand code is taken' },
  );
  return getBrand(ctx, principal, brand_code as string);
}

/** GET brands/overview-data: one row per status, type and account manager. */
export async function brandsOverview(ctx: AppContext) {
  const groups = (await overviewCounts(ctx.db)).flat();
  return Object.fromEntries(
    groups.map((g) => {
      const total = Number(g.total);
      const active = Number(g.active);
      const percentage = total === 0 ? 0 : Math.round((active / total) * 10_000) / 100;
      return [`${g.by}:${g.tag}`, { by: g.by, tag: g.tag, active, total, percentage }];
    }),
  );
}
