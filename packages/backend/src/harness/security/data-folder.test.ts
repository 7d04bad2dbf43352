import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../backend.ts';

// Issue 28, finding 2: the data folder was created 0755 and PGlite writes its files 0666 whatever
// the umask: as any local account the e-mails and argon2 hashes were readable in the WAL.

/** Every path under root (root included) whose mode lets group or others in, with that mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

describe('the embedded database folder', () => {
  let dataDir: string;
  let backend: Backend | undefined;
  beforeAll(async () => {
    // A folder as an earlier version left it: readable by all, with a world-writable file inside.
    dataDir = join(mkdtempSync(join(tmpdir(), 'portal-data-')), 'pglite');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'left-over'), 'x');
    chmodSync(join(dataDir, 'left-over'), 0o666);
    backend = await createBackend({ pgliteDataDir: dataDir, seed: 'none', logger: false, ephemeral: true });
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
  });

  it('is the owner’s alone once the backend started, old files and PGlite’s own included', () => {
    const files = readdirSync(dataDir, { recursive: true });
    expect(files.length).toBeGreaterThan(100); // PGlite's cluster is there, so the walk saw it

    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('stays the owner’s alone after the backend wrote to it and closed', async () => {
    await backend?.db.selectFrom('users').select('id').execute();
    await backend?.close();
    backend = undefined;

    expect(openToOthers(dataDir)).toEqual([]);
  });
});
