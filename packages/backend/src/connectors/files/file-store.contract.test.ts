import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../files/file-store.ts';
import { ConnectorError } from '../connector-errors.ts';
import { createConnectorHttp } from '../http/connector-http.ts';
import type { FaultStatus } from '../local/local-service.ts';
import { FAKE_S3, startFakeS3 } from '../testing/fake-s3.ts';
import { createLocalFileConnector } from './local-file-connector.ts';
import { createS3FileStore } from './s3-file-store.ts';

const RETRIES = 1;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Subject {
  files: FileStore;
  failNext(count: number, status: FaultStatus): void;
}

const implementations: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'a local folder',
    async start() {
      const parent = await mkdtemp(join(tmpdir(), 'portal-files-contract-'));
      cleanups.push(() => rm(parent, { recursive: true, force: true }));
      const files = createLocalFileConnector(join(parent, 'files'));
      return { files, failNext: (count, status) => files.failNext(count, status, 0) };
    },
  },
  {
    name: 'an S3-compatible bucket (a local HTTP fake)',
    async start() {
      const fake = await startFakeS3();
      cleanups.push(() => fake.close());
      const files = createS3FileStore({
        http: createConnectorHttp({ service: 'File store', retries: RETRIES, retryDelayMs: 1 }),
        endpoint: fake.url,
        ...FAKE_S3,
      });
      // PUT is idempotent: every attempt of the call meets a failure.
      return { files, failNext: (count, status) => fake.failNext(count * (RETRIES + 1), status, '0') };
    },
  },
];

describe.each(implementations)('the file store: $name', (implementation) => {
  it('stores bytes under a key and streams them back', async () => {
    const { files } = await implementation.start();

    const size = await files.put('user-1/export.csv', Buffer.from('sku,units\nA,3\n'));

    expect(size).toBe(14);
    expect(await text(files.open('user-1/export.csv'))).toBe('sku,units\nA,3\n');
  });

  it('forgets a removed file: reading it fails', async () => {
    const { files } = await implementation.start();
    await files.put('user-1/old.pdf', Buffer.from('%PDF'));

    await files.remove('user-1/old.pdf');

    await expect(text(files.open('user-1/old.pdf'))).rejects.toThrow();
  });

  it('refuses a key that reaches outside the store', async () => {
    const { files } = await implementation.start();

    await expect(files.put('../escaped', Buffer.from('x'))).rejects.toThrow('outside the store');
  });

  it('fails a write during an outage as a retryable ConnectorError, storing nothing', async () => {
    const { files, failNext } = await implementation.start();
    failNext(1, 503);

    const error = await files.put('user-1/lost.csv', Buffer.from('x')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).retryable).toBe(true);
    await expect(text(files.open('user-1/lost.csv'))).rejects.toThrow();
  });
});

describe('the local file store folder', () => {
  it('keeps files readable by the portal’s own user only', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'portal-files-contract-'));
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    const files = createLocalFileConnector(join(parent, 'files'));

    await files.put('user-1/report.pdf', Buffer.from('%PDF'));

    expect((await stat(join(parent, 'files'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(parent, 'files', 'user-1', 'report.pdf'))).mode & 0o777).toBe(0o600);
  });
});
