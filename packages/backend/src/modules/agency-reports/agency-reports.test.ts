import { addIsoDays, todayUtc } from '@portal/schema';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { waitForJob } from '../../test-support/jobs.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { zipOf } from './report-archive.ts';

type CsvRow = Record<string, string>;

/** The entries of a zip archive by name, read with yauzl (as a user's unzip would). */
function unzip(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const csvRows = (text: string): CsvRow[] => parse(text, { columns: true, skip_empty_lines: true });
const num = (cell: string | undefined) => (cell === undefined || cell === '' ? null : Number(cell));
const cents = (n: number) => Math.round(n * 100);

const yesterday = addIsoDays(todayUtc(), -1);
// Six whole months through yesterday's month: the commission screens charge whole months.
const firstOfMonthsAgo = (months: number) => {
  const d = new Date(`${yesterday.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};
const RANGE = { from: firstOfMonthsAgo(5), to: yesterday };
const ALL_TYPES = [
  'monthly-brand-summary',
  'advertising-by-brand',
  'commissions-by-brand-month',
  'inventory-health',
  'alerts-summary',
];

describe('zipOf', () => {
  it('writes an archive whose entries unzip to the same texts', async () => {
    const zip = await zipOf([
      { name: 'a.csv', content: 'Brand code,Sales\nMC001,12.5\n' },
      { name: 'b.csv', content: 'x\n' },
    ]);

    const files = await unzip(zip);

    expect([...files.keys()]).toEqual(['a.csv', 'b.csv']);
    expect(files.get('a.csv')).toBe('Brand code,Sales\nMC001,12.5\n');
  });
});

// Every report of 'Download All' as one archive, opened, and each report held to the call behind the
// screen that shows the same numbers (CONVENTIONS 'reconciliation test').
describe.each(databasesUnderTest().slice(0, 1))('agency reports on $name', (database) => {
  let api: TestApi;
  let admin: string;
  let files: Map<string, string>;
  const get = (path: string) => api.call('GET', path, { token: admin });
  const report = (type: string) => csvRows(files.get(`${type}_${RANGE.from}_${RANGE.to}.csv`) ?? '');

  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = (await api.login('admin@demo.test')).accessToken;
    const started = await api.call('POST', '/reports/download-agency-reports', {
      token: admin,
      body: { ...RANGE, reportsTypes: ALL_TYPES },
    });
    if (started.status !== 200) throw new Error(JSON.stringify(started.body));
    const job = await waitForJob(api, admin, started.body.jobId);
    if (job.status !== 'succeeded') throw new Error(`job ${job.status}: ${job.error}`);
    const download = await fetch(`${api.url}${new URL(job.result.download_url).pathname}`);
    files = await unzip(Buffer.from(await download.arrayBuffer()));
  }, 600_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('answers Download All with the spec’s message and the archive’s name', async () => {
    const started = await api.call('POST', '/reports/download-agency-reports', {
      token: admin,
      body: { ...RANGE, reportsTypes: ['alerts-summary', 'inventory-health'] },
    });

    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: true,
      message: 'Report generation in progress, please check your email',
      fileName: `agency-reports_${RANGE.from}_${RANGE.to}.zip`,
    });
  });

  it('puts one CSV per report type in the archive, each with rows', () => {
    expect([...files.keys()].sort()).toEqual(
      ALL_TYPES.map((t) => `${t}_${RANGE.from}_${RANGE.to}.csv`).sort(),
    );
    for (const type of ALL_TYPES) expect(report(type).length, type).toBeGreaterThan(0);
  });

  it('mails the archive’s owner a link to the Reports page', async () => {
    const mail = await api.call('GET', '/dev/outbox/last?to=admin@demo.test');

    expect(mail.body.subject).toBe('Your agency reports are ready');
    expect(mail.body.text).toContain('http://portal.test/agency-reports');
  });

  it('holds each brand’s commissions, summed over the months, to the commissions table', async () => {
    const table = await get(`/brand-commission/all?from=${RANGE.from}&to=${RANGE.to}`);
    const rows = report('commissions-by-brand-month');

    expect(table.body.length).toBeGreaterThan(0);
    for (const brand of table.body as { brand_code: string; value: number; predicted: number }[]) {
      const months = rows.filter((r) => r['Brand code'] === brand.brand_code);
      expect(months.length, brand.brand_code).toBe(6);
      expect(cents(months.reduce((s, r) => s + Number(r.Commission), 0))).toBe(cents(brand.value));
      expect(cents(months.reduce((s, r) => s + Number(r['Predicted commission']), 0))).toBe(
        cents(brand.predicted),
      );
    }
  });

  it('holds a brand’s monthly commission rows to its commission detail, month for month', async () => {
    const brand = report('commissions-by-brand-month')[0]?.['Brand code'] as string;
    const detail = await get(`/brand-commission/detail/${brand}?from=${RANGE.from}&to=${RANGE.to}`);
    const rows = report('commissions-by-brand-month').filter((r) => r['Brand code'] === brand);

    expect(rows.map((r) => [r.Month, Number(r['Gross sales']), Number(r.Commission)])).toEqual(
      detail.body.months.map((m: { month: string; sales: number; value: number }) => [
        m.month,
        m.sales,
        m.value,
      ]),
    );
  });

  it('holds the monthly brand summary’s US-dollar sales to the commission detail’s gross sales', async () => {
    const commissions = report('commissions-by-brand-month').filter((r) => r.Currency === 'USD');
    const summary = report('monthly-brand-summary');
    const brand = commissions.find((r) => Number(r['Gross sales']) > 0)?.['Brand code'] as string;
    const detail = await get(`/brand-commission/detail/${brand}?from=${RANGE.from}&to=${RANGE.to}`);

    for (const month of detail.body.months as { month: string; sales: number }[]) {
      const usd = summary.filter(
        (r) => r['Brand code'] === brand && r.Month === month.month && r.Currency === 'USD',
      );
      expect(cents(usd.reduce((s, r) => s + Number(r.Sales), 0)), month.month).toBe(cents(month.sales));
    }
  });

  it('holds the Sponsored Products rows of the US marketplace to the advertising summary and table', async () => {
    const query = `from=${RANGE.from}&to=${RANGE.to}&marketplace_id=ATVPDKIKX0DER`;
    const summary = await get(`/advertising/performance/sp?displayType=summary&${query}`);
    const table = await get(
      `/advertising/performance/sp?displayType=group&groupBy=brand&pageSize=100&${query}`,
    );
    const rows = report('advertising-by-brand').filter(
      (r) => r['Ad type'] === 'Sponsored Products' && r.Marketplace === 'ATVPDKIKX0DER',
    );
    const total = (metric: string) =>
      (summary.body as { metric: string; current: number }[]).find((s) => s.metric === metric)?.current;

    expect(rows.length).toBe(table.body.count);
    expect(rows.reduce((s, r) => s + Number(r.Impressions), 0)).toBe(total('impressions'));
    expect(rows.reduce((s, r) => s + Number(r.Clicks), 0)).toBe(total('clicks'));
    expect(cents(rows.reduce((s, r) => s + Number(r['Ad Spend']), 0))).toBe(
      cents(total('advertising_cost') ?? 0),
    );
    for (const group of table.body.rows as { id: string; clicks: number; acos: number | null }[]) {
      const row = rows.find((r) => r['Brand code'] === group.id);
      expect(num(row?.Clicks), group.id).toBe(group.clicks);
      expect(num(row?.ACoS), group.id).toBe(group.acos);
    }
  });

  it('holds a brand’s inventory health to the rows of its brand inventory', async () => {
    const rows = report('inventory-health');
    const brand = rows[0]?.['Brand code'] as string;
    const inventory = await get(`/brand-inventory/${brand}`);
    const mine = rows.filter((r) => r['Brand code'] === brand);
    const list = inventory.body as { available: number; inbound: number }[];

    expect(mine.reduce((s, r) => s + Number(r.SKUs), 0)).toBe(list.length);
    expect(mine.reduce((s, r) => s + Number(r.Available), 0)).toBe(list.reduce((s, r) => s + r.available, 0));
    expect(mine.reduce((s, r) => s + Number(r.Inbound), 0)).toBe(list.reduce((s, r) => s + r.inbound, 0));
  });

  it('refuses the commissions report to a standard agency user and queues the others', async () => {
    const agency = (await api.login('agency@demo.test')).accessToken;
    const query = `from=${RANGE.from}&to=${RANGE.to}`;

    const refused = await api.call('GET', `/reports/agency/commissions-by-brand-month?${query}`, {
      token: agency,
    });
    const archive = await api.call('POST', '/reports/download-agency-reports', {
      token: agency,
      body: { ...RANGE, reportsTypes: ['alerts-summary', 'commissions-by-brand-month'] },
    });
    const allowed = await api.call('GET', `/reports/agency/alerts-summary?${query}`, { token: agency });

    expect([refused.status, archive.status]).toEqual([403, 403]);
    expect(refused.body.message).toBe('You do not have permission to download this report');
    expect(allowed.status).toBe(200);
    expect(allowed.body.fileName).toBe(`alerts-summary_${RANGE.from}_${RANGE.to}.csv`);
  });

  it('refuses a brand user every report', async () => {
    const brandUser = (await api.login('mc@demo.test')).accessToken;

    const res = await api.call('GET', `/reports/agency/alerts-summary?from=${RANGE.from}&to=${RANGE.to}`, {
      token: brandUser,
    });

    expect(res.status).toBe(403);
  });

  it('refuses a range that ends after tomorrow or runs backwards', async () => {
    const later = await get('/reports/agency/alerts-summary?from=2026-01-01&to=2999-01-01');
    const backwards = await get('/reports/agency/alerts-summary?from=2026-02-01&to=2026-01-01');

    expect([later.status, backwards.status]).toEqual([400, 400]);
  });

  it('names one report as the caller asks, and refuses a name that is not a plain file name', async () => {
    const query = `from=${RANGE.from}&to=${RANGE.to}`;

    const named = await get(`/reports/agency/alerts-summary?${query}&reportFileName=alerts-for-q3`);
    const unsafe = await get(
      `/reports/agency/alerts-summary?${query}&reportFileName=${encodeURIComponent('../x')}`,
    );

    expect(named.body.fileName).toBe('alerts-for-q3.csv');
    expect(unsafe.status).toBe(400);
  });
});
