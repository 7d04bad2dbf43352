import { afterAll, describe, expect, it } from 'vitest';
import { ThrottledError } from '../../jobs/job-errors.ts';
import { ConnectorError } from '../connector-errors.ts';
import { createConnectorHttp } from '../http/connector-http.ts';
import type { FaultStatus } from '../local/local-service.ts';
import { startFakeAdsApi } from '../testing/fake-ads-api.ts';
import { FAKE_LWA } from '../testing/fake-sp-api.ts';
import { createAdsApiAdapter } from './ads-api-adapter.ts';
import {
  ADS_CAMPAIGN_COLUMNS,
  AdsAuthorizationError,
  type AdsConnector,
  type AdsProfile,
} from './ads-connector.ts';
import { ADS_SCOPE, createLocalAdsConnector } from './local-ads-connector.ts';

const PORTAL = 'http://portal.test';
const RETRIES = 1;
const REQUEST = { startDate: '2026-03-01', endDate: '2026-03-02', columns: ADS_CAMPAIGN_COLUMNS };

interface Subject {
  ads: AdsConnector;
  failNext(count: number, status: FaultStatus): void;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const implementations: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'the local connector',
    async start() {
      const ads = createLocalAdsConnector(PORTAL);
      return { ads, failNext: (count, status) => ads.failNext(count, status, 0) };
    },
  },
  {
    name: 'the Ads API adapter against a local HTTP fake',
    async start() {
      const fake = await startFakeAdsApi();
      cleanups.push(() => fake.close());
      const ads = createAdsApiAdapter({
        http: createConnectorHttp({ service: 'Amazon Ads API', retries: RETRIES, retryDelayMs: 1 }),
        endpoint: fake.url,
        consentUrl: fake.consentUrl,
        lwa: { tokenUrl: fake.tokenUrl, ...FAKE_LWA },
        redirectUri: `${PORTAL}/authorize-ads`,
      });
      return { ads, failNext: (count, status) => fake.failNext(count * (RETRIES + 1), status, '0') };
    },
  },
];

/** Follows the consent link as a browser would, to the portal's callback page and its query. */
async function consent(ads: AdsConnector, state: string): Promise<URLSearchParams> {
  let link = ads.authorizationLink(state);
  while (!link.startsWith(PORTAL)) {
    const answer = await fetch(link, { redirect: 'manual' });
    link = answer.headers.get('location') ?? '';
  }
  return new URL(link).searchParams;
}

async function grantedProfile(ads: AdsConnector): Promise<AdsProfile> {
  const back = await consent(ads, 'state-1');
  const grant = await ads.exchangeCode(back.get('code') ?? '', 'state-1', back.get('scope') ?? '');
  return { refreshToken: grant.refreshToken, profileId: '3001' };
}

describe.each(implementations)('the Ads connector: $name', (implementation) => {
  it('returns from consent to the portal with a code that is traded for a refresh token', async () => {
    const { ads } = await implementation.start();

    const back = await consent(ads, 'state-1');
    const grant = await ads.exchangeCode(back.get('code') ?? '', 'state-1', back.get('scope') ?? '');

    expect(back.get('state')).toBe('state-1');
    expect(back.get('scope')).toBe(ADS_SCOPE);
    expect(grant.refreshToken).toMatch(/^Atzr\|/);
  });

  it('refuses a code that the consent page did not issue', async () => {
    const { ads } = await implementation.start();

    const error = await ads.exchangeCode('made-up', 'state-1', ADS_SCOPE).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AdsAuthorizationError);
  });

  it('runs a campaign report with an access token from the refresh token: create, poll, download', async () => {
    const { ads } = await implementation.start();
    const profile = await grantedProfile(ads);

    const { reportId } = await ads.createReport(profile, REQUEST);
    let status = await ads.getReport(profile, reportId);
    while (status.status !== 'COMPLETED') status = await ads.getReport(profile, reportId);
    const rows = await ads.downloadReport(status.url as string);

    expect(rows.map((r) => [r.date, r.campaignId])).toEqual([
      ['2026-03-01', '30011001'],
      ['2026-03-01', '30011002'],
      ['2026-03-02', '30011001'],
      ['2026-03-02', '30011002'],
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual([...ADS_CAMPAIGN_COLUMNS]);
    expect(rows.every((r) => typeof r.clicks === 'number' && typeof r.cost === 'number')).toBe(true);
  });

  it('does not show one profile the report of another', async () => {
    const { ads } = await implementation.start();
    const profile = await grantedProfile(ads);
    const { reportId } = await ads.createReport(profile, REQUEST);

    const error = await ads.getReport({ ...profile, profileId: '9999' }, reportId).catch((e: unknown) => e);

    expect((error as ConnectorError).status).toBe(404);
  });

  it('answers a throttle as a ThrottledError and an outage as a retryable ConnectorError', async () => {
    const { ads, failNext } = await implementation.start();
    const profile = await grantedProfile(ads);
    const { reportId } = await ads.createReport(profile, REQUEST);

    failNext(1, 429);
    const throttled = await ads.getReport(profile, reportId).catch((e: unknown) => e);
    failNext(1, 500);
    const outage = await ads.getReport(profile, reportId).catch((e: unknown) => e);

    expect(throttled).toBeInstanceOf(ThrottledError);
    expect(outage).toBeInstanceOf(ConnectorError);
    expect((outage as ConnectorError).retryable).toBe(true);
    expect((await ads.getReport(profile, reportId)).reportId).toBe(reportId);
  });
});
