import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/paths.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Finding 8: formula cells in CSV, public brand images, reusable export links, nginx addresses.
describe('exports and brand images', () => {
  const api = backendForFile();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await api.login('admin@demo.test')).accessToken;
  });

  const exportLink = async (brandCode: string): Promise<string> => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await api.call('POST', '/advertising/performance-download', {
      token: adminToken,
      body: {
        filters: { from: day(-30), to: day(-1), groupBy: 'campaign', brandCodes: [brandCode] },
        adsType: 'sp',
        displayType: 'group',
        marketplaceName: 'United States',
      },
    });
    expect(res.body.status).toBe(true);
    return `${api.url}${new URL(res.body.message).pathname}`;
  };

  it('neutralizes campaign names that a spreadsheet would run as formulas', async () => {
    const campaign = await api.backend.db
      .selectFrom('ad_entities')
      .select(['campaign_id', 'brand_code'])
      .where('ad_type', '=', 'sp')
      .where('campaign_id', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await api.backend.db
      .updateTable('ad_entities')
      .set({ campaign_name: '=HYPERLINK("http://evil.test","open")' })
      .where('campaign_id', '=', campaign.campaign_id)
      .execute();

    const csv = await (await fetch(await exportLink(campaign.brand_code))).text();

    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""open"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('serves an export link once: a second caller with the same link gets nothing', async () => {
    const link = await exportLink('MC001');

    const first = await fetch(link);
    await first.text();
    const second = await fetch(link);

    expect(first.status).toBe(200);
    expect(second.status).toBe(404);
  });

  it('does not serve a brand image without the signed link of its report', async () => {
    expect((await fetch(`${api.url}/brand-assets/MC001/logo`)).status).toBe(404);
    expect((await fetch(`${api.url}/brand-assets/MC001/logo?sig=forged`)).status).toBe(404);
  });

  it("serves it by the report's link, and only for that brand", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const report = await api.call('GET', `/brandreports/MC001/${month}`, { token: adminToken });
    const logo = new URL(report.body.brandInfo.logo);

    expect((await fetch(`${api.url}${logo.pathname}${logo.search}`)).status).toBe(200);
    const other = `${api.url}${logo.pathname.replace('MC001', 'MR001')}${logo.search}`;
    expect((await fetch(other)).status).toBe(404);
  });

  it('has the compose nginx pass the browser address on every proxied location', () => {
    const conf = readFileSync(join(REPO_ROOT, 'docker', 'nginx.conf'), 'utf8');
    const server = conf.slice(conf.indexOf('server {'));
    const beforeLocations = server.slice(0, server.indexOf('location'));

    // Set at server level, so every location that proxies inherits it (and /graphql repeats it).
    expect(beforeLocations).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    const graphql = server.slice(
      server.indexOf('location /graphql'),
      server.indexOf('}', server.indexOf('location /graphql')),
    );
    expect(graphql).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});
