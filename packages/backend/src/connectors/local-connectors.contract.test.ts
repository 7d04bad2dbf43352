import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectorError } from './connector-errors.ts';
import { createLocalDrive } from './drive/local-drive.ts';

// Drive has no real adapter yet: its contract runs against its local implementation (billing's is
// in billing/billing-ledger.test.ts). Mail's and the file store's are beside them.
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'portal-connectors-'));
  folders.push(folder);
  return folder;
};

describe('the drive connector: a local folder', () => {
  it('delivers a report into a brand folder, owner-only, and lists it', async () => {
    const root = join(await scratch(), 'drive');
    const drive = createLocalDrive(root);

    const file = await drive.upload({
      folderId: 'FFP1',
      name: 'report-2026-03.pdf',
      mimeType: 'application/pdf',
      data: Buffer.from('%PDF'),
    });

    expect(file).toMatchObject({ folderId: 'FFP1', name: 'report-2026-03.pdf', size: 4 });
    expect((await drive.list('FFP1')).map((f) => f.id)).toEqual([file.id]);
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'FFP1', 'report-2026-03.pdf'))).mode & 0o777).toBe(0o600);
  });

  it('refuses a name that would leave its folder', async () => {
    const drive = createLocalDrive(join(await scratch(), 'drive'));

    const error = await drive
      .upload({ folderId: 'FFP1', name: '../escape', mimeType: 'text/plain', data: Buffer.from('x') })
      .catch((e: unknown) => e);

    expect((error as ConnectorError).status).toBe(400);
  });

  it('fails on demand', async () => {
    const drive = createLocalDrive(join(await scratch(), 'drive'));
    drive.failNext(1, 500);

    const error = await drive.list('FFP1').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect(await drive.list('FFP1')).toEqual([]);
  });
});
