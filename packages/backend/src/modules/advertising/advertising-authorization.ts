import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { AdsAuthorizationError, type AdsConnector } from '../../connectors/ads-api/ads-connector.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';

/** A started grant must come back within this time. */
const STATE_TTL_MS = 10 * 60 * 1000;

interface AdsRuntime {
  connector: AdsConnector;
}

/** The Ads refresh token column's purpose: sealed and opened by the secrets service (ctx.secrets). */
const TOKEN = 'advertising_authorizations.refresh_token_encrypted';

// One connector per backend instance, built on first use from the configuration.
const runtimes = new WeakMap<AppContext, AdsRuntime>();

function adsRuntime(ctx: AppContext): AdsRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    // The connector registry chose it (local or the Ads API adapter, ADS_CONNECTOR).
    runtime = { connector: ctx.connectors.ads };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Replaces the connector of a running backend (prefer `connectorOverrides.ads` at start). */
export function useAdsConnector(ctx: AppContext, connector: AdsConnector): void {
  runtimes.set(ctx, { connector });
}

async function assertBrandVisible(ctx: AppContext, principal: Principal, brandCode: string): Promise<void> {
  const visible = visibleBrandCodes(principal);
  if (!brandVisible(visible, brandCode)) throw forbidden('You do not have access to this brand');
  const brand = await ctx.db
    .selectFrom('brands')
    .select('brand_code')
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  if (!brand) throw notFound(`Brand ${brandCode} not found`);
}

/** GET advertising/authorization-link/{brandCode}: a consent link carrying a fresh state. */
export async function authorizationLink(ctx: AppContext, principal: Principal, brandCode: string) {
  await assertBrandVisible(ctx, principal, brandCode);
  const state = randomBytes(24).toString('base64url');
  await ctx.db
    .insertInto('advertising_oauth_states')
    .values({
      state,
      brand_code: brandCode,
      user_id: principal.userId,
      expires_at: new Date(Date.now() + STATE_TTL_MS),
    })
    .execute();
  return { link: adsRuntime(ctx).connector.authorizationLink(state) };
}

/**
 * POST /advertising/authorize/{state}: trades the code for a refresh token, stored encrypted.
 * The state must be this user's, unused and fresh: a link cannot be finished by someone else.
 */
export async function authorize(
  ctx: AppContext,
  principal: Principal,
  input: { state: string; code: string | undefined; scope: string | undefined },
) {
  const failed = MESSAGES.advertisingAuthorizationFailed;
  if (!input.code || !input.scope || !input.state) throw badRequest(failed);
  const pending = await ctx.db
    .selectFrom('advertising_oauth_states')
    .selectAll()
    .where('state', '=', input.state)
    .executeTakeFirst();
  if (!pending || pending.used_at || pending.expires_at.getTime() < Date.now()) throw badRequest(failed);
  if (pending.user_id !== principal.userId) throw forbidden(failed);
  const { connector } = adsRuntime(ctx);
  let refreshToken: string;
  try {
    ({ refreshToken } = await connector.exchangeCode(input.code, input.state, input.scope));
  } catch (error) {
    if (error instanceof AdsAuthorizationError) throw badRequest(failed);
    throw error;
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('advertising_oauth_states')
      .set({ used_at: new Date() })
      .where('state', '=', input.state)
      .execute();
    const values = {
      refresh_token_encrypted: ctx.secrets.seal(TOKEN, refreshToken),
      scope: input.scope as string,
      authorized_by: principal.userId,
      authorized_at: new Date(),
    };
    await trx
      .insertInto('advertising_authorizations')
      .values({ brand_code: pending.brand_code, ...values })
      .onConflict((oc) => oc.column('brand_code').doUpdateSet(values))
      .execute();
  });
  return { status: true, message: MESSAGES.advertisingAuthorizationGranted, brand_code: pending.brand_code };
}

/** POST /advertising/deauthorize/{brandCode}: forgets the brand's token (and tells Amazon). */
export async function deauthorize(ctx: AppContext, principal: Principal, brandCode: string) {
  await assertBrandVisible(ctx, principal, brandCode);
  const row = await ctx.db
    .deleteFrom('advertising_authorizations')
    .where('brand_code', '=', brandCode)
    .returning('refresh_token_encrypted')
    .executeTakeFirst();
  if (row) {
    const { connector } = adsRuntime(ctx);
    await connector.revoke(ctx.secrets.open(TOKEN, row.refresh_token_encrypted)).catch((error: unknown) => {
      ctx.log('advertising token revoke failed', error);
    });
  }
  return { ok: true };
}

/** Whether a brand has granted advertising access (for the connection cards). */
export async function authorizationStatus(ctx: AppContext, principal: Principal, brandCode: string) {
  await assertBrandVisible(ctx, principal, brandCode);
  const row = await ctx.db
    .selectFrom('advertising_authorizations')
    .select(['scope', 'authorized_at'])
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  return {
    brand_code: brandCode,
    authorized: row !== undefined,
    scope: row?.scope ?? null,
    authorized_at: row?.authorized_at.toISOString() ?? null,
  };
}

/** The stored refresh token of a brand, decrypted (for the Ads API adapter). */
export async function refreshTokenOf(ctx: AppContext, brandCode: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('advertising_authorizations')
    .select('refresh_token_encrypted')
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  return row ? ctx.secrets.open(TOKEN, row.refresh_token_encrypted) : null;
}
