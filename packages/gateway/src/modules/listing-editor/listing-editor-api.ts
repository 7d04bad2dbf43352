import { listingEditorContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { ListingSubmission, ListingSubmissionInput } from '../../generated/resolvers-types.ts';

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

type Attributes = Record<string, Record<string, unknown>[]>;
type RestSubmission = RouteAnswerBody<typeof listingEditorContract.update>;

const toSubmission = (a: RestSubmission): ListingSubmission => ({
  status: a.status,
  version: a.version,
  parentSkuChanged: a.parentSkuChanged,
  issuesBySku: Object.entries(a.issuesBySku).map(([sku, issues]) => ({ sku, issues })),
  validationSubmissionErrorMessage: a.validationSubmissionError?.message ?? null,
});

/** The flags a form sends; absent ones are the contract's defaults. */
const flags = (l: ListingSubmissionInput) => ({
  skipValidation: l.skipValidation ?? false,
  skipSpApi: l.skipSpApi ?? false,
  skipSubmission: l.skipSubmission ?? false,
});

const base = (l: ListingSubmissionInput) => ({
  sku: l.sku,
  sellerId: l.sellerId,
  marketplaceId: l.marketplaceId,
  productType: l.productType,
  attributes: (l.attributes ?? {}) as Attributes,
});

/** The listing editor's calls (contract: packages/schema/src/listings/listing-editor.rest.ts). */
export class ListingEditorAPI extends PortalRESTDataSource {
  async productTypes(seller: SellerMarketplace, keywords: string | null | undefined) {
    const answer = await this.call(listingEditorContract.productTypes, {
      params: { marketplaceId: seller.marketplaceId },
      query: { seller_id: seller.sellerId, ...(keywords?.trim() ? { keywords: keywords.trim() } : {}) },
    });
    return answer.productTypesInMarketplace;
  }

  async fields(seller: SellerMarketplace, productType: string) {
    return this.call(listingEditorContract.productTypeFields, {
      params: { productType, marketplaceId: seller.marketplaceId },
      query: { seller_id: seller.sellerId },
    });
  }

  async versions(seller: SellerMarketplace, sku: string) {
    const answer = await this.call(listingEditorContract.versions, {
      query: { seller_id: seller.sellerId, marketplace_id: seller.marketplaceId, sku },
    });
    return answer.rows;
  }

  async validate(listing: ListingSubmissionInput) {
    const answer = await this.call(listingEditorContract.validate, { body: base(listing) });
    return answer.validationResults.issues;
  }

  async update(listing: ListingSubmissionInput) {
    return toSubmission(
      await this.call(listingEditorContract.update, {
        body: {
          ...base(listing),
          ...flags(listing),
          passedUpdatedAttributeKeys: listing.passedUpdatedAttributeKeys ?? [],
          ...(listing.version != null ? { version: listing.version } : {}),
        },
      }),
    );
  }

  async create(listing: ListingSubmissionInput) {
    return toSubmission(
      await this.call(listingEditorContract.create, { body: { ...base(listing), ...flags(listing) } }),
    );
  }

  async changeProductType(listing: ListingSubmissionInput, newProductType: string) {
    return toSubmission(
      await this.call(listingEditorContract.changeProductType, {
        body: {
          ...base(listing),
          newProductType,
          ...(listing.version != null ? { version: listing.version } : {}),
        },
      }),
    );
  }

  async revert(seller: SellerMarketplace, sku: string, version: number) {
    return toSubmission(await this.call(listingEditorContract.revert, { body: { ...seller, sku, version } }));
  }
}
