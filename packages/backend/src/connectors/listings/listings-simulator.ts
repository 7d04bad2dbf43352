import { randomUUID } from 'node:crypto';
import { FEED_MAX_BYTES, FEED_MAX_MESSAGES } from '@portal/schema';
import { stringify } from 'csv-stringify/sync';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import { SELLING_PARTNER_RATES, type TokenBucketRate } from '../throttle/selling-partner-rates.ts';
import type { SellingPartnerThrottle } from '../throttle/selling-partner-throttle.ts';
import type {
  FeedProcessingStatus,
  IncludedData,
  ListingAttributes,
  ListingsConnector,
  ListingsFeedMessage,
  ListingsFeedReport,
  ListingsItem,
  ListingsItemPatchRequest,
  ListingsSubmission,
  SellerAccount,
} from './listings-connector.ts';
import { localeOf, PRODUCT_TYPE_NAMES, productTypeDefinition } from './product-types/catalogue.ts';
import {
  displayedFrom,
  IMAGE_SLOTS,
  type SimulatedListing,
  simulatedCatalogue,
} from './simulated-catalogue.ts';
import { issuesAfterProcessing, validateSubmission } from './simulated-product-types.ts';

export const LISTINGS_SERVICE = 'Selling Partner API (listings)';

export interface ListingsSimulatorOptions {
  /** Listings each seller account starts with (its own catalogue, generated on first use). */
  listingsPerAccount?: number;
  seed?: number;
  /** When the catalogue was generated (dates of the demo listings). */
  now?: () => Date;
  /** From acceptance to the contribution being processed (getListingsItem shows it). */
  processingDelayMs?: number;
  /** From a feed's creation to its processing report (plus feedDelayPerMessageMs a message). */
  feedProcessingDelayMs?: number;
  feedDelayPerMessageMs?: number;
  /** From processing to the catalog displaying it (Catalog Items shows it). */
  reflectionDelayMs?: number;
  latencyMs?: number;
  /** Amazon's buckets; the published ones unless a test or the bench lifts them. */
  rates?: Partial<Record<string, TokenBucketRate>>;
  /** The workers' buckets (client side), when the caller does not keep its own. */
  throttle?: SellingPartnerThrottle;
}

export interface ListingsSimulator extends ListingsConnector, Faults {
  /** The catalog will not display these attributes (or image slots) of the SKU's next changes. */
  failReflection(account: SellerAccount, sku: string, attributeNames: string[]): void;
  /** Runs every pending processing and reflection now (tests, instead of waiting). */
  settle(): Promise<void>;
  /** The simulator's own listing, for tests and the demo seed. */
  peek(account: SellerAccount, sku: string): SimulatedListing | undefined;
  catalogue(account: SellerAccount): SimulatedListing[];
  close(): void;
}

type Operation = keyof typeof SELLING_PARTNER_RATES;

const keyOf = (a: SellerAccount) => `${a.sellerId}\u0000${a.marketplaceId}`;
const MAX_SEARCH_RESULTS = 1000;
/** A few hundred listings per seller: enough for every state, small enough for a quick start. */
export const DEMO_LISTINGS_PER_ACCOUNT = 120;

/** Rates no caller reaches: the demo seed and the bench measure the loading path, not Amazon's pace. */
export const UNTHROTTLED_RATES: Record<string, TokenBucketRate> = Object.fromEntries(
  Object.keys(SELLING_PARTNER_RATES).map((op) => [op, { perSecond: 1_000_000, burst: 1_000_000 }]),
);

/**
 * The offline marketplace's listings (docs/decisions/0401): its own catalogue per seller and
 * marketplace; submissions validated against its product types and, once accepted, processed after
 * a delay and then displayed (or not) by the catalog after another; Amazon's buckets answering 429
 * when spent; and faults on demand.
 */
