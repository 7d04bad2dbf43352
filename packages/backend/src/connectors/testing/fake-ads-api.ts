import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AdsReportRequest } from '../ads-api/ads-connector.ts';
import { localAdsReportRows } from '../ads-api/local-ads-reports.ts';
import { FAKE_LWA } from './fake-sp-api.ts';
import { type HttpFake, type SeenRequest, sendJson, startHttpFake } from './http-fake.ts';

export interface FakeAdsApi extends HttpFake {
  tokenUrl: string;
  consentUrl: string;
}

/**
 * A local HTTP fake of the Amazon Ads API and Login with Amazon: the consent page redirects back
 * with a one-time code, codes and refresh tokens are traded at the token endpoint, and v3 reports
 * (same rows as the local connector's) finish on the second poll, gzipped behind a download URL.
 */
export async function startFakeAdsApi(): Promise<FakeAdsApi> {
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const reports = new Map<string, { profileId: string; request: AdsReportRequest; polls: number }>();

  const fake = await startHttpFake((req: SeenRequest, res: ServerResponse) => {
    if (req.path === '/ap/oa') {
      const code = `ANcode-${randomUUID()}`;
      codes.set(code, req.query.get('redirect_uri') ?? '');
      const back = new URL(req.query.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({
        code,
        state: req.query.get('state') ?? '',
        scope: req.query.get('scope') ?? '',
      }).toString();
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.path === '/auth/o2/token') return token(req, res);
    if (req.path.startsWith('/download/')) {
      const report = reports.get(req.path.slice('/download/'.length));
      if (!report) return void res.writeHead(404).end();
      const rows = localAdsReportRows(report.profileId, report.request);
      return void res.writeHead(200).end(gzipSync(JSON.stringify(rows)));
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!accessTokens.has(bearer) || req.headers['amazon-advertising-api-clientid'] !== FAKE_LWA.clientId)
      return sendJson(res, 401, { code: 'UNAUTHORIZED' });
    const profileId = String(req.headers['amazon-advertising-api-scope'] ?? '');
    if (req.method === 'POST' && req.path === '/reporting/reports') {
      const body = JSON.parse(req.body) as AdsReportRequest & { configuration: { columns: string[] } };
      const reportId = randomUUID();
      const request = {
        startDate: body.startDate,
        endDate: body.endDate,
        columns: body.configuration.columns,
      };
      reports.set(reportId, { profileId, request, polls: 0 });
      return sendJson(res, 200, { reportId, status: 'PENDING' });
    }
    const match = /^\/reporting\/reports\/(.+)$/.exec(req.path);
    const report = match ? reports.get(match[1] ?? '') : undefined;
    if (!report || report.profileId !== profileId) return sendJson(res, 404, { code: 'NOT_FOUND' });
    report.polls += 1;
    if (report.polls < 2) return sendJson(res, 200, { reportId: match?.[1], status: 'PROCESSING' });
    sendJson(res, 200, {
      reportId: match?.[1],
      status: 'COMPLETED',
      url: `${fake.url}/download/${match?.[1]}`,
    });
  });

  function token(req: SeenRequest, res: ServerResponse) {
    const form = new URLSearchParams(req.body);
    if (form.get('client_id') !== FAKE_LWA.clientId || form.get('client_secret') !== FAKE_LWA.clientSecret)
      return sendJson(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.has(code) || codes.get(code) !== form.get('redirect_uri'))
        return sendJson(res, 400, { error: 'invalid_grant' });
      codes.delete(code);
      const refresh = `Atzr|${randomUUID()}`;
      refreshTokens.add(refresh);
      return sendJson(res, 200, {
        access_token: issue(),
        refresh_token: refresh,
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    if (form.get('grant_type') === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? ''))
      return sendJson(res, 200, { access_token: issue(), token_type: 'bearer', expires_in: 3600 });
    sendJson(res, 400, { error: 'invalid_grant' });
  }
  const issue = () => {
    const access = `Atza|${randomUUID()}`;
    accessTokens.add(access);
    return access;
  };

  return { ...fake, tokenUrl: `${fake.url}/auth/o2/token`, consentUrl: `${fake.url}/ap/oa` };
}
