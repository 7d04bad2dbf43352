export type { Backend, BackendOptions } from './backend.ts';
export { createBackend } from './backend.ts';
// The listings simulator and sync, for the listings benchmark.
export { createListingsSimulator, UNTHROTTLED_RATES } from './connectors/listings/listings-simulator.ts';
// Product type definitions and their validator, for the listing validation benchmark.
export { PRODUCT_TYPE_NAMES, productTypeDefinition } from './connectors/listings/product-types/catalogue.ts';
export type { MailMessage, MailOutbox, SentMail } from './connectors/mail/mail-connector.ts';
export type { Database } from './db/schema.ts';
// Job kinds, for the queue benchmark (and any package that declares its own).
export { type AnyJobKind, defineJobKind } from './jobs/job-kind.ts';
// The alert generator and the seller data loading path, for the benchmarks.
export { generateAlerts } from './modules/alerts/generate-alerts.ts';
export { hashPassword } from './modules/auth/passwords.ts';
export { fieldDefinitions } from './modules/listings/product-types/field-definitions.ts';
export { sampleAttributes } from './modules/listings/product-types/sample-attributes.ts';
export { validateAttributes } from './modules/listings/product-types/validator.ts';
export { syncListings } from './modules/listings/sync/sync-listings.ts';
export { loadReportDocuments } from './modules/seller-data/pipeline/load-documents.ts';
export { refreshOrderLines } from './modules/seller-data/pipeline/refresh-order-lines.ts';
export { refreshSalesRollups } from './modules/seller-data/pipeline/refresh-rollups.ts';
export { refreshSkuWeeks } from './modules/seller-data/pipeline/refresh-sku-weeks.ts';
export { REPORT_TYPES, type ReportDocument } from './modules/seller-data/reports/report-document.ts';
export { planAccountCatalog } from './modules/seller-data/simulator/demo-catalog-plan.ts';
export {
  keywordRankDocuments,
  planTrackedKeywords,
} from './modules/seller-data/simulator/demo-keyword-ranks.ts';
export { createDemoMarketplace } from './modules/seller-data/simulator/demo-marketplace.ts';
export { emitEvent } from './realtime/events.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, formatDemoAccounts } from './seed/demo-accounts.ts';
