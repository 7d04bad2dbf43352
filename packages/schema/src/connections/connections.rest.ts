import { z } from 'zod';
import { brandCodeShape } from '../brands/brand-shapes.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { marketplaceIdShape } from '../rest/shapes.ts';

const tag = 'connections';
const sellerIdShape = z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be a selling partner id');
const ok = z.object({ ok: z.boolean() });

/** A marketplace the seller may connect (spec 3 §7 GET sp-api/marketplaces). */
export const spMarketplaceShape = z
  .object({ marketplaceId: z.string(), name: z.string(), countryCode: z.string(), region: z.string() })
  .meta({ id: 'SpMarketplace' });

/** One authorized marketplace of a brand (spec 3 §3 'Authorized marketplace entry'). */
export const connectionShape = z
  .object({
    brand_code: z.string(),
    selling_partner_id: z.string(),
    seller_name: z.string(),
    marketplace_id: z.string(),
    marketplace_name: z.string(),
    authorized_at: z.iso.datetime({ offset: true }).nullable(),
    /** Whether a refresh token is kept for it (the demo's seeded sellers have none). */
    has_refresh_token: z.boolean(),
    /** When the seller's last sync in this marketplace finished (null before the first). */
    last_synced_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'SellingPartnerConnection' });

/** Spec 3 §7 'Sign-up and authorization': the Selling Partner calls. */
export const connectionsContract = defineContract({
  marketplaces: defineRoute({
    method: 'get',
    path: '/sp-api/marketplaces',
    operationId: 'spApiMarketplaces',
    summary: 'The marketplaces a seller may connect',
    tag,
    access: { permission: 'spApi.authorize' },
    responses: { 200: { description: 'The marketplaces.', schema: z.array(spMarketplaceShape) } },
  }),
  connections: defineRoute({
    method: 'get',
    path: '/sp-api/connections/{brandCode}',
    operationId: 'spApiConnections',
    summary: 'The marketplaces a brand has authorized, with their sellers',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({ brandCode: brandCodeShape }),
    responses: { 200: { description: 'The connections.', schema: z.array(connectionShape) } },
    errors: { 404: 'Brand not found.' },
  }),
  authorizationLink: defineRoute({
    method: 'get',
    path: '/sp-api/authorization-link/{brandCode}/{marketplaceId}',
    operationId: 'spApiAuthorizationLink',
    summary: 'Seller Central’s consent link for a brand and marketplace, with a single-use state',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({ brandCode: brandCodeShape, marketplaceId: marketplaceIdShape }),
    responses: { 200: { description: 'The link.', schema: z.object({ link: z.string() }) } },
    errors: { 404: 'Brand or marketplace not found.' },
  }),
  authorize: defineRoute({
    method: 'post',
    path: '/sp-api/authorize',
    operationId: 'spApiAuthorize',
    summary: 'Finish a grant: trade the code for a refresh token (sealed) and start the first sync',
    tag,
    access: { permission: 'spApi.authorize' },
    body: z.object({
      state: z.string().max(500).optional(),
      selling_partner_id: z.string().max(40).optional(),
      spapi_oauth_code: z.string().max(2000).optional(),
      mws_auth_token: z.string().max(500).optional(),
    }),
    responses: {
      200: {
        description: 'The brand and its type, for the redirect.',
        schema: z.object({
          ok: z.boolean(),
          brandCode: z.string(),
          brandTypeAlias: z.string(),
          sellerId: z.string(),
          marketplaceId: z.string(),
          jobId: z.string().nullable(),
        }),
      },
    },
    errors: { 400: 'Missing, unknown, used or expired state, or a refused code.' },
  }),
  updateSellerName: defineRoute({
    method: 'post',
    path: '/brands/{brandCode}/update-seller-name',
    operationId: 'updateSellerName',
    summary: 'Rename a connected seller',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({ brandCode: brandCodeShape }),
    body: z.object({ sellerId: sellerIdShape, sellerName: z.string().trim().min(1).max(200) }),
    responses: { 200: { description: 'Renamed.', schema: ok } },
    errors: { 404: 'Not connected.' },
  }),
  deauthorizeBrandUser: defineRoute({
    method: 'post',
    path: '/sp-api/deauthorize/brand-user/{marketplaceId}/{sellerId}',
    operationId: 'spApiDeauthorizeBrandUser',
    summary: 'A brand user disconnects a seller of their own brand in a marketplace',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({ marketplaceId: marketplaceIdShape, sellerId: sellerIdShape }),
    responses: { 200: { description: 'Disconnected.', schema: ok } },
    errors: { 404: 'Not connected.' },
  }),
  deauthorizeSeller: defineRoute({
    method: 'post',
    path: '/sp-api/deauthorize/{brandCode}/{marketplaceId}/{sellerId}',
    operationId: 'spApiDeauthorizeSeller',
    summary: 'Disconnect a seller of a (sub) brand in a marketplace',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({
      brandCode: brandCodeShape,
      marketplaceId: marketplaceIdShape,
      sellerId: sellerIdShape,
    }),
    responses: { 200: { description: 'Disconnected.', schema: ok } },
    errors: { 404: 'Not connected.' },
  }),
  deauthorizeMarketplace: defineRoute({
    method: 'post',
    path: '/sp-api/deauthorize/{brandCode}/{marketplaceId}',
    operationId: 'spApiDeauthorizeMarketplace',
    summary: 'Disconnect every seller of a brand in a marketplace (the Channels tab)',
    tag,
    access: { permission: 'spApi.manage' },
    params: z.object({ brandCode: brandCodeShape, marketplaceId: marketplaceIdShape }),
    responses: { 200: { description: 'Disconnected.', schema: ok } },
    errors: { 404: 'Not connected.' },
  }),
});
