import { z } from 'zod';
import { AD_TYPES } from '../constants/advertising.ts';
import { defineContract, defineRoute } from '../rest/route.ts';

const lookupItem = z
  .object({
    id: z
      .union([z.number().int(), z.string()])
      .meta({ description: 'A list row number, or a user id for people lists.' }),
    name: z.string(),
  })
  .meta({ id: 'LookupItem' });

export const brandRefShape = z.object({ brand_code: z.string(), name: z.string() }).meta({ id: 'BrandRef' });

const lookupList = z.array(lookupItem);

const lookup = <const Id extends string, const Path extends string>(
  operationId: Id,
  path: Path,
  summary: string,
) =>
  defineRoute({
    method: 'get',
    path,
    operationId,
    summary,
    tag: 'lookups',
    access: { permission: 'lookups.read' },
    responses: { 200: { description: 'The list, in display order.', schema: lookupList } },
  });

/** Spec 1 §7.2 reference lists and the seller accounts and brands the caller may pick. */
export const lookupsContract = defineContract({
  brandStatuses: lookup('brandStatuses', '/brand-statuses', 'Brand statuses'),
  brandTypes: lookup('brandTypes', '/brands/types', 'Brand types'),
  orderMethods: lookup('orderMethods', '/orders/methods', 'Order methods'),
  agreementTypes: lookup('agreementTypes', '/agreement-types', 'Agreement types'),
  brandMaxControl: lookup('brandMaxControl', '/brands/max-control', 'Max control options'),
  brandRoleAssignees: defineRoute({
    method: 'get',
    path: '/users/brand-role-assignees',
    operationId: 'brandRoleAssignees',
    summary: 'People who may hold a brand role',
    tag: 'lookups',
    access: { permission: 'brandRoleAssignees.read' },
    responses: { 200: { description: 'The list, in display order.', schema: lookupList } },
  }),
  accountManagers: defineRoute({
    method: 'get',
    path: '/users/account-managers',
    operationId: 'accountManagers',
    summary: 'Account managers and their brands',
    tag: 'lookups',
    access: { permission: 'accountManagers.read' },
    responses: {
      200: {
        description: 'Every account manager.',
        schema: z.array(z.object({ id: z.uuid(), email: z.string(), brands: z.array(brandRefShape) })),
      },
    },
  }),
  authorizedMarketplaces: defineRoute({
    method: 'get',
    path: '/brands/get-authorized-marketplaces',
    operationId: 'authorizedMarketplaces',
    summary: 'Seller accounts and marketplaces the caller may see',
    tag: 'marketplaces',
    access: { permission: 'marketplaces.read' },
    responses: {
      200: {
        description: 'Scoped to the caller.',
        schema: z.object({
          sp_api_authorized_marketplaces: z.array(
            z.object({
              marketplace_id: z.string(),
              selling_partner_id: z.string(),
              seller_name: z.string(),
              marketplace_name: z.string(),
            }),
          ),
        }),
      },
    },
  }),
  brandIds: defineRoute({
    method: 'get',
    path: '/brands/ids',
    operationId: 'brandIds',
    summary: 'Brand codes and names the caller may see',
    tag: 'marketplaces',
    access: { permission: 'brandIds.read' },
    query: z.object({
      ad_type: z.enum(AD_TYPES).optional().meta({
        description: "Only brands that have advertising of this type (the ad type tabs' brand filter).",
      }),
    }),
    responses: { 200: { description: 'Scoped to the caller.', schema: z.array(brandRefShape) } },
  }),
});
