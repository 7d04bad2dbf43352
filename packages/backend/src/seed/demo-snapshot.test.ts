import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_ENV } from './demo-snapshot.ts';

// Every in-memory test backend unpacks this tarball, so its size is paid once per test file.
describe('the demo snapshot the test run starts from', () => {
  const file = process.env[SNAPSHOT_ENV];

  it('carries the data, not hundreds of megabytes of spent WAL', async () => {
    if (!file) throw new Error(`${SNAPSHOT_ENV} is not set: the global setup builds the snapshot`);
    // Uncompressed (a faster start) it is the data: 909 MiB with the SKU and ASIN month-to-date
    // rollups (ADRs 0627, 0628), 685 MB once the buyer counts of ADR 0605 joined the rollups (about
    // 430 MB before the insights rollups); with the default WAL settings about 600 MB of spent WAL
    // segments came on top, which this bound still catches.
    expect(statSync(file).size).toBeLessThan(1000 * 2 ** 20);
    const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
    try {
      const wal = await pglite.query<{ segments: number }>(
        'select count(*)::int as segments from pg_ls_waldir()',
      );
      expect(wal.rows[0]?.segments).toBeLessThanOrEqual(2);
      const level = await pglite.query<{ wal_level: string }>('show wal_level');
      expect(level.rows[0]?.wal_level).toBe('minimal');
      const items = await pglite.query<{ n: number }>('select count(*)::int as n from order_items');
      expect(items.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await pglite.close();
    }
  });
});
