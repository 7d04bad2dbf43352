import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { TokenBucket } from 'limiter';
import { applyPatches, listingFromPut } from '../sp-api/local-listings.ts';
import type {
  ListingsItem,
  ListingsItemPatch,
  ListingsItemPut,
} from '../sp-api/selling-partner-connector.ts';
import { SELLING_PARTNER_RATES, type TokenBucketRate } from '../throttle/selling-partner-rates.ts';
import { type HttpFake, type SeenRequest, sendJson, startHttpFake } from './http-fake.ts';

export const FAKE_LWA = { clientId: 'amzn1.application-oa2-client.fake', clientSecret: 'fake-secret' };

export interface FakeSpApiOptions {
  /** The refresh token each seller granted. */
  refreshTokens: Record<string, string>;
  /** A report's text, or null for "no data" (CANCELLED). */
  reportBody(reportType: string, dataStartTime: string | undefined): string | null;
  rates?: Partial<Record<string, TokenBucketRate>>;
}

export interface FakeSpApi extends HttpFake {
  tokenUrl: string;
  /** Access tokens handed out, in order. */
  issued: string[];
}

/**
 * A local HTTP fake of the Selling Partner API and its LWA token endpoint, close enough to the
 * real one for the adapter's contract tests: tokens checked on every call, listings reflected
 * after the submission answered, reports that take two polls and gzipped documents behind a
 * separate (pre-signed) URL, and 429 when a seller's bucket is spent.
 */
export async function startFakeSpApi(options: FakeSpApiOptions): Promise<FakeSpApi> {
  const issued: string[] = [];
  const listings = new Map<string, ListingsItem>();
  const reports = new Map<string, { type: string; start?: string; polls: number }>();
  const documents = new Map<string, string>();
  const buckets = new Map<string, TokenBucket>();
  const rates = { ...SELLING_PARTNER_RATES, ...options.rates } as Record<string, TokenBucketRate>;

  const spend = (seller: string, operation: string): boolean => {
    const id = `${seller}:${operation}`;
    let bucket = buckets.get(id);
    if (!bucket) {
      const rate = rates[operation] as TokenBucketRate;
      bucket = new TokenBucket({
        bucketSize: rate.burst,
        tokensPerInterval: 1,
        interval: 1000 / rate.perSecond,
      });
      bucket.content = rate.burst;
      buckets.set(id, bucket);
    }
    return bucket.tryRemoveTokens(1);
  };

  const fake = await startHttpFake((req: SeenRequest, res: ServerResponse) => {
    if (req.path === '/auth/o2/token') return token(req, res);
    if (req.path.startsWith('/download/')) {
      const body = documents.get(req.path.slice('/download/'.length));
      if (body === undefined) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(gzipSync(body));
    }
    const access = req.headers['x-amz-access-token'];
    if (typeof access !== 'string' || !issued.includes(access))
      return sendJson(res, 403, { errors: [{ code: 'Unauthorized' }] });
    const seller = sellerOfToken.get(access) as string;
    const item = /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (item)
      return listing(req, res, decodeURIComponent(item[1] ?? ''), decodeURIComponent(item[2] ?? ''), seller);
    if (req.method === 'POST' && req.path === '/reports/2021-06-30/reports') {
      if (!spend(seller, 'reports.createReport'))
        return sendJson(res, 429, { errors: [{ code: 'QuotaExceeded' }] });
      const body = JSON.parse(req.body) as { reportType: string; dataStartTime?: string };
      const reportId = randomUUID();
      reports.set(reportId, { type: body.reportType, start: body.dataStartTime?.slice(0, 10), polls: 0 });
      return sendJson(res, 202, { reportId });
    }
    const report = /^\/reports\/2021-06-30\/reports\/(.+)$/.exec(req.path);
    if (report) {
      const found = reports.get(report[1] ?? '');
      if (!found) return sendJson(res, 404, { errors: [{ code: 'NotFound' }] });
      found.polls += 1;
      if (found.polls < 2)
        return sendJson(res, 200, { reportId: report[1], processingStatus: 'IN_PROGRESS' });
      const text = options.reportBody(found.type, found.start);
      if (text === null) return sendJson(res, 200, { reportId: report[1], processingStatus: 'CANCELLED' });
      const reportDocumentId = `amzn1.spdoc.${randomUUID()}`;
      documents.set(reportDocumentId, text);
      return sendJson(res, 200, { reportId: report[1], processingStatus: 'DONE', reportDocumentId });
    }
    const document = /^\/reports\/2021-06-30\/documents\/(.+)$/.exec(req.path);
    if (document && documents.has(document[1] ?? ''))
      return sendJson(res, 200, {
        reportDocumentId: document[1],
        url: `${fake.url}/download/${document[1]}`,
        compressionAlgorithm: 'GZIP',
      });
    sendJson(res, 404, { errors: [{ code: 'NotFound' }] });
  });
  const sellerOfToken = new Map<string, string>();

  function token(req: SeenRequest, res: ServerResponse) {
    const form = new URLSearchParams(req.body);
    const seller = Object.entries(options.refreshTokens).find(
      ([, t]) => t === form.get('refresh_token'),
    )?.[0];
    if (
      form.get('grant_type') !== 'refresh_token' ||
      form.get('client_id') !== FAKE_LWA.clientId ||
      form.get('client_secret') !== FAKE_LWA.clientSecret ||
      !seller
    )
      return sendJson(res, 400, { error: 'invalid_grant' });
    const access = `Atza|${randomUUID()}`;
    issued.push(access);
    sellerOfToken.set(access, seller);
    sendJson(res, 200, { access_token: access, token_type: 'bearer', expires_in: 3600 });
  }

  function listing(req: SeenRequest, res: ServerResponse, pathSeller: string, sku: string, seller: string) {
    if (pathSeller !== seller) return sendJson(res, 403, { errors: [{ code: 'Unauthorized' }] });
    const marketplaceId = req.query.get('marketplaceIds') ?? '';
    const key = `${seller}:${marketplaceId}:${sku}`;
    const operation = { GET: 'getListingsItem', PUT: 'putListingsItem', PATCH: 'patchListingsItem' }[
      req.method
    ];
    if (!operation) return sendJson(res, 405, {});
    if (!spend(seller, `listingsItems.${operation}`))
      return sendJson(res, 429, { errors: [{ code: 'QuotaExceeded' }] });
    const current = listings.get(key);
    if (req.method === 'GET')
      return current ? sendJson(res, 200, current) : sendJson(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
    if (req.method === 'PATCH' && !current) return sendJson(res, 404, { errors: [{ code: 'NOT_FOUND' }] });
    const account = { sellerId: seller, marketplaceId };
    const body = JSON.parse(req.body) as ListingsItemPut & ListingsItemPatch;
    // Accepted now, reflected a moment later, as Amazon processes submissions.
    setImmediate(() =>
      listings.set(
        key,
        current && req.method === 'PATCH'
          ? applyPatches(current, body)
          : listingFromPut(account, sku, body, current),
      ),
    );
    sendJson(res, 200, { sku, status: 'ACCEPTED', submissionId: randomUUID(), issues: [] });
  }

  return { ...fake, tokenUrl: `${fake.url}/auth/o2/token`, issued };
}
