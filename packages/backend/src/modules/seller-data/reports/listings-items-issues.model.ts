import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the day's listing issues and FBA inbound problems of one seller account
// (docs/decisions/0210). `items` are Listings Items API answers (getListingsItem, 2021-08-01,
// includedData summaries, attributes, issues) as the connector collects them SKU by SKU;
// `inboundProblems` are the operation problems of the account's open inbound plans (Fulfillment
// Inbound API 2024-03-20: code, message, severity), each naming the seller SKU (msku);
// `boxes` are those plans' packing information (the master carton: units per box and its size).

const severity = z.enum(['ERROR', 'WARNING', 'INFO']);
const attributeValue = z.array(z.looseObject({ value: z.union([z.string(), z.boolean(), z.number()]) }));
const dimension = z.number().positive();

const listingsItem = z.looseObject({
  sku: z.string().min(1),
  summaries: z
    .array(
      z.looseObject({
        marketplaceId: z.string().min(1),
        asin: z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN of 10 letters or digits'),
        fnSku: z.string().optional(),
        itemName: z.string().optional(),
      }),
    )
    .default([]),
  attributes: z
    .looseObject({
      // Amazon's dangerous goods declaration: anything but not_applicable makes the SKU hazmat.
      supplier_declared_dg_hz_regulation: attributeValue.optional(),
      // Expiration-dated products are what FBA treats as consumables (dated stock, FEFO).
      is_expiration_dated_product: attributeValue.optional(),
    })
    .default({}),
  issues: z
    .array(
      z.looseObject({
        code: z.string().min(1),
        message: z.string().min(1),
        severity,
        attributeNames: z.array(z.string()).optional(),
        categories: z.array(z.string()).default([]),
      }),
    )
    .default([]),
});

export const listingsItemsIssuesModel = z.looseObject({
  items: z.array(listingsItem),
  inboundProblems: z
    .array(
      z.looseObject({
        msku: z.string().min(1),
        code: z.string().regex(/^FBA_INB_\d{4}$/, 'must be an FBA_INB_NNNN code'),
        message: z.string().min(1),
        severity,
      }),
    )
    .default([]),
  boxes: z
    .array(
      z.looseObject({
        msku: z.string().min(1),
        quantityInBox: z.number().int().positive(),
        dimensions: z.looseObject({
          length: dimension,
          width: dimension,
          height: dimension,
          unitOfMeasurement: z.enum(['IN', 'CM']),
        }),
      }),
    )
    .default([]),
});

/** One product error: a listing issue or an FBA inbound problem of a seller SKU. */
export interface ProductErrorFact {
  sellerSku: string;
  asin: string | null;
  source: 'LISTING' | 'FBA_INBOUND';
  code: string;
  severity: string;
  description: string;
}

/** What the listing says about the product detail fields of spec 3 §3. */
export interface ProductAttributesFact {
  sellerSku: string;
  /** The FBA network SKU of the listing in the account's marketplace, when Amazon fulfils it. */
  fnsku: string | null;
  hazmat: boolean;
  consumable: boolean;
  caseQuantity: number | null;
  carton: { length: number; width: number; height: number; unit: 'IN' | 'CM' } | null;
}

export interface ListingsItemsIssues {
  errors: ProductErrorFact[];
  attributes: ProductAttributesFact[];
}

const first = (values?: { value: string | boolean | number }[]) => values?.[0]?.value;

/** Reads the document; an inbound problem or box of a SKU the document does not list is refused. */
export function readListingsItemsIssues(
  documentId: string,
  body: string,
  marketplaceId: string,
): ListingsItemsIssues {
  const doc = parseJsonDocument(documentId, body, listingsItemsIssuesModel);
  const asinOf = new Map(
    doc.items.map((item) => [
      item.sku,
      item.summaries.find((s) => s.marketplaceId === marketplaceId)?.asin ?? null,
    ]),
  );
  const known = (sku: string, where: string) => {
    if (!asinOf.has(sku)) throw new ReportDocumentError(documentId, `unknown seller SKU "${sku}"`, where);
  };
  for (const [i, p] of doc.inboundProblems.entries()) known(p.msku, `inboundProblems[${i}].msku`);
  for (const [i, b] of doc.boxes.entries()) known(b.msku, `boxes[${i}].msku`);
  const errors: ProductErrorFact[] = [
    ...doc.items.flatMap((item) =>
      item.issues.map((issue) => ({
        sellerSku: item.sku,
        asin: asinOf.get(item.sku) ?? null,
        source: 'LISTING' as const,
        code: issue.code,
        severity: issue.severity,
        description: issue.message,
      })),
    ),
    ...doc.inboundProblems.map((p) => ({
      sellerSku: p.msku,
      asin: asinOf.get(p.msku) ?? null,
      source: 'FBA_INBOUND' as const,
      code: p.code,
      severity: p.severity,
      description: p.message,
    })),
  ];
  const boxOf = new Map(doc.boxes.map((b) => [b.msku, b]));
  const attributes = doc.items.map((item) => {
    const box = boxOf.get(item.sku);
    const dg = first(item.attributes.supplier_declared_dg_hz_regulation);
    return {
      sellerSku: item.sku,
      fnsku: item.summaries.find((s) => s.marketplaceId === marketplaceId)?.fnSku ?? null,
      hazmat: dg !== undefined && dg !== 'not_applicable',
      consumable: first(item.attributes.is_expiration_dated_product) === true,
      caseQuantity: box?.quantityInBox ?? null,
      carton: box
        ? {
            length: box.dimensions.length,
            width: box.dimensions.width,
            height: box.dimensions.height,
            unit: box.dimensions.unitOfMeasurement,
          }
        : null,
    };
  });
  return { errors, attributes };
}
