import { isoDaysBetween } from '@portal/schema';
import { hash, type PlannedAccount, type PlannedSku } from './demo-catalog-plan.ts';
import { fnskuOf } from './demo-orders.ts';

interface PlannedIssue {
  code: string;
  severity: 'ERROR' | 'WARNING';
  message: (sku: PlannedSku) => string;
  attributeNames?: string[];
  categories?: string[];
}

// Listing issues with Amazon's codes, worded as Seller Central words them.
const LISTING_ISSUES: readonly PlannedIssue[] = [
  {
    code: '90220',
    severity: 'ERROR',
    message: () => "'bullet_point' is required but not supplied.",
    attributeNames: ['bullet_point'],
    categories: ['MISSING_ATTRIBUTE'],
  },
  {
    code: '8541',
    severity: 'WARNING',
    message: (sku) =>
      `The data you submitted for this SKU conflicts with the ASIN ${sku.asin} in the Amazon catalog. The following attributes conflict: item_name.`,
    attributeNames: ['item_name'],
    categories: ['CONFLICTING_ATTRIBUTE'],
  },
  {
    code: '8560',
    severity: 'ERROR',
    message: (sku) =>
      `SKU ${sku.sellerSku} is missing the following attributes: item_package_quantity. Provide them to complete the listing.`,
    attributeNames: ['item_package_quantity'],
    categories: ['MISSING_ATTRIBUTE'],
  },
];

// Problems of open FBA inbound plans: the FBA_INB codes the products errors banner explains.
const INBOUND_PROBLEMS: readonly PlannedIssue[] = [
  {
    code: 'FBA_INB_0004',
    severity: 'ERROR',
    message: () => 'Item dimensions are missing or invalid. Update them before sending units.',
  },
  {
    code: 'FBA_INB_0019',
    severity: 'ERROR',
    message: () => 'The item requires prep (polybagging) that was not specified in the plan.',
  },
  {
    code: 'FBA_INB_0051',
    severity: 'ERROR',
    message: () =>
      'The item is under dangerous goods review and cannot be sent until the review is complete.',
  },
  {
    code: 'FBA_INB_0118',
    severity: 'WARNING',
    message: () => 'Box content information is missing for this SKU.',
  },
];

/** About one demo account in three has product errors, and always the demo brand user's (MR001). */
export const hasProductErrors = (account: PlannedAccount) =>
  account.brandCode === 'MR001' || hash(`${account.brandCode}:errors`) % 3 === 0;

const HAZMAT_GROUPS = new Set(['Beauty', 'Lawn & Patio']);
const CONSUMABLE_GROUPS = new Set(['Grocery', 'Beauty', 'Pet Products']);

/**
 * One issue is active for a SKU on a day when the SKU is among the ~6% drawn for it, during four
 * weeks out of six: so a later snapshot resolves some errors and reports new ones.
 */
function active(seed: number, sku: PlannedSku, issue: PlannedIssue, day: string): boolean {
  const h = hash(`${seed}:${sku.sellerSku}:${issue.code}`);
  if (h % 16 !== 0) return false;
  const week = Math.floor(isoDaysBetween('1970-01-01', day) / 7);
  return (week + (h >>> 4)) % 6 < 4;
}

/** The LISTINGS_ITEMS_ISSUES document of an account on a day (model: listings-items-issues.model.ts). */
export function listingsItemsIssuesDocument(seed: number, account: PlannedAccount, day: string): string {
  const errs = hasProductErrors(account);
  const items = account.skus.map((sku) => ({
    sku: sku.sellerSku,
    summaries: [
      {
        marketplaceId: account.marketplaceId,
        asin: sku.asin,
        itemName: sku.productName,
        ...(sku.fulfillment === 'FBA' ? { fnSku: fnskuOf(sku.sellerSku) } : {}),
      },
    ],
    attributes: {
      supplier_declared_dg_hz_regulation: [
        {
          value:
            HAZMAT_GROUPS.has(sku.productGroup) && hash(`${sku.sellerSku}:dg`) % 3 === 0
              ? 'ghs'
              : 'not_applicable',
        },
      ],
      is_expiration_dated_product: [{ value: CONSUMABLE_GROUPS.has(sku.productGroup) }],
    },
    issues: errs
      ? LISTING_ISSUES.filter((issue) => active(seed, sku, issue, day)).map((issue) => ({
          code: issue.code,
          message: issue.message(sku),
          severity: issue.severity,
          attributeNames: issue.attributeNames,
          categories: issue.categories ?? [],
        }))
      : [],
  }));
  const fba = account.skus.filter((sku) => sku.fulfillment === 'FBA');
  const inboundProblems = errs
    ? fba.flatMap((sku) =>
        INBOUND_PROBLEMS.filter((p) => active(seed, sku, p, day)).map((p) => ({
          msku: sku.sellerSku,
          code: p.code,
          message: p.message(sku),
          severity: p.severity,
        })),
      )
    : [];
  const boxes = fba.map((sku) => {
    const h = hash(`${sku.sellerSku}:carton`);
    return {
      msku: sku.sellerSku,
      quantityInBox: [6, 12, 24, 36, 48][h % 5] ?? 12,
      dimensions: {
        length: 12 + (h % 13),
        width: 10 + ((h >>> 4) % 9),
        height: 8 + ((h >>> 8) % 11),
        unitOfMeasurement: 'IN',
      },
    };
  });
  return JSON.stringify({ items, inboundProblems, boxes });
}
