import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase, watchWrites, writtenTables } from './db-snapshot.ts';

// The harnesses trust these two to notice a write; each must say so when one happens.
describe('database snapshots and write watches', () => {
  // biome-ignore lint/suspicious/noExplicitAny: raw SQL only
  let db: Kysely<any>;

  beforeAll(async () => {
    db = new Kysely({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table brands (code text primary key, name text)`.execute(db);
    await sql`create table audit (at int)`.execute(db);
    await sql`insert into brands values ('MC001', 'Max Cocoa'), ('FFP001', 'Free')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('counts the tables a statement writes, and not those of a write rolled back', async () => {
    const watch = await watchWrites(db, { exclude: new Set(['audit']) });
    const start = await watch.writes();

    await sql`update brands set name = 'Max' where code = 'MC001'`.execute(db);
    await sql`insert into audit values (1)`.execute(db);
    const afterUpdate = await watch.writes();
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from brands`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const afterRollback = await watch.writes();
    await sql`truncate brands`.execute(db);

    expect(writtenTables(start, afterUpdate)).toEqual(['brands']);
    expect(writtenTables(afterUpdate, afterRollback)).toEqual([]);
    expect(writtenTables(afterRollback, await watch.writes())).toEqual(['brands']);
  });

  it('leaves its own counts out of a snapshot, which still sees a changed row', async () => {
    await sql`insert into brands values ('X', 'x')`.execute(db);
    const before = await snapshotDatabase(db);
    await sql`update brands set name = 'y' where code = 'X'`.execute(db);
    const after = await snapshotDatabase(db);

    expect(Object.keys(after)).not.toContain('harness_writes');
    expect(changedTables(before, after)).toEqual(['brands']);
  });
});
