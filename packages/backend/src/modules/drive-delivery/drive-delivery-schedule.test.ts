import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDrive } from '../../connectors/drive/local-drive.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { driveDeliveryJob } from './drive-delivery.job.ts';
import { planScheduledDeliveries, previousMonth } from './drive-delivery.schedule.ts';

const TYPE = 'monthly-brand-summary';
const FOLDER = 'folder-mr001-scheduled';

describe('the scheduled month', () => {
  it('is the month that ended, whatever day of the month the tick falls on', () => {
    expect(previousMonth('2026-03-02')).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonth('2026-01-31')).toEqual({ month: '2025-12', from: '2025-12-01', to: '2025-12-31' });
  });
});

describe.each(databasesUnderTest().slice(0, 1))('scheduled drive delivery on $name', (database) => {
  let api: TestApi;
  let driveRoot: string;
  const heard: { brand: string; payload: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    driveRoot = await mkdtemp(join(tmpdir(), 'portal-drive-schedule-'));
    api = await startTestBackend(database, { connectorOverrides: { drive: createLocalDrive(driveRoot) } });
    // Listen to what the brand rooms hear, as the sockets would.
    const realtime = api.backend.ctx.realtime;
    const emitToBrand = realtime.emitToBrand.bind(realtime);
    realtime.emitToBrand = (brand, event, payload) => {
      if (event === 'report-delivered') heard.push({ brand, payload: payload as Record<string, unknown> });
      emitToBrand(brand, event, payload);
    };
  }, 600_000);
  afterAll(() => api?.stop());

  async function deliveryStatus(id: string): Promise<string> {
    for (let i = 0; i < 600; i += 1) {
      const row = await api.backend.db
        .selectFrom('drive_deliveries')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status !== 'queued') return row.status;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the scheduled delivery did not finish');
  }

  it('delivers each mapped folder once for the month that ended, and announces it to the brand', async () => {
    const admin = (await api.login('admin@demo.test')).accessToken;
    const mapped = await api.call('PATCH', '/brands/MR001', {
      token: admin,
      body: { google_drive_folders: { [TYPE]: FOLDER } },
    });
    expect(mapped.status).toBe(200);

    const now = new Date();
    const planned = await planScheduledDeliveries(api.backend.ctx, now);
    const mine = planned.filter((p) => p.payload.brandCode === 'MR001');
    const { month } = previousMonth(now.toISOString().slice(0, 10));
    expect(mine.map((p) => [p.payload.reportType, p.payload.folderId, p.payload.fileName])).toEqual([
      [TYPE, FOLDER, `MR001_${TYPE}_${month}.csv`],
    ]);
    expect(mine[0]?.owner).toEqual({ userId: null, brandCode: 'MR001' });

    // A second tick of the same month plans nothing for what is already on its way.
    const again = await planScheduledDeliveries(api.backend.ctx, now);
    expect(again.filter((p) => p.payload.brandCode === 'MR001')).toEqual([]);

    for (const job of mine)
      await api.backend.ctx.jobs.enqueue(api.backend.ctx, driveDeliveryJob.kind, job.owner, job.payload);
    const deliveryId = mine[0]?.payload.deliveryId ?? '';
    expect(await deliveryStatus(deliveryId)).toBe('delivered');
    expect(await readdir(join(driveRoot, FOLDER))).toEqual([`MR001_${TYPE}_${month}.csv`]);
    // Announced after the row and the brand's last success are written: waited for, not raced.
    await vi.waitFor(
      () =>
        expect(heard).toContainEqual({
          brand: 'MR001',
          payload: expect.objectContaining({ deliveryId, brandCode: 'MR001', month, delivered: true }),
        }),
      { timeout: 60_000, interval: 200 },
    );

    // Delivered: the next tick of the month leaves it alone.
    const later = await planScheduledDeliveries(api.backend.ctx, now);
    expect(later.filter((p) => p.payload.brandCode === 'MR001')).toEqual([]);
  }, 300_000);

  it('runs a tick on demand through the development tools, as the cron would (ADR 0604)', async () => {
    const admin = (await api.login('admin@demo.test')).accessToken;
    const folder = 'folder-mc001-tick';
    const mapped = await api.call('PATCH', '/brands/MC001', {
      token: admin,
      body: { google_drive_folders: { [TYPE]: folder } },
    });
    expect(mapped.status).toBe(200);
    // A brand user may not start every brand's delivery.
    const brandUser = (await api.login('mc@demo.test')).accessToken;
    expect((await api.call('POST', '/dev/drive-delivery/tick', { token: brandUser })).status).toBe(403);

    expect((await api.call('POST', '/dev/drive-delivery/tick', { token: admin })).status).toBe(204);
    const { month } = previousMonth(new Date().toISOString().slice(0, 10));
    let delivery: { id: string } | undefined;
    for (let i = 0; i < 600 && !delivery; i += 1) {
      delivery = await api.backend.db
        .selectFrom('drive_deliveries')
        .select('id')
        .where('brand_code', '=', 'MC001')
        .where('month', '=', month)
        .executeTakeFirst();
      if (!delivery) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!delivery) throw new Error('the tick planned nothing for MC001');
    expect(await deliveryStatus(delivery.id)).toBe('delivered');
    expect(await readdir(join(driveRoot, folder))).toEqual([`MC001_${TYPE}_${month}.csv`]);
  }, 300_000);
});
