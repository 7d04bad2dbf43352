import { randomBytes } from 'node:crypto';
import {
  addIsoDays,
  CONNECTION_MESSAGES,
  marketplaceById,
  SP_AUTHORIZATION_STATE_TTL_MS,
  todayUtc,
} from '@portal/schema';
import type { connectionsContract, RouteBody } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { SellingPartnerGrantError } from '../../connectors/sp-api/selling-partner-authorization.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedBrand } from '../brands/brand-scope.ts';
import { REPORT_TYPES } from '../seller-data/reports/report-document.ts';
import { sellerDataSyncJob } from '../seller-data/sync/seller-data-sync.job.ts';
import type { SyncRequest } from '../seller-data/sync/sync-request.ts';

/** The secrets service's purpose for the column (docs/decisions/0310). */
export const SP_REFRESH_TOKEN = 'selling_partner.refresh_token';
/** The first sync of a newly connected seller reads this many days back. */
const FIRST_SYNC_DAYS = 30;

/**
 * A brand user manages connections of their own brand only as its brand admin (spec 3 §6:
 * "brand-admin permissions needed" for the account pages the connections live on); staff any brand.
 */
export async function connectableBrand(ctx: AppContext, principal: Principal, brandCode: string) {
  const brand = await scopedBrand(ctx, principal, brandCode);
  if (principal.role === 'brand-user' && !principal.brandAdmin)
    throw forbidden('Only a brand admin can manage the brand’s Amazon connections');
  return brand;
}

/** GET sp-api/authorization-link/{brandCode}/{marketplaceId}: a fresh state, bound to the user, used once. */
export async function authorizationLink(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  marketplaceId: string,
) {
  await connectableBrand(ctx, principal, brandCode);
  const marketplace = marketplaceById(marketplaceId);
  if (!marketplace) throw notFound(CONNECTION_MESSAGES.marketplaceRequired);
  const state = randomBytes(24).toString('base64url');
  await ctx.db
    .insertInto('selling_partner_oauth_states')
    .values({
      state,
      brand_code: brandCode,
      marketplace_id: marketplaceId,
      user_id: principal.userId,
      expires_at: new Date(Date.now() + SP_AUTHORIZATION_STATE_TTL_MS),
    })
    .execute();
  const link = ctx.connectors.sellingPartnerAuthorization.authorizationLink({
    state,
    sellerCentralUrl: marketplace.sellerCentralUrl,
    marketplaceId,
  });
  return { link };
}

/**
 * POST /sp-api/authorize: the callback's parameters. The state must be known, unused, fresh and the
 * caller's own; it is spent before the code is traded, so a replay (even a concurrent one) finds it
 * used. The refresh token is sealed into the authorized marketplace's row and the first sync queued.
 */
export async function authorize(
  ctx: AppContext,
  principal: Principal,
  input: RouteBody<typeof connectionsContract.authorize>,
) {
  const { state, selling_partner_id: sellerId, spapi_oauth_code: code } = input;
  if (!state || !sellerId || !code) throw badRequest(CONNECTION_MESSAGES.authorizationMissing);
  const pending = await ctx.db
    .selectFrom('selling_partner_oauth_states')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
  if (!pending || pending.used_at || pending.expires_at.getTime() < Date.now())
    throw badRequest(CONNECTION_MESSAGES.stateRefused);
  if (pending.user_id !== principal.userId) throw forbidden(CONNECTION_MESSAGES.stateRefused);
  const spent = await ctx.db
    .updateTable('selling_partner_oauth_states')
    .set({ used_at: new Date() })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .returning('state')
    .executeTakeFirst();
  if (!spent) throw badRequest(CONNECTION_MESSAGES.stateRefused);

  let refreshToken: string;
  try {
    ({ refreshToken } = await ctx.connectors.sellingPartnerAuthorization.exchangeCode({
      code,
      state,
      sellingPartnerId: sellerId,
    }));
  } catch (error) {
    if (error instanceof SellingPartnerGrantError) throw badRequest(CONNECTION_MESSAGES.somethingWentWrong);
    throw error;
  }

  const brand = await ctx.db
    .selectFrom('brands')
    .select(['brand_code', 'brand_type'])
    .where('brand_code', '=', pending.brand_code)
    .executeTakeFirst();
  if (!brand) throw notFound(CONNECTION_MESSAGES.noBrand);
  const now = new Date();
  const sealed = ctx.secrets.seal(SP_REFRESH_TOKEN, refreshToken);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: brand.brand_code,
        seller_id: sellerId,
        // Amazon's callback names no seller: the seller's id until the user names it (spec 3 §4).
        seller_name: sellerId,
        marketplace_id: pending.marketplace_id,
        refresh_token_sealed: sealed,
        authorized_by: principal.userId,
        authorized_at: now,
      })
      // Re-authorizing overwrites the earlier authorization (spec 3 'Connect to Amazon tab').
      .onConflict((oc) =>
        oc
          .columns(['brand_code', 'seller_id', 'marketplace_id'])
          .doUpdateSet({ refresh_token_sealed: sealed, authorized_by: principal.userId, authorized_at: now }),
      )
      .execute();
    if (input.mws_auth_token)
      await trx
        .updateTable('brands')
        .set({ mws_auth_token: ctx.secrets.seal('brands.mws_auth_token', input.mws_auth_token) })
        .where('brand_code', '=', brand.brand_code)
        .execute();
  });
  const job = await ctx.jobs.enqueue(
    ctx,
    sellerDataSyncJob.kind,
    { userId: principal.userId, brandCode: brand.brand_code },
    firstSync(sellerId, pending.marketplace_id),
  );
  return {
    ok: true,
    brandCode: brand.brand_code,
    brandTypeAlias: brand.brand_type,
    sellerId,
    marketplaceId: pending.marketplace_id,
    jobId: job.id,
  };
}

/** The first sync: the last month of daily facts and today's inventory. */
function firstSync(sellerId: string, marketplaceId: string): SyncRequest {
  const yesterday = addIsoDays(todayUtc(), -1);
  const from = addIsoDays(yesterday, -(FIRST_SYNC_DAYS - 1));
  return {
    sellerId,
    marketplaceId,
    backfill: false,
    ranges: [
      { reportType: REPORT_TYPES.salesAndTraffic, from, to: yesterday },
      { reportType: REPORT_TYPES.allOrders, from, to: yesterday },
      { reportType: REPORT_TYPES.fbaInventory, from: yesterday, to: yesterday },
    ],
  };
}
