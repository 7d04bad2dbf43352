import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '../config/paths.ts';
import { localFileStore } from '../files/file-store.ts';
import { type DatabaseConnection, openDatabase } from './connection.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

// Some bytes standing for an uploaded PNG: the migration moves them as they are.
const UPLOADED = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

// A database written before images left table rows (schema at 0029, bytes in `body`), brought to
// the latest schema by 0160.
describe('migration 0160: brand image bytes out of table rows', () => {
  let connection: DatabaseConnection;
  let filesDir: string;
  const db = () => connection.db;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'portal-0160-'));
    connection = await openDatabase({ pgliteDataDir: MEMORY_DATA_DIR });
    await migrateUpTo(connection.db, '0029_brand_images_in_file_store');
    await sql`insert into brands (brand_code, name, brand_type, status_id)
      select code, code || ' Brand', 'mc', (select min(id) from brand_statuses)
      from unnest(array['OLD01', 'OLD02']) as code`.execute(connection.db);
    await sql`insert into brand_images (brand_code, kind, content_type, body, stand_in) values
      ('OLD01', 'logo', 'image/png', ${UPLOADED}, false),
      ('OLD01', 'product', 'image/svg+xml', ${Buffer.from('<svg/>')}, false),
      ('OLD02', 'logo', 'image/svg+xml', null, true)`.execute(connection.db);
  });
  afterAll(async () => {
    await connection?.db.destroy();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('refuses to drop bytes it has nowhere to put', async () => {
    await expect(migrateToLatest(db())).rejects.toThrow(
      '1 brand images are still in table rows and no file store was given',
    );
  });

  it('writes the bytes to the file store, keeps the key in the row and drops the column', async () => {
    await migrateToLatest(db(), { files: localFileStore(filesDir) });

    const rows = await db()
      .selectFrom('brand_images')
      .select(['brand_code', 'kind', 'content_type', 'storage_key', 'stand_in'])
      .where('brand_code', 'in', ['OLD01', 'OLD02'])
      .orderBy('brand_code')
      .orderBy('kind')
      .execute();
    const logo = rows[0];
    expect(rows.map((r) => [r.brand_code, r.kind, r.stand_in, r.storage_key === null])).toEqual([
      ['OLD01', 'logo', false, false],
      // The demo's drawn SVG is drawn again on request, as the seed's images are.
      ['OLD01', 'product', true, true],
      ['OLD02', 'logo', true, true],
    ]);
    expect(logo?.storage_key).toMatch(/^brand-images\//);
    expect(await readFile(join(filesDir, String(logo?.storage_key)))).toEqual(UPLOADED);
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'brand_images'`.execute(db());
    expect(columns.rows.map((c) => c.column_name)).not.toContain('body');
  });

  it('refuses a row that names no image at all', async () => {
    await expect(
      sql`insert into brand_images (brand_code, kind, content_type) values ('OLD02', 'product', 'image/png')`.execute(
        db(),
      ),
    ).rejects.toThrow(/brand_images_has_source/);
  });
});
