import { type CatalogFact, readCatalogItems } from '../reports/catalog-items.model.ts';
import { type ListingFact, readMerchantListings } from '../reports/merchant-listings.model.ts';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import { readSalesAndTraffic, type SkuDayFact } from '../reports/sales-and-traffic.model.ts';

export type ParsedDocument =
  | { document: ReportDocument; kind: 'salesAndTraffic'; day: string; facts: SkuDayFact[] }
  | { document: ReportDocument; kind: 'merchantListings'; day: string; facts: ListingFact[] }
  | { document: ReportDocument; kind: 'catalogItems'; day: string; facts: CatalogFact[] };

/** Parses and checks one document against our model of its published format (throws if refused). */
export function parseDocument(document: ReportDocument): ParsedDocument {
  const snapshotDay = document.generatedAt.slice(0, 10);
  switch (document.reportType) {
    case REPORT_TYPES.salesAndTraffic: {
      const facts = readSalesAndTraffic(document.documentId, document.body, document.marketplaceId);
      const day = facts[0]?.reportDate ?? dayOfEmptyReport(document);
      return { document, kind: 'salesAndTraffic', day, facts };
    }
    case REPORT_TYPES.merchantListings:
      return {
        document,
        kind: 'merchantListings',
        day: snapshotDay,
        facts: readMerchantListings(document.documentId, document.body),
      };
    case REPORT_TYPES.catalogItems:
      return {
        document,
        kind: 'catalogItems',
        day: snapshotDay,
        facts: readCatalogItems(document.documentId, document.body, document.marketplaceId),
      };
  }
}

/** A day without sales or traffic still has its (empty) report: its day is in the specification. */
function dayOfEmptyReport(document: ReportDocument): string {
  const spec = (JSON.parse(document.body) as { reportSpecification: { dataStartTime: string } })
    .reportSpecification;
  return spec.dataStartTime;
}
