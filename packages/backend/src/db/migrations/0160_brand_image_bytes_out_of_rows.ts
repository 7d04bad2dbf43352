import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { MigrationDeps } from '../migration-deps.ts';

// Brand logos and product images leave table rows for good (ADR 0560): any bytes a row still holds
// are written to the file store (the row keeps the key), the demo's drawn SVGs become stand-ins,
// and `body` is dropped so no image can be written into a row again. Self-contained: it must run
// the same however the application's image code changes later.
export async function up(db: Kysely<unknown>, deps?: MigrationDeps): Promise<void> {
  const held = await sql<{ brand_code: string; kind: string; content_type: string }>`
    select brand_code, kind, content_type from brand_images where body is not null`.execute(db);
  const raster = held.rows.filter((row) => row.content_type !== 'image/svg+xml');
  const files = deps?.files;
  if (raster.length > 0 && !files)
    throw new Error(
      `${raster.length} brand images are still in table rows and no file store was given: migrate by starting the backend or the worker, or with \`npm run migrate\` and the same FILES_DIR / FILE_STORE configuration`,
    );
  // Only the demo seed ever wrote an SVG (uploads are re-encoded to raster types): drawn on request.
  await sql`update brand_images set body = null, stand_in = true
    where body is not null and content_type = 'image/svg+xml'`.execute(db);
  for (const row of raster) {
    // One row's bytes at a time: a brand image is at most a few megabytes.
    const full = await sql<{ body: Uint8Array }>`
      select body from brand_images where brand_code = ${row.brand_code} and kind = ${row.kind}`.execute(db);
    const body = full.rows[0]?.body;
    if (!body || !files) continue;
    // The key scheme of brand-image-store.ts: a random name per version.
    const storageKey = `brand-images/${randomUUID()}`;
    await files.put(storageKey, body);
    await sql`update brand_images set body = null, storage_key = ${storageKey}
      where brand_code = ${row.brand_code} and kind = ${row.kind}`.execute(db);
  }
  await db.schema.alterTable('brand_images').dropConstraint('brand_images_has_source').execute();
  await db.schema.alterTable('brand_images').dropColumn('body').execute();
  await db.schema
    .alterTable('brand_images')
    .addCheckConstraint('brand_images_has_source', sql`stand_in or storage_key is not null`)
    .execute();
}

// The column comes back empty: the images stay in the file store, where the older code reads them.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_images').addColumn('body', 'bytea').execute();
  await db.schema.alterTable('brand_images').dropConstraint('brand_images_has_source').execute();
  await db.schema
    .alterTable('brand_images')
    .addCheckConstraint(
      'brand_images_has_source',
      sql`stand_in or storage_key is not null or body is not null`,
    )
    .execute();
}
