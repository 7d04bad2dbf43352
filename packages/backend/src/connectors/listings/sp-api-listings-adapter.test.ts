import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThrottledError } from '../../jobs/job-errors.ts';
import { ConnectorError } from '../connector-errors.ts';
import { createConnectorHttp } from '../http/connector-http.ts';
import {
  FAKE_LISTINGS_LWA,
  type FakeListingsApi,
  startFakeListingsApi,
} from '../testing/fake-listings-api.ts';
import type { ListingsConnector } from './listings-connector.ts';
import { createListingsSimulator, type ListingsSimulator, UNTHROTTLED_RATES } from './listings-simulator.ts';
import { createSpApiListingsAdapter } from './sp-api-listings-adapter.ts';

const SELLER = { sellerId: 'A1ADAPTERSELLER', marketplaceId: 'ATVPDKIKX0DER' };
const UNKNOWN = { sellerId: 'A1NOTCONNECTED', marketplaceId: 'ATVPDKIKX0DER' };
const RETRIES = 2;

let marketplace: ListingsSimulator;
let fake: FakeListingsApi;
let adapter: ListingsConnector;

beforeAll(async () => {
  // Delays no test waits out: `settle()` stands for Amazon's minutes having passed.
  marketplace = createListingsSimulator({
    listingsPerAccount: 30,
    processingDelayMs: 60_000,
    reflectionDelayMs: 60_000,
    feedProcessingDelayMs: 60_000,
    rates: UNTHROTTLED_RATES,
  });
  fake = await startFakeListingsApi(marketplace, { [SELLER.sellerId]: 'Atzr|adapter-seller' });
  adapter = createSpApiListingsAdapter({
    http: createConnectorHttp({ service: 'Selling Partner API', retries: RETRIES, retryDelayMs: 1 }),
    endpoint: fake.url,
    lwa: { tokenUrl: fake.tokenUrl, ...FAKE_LISTINGS_LWA },
    refreshTokenOf: async (sellerId) => (sellerId === SELLER.sellerId ? 'Atzr|adapter-seller' : null),
    reportPollMs: () => 1,
  });
});
afterAll(async () => {
  marketplace?.close();
  await fake?.close();
});

const firstSku = () => {
  const [listing] = marketplace.catalogue(SELLER);
  if (!listing) throw new Error('the simulated seller has no listing');
  return listing.sku;
};

