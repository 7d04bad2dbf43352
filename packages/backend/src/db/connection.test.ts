import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('the backend’s PostgreSQL sessions', () => {
  // JIT compiling cost more than a whole analytics read at millions of rows (docs/decisions/0273).
  it.skipIf(!serverUrl)('run with JIT off', async () => {
    const { db } = await openDatabase({ databaseUrl: serverUrl });
    try {
      const shown = await sql<{ jit: string }>`show jit`.execute(db);
      expect(shown.rows[0]?.jit).toBe('off');
    } finally {
      await db.destroy();
    }
  });
});
