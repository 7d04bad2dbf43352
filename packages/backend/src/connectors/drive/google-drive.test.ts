import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRIVE_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorHttp } from '../http/connector-http.ts';
import { type FakeGoogleDrive, startFakeGoogleDrive } from '../testing/fake-google-drive.ts';
import type { DriveConnector } from './drive-connector.ts';
import { createGoogleDrive } from './google-drive.ts';
import { createLocalDrive } from './local-drive.ts';

let fake: FakeGoogleDrive;
beforeAll(async () => {
  fake = await startFakeGoogleDrive();
});
afterAll(() => fake?.close());

const google = (refreshToken: string | null = 'refresh-ok') =>
  createGoogleDrive({
    http: createConnectorHttp({ service: 'Google Drive', retries: 0 }),
    apiUrl: fake.url,
    tokenUrl: `${fake.url}/token`,
    clientId: 'client',
    clientSecret: 'secret',
    refreshToken: async () => refreshToken,
  });

const bytes = (text: string) => new TextEncoder().encode(text);

// The same behaviour from the local drive and the Google adapter against a fake Drive v3.
describe.each([
  ['local drive', async () => createLocalDrive(await mkdtemp(join(tmpdir(), 'portal-drive-')))],
  ['Google Drive adapter', async () => google()],
] as const)('%s', (_name, make: () => Promise<DriveConnector>) => {
  it('uploads a file into a folder and lists it there, and not in another folder', async () => {
    const drive = await make();
    const folder = `folder-${Date.now()}`;

    const file = await drive.upload({
      folderId: folder,
      name: 'report.csv',
      mimeType: 'text/csv',
      data: bytes('a,b\n1,2\n'),
    });
    const listed = await drive.list(folder);
    const other = await drive.list(`${folder}-other`);

    expect(file).toMatchObject({ folderId: folder, name: 'report.csv', size: 8 });
    expect(listed.map((f) => [f.id, f.name])).toEqual([[file.id, 'report.csv']]);
    expect(other).toEqual([]);
  });
});

describe('Google Drive adapter', () => {
  it('sends a multipart files.create into the folder, on every drive, with one token reused', async () => {
    const drive = google();
    const before = fake.issued.length;

    await drive.upload({
      folderId: 'shared-folder',
      name: 'a.csv',
      mimeType: 'text/csv',
      data: bytes('x\n'),
    });
    await drive.upload({
      folderId: 'shared-folder',
      name: 'b.csv',
      mimeType: 'text/csv',
      data: bytes('y\n'),
    });

    const uploads = fake.seen.filter((r) => r.path === '/upload/drive/v3/files');
    const last = uploads.at(-1);
    expect(last?.query.get('uploadType')).toBe('multipart');
    expect(last?.query.get('supportsAllDrives')).toBe('true');
    expect(last?.body).toContain('"parents":["shared-folder"]');
    expect(fake.files.find((f) => f.name === 'b.csv')?.content).toBe('y\n');
    expect(fake.issued.length - before).toBe(1);
  });

  it('turns Drive’s refused write (storage quota of a service account) into the spec’s warning, not retried', async () => {
    fake.quotaExceeded.add('no-quota');

    const upload = google().upload({
      folderId: 'no-quota',
      name: 'a.csv',
      mimeType: 'text/csv',
      data: bytes('x'),
    });

    await expect(upload).rejects.toMatchObject({ message: DRIVE_MESSAGES.writePermission, retryable: false });
  });

  it('goes back to the queue when Drive is unavailable', async () => {
    const drive = google();
    await drive.list('warm-up');
    fake.failNext(1, 503);

    await expect(drive.list('any')).rejects.toMatchObject({ name: 'ConnectorError', retryable: true });
  });

  it('refuses to write without a Google grant', async () => {
    const upload = google(null).upload({
      folderId: 'f',
      name: 'a.csv',
      mimeType: 'text/csv',
      data: bytes('x'),
    });

    await expect(upload).rejects.toMatchObject({ message: DRIVE_MESSAGES.writePermission });
  });
});
