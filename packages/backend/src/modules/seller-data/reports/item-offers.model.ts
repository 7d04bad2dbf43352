import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the Product Pricing API's getItemOffersBatch answer (v0): one getItemOffers answer
// per ASIN, each with up to 20 offers (ours and the competitors') and who holds the buy box when
// it was taken. The product offer row of spec 2 §3 is one of these offers (docs/decisions/0192).
// Fields the portal reads are required; Amazon's others pass through.

const moneyType = z.looseObject({
  CurrencyCode: z.string().regex(/^[A-Z]{3}$/),
  Amount: z.number().nonnegative(),
});

const offer = z.looseObject({
  SellerId: z.string().min(1),
  MyOffer: z.boolean().optional(),
  SubCondition: z.string().min(1),
  SellerFeedbackRating: z
    .looseObject({
      SellerPositiveFeedbackRating: z.number().min(0).max(100).optional(),
      FeedbackCount: z.number().int().nonnegative(),
    })
    .optional(),
  ShippingTime: z.looseObject({
    minimumHours: z.number().int().nonnegative().optional(),
    maximumHours: z.number().int().nonnegative().optional(),
    availabilityType: z.enum(['NOW', 'FUTURE_WITHOUT_DATE', 'FUTURE_WITH_DATE']).optional(),
  }),
  ListingPrice: moneyType,
  Shipping: moneyType,
  ShipsFrom: z.looseObject({ State: z.string().optional(), Country: z.string().optional() }).optional(),
  IsFulfilledByAmazon: z.boolean(),
  IsBuyBoxWinner: z.boolean().optional(),
  IsFeaturedMerchant: z.boolean().optional(),
});

const itemOffersAnswer = z.looseObject({
  status: z.looseObject({ statusCode: z.number().int() }),
  body: z.looseObject({
    payload: z.looseObject({
      ASIN: z.string().regex(/^[A-Z0-9]{10}$/),
      marketplaceId: z.string().min(1),
      ItemCondition: z.string().min(1),
      status: z.string(),
      Offers: z.array(offer),
    }),
  }),
});

export const itemOffersBatchModel = z.looseObject({ responses: z.array(itemOffersAnswer) });

export interface ProductOfferFact {
  asin: string;
  offerSellerId: string;
  isMyOffer: boolean;
  condition: string;
  listingAmount: number;
  listingCurrency: string;
  shippingAmount: number;
  shippingCurrency: string;
  isBuyBoxWinner: boolean;
  isFeaturedMerchant: boolean;
  isFulfilledByAmazon: boolean;
  availabilityType: string | null;
  sellerFeedbackCount: number | null;
  sellerPositiveFeedbackRating: number | null;
  shippingTimeMinimumHours: number | null;
  shippingTimeMaximumHours: number | null;
  shipsFromCountry: string | null;
}

/**
 * Reads one day's offers answers of an account; refuses them whole on a shape error, an answer
 * for another marketplace, an ASIN twice or an ASIN with two buy box winners (naming the path).
 */
export function readItemOffers(documentId: string, body: string, marketplaceId: string): ProductOfferFact[] {
  const { responses } = parseJsonDocument(documentId, body, itemOffersBatchModel);
  const seen = new Set<string>();
  return responses.flatMap((answer, i) => {
    const where = `responses[${i}].body.payload`;
    const payload = answer.body.payload;
    if (payload.marketplaceId !== marketplaceId)
      throw new ReportDocumentError(
        documentId,
        `marketplace ${payload.marketplaceId} is not the document's`,
        where,
      );
    if (seen.has(payload.ASIN))
      throw new ReportDocumentError(documentId, `ASIN ${payload.ASIN} twice`, where);
    seen.add(payload.ASIN);
    if (payload.Offers.filter((o) => o.IsBuyBoxWinner).length > 1)
      throw new ReportDocumentError(documentId, 'more than one buy box winner', `${where}.Offers`);
    const sellers = new Set<string>();
    return payload.Offers.map((o, j) => {
      const key = `${o.SellerId}|${o.SubCondition}`;
      if (sellers.has(key))
        throw new ReportDocumentError(documentId, `seller ${o.SellerId} twice`, `${where}.Offers[${j}]`);
      sellers.add(key);
      return {
        asin: payload.ASIN,
        offerSellerId: o.SellerId,
        isMyOffer: o.MyOffer === true,
        condition: o.SubCondition,
        listingAmount: o.ListingPrice.Amount,
        listingCurrency: o.ListingPrice.CurrencyCode,
        shippingAmount: o.Shipping.Amount,
        shippingCurrency: o.Shipping.CurrencyCode,
        isBuyBoxWinner: o.IsBuyBoxWinner === true,
        isFeaturedMerchant: o.IsFeaturedMerchant === true,
        isFulfilledByAmazon: o.IsFulfilledByAmazon,
        availabilityType: o.ShippingTime.availabilityType ?? null,
        sellerFeedbackCount: o.SellerFeedbackRating?.FeedbackCount ?? null,
        sellerPositiveFeedbackRating: o.SellerFeedbackRating?.SellerPositiveFeedbackRating ?? null,
        shippingTimeMinimumHours: o.ShippingTime.minimumHours ?? null,
        shippingTimeMaximumHours: o.ShippingTime.maximumHours ?? null,
        shipsFromCountry: o.ShipsFrom?.Country ?? null,
      };
    });
  });
}
