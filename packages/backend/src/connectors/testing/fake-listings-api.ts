import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type {
  IncludedData,
  ListingsConnector,
  ListingsFeedMessage,
  SearchListingsQuery,
} from '../listings/listings-connector.ts';
import type { DefinitionLocale, Requirements } from '../listings/product-types/definition.ts';
import { type HttpFake, type SeenRequest, sendJson, startHttpFake } from './http-fake.ts';

export const FAKE_LISTINGS_LWA = {
  clientId: 'amzn1.application-oa2-client.listings',
  clientSecret: 'listings-secret',
};

export interface FakeListingsApi extends HttpFake {
  tokenUrl: string;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : undefined);

/**
 * A local HTTP fake of the Selling Partner API's listings calls (Listings Items, Catalog Items,
 * Product Type Definitions, Feeds, the All Listings report) and of LWA, answering through a
 * marketplace the test gives it (the simulator): the adapter's HTTP shapes are checked against
 * the same behaviour the rest of the portal is tested on. Tokens are checked on every call and
 * documents sit behind separate, token-less (pre-signed) URLs, gzipped as Amazon serves them.
 */
export async function startFakeListingsApi(
  marketplace: ListingsConnector,
  refreshTokens: Record<string, string>,
): Promise<FakeListingsApi> {
  const sellerOfToken = new Map<string, string>();
  const uploads = new Map<string, string | null>();
  const downloads = new Map<string, string>();
  const feeds = new Map<string, { sellerId: string; marketplaceId: string }>();
  const reports = new Map<string, { sellerId: string; marketplaceId: string }>();

  const fake = await startHttpFake(async (req: SeenRequest, res: ServerResponse) => {
    if (req.path === '/auth/o2/token') return token(req, res);
    const upload = /^\/upload\/(.+)$/.exec(req.path);
    if (upload && req.method === 'PUT' && uploads.has(upload[1] ?? '')) {
      uploads.set(upload[1] ?? '', req.body);
      return void res.writeHead(200).end();
    }
    const schema = /^\/schema\/(.+)$/.exec(req.path);
    if (schema && downloads.has(schema[1] ?? ''))
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(downloads.get(schema[1] ?? ''));
    const download = /^\/download\/(.+)$/.exec(req.path);
    if (download) {
      const body = downloads.get(download[1] ?? '');
      if (body === undefined) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(gzipSync(body));
    }
    const access = req.headers['x-amz-access-token'];
    const sellerId = typeof access === 'string' ? sellerOfToken.get(access) : undefined;
    if (!sellerId) return sendJson(res, 403, { errors: [{ code: 'Unauthorized' }] });
    return answer(req, res, sellerId);
  });

  function token(req: SeenRequest, res: ServerResponse) {
    const form = new URLSearchParams(req.body);
    const seller = Object.entries(refreshTokens).find(([, t]) => t === form.get('refresh_token'))?.[0];
    if (
      form.get('grant_type') !== 'refresh_token' ||
      form.get('client_id') !== FAKE_LISTINGS_LWA.clientId ||
      form.get('client_secret') !== FAKE_LISTINGS_LWA.clientSecret ||
      !seller
    )
      return sendJson(res, 400, { error: 'invalid_grant' });
    const access = `Atza|${randomUUID()}`;
    sellerOfToken.set(access, seller);
    sendJson(res, 200, { access_token: access, token_type: 'bearer', expires_in: 3600 });
  }

  const document = (body: string) => {
    const id = `amzn1.tortuga.${randomUUID()}`;
    downloads.set(id, body);
    return id;
  };

  async function answer(req: SeenRequest, res: ServerResponse, sellerId: string) {
    const account = { sellerId, marketplaceId: req.query.get('marketplaceIds') ?? '' };
    const notFound = () => sendJson(res, 404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
    const mode =
      req.query.get('mode') === 'VALIDATION_PREVIEW' ? { mode: 'VALIDATION_PREVIEW' as const } : {};

    const item = /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (item) {
      if (decodeURIComponent(item[1] ?? '') !== sellerId) return sendJson(res, 403, { errors: [] });
      const sku = decodeURIComponent(item[2] ?? '');
      if (req.method === 'GET') {
        const included = list(req.query.get('includedData')) as IncludedData[] | undefined;
        const found = await marketplace.getListingsItem(account, sku, included);
        return found ? sendJson(res, 200, found) : notFound();
      }
      if (req.method === 'PUT')
        return sendJson(
          res,
          200,
          await marketplace.putListingsItem(account, sku, JSON.parse(req.body), mode),
        );
      if (req.method === 'PATCH')
        return sendJson(
          res,
          200,
          await marketplace.patchListingsItem(account, sku, JSON.parse(req.body), mode),
        );
      if (req.method === 'DELETE')
        return sendJson(res, 200, await marketplace.deleteListingsItem(account, sku));
    }
    if (req.method === 'GET' && req.path === `/listings/2021-08-01/items/${encodeURIComponent(sellerId)}`) {
      const pageSize = req.query.get('pageSize');
      const query: SearchListingsQuery = {
        identifiers: list(req.query.get('identifiers')),
        identifiersType: (req.query.get('identifiersType') ??
          undefined) as SearchListingsQuery['identifiersType'],
        sortBy: (req.query.get('sortBy') ?? undefined) as SearchListingsQuery['sortBy'],
        sortOrder: (req.query.get('sortOrder') ?? undefined) as SearchListingsQuery['sortOrder'],
        pageSize: pageSize ? Number(pageSize) : undefined,
        pageToken: req.query.get('pageToken') ?? undefined,
        includedData: list(req.query.get('includedData')) as IncludedData[] | undefined,
      };
      return sendJson(res, 200, await marketplace.searchListingsItems(account, query));
    }
    const catalog = /^\/catalog\/2022-04-01\/items\/([^/]+)$/.exec(req.path);
    if (catalog) {
      const found = await marketplace.getCatalogItem(account, decodeURIComponent(catalog[1] ?? ''));
      return found ? sendJson(res, 200, found) : notFound();
    }
    const definition = /^\/definitions\/2020-09-01\/productTypes\/([^/]+)$/.exec(req.path);
    if (definition) {
      const found = await marketplace.getDefinitionsProductType(
        account,
        decodeURIComponent(definition[1] ?? ''),
        {
          locale: (req.query.get('locale') ?? undefined) as DefinitionLocale | undefined,
          requirements: (req.query.get('requirements') ?? undefined) as Requirements | undefined,
        },
      );
      if (!found) return notFound();
      const { schemaDocument, ...rest } = found;
      // The schema is a separate document behind its own (pre-signed) link, as Amazon serves it.
      const schemaId = randomUUID();
      downloads.set(schemaId, JSON.stringify(schemaDocument));
      return sendJson(res, 200, {
        ...rest,
        schema: { ...rest.schema, link: { resource: `${fake.url}/schema/${schemaId}`, verb: 'GET' } },
      });
    }
    if (req.method === 'GET' && req.path === '/definitions/2020-09-01/productTypes')
      return sendJson(res, 200, {
        productTypes: await marketplace.searchDefinitionsProductTypes(
          account,
          req.query.get('keywords') ?? undefined,
        ),
        productTypeVersion: 'LATEST',
      });
    return feedsAndReports(req, res, sellerId);
  }

  async function feedsAndReports(req: SeenRequest, res: ServerResponse, sellerId: string) {
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    const marketplaceIds = (body.marketplaceIds as string[] | undefined) ?? [];
    if (req.method === 'POST' && req.path === '/feeds/2021-06-30/documents') {
      const feedDocumentId = `amzn1.tortuga.${randomUUID()}`;
      uploads.set(feedDocumentId, null);
      return sendJson(res, 201, { feedDocumentId, url: `${fake.url}/upload/${feedDocumentId}` });
    }
    if (req.method === 'POST' && req.path === '/feeds/2021-06-30/feeds') {
      const uploaded = uploads.get(String(body.inputFeedDocumentId));
      if (!uploaded || body.feedType !== 'JSON_LISTINGS_FEED')
        return sendJson(res, 400, { errors: [{ code: 'InvalidInput' }] });
      const account = { sellerId, marketplaceId: marketplaceIds[0] ?? '' };
      const { messages } = JSON.parse(uploaded) as { messages: ListingsFeedMessage[] };
      const { feedId } = await marketplace.createListingsFeed(account, messages);
      feeds.set(feedId, account);
      return sendJson(res, 202, { feedId });
    }
    const feed = /^\/feeds\/2021-06-30\/feeds\/(.+)$/.exec(req.path);
    if (feed) {
      const account = feeds.get(feed[1] ?? '');
      if (!account) return sendJson(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
      const status = await marketplace.getListingsFeed(account, feed[1] ?? '');
      return sendJson(res, 200, {
        feedId: feed[1],
        feedType: 'JSON_LISTINGS_FEED',
        processingStatus: status.processingStatus,
        ...(status.report ? { resultFeedDocumentId: document(JSON.stringify(status.report)) } : {}),
      });
    }
    if (req.method === 'POST' && req.path === '/reports/2021-06-30/reports') {
      const reportId = randomUUID();
      reports.set(reportId, { sellerId, marketplaceId: marketplaceIds[0] ?? '' });
      return sendJson(res, 202, { reportId });
    }
    const report = /^\/reports\/2021-06-30\/reports\/(.+)$/.exec(req.path);
    if (report) {
      const account = reports.get(report[1] ?? '');
      if (!account) return sendJson(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
      const reportDocumentId = document(await marketplace.allListingsReport(account));
      return sendJson(res, 200, { reportId: report[1], processingStatus: 'DONE', reportDocumentId });
    }
    const stored = /^\/(?:feeds\/2021-06-30|reports\/2021-06-30)\/documents\/(.+)$/.exec(req.path);
    if (stored && downloads.has(stored[1] ?? ''))
      return sendJson(res, 200, { url: `${fake.url}/download/${stored[1]}`, compressionAlgorithm: 'GZIP' });
    sendJson(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
  }

  return { ...fake, tokenUrl: `${fake.url}/auth/o2/token` };
}
