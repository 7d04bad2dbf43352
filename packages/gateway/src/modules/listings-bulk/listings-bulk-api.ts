import { listingsBulkContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  BulkEditItemInput,
  BulkEditResult,
  BulkListing,
  BulkListingChange,
  CsvMatchType,
  CsvUpload,
  ExportedFile,
  ImportedListings,
  JobStatus,
  ListingsExportType,
  VariationFamily,
  VariationFamilyInput,
  VariationSelection,
  VariationUpdate,
} from '../../generated/resolvers-types.ts';

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

type RestListing = RouteAnswerBody<typeof listingsBulkContract.bulkLoad>['listings'][number] & {
  row?: Record<string, string>;
  attributesToSubmit?: Record<string, unknown>;
};

const toBulkListing = (l: RestListing): BulkListing => ({
  sku: l.seller_sku,
  asin: l.asin,
  productType: l.productType,
  itemName: l.itemName,
  attributes: l.attributes,
  row: l.row ?? null,
  attributesToSubmit: l.attributesToSubmit ?? null,
});

type Attributes = Record<string, Record<string, unknown>[]>;

const member = (m: VariationFamilyInput['children'][number]) => ({
  sku: m.sku,
  asin: m.asin ?? null,
  updated: m.updated,
});

/** The bulk tools' calls (contract: packages/schema/src/listings-bulk/listings-bulk.rest.ts). */
export class ListingsBulkAPI extends PortalRESTDataSource {
  async csvUploads(seller: SellerMarketplace): Promise<CsvUpload[]> {
    const answer = await this.call(listingsBulkContract.csvFilesUploaded, { params: { ...seller } });
    return answer.files;
  }

  async bulkListings(
    seller: SellerMarketplace,
    skus: string[],
    attributes?: string[],
  ): Promise<BulkListing[]> {
    const answer = await this.call(listingsBulkContract.bulkLoad, {
      query: {
        ...seller,
        skus: skus.join(','),
        ...(attributes?.length ? { attributes: attributes.join(',') } : {}),
      },
    });
    return answer.listings.map(toBulkListing);
  }

  async imported(
    seller: SellerMarketplace,
    processId: string,
    page: number,
    pageSize: number,
    mappedAttributes: Record<string, string>,
  ): Promise<ImportedListings> {
    const answer = await this.call(listingsBulkContract.imported, {
      body: { ...seller, processId, page, pageSize, mappedAttributes },
    });
    return { ...answer, listings: answer.listings.map(toBulkListing) };
  }

  async processCsv(
    seller: SellerMarketplace,
    csvConfigId: string,
    selectedType: CsvMatchType,
    selectedColumn: string,
  ): Promise<string> {
    const answer = await this.call(listingsBulkContract.processCsvUpload, {
      body: { ...seller, csvConfigId, selectedType: selectedType as 'sku' | 'asin', selectedColumn },
    });
    return answer.processId;
  }

  /** Bulk edit v1: the items as the spec's bulk edit item (v1), all of this seller and marketplace. */
  bulkEdit(seller: SellerMarketplace, listings: BulkEditItemInput[]): Promise<BulkEditResult> {
    return this.call(listingsBulkContract.bulkEdit, {
      body: {
        listingsData: listings.map((l) => ({
          seller_sku: l.sku,
          seller_id: seller.sellerId,
          brand_code: l.brandCode ?? null,
          marketplace_id: seller.marketplaceId,
          productType: l.productType,
          updatedValues: l.updatedValues as Attributes[string],
          attributeKeyToUpdate: l.attributeKeyToUpdate,
        })),
      },
    });
  }

  submit(seller: SellerMarketplace, bulkUpdateId: string, listings: BulkListingChange[], fromCsv: boolean) {
    return this.call(listingsBulkContract.bulkEdit2, {
      body: {
        ...seller,
        bulkUpdateId,
        dataSource: fromCsv ? 'csv-upload' : 'bulk-edit',
        listingsData: listings.map((l) => ({
          seller_sku: l.sku,
          attributesToSubmit: l.attributesToSubmit as Attributes,
          touchedAttributes: l.touchedAttributes,
        })),
      },
    });
  }

  async requestExport(seller: SellerMarketplace, exportType: ListingsExportType): Promise<string> {
    const answer = await this.call(listingsBulkContract.requestExport, {
      query: {
        seller_id: seller.sellerId,
        marketplace_id: seller.marketplaceId,
        export_type: exportType as 'listings' | 'issues' | 'differences',
      },
    });
    return answer.jobId;
  }

  async exportedFiles(seller: SellerMarketplace): Promise<ExportedFile[]> {
    const answer = await this.call(listingsBulkContract.exportedFiles, { params: { ...seller } });
    return answer.files.map((f) => ({
      jobId: f.jobId,
      exportType: f.exportType as ListingsExportType,
      status: f.status as JobStatus,
      fileName: f.fileName,
      fileUrl: f.file_url,
      updatedAt: f.updated_at,
    }));
  }

  variationSelection(seller: SellerMarketplace, skus: string[]): Promise<VariationSelection> {
    return this.call(listingsBulkContract.loadItemsBySku, { query: { ...seller, skus: skus.join(',') } });
  }

  async variationParents(seller: SellerMarketplace, search: string, productType: string): Promise<string[]> {
    const answer = await this.call(listingsBulkContract.searchBySku, {
      query: { ...seller, search, selectedProductType: productType },
    });
    return answer.foundSkus;
  }

  variationFamily(
    seller: SellerMarketplace,
    parentSku: string,
    selectedSkus: string[],
  ): Promise<VariationFamily> {
    return this.call(listingsBulkContract.loadFamilyByParentSku, {
      query: { ...seller, selectedParentSku: parentSku, selectedSkus: selectedSkus.join(',') },
    });
  }

  updateVariationFamily(
    seller: SellerMarketplace,
    family: VariationFamilyInput,
    parentSku: string,
    productType: string,
    skipPreSubmissionValidation: boolean,
  ): Promise<VariationUpdate> {
    return this.call(listingsBulkContract.updateVariationFamily, {
      body: {
        ...seller,
        selectedFamily: {
          parentSku: family.parentSku,
          children: family.children.map(member),
          nonChildren: family.nonChildren.map(member),
        },
        selectedParentSku: parentSku,
        selectedProductType: productType,
        skipPreSubmissionValidation,
      },
    });
  }
}