describe('the Selling Partner listings adapter against a local HTTP fake', () => {
  it('reads a listing, the catalog item and a search as the marketplace answers them', async () => {
    const sku = firstSku();
    const all = ['summaries', 'attributes', 'issues', 'offers', 'relationships', 'productTypes'] as const;

    const item = await adapter.getListingsItem(SELLER, sku, [...all]);
    expect(item).toEqual(await marketplace.getListingsItem(SELLER, sku, [...all]));
    expect(item?.sku).toBe(sku);
    const asin = item?.summaries?.[0]?.asin;
    if (!asin) throw new Error('the simulated listing has no ASIN');
    const shown = await adapter.getCatalogItem(SELLER, asin);
    expect(shown?.asin).toBe(asin);
    expect(shown).toEqual(await marketplace.getCatalogItem(SELLER, asin));
    expect(await adapter.getListingsItem(SELLER, 'NO-SUCH-SKU')).toBeNull();

    const query = {
      identifiers: [sku],
      identifiersType: 'SKU' as const,
      includedData: ['summaries' as const],
    };
    const found = await adapter.searchListingsItems(SELLER, query);
    expect(found).toEqual(await marketplace.searchListingsItems(SELLER, query));
    expect(found.items.map((i) => i.sku)).toEqual([sku]);
  });

  it('sends the seller’s access token, traded from its refresh token, and refuses a seller not connected', async () => {
    await adapter.getListingsItem(SELLER, firstSku());
    const last = fake.seen.at(-1);
    expect(last?.headers['x-amz-access-token']).toMatch(/^Atza\|/);
    expect(last?.query.get('marketplaceIds')).toBe(SELLER.marketplaceId);

    const refused = await adapter.getListingsItem(UNKNOWN, 'ANY').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect((refused as ConnectorError).status).toBe(401);
  });

  it('patches an attribute: accepted now, shown once the marketplace has processed it', async () => {
    const sku = firstSku();
    const before = await adapter.getListingsItem(SELLER, sku, ['summaries']);
    const productType = before?.summaries?.[0]?.productType ?? '';
    const title = 'Adapter title, patched through HTTP';

    const submission = await adapter.patchListingsItem(SELLER, sku, {
      productType,
      patches: [
        {
          op: 'replace',
          path: '/attributes/item_name',
          value: [{ value: title, marketplace_id: SELLER.marketplaceId, language_tag: 'en_US' }],
        },
      ],
    });
    expect(submission).toMatchObject({ sku, status: 'ACCEPTED' });
    await marketplace.settle();
    const after = await adapter.getListingsItem(SELLER, sku, ['attributes']);
    expect(after?.attributes?.item_name?.[0]).toMatchObject({ value: title });
  });

  it('answers a validation preview without changing the listing, and deletes one', async () => {
    const sku = firstSku();
    const preview = await adapter.putListingsItem(
      SELLER,
      sku,
      { productType: 'NO_SUCH_PRODUCT_TYPE', attributes: {} },
      { mode: 'VALIDATION_PREVIEW' },
    );
    expect(preview.status).toBe('INVALID');
    expect(preview.issues.length).toBeGreaterThan(0);

    const [, second] = marketplace.catalogue(SELLER);
    if (!second) throw new Error('the simulated seller has one listing only');
    expect(await adapter.deleteListingsItem(SELLER, second.sku)).toMatchObject({
      sku: second.sku,
      status: 'ACCEPTED',
    });
    await marketplace.settle();
    expect(await adapter.getListingsItem(SELLER, second.sku)).toBeNull();
  });

  it('reads a product type definition with its schema document, and the product types by keyword', async () => {
    const sku = firstSku();
    const productType =
      (await adapter.getListingsItem(SELLER, sku, ['summaries']))?.summaries?.[0]?.productType ?? '';

    const definition = await adapter.getDefinitionsProductType(SELLER, productType);
    const expected = await marketplace.getDefinitionsProductType(SELLER, productType);
    expect(definition?.productType).toBe(productType);
    expect(definition?.schemaDocument).toEqual(expected?.schemaDocument);
    expect(definition?.propertyGroups).toEqual(expected?.propertyGroups);
    expect(await adapter.getDefinitionsProductType(SELLER, 'NO_SUCH_PRODUCT_TYPE')).toBeNull();
    expect(await adapter.searchDefinitionsProductTypes(SELLER)).toEqual(
      await marketplace.searchDefinitionsProductTypes(SELLER),
    );
  });

  it('sends a JSON listings feed through an uploaded document and reads its processing report', async () => {
    const [a, b] = marketplace.catalogue(SELLER).slice(2, 4);
    if (!a || !b) throw new Error('the simulated seller has too few listings');
    const message = (messageId: number, sku: string, productType: string) => ({
      messageId,
      sku,
      operationType: 'PATCH' as const,
      productType,
      patches: [
        {
          op: 'replace' as const,
          path: '/attributes/item_name',
          value: [
            { value: `Feed title ${messageId}`, marketplace_id: SELLER.marketplaceId, language_tag: 'en_US' },
          ],
        },
      ],
    });
    const types = await Promise.all(
      [a, b].map(
        async (l) =>
          (await adapter.getListingsItem(SELLER, l.sku, ['summaries']))?.summaries?.[0]?.productType ?? '',
      ),
    );

    const { feedId } = await adapter.createListingsFeed(SELLER, [
      message(1, a.sku, types[0] ?? ''),
      message(2, b.sku, types[1] ?? ''),
    ]);
    const upload = fake.seen.find((r) => r.method === 'PUT' && r.path.startsWith('/upload/'));
    expect(upload?.headers['x-amz-access-token']).toBeUndefined();
    expect(JSON.parse(upload?.body ?? '{}').header).toMatchObject({
      sellerId: SELLER.sellerId,
      version: '2.0',
    });
    expect((await adapter.getListingsFeed(SELLER, feedId)).processingStatus).not.toBe('DONE');

    await marketplace.settle();
    const done = await adapter.getListingsFeed(SELLER, feedId);
    expect(done.processingStatus).toBe('DONE');
    expect(done.report?.summary).toMatchObject({ messagesProcessed: 2 });
  });

  it('reads the All Listings report through the reports flow, as the marketplace writes it', async () => {
    expect(await adapter.allListingsReport(SELLER)).toBe(await marketplace.allListingsReport(SELLER));
  });

  it('waits out a 429 and answers, and gives the throttle back to the job when it persists', async () => {
    const sku = firstSku();
    fake.failNext(RETRIES, 429, '0');
    expect((await adapter.getListingsItem(SELLER, sku))?.sku).toBe(sku);

    fake.failNext(RETRIES + 1, 429, '0');
    const failed = await adapter.getListingsItem(SELLER, sku).catch((error: unknown) => error);
    // The job goes back to the queue instead of holding a worker (ADR 0301).
    expect(failed).toBeInstanceOf(ThrottledError);
  });
});
