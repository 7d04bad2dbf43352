import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { SESSION_CHECK_TTL_MS, SessionRegistry } from './session-registry.ts';

/**
 * A database that answers every question with the given active families, one query at a time
 * released by the test, and counts the queries: the registry's own logic without a server.
 */
function setUp(activeFamilies: string[]) {
  const queries: string[] = [];
  const waiting: (() => void)[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      queries.push(query.sql);
      await new Promise<void>((release) => waiting.push(release));
      return { rows: activeFamilies.map((family_id) => ({ family_id })) as R[] };
    },
    // biome-ignore lint/correctness/useYield: the registry never streams
    async *streamQuery() {
      throw new Error('not used');
    },
  };
  class CountingDriver extends DummyDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      return connection;
    }
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new CountingDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  let now = 0;
  const registry = new SessionRegistry(db, SESSION_CHECK_TTL_MS, () => now);
  const answerAll = async () => {
    // Let the callers reach the database before answering them.
    for (let tries = 0; tries < 10 && waiting.length === 0; tries++) await Promise.resolve();
    for (const release of waiting.splice(0)) release();
  };
  return { registry, queries, answerAll, advance: (ms: number) => (now += ms) };
}

describe('session registry', () => {
  it('asks the database once for the calls of a page sent together', async () => {
    const { registry, queries, answerAll } = setUp(['family-1']);

    const asked = Promise.all(Array.from({ length: 15 }, () => registry.isActive('family-1')));
    await answerAll();

    expect(await asked).toEqual(Array(15).fill(true));
    expect(queries).toHaveLength(1);
  });

  it('asks again once the answer is older than the TTL', async () => {
    const { registry, queries, answerAll, advance } = setUp(['family-1']);
    const first = registry.isActive('family-1');
    await answerAll();
    await first;

    advance(SESSION_CHECK_TTL_MS);
    const again = Promise.all([registry.isActive('family-1'), registry.isActive('family-1')]);
    await answerAll();

    expect(await again).toEqual([true, true]);
    expect(queries).toHaveLength(2);
  });

  it('refuses at once a session ended here while a question about it is under way', async () => {
    const { registry, answerAll } = setUp(['family-1']);
    const before = registry.isActive('family-1');

    registry.ended('family-1');

    expect(await registry.isActive('family-1')).toBe(false);
    await answerAll();
    await before;
    // The answer asked before the end does not bring the session back.
    expect(await registry.isActive('family-1')).toBe(false);
  });
});
