import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore } from './file-store.ts';

describe('the local file store', () => {
  let parent: string;
  let root: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'portal-store-test-'));
    root = join(parent, 'files');
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps files readable by the portal’s own user only (folders 0700, files 0600)', async () => {
    const store = localFileStore(root);
    await store.put('user-1/report', Buffer.from('%PDF-1.3'));
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'user-1'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, 'user-1/report'))).mode & 0o777).toBe(0o600);
    expect(await text(store.open('user-1/report'))).toBe('%PDF-1.3');
  });

  it('refuses a key that reaches outside its folder', async () => {
    const store = localFileStore(root);
    await expect(store.put('../escaped', Buffer.from('x'))).rejects.toThrow('outside the store');
    await expect(readFile(join(parent, 'escaped'))).rejects.toThrow();
  });
});
