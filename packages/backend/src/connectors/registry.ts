import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Logger } from '../logging/logger.ts';
import type { MarketplaceDataConnector } from '../modules/seller-data/connector.ts';
import { createAdsApiAdapter } from './ads-api/ads-api-adapter.ts';
import type { AdsConnector } from './ads-api/ads-connector.ts';
import { createLocalAdsConnector } from './ads-api/local-ads-connector.ts';
import type { BillingConnector } from './billing/billing-connector.ts';
import { createLocalBilling } from './billing/local-billing.ts';
import { createStripeAdapter } from './billing/stripe-adapter.ts';
import { type BillingEventDelivery, localWebhookSecret } from './billing/stripe-events.ts';
import type { ConnectorConfig } from './connector-config.ts';
import type { DriveConnector } from './drive/drive-connector.ts';
import { createGoogleDrive } from './drive/google-drive.ts';
import { createLocalDrive } from './drive/local-drive.ts';
import { createLocalFileConnector } from './files/local-file-connector.ts';
import { createS3FileStore } from './files/s3-file-store.ts';
import { createConnectorHttp } from './http/connector-http.ts';
import type { ListingsConnector } from './listings/listings-connector.ts';
import { createListingsSimulator } from './listings/listings-simulator.ts';
import { createSpApiListingsAdapter } from './listings/sp-api-listings-adapter.ts';
import { createLwaTokens } from './lwa/lwa-tokens.ts';
import type { MailConnector } from './mail/mail-connector.ts';
import { createPostmarkAdapter } from './mail/postmark-adapter.ts';
import { createLocalSellingPartner } from './sp-api/local-selling-partner.ts';
import {
  createLocalSellingPartnerAuthorization,
  createSpApiAuthorization,
  type SellingPartnerAuthorization,
  SP_CALLBACK_PATH,
} from './sp-api/selling-partner-authorization.ts';
import type { SellingPartnerConnector } from './sp-api/selling-partner-connector.ts';
import { createSpApiAdapter } from './sp-api/sp-api-adapter.ts';
import { SellingPartnerThrottle } from './throttle/selling-partner-throttle.ts';

/** Every way the backend reaches the outside world; `ctx.connectors`. */
export interface Connectors {
  /** Marketplace data and listings (Amazon Selling Partner API). */
  sellingPartner: SellingPartnerConnector;
  /** A seller's consent and the code-for-token exchange (the SP-API website authorization workflow). */
  sellingPartnerAuthorization: SellingPartnerAuthorization;
  /** The seller's listings and what the catalog displays (Listings Items, Catalog Items). */
  listings: ListingsConnector;
  /** Advertising (Amazon Ads API). */
  ads: AdsConnector;
  billing: BillingConnector;
  /** Report delivery. */
  drive: DriveConnector;
  mail: MailConnector;
  /** Uploads, exports, generated PDFs. */
  files: FileStore;
}

export interface ConnectorRegistry extends Connectors {
  /** The workers' token buckets per selling partner and operation, at Amazon's published rates. */
  throttle: SellingPartnerThrottle;
  /** Stops the buckets' timers. */
  close(): Promise<void>;
}

/** What the connectors need from the backend that builds them. */
export interface ConnectorDeps {
  publicUrl: string;
  /** Folders of the local file store and the local drive. */
  filesDir: string;
  driveDir: string;
  /** The local mail connector (the backend keeps it to show sent mails). */
  outbox: MailConnector;
  logger?: Logger;
  /** The local simulator's report documents (the demo marketplace); none yields no documents. */
  marketplaceReports?: MarketplaceDataConnector;
  /** The local billing ledger keeps its records here. */
  db: Kysely<Database>;
  /** Where the local billing ledger posts its signed events: the portal's webhook route. */
  billingWebhook: BillingEventDelivery;
  /** The local ledger's clock (tests move it). */
  billingNow?: () => Date;
}

/**
 * The configured file store alone: migrations that move bytes out of table rows need it before
 * the rest of the registry can be built (the registry builds its own the same way).
 */
