import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addIsoDays, DRIVE_MESSAGES, todayUtc } from '@portal/schema';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDrive } from '../../connectors/drive/local-drive.ts';
import { waitForJob } from '../../test-support/jobs.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// Last whole month: the demo data covers it, and a delivery is one month's report.
const lastMonth = (() => {
  const first = `${todayUtc().slice(0, 7)}-01`;
  const end = addIsoDays(first, -1);
  return { from: `${end.slice(0, 7)}-01`, to: end, month: end.slice(0, 7) };
})();
const TYPE = 'monthly-brand-summary';
const FOLDER = 'folder-mc001-sales';

describe.each(databasesUnderTest().slice(0, 1))('drive delivery on $name', (database) => {
  let api: TestApi;
  let admin: string;
  let driveRoot: string;
  const sendNow = (token: string, brandCode: string, reportType = TYPE) =>
    api.call('POST', '/reports/send-now', {
      token,
      body: { reportType, brandCode, dataStartTime: lastMonth.from, dataEndTime: lastMonth.to },
    });
  const mapFolders = (brandCode: string, folders: Record<string, string>) =>
    api.call('PATCH', `/brands/${brandCode}`, { token: admin, body: { google_drive_folders: folders } });

  beforeAll(async () => {
    driveRoot = await mkdtemp(join(tmpdir(), 'portal-drive-test-'));
    api = await startTestBackend(database, { connectorOverrides: { drive: createLocalDrive(driveRoot) } });
    admin = (await api.login('admin@demo.test')).accessToken;
  }, 600_000);
  afterAll(() => api?.stop());

  it('answers the spec’s warning when the type has no folder', async () => {
    await mapFolders('MC001', {});

    const res = await sendNow(admin, 'MC001');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DRIVE_MESSAGES.noFolder);
  });

  it('delivers the brand’s report into the mapped folder, once per month, and lists it', async () => {
    expect((await mapFolders('MC001', { [TYPE]: FOLDER })).status).toBe(200);

    const first = await sendNow(admin, 'MC001');
    expect(first.status).toBe(202);
    expect(first.body.delivery).toMatchObject({
      status: 'queued',
      folder_id: FOLDER,
      month: lastMonth.month,
    });
    const job = await waitForJob(api, admin, first.body.jobId);
    expect(job.status).toBe('succeeded');

    const fileName = `MC001_${TYPE}_${lastMonth.month}.csv`;
    const rows: Record<string, string>[] = parse(await readFile(join(driveRoot, FOLDER, fileName), 'utf8'), {
      columns: true,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r['Brand code']))).toEqual(new Set(['MC001']));
    expect(new Set(rows.map((r) => r.Month))).toEqual(new Set([lastMonth.month]));

    // Sent again: the month's delivery and file are replaced, not doubled.
    const again = await sendNow(admin, 'MC001');
    expect(again.body.delivery.id).toBe(first.body.delivery.id);
    await waitForJob(api, admin, again.body.jobId);
    expect(await readdir(join(driveRoot, FOLDER))).toEqual([fileName]);

    const deliveries = await api.call('GET', '/reports/drive-deliveries/MC001', { token: admin });
    expect(deliveries.body).toEqual([
      expect.objectContaining({ report_type: TYPE, status: 'delivered', file_name: fileName, error: null }),
    ]);
    const files = await api.call('GET', `/reports/drive-files/MC001/${TYPE}`, { token: admin });
    expect(files.body).toEqual([expect.objectContaining({ name: fileName, folder_id: FOLDER })]);
    const brand = await api.call('GET', '/brands/MC001', { token: admin });
    expect(brand.body.last_success).not.toBeNull();
  });

  it('records the drive’s refusal on the delivery', async () => {
    // The local drive refuses a folder id that is not one path segment, as Drive refuses a bad id.
    await mapFolders('MR001', { 'alerts-summary': 'no/such folder' });

    const res = await sendNow(admin, 'MR001', 'alerts-summary');
    await waitForJob(api, admin, res.body.jobId);

    const deliveries = await api.call('GET', '/reports/drive-deliveries/MR001', { token: admin });
    expect(deliveries.body[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('Drive') });
  });

  it('lets an ecom3k brand admin send their own brand’s report, not another brand’s', async () => {
    const ecom3k = (await api.login('ecom3k@demo.test')).accessToken;
    await mapFolders('E3K001', { [TYPE]: 'folder-e3k001' });

    const own = await sendNow(ecom3k, 'E3K001');
    const foreign = await sendNow(ecom3k, 'MC001');
    const foreignList = await api.call('GET', '/reports/drive-deliveries/MC001', { token: ecom3k });

    expect([own.status, foreign.status, foreignList.status]).toEqual([202, 403, 403]);
  });
});