export function createListingsSimulator(options: ListingsSimulatorOptions = {}): ListingsSimulator {
  const service = new LocalService(LISTINGS_SERVICE, {
    rates: { ...SELLING_PARTNER_RATES, ...options.rates } as Record<string, TokenBucketRate>,
    latencyMs: options.latencyMs,
  });
  const now = options.now ?? (() => new Date());
  // The catalogue is generated as of the day's start: a restart the same day makes the same one.
  const catalogueDay = () => new Date(`${now().toISOString().slice(0, 10)}T00:00:00Z`);
  const catalogues = new Map<string, Map<string, SimulatedListing>>();
  const failing = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<() => void>();
  const processingDelay = options.processingDelayMs ?? 5_000;
  const reflectionDelay = options.reflectionDelayMs ?? 30_000;

  const catalogueOf = (account: SellerAccount) => {
    let found = catalogues.get(keyOf(account));
    if (!found) {
      found = new Map(
        simulatedCatalogue(
          account,
          options.listingsPerAccount ?? DEMO_LISTINGS_PER_ACCOUNT,
          catalogueDay(),
          options.seed,
        ).map((l) => [l.sku, l]),
      );
      catalogues.set(keyOf(account), found);
    }
    return found;
  };

  // ASIN → SKU per account, rebuilt when it misses (a new listing, or an ASIN the seller lacks).
  const asinIndex = new Map<string, Map<string, string>>();
  const findByAsin = (account: SellerAccount, asin: string): SimulatedListing | undefined => {
    const catalogue = catalogueOf(account);
    const known = catalogue.get(asinIndex.get(keyOf(account))?.get(asin) ?? '');
    if (known?.asin === asin) return known;
    const index = new Map([...catalogue.values()].map((l) => [l.asin, l.sku] as const));
    asinIndex.set(keyOf(account), index);
    return catalogue.get(index.get(asin) ?? '');
  };

  const call = <T>(account: SellerAccount, operation: Operation, work: () => T | Promise<T>) => {
    const run = () => service.call(operation, account.sellerId, work);
    return options.throttle ? options.throttle.schedule(account.sellerId, operation, run) : run();
  };

  const later = (delay: number, work: () => void) => {
    const once = () => {
      if (!pending.delete(once)) return;
      work();
    };
    pending.add(once);
    const timer = setTimeout(() => {
      timers.delete(timer);
      once();
    }, delay);
    timer.unref?.();
    timers.add(timer);
  };

  /** Processing, then the catalog's display of it, minus the attributes told to fail. */
  const process = (account: SellerAccount, sku: string, next: SimulatedListing | null) => {
    const catalogue = catalogueOf(account);
    later(processingDelay, () => {
      if (next === null) {
        catalogue.delete(sku);
        return;
      }
      next.issues = issuesAfterProcessing(next.productType, next.attributes);
      next.lastUpdatedDate = now().toISOString();
      if (next.issues.some((i) => i.enforcements?.actions.some((a) => a.action === 'LISTING_SUPPRESSED')))
        next.status = next.status.filter((s) => s !== 'BUYABLE');
      const previous = catalogue.get(sku);
      const before = previous?.displayed;
      catalogue.set(sku, { ...next, displayed: before ?? next.displayed });
      // A parent's children are Amazon's to derive: a child joining or leaving changes its parent's.
      if (previous?.parentSku !== next.parentSku) {
        const left = catalogue.get(previous?.parentSku ?? '');
        if (left?.childSkus) left.childSkus = left.childSkus.filter((s) => s !== sku);
        const joined = catalogue.get(next.parentSku ?? '');
        if (joined) joined.childSkus = [...new Set([...(joined.childSkus ?? []), sku])].sort();
      }
      later(reflectionDelay, () => {
        const current = catalogue.get(sku);
        if (!current) return;
        const shown = displayedFrom(current.asin, current.attributes, account.marketplaceId);
        for (const name of failing.get(`${keyOf(account)}\u0000${sku}`) ?? []) {
          const slot = IMAGE_SLOTS.indexOf(name as (typeof IMAGE_SLOTS)[number]);
          const old = before ?? shown;
          if (slot >= 0) {
            const variant = ['MAIN', 'PT01', 'PT02', 'PT03', 'PT04', 'PT05', 'PT06', 'PT07', 'PT08', 'SWCH'][
              slot
            ];
            const images = shown.images[0]?.images.filter((i) => i.variant !== variant) ?? [];
            const kept = old.images[0]?.images.find((i) => i.variant === variant);
            shown.images = [
              { marketplaceId: account.marketplaceId, images: kept ? [...images, kept] : images },
            ];
          } else if (old.attributes[name]) shown.attributes[name] = structuredClone(old.attributes[name]);
          else delete shown.attributes[name];
        }
        current.displayed = shown;
      });
    });
  };

  const submission = (
    sku: string,
    status: ListingsSubmission['status'],
    issues = [] as ListingsSubmission['issues'],
  ) => ({
    sku,
    status,
    submissionId: randomUUID().replaceAll('-', ''),
    issues,
  });

  const itemOf = (account: SellerAccount, l: SimulatedListing, included: IncludedData[]): ListingsItem => {
    const m = account.marketplaceId;
    const item: ListingsItem = { sku: l.sku };
    const main = l.displayed.images[0]?.images.find((i) => i.variant === 'MAIN');
    if (included.includes('summaries'))
      item.summaries = [
        {
          marketplaceId: m,
          asin: l.asin,
          productType: l.productType,
          conditionType: 'new_new',
          status: [...l.status],
          itemName: String(l.attributes.item_name?.[0]?.value ?? ''),
          createdDate: l.createdDate,
          lastUpdatedDate: l.lastUpdatedDate,
          ...(main ? { mainImage: { link: main.link, height: main.height, width: main.width } } : {}),
        },
      ];
    if (included.includes('attributes')) item.attributes = structuredClone(l.attributes);
    if (included.includes('issues')) item.issues = structuredClone(l.issues);
    if (included.includes('productTypes'))
      item.productTypes = [{ marketplaceId: m, productType: l.productType }];
    if (included.includes('offers')) {
      const price = l.attributes.list_price?.[0]?.value;
      item.offers =
        typeof price === 'number'
          ? [{ marketplaceId: m, offerType: 'B2C', price: { currencyCode: 'USD', amount: price.toFixed(2) } }]
          : [];
    }
    if (included.includes('relationships'))
      item.relationships = [
        {
          marketplaceId: m,
          relationships:
            l.parentSku || l.childSkus
              ? [
                  {
                    type: 'VARIATION',
                    ...(l.parentSku ? { parentSkus: [l.parentSku] } : {}),
                    ...(l.childSkus ? { childSkus: [...l.childSkus] } : {}),
                    ...(l.variationTheme
                      ? {
                          variationTheme: {
                            attributes: l.variationTheme.toLowerCase().split('/'),
                            theme: l.variationTheme,
                          },
                        }
                      : {}),
                  },
                ]
              : [],
        },
      ];
    return item;
  };

  const fromAttributes = (
    account: SellerAccount,
    sku: string,
    productType: string,
    attributes: ListingAttributes,
    before: SimulatedListing | undefined,
  ): SimulatedListing => {
    const parentSku = attributes.child_parent_sku_relationship?.[0]?.parent_sku;
    const theme = attributes.variation_theme?.[0]?.name;
    const asin = before?.asin ?? `B0${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    return {
      sku,
      asin,
      productType,
      status: before?.status.length ? before.status : ['DISCOVERABLE'],
      createdDate: before?.createdDate ?? now().toISOString(),
      lastUpdatedDate: now().toISOString(),
      attributes: structuredClone(attributes),
      issues: [],
      ...(typeof parentSku === 'string' ? { parentSku } : {}),
      ...(before?.childSkus ? { childSkus: before.childSkus } : {}),
      ...(typeof theme === 'string' ? { variationTheme: theme } : {}),
      displayed: before?.displayed ?? displayedFrom(asin, {}, account.marketplaceId),
    };
  };

  /** A patch as Amazon applies it: top-level attributes only, validated, then processed later. */
  const applyPatch = (
    account: SellerAccount,
    sku: string,
    body: ListingsItemPatchRequest,
    preview: boolean,
  ): ListingsSubmission => {
    const before = catalogueOf(account).get(sku);
    if (!before)
      return submission(sku, 'INVALID', [
        {
          code: '4000004',
          message: `The SKU ${sku} does not exist in this marketplace.`,
          severity: 'ERROR',
          categories: ['INVALID_ATTRIBUTE'],
        },
      ]);
    const attributes = structuredClone(before.attributes);
    const nested = body.patches.filter((p) => !/^\/attributes\/[a-z0-9_]+$/.test(p.path));
    if (nested.length > 0)
      return submission(sku, 'INVALID', [
        {
          code: '4000003',
          message: 'Only top-level listings item attributes can be patched.',
          severity: 'ERROR',
          categories: ['INVALID_ATTRIBUTE'],
          attributeNames: nested.map((p) => p.path),
        },
      ]);
    for (const patch of body.patches) {
      const name = patch.path.slice('/attributes/'.length);
      if (patch.op === 'delete') delete attributes[name];
      else if (patch.op === 'merge') attributes[name] = [...(attributes[name] ?? []), ...(patch.value ?? [])];
      else attributes[name] = structuredClone(patch.value ?? []);
    }
    const issues = validateSubmission(body.productType, attributes, true);
    if (issues.length > 0) return submission(sku, 'INVALID', issues);
    if (preview) return submission(sku, 'VALID');
    process(account, sku, fromAttributes(account, sku, body.productType, attributes, before));
    return submission(sku, 'ACCEPTED');
  };

  // Feeds: queued, then processed message by message after a delay that grows with their number.
  const feeds = new Map<string, { status: FeedProcessingStatus; report?: ListingsFeedReport }>();
  let nextFeedId = 50_001_000_000;
  const feedDelay = (messages: number) =>
    (options.feedProcessingDelayMs ?? 3_000) + messages * (options.feedDelayPerMessageMs ?? 0.2);
  const processFeed = (
    account: SellerAccount,
    feedId: string,
    messages: ListingsFeedMessage[],
  ): ListingsFeedReport => {
    const issues: ListingsFeedReport['issues'] = [];
    let invalid = 0;
    for (const message of messages) {
      const outcome = applyPatch(
        account,
        message.sku,
        { productType: message.productType, patches: message.patches },
        false,
      );
      if (outcome.status !== 'ACCEPTED') invalid += 1;
      for (const issue of outcome.issues) issues.push({ messageId: message.messageId, ...issue });
    }
    return {
      header: { sellerId: account.sellerId, version: '2.0', feedId },
      issues,
      summary: {
        errors: issues.filter((i) => i.severity === 'ERROR').length,
        warnings: issues.filter((i) => i.severity === 'WARNING').length,
        messagesProcessed: messages.length,
        messagesAccepted: messages.length - invalid,
        messagesInvalid: invalid,
      },
    };
  };

  return {
    failNext: (...args) => service.failNext(...args),
    failReflection: (account, sku, names) => failing.set(`${keyOf(account)}\u0000${sku}`, names),
    async settle() {
      // Processing schedules the reflection: run until nothing is left.
      while (pending.size > 0) for (const work of [...pending]) work();
    },
    peek: (account, sku) => catalogueOf(account).get(sku),
    catalogue: (account) => [...catalogueOf(account).values()],
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pending.clear();
    },

    getListingsItem: (account, sku, included = ['summaries']) =>
      call(account, 'listingsItems.getListingsItem', () => {
        const found = catalogueOf(account).get(sku);
        return found ? itemOf(account, found, included) : null;
      }),

    putListingsItem: (account, sku, body, opts) =>
      call(account, 'listingsItems.putListingsItem', () => {
        const issues = validateSubmission(
          body.productType,
          body.attributes,
          body.requirements !== 'LISTING_OFFER_ONLY',
        );
        if (issues.length > 0) return submission(sku, 'INVALID', issues);
        const before = catalogueOf(account).get(sku);
        if (opts?.mode === 'VALIDATION_PREVIEW')
          return {
            ...submission(sku, 'VALID'),
            identifiers: [{ marketplaceId: account.marketplaceId, ...(before ? { asin: before.asin } : {}) }],
          };
        process(account, sku, fromAttributes(account, sku, body.productType, body.attributes, before));
        return submission(sku, 'ACCEPTED');
      }),

    patchListingsItem: (account, sku, body, opts) =>
      call(account, 'listingsItems.patchListingsItem', () => {
        if (!catalogueOf(account).has(sku))
          throw new ConnectorError(LISTINGS_SERVICE, 'patchListingsItem', 404, false);
        return applyPatch(account, sku, body, opts?.mode === 'VALIDATION_PREVIEW');
      }),

    createListingsFeed: (account, messages) =>
      call(account, 'feeds.createFeedDocument', () => undefined).then(() =>
        call(account, 'feeds.createFeed', () => {
          // Amazon refuses the document outright past its limits; nothing of it is processed.
          const size = Buffer.byteLength(JSON.stringify({ header: {}, messages }));
          if (messages.length > FEED_MAX_MESSAGES || size > FEED_MAX_BYTES)
            throw new ConnectorError(LISTINGS_SERVICE, 'createFeed', 400, false);
          const feedId = String(nextFeedId++);
          feeds.set(feedId, { status: 'IN_QUEUE' });
          later(feedDelay(messages.length), () => {
            feeds.set(feedId, { status: 'DONE', report: processFeed(account, feedId, messages) });
          });
          return { feedId };
        }),
      ),

    getListingsFeed: (account, feedId) =>
      call(account, 'feeds.getFeed', () => feeds.get(feedId)).then(async (feed) => {
        if (!feed) throw new ConnectorError(LISTINGS_SERVICE, 'getFeed', 404, false);
        if (!feed.report) return { processingStatus: feed.status };
        const report = feed.report;
        return call(account, 'feeds.getFeedDocument', () => ({
          processingStatus: 'DONE' as const,
          report: structuredClone(report),
        }));
      }),

    deleteListingsItem: (account, sku) =>
      call(account, 'listingsItems.deleteListingsItem', () => {
        if (!catalogueOf(account).has(sku))
          throw new ConnectorError(LISTINGS_SERVICE, 'deleteListingsItem', 404, false);
        process(account, sku, null);
        return submission(sku, 'ACCEPTED');
      }),

    searchListingsItems: (account, query) =>
      call(account, 'listingsItems.searchListingsItems', () => {
        const pageSize = Math.min(20, Math.max(1, query.pageSize ?? 10));
        const sortBy = query.sortBy ?? 'lastUpdatedDate';
        const direction = (query.sortOrder ?? 'DESC') === 'ASC' ? 1 : -1;
        const wanted = query.identifiers ? new Set(query.identifiers) : null;
        const matches = [...catalogueOf(account).values()]
          .filter((l) => !wanted || wanted.has(query.identifiersType === 'ASIN' ? l.asin : l.sku))
          .filter((l) => !query.variationParentSku || l.parentSku === query.variationParentSku)
          .filter((l) => !query.lastUpdatedAfter || l.lastUpdatedDate > query.lastUpdatedAfter)
          .sort(
            (a, b) =>
              direction *
              (sortBy === 'sku' ? a.sku.localeCompare(b.sku) : a[sortBy].localeCompare(b[sortBy])),
          )
          .slice(0, MAX_SEARCH_RESULTS);
        const offset = query.pageToken ? Number(Buffer.from(query.pageToken, 'base64url').toString()) : 0;
        const page = matches.slice(offset, offset + pageSize);
        const next =
          offset + pageSize < matches.length
            ? Buffer.from(String(offset + pageSize)).toString('base64url')
            : undefined;
        return {
          numberOfResults: matches.length,
          items: page.map((l) => itemOf(account, l, query.includedData ?? ['summaries'])),
          ...(next ? { pagination: { nextToken: next } } : {}),
        };
      }),

    getDefinitionsProductType: (account, productType, opts) =>
      call(account, 'definitions.getDefinitionsProductType', () =>
        productTypeDefinition(
          productType,
          account.marketplaceId,
          opts?.locale ?? localeOf(account.marketplaceId),
        ),
      ),

    searchDefinitionsProductTypes: (account, keywords) =>
      call(account, 'definitions.searchDefinitionsProductTypes', () =>
        PRODUCT_TYPE_NAMES.map((name) => productTypeDefinition(name, account.marketplaceId))
          .filter((d) => d !== null)
          .filter(
            (d) =>
              !keywords ||
              `${d.productType} ${d.displayName}`.toLowerCase().includes(keywords.trim().toLowerCase()),
          )
          .map((d) => ({
            name: d.productType,
            displayName: d.displayName,
            marketplaceIds: d.marketplaceIds,
          })),
      ),

    getCatalogItem: (account, asin) =>
      call(account, 'catalogItems.getCatalogItem', () => {
        const found = findByAsin(account, asin);
        return found ? structuredClone(found.displayed) : null;
      }),

    async allListingsReport(account) {
      // createReport, then a getReport poll, then the document: one token of each bucket.
      await call(account, 'reports.createReport', () => undefined);
      await call(account, 'reports.getReport', () => undefined);
      return call(account, 'reports.getReportDocument', () =>
        stringify(
          [...catalogueOf(account).values()].map((l) => ({
            'item-name': String(l.attributes.item_name?.[0]?.value ?? ''),
            'seller-sku': l.sku,
            price: String(l.attributes.list_price?.[0]?.value ?? ''),
            'open-date': l.createdDate,
            asin1: l.asin,
            status: l.status.length ? 'Active' : 'Inactive',
          })),
          { header: true, delimiter: '\t' },
        ),
      );
    },
  };
}