export function createFileStore(
  config: ConnectorConfig,
  deps: Pick<ConnectorDeps, 'filesDir' | 'logger'>,
): FileStore {
  return config.files.kind === 's3'
    ? createS3FileStore({
        http: createConnectorHttp({ service: 'File store', ...config.http, logger: deps.logger }),
        ...config.files,
      })
    : createLocalFileConnector(deps.filesDir);
}

/**
 * The one registry (DESIGN §5), built once at start from typed configuration: each connector is
 * its local implementation unless configuration names the real adapter. `overrides` swap any
 * connector (tests, a developer's stand-in).
 */
export function createConnectors(
  config: ConnectorConfig,
  deps: ConnectorDeps,
  overrides: Partial<Connectors> = {},
): ConnectorRegistry {
  const throttle = new SellingPartnerThrottle();
  const httpFor = (service: string) => createConnectorHttp({ service, ...config.http, logger: deps.logger });
  const sp = config.sellingPartner;
  const ads = config.ads;
  return {
    sellingPartner:
      overrides.sellingPartner ??
      (sp.kind === 'sp-api'
        ? createSpApiAdapter({
            http: httpFor('Selling Partner API'),
            endpoint: sp.endpoint,
            lwa: sp.lwa,
            // Until the secrets service keeps a token per seller: the one configured token.
            refreshTokenOf: async () => sp.refreshToken ?? null,
            throttle,
          })
        : createLocalSellingPartner({ reports: deps.marketplaceReports, throttle })),
    sellingPartnerAuthorization:
      overrides.sellingPartnerAuthorization ??
      (sp.kind === 'sp-api'
        ? createSpApiAuthorization({
            applicationId: sp.applicationId ?? '',
            beta: sp.draft ?? false,
            lwa: createLwaTokens(httpFor('Login with Amazon'), sp.lwa),
            redirectUri: `${deps.publicUrl}${SP_CALLBACK_PATH}`,
          })
        : createLocalSellingPartnerAuthorization(deps.publicUrl)),
    // The same configuration picks Amazon for listings as for the marketplace's data.
    listings:
      overrides.listings ??
      (sp.kind === 'sp-api'
        ? createSpApiListingsAdapter({
            http: httpFor('Selling Partner API'),
            endpoint: sp.endpoint,
            lwa: sp.lwa,
            refreshTokenOf: async () => sp.refreshToken ?? null,
            throttle,
          })
        : createListingsSimulator({ throttle })),
    ads:
      overrides.ads ??
      (ads.kind === 'ads-api'
        ? createAdsApiAdapter({
            http: httpFor('Amazon Ads API'),
            endpoint: ads.endpoint,
            consentUrl: ads.consentUrl,
            lwa: ads.lwa,
            redirectUri: `${deps.publicUrl}/authorize-ads`,
          })
        : createLocalAdsConnector(deps.publicUrl)),
    billing:
      overrides.billing ??
      (config.billing.kind === 'stripe'
        ? createStripeAdapter({
            ...config.billing,
            timeoutMs: config.http.timeoutMs,
            retries: config.http.retries,
          })
        : createLocalBilling({
            db: deps.db,
            webhookSecret: config.billing.webhookSecret ?? localWebhookSecret(),
            deliver: deps.billingWebhook,
            now: deps.billingNow,
          })),
    drive:
      overrides.drive ??
      (config.drive.kind === 'google'
        ? createGoogleDrive({
            http: httpFor('Google Drive'),
            ...config.drive,
            refreshToken: async () => (config.drive.kind === 'google' ? config.drive.refreshToken : null),
          })
        : createLocalDrive(config.drive.dir ?? deps.driveDir)),
    mail:
      overrides.mail ??
      (config.mail.kind === 'postmark'
        ? createPostmarkAdapter({ http: httpFor('Mail'), ...config.mail })
        : deps.outbox),
    files: overrides.files ?? createFileStore(config, deps),
    throttle,
    close: () => throttle.stop(),
  };
}
