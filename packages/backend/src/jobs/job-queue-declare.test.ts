import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnyJobKind, defineJobKind } from './job-kind.ts';
import { JobQueue } from './job-queue.ts';

// Processes that start together (an API and its workers after a deploy) each declare every queue.
// pg-boss 10 creates a queue by inserting its row and attaching a partition; without the portal's
// advisory lock around the declarations, two starts on an empty database deadlock and one dies.
const serverUrl = process.env.TEST_DATABASE_URL;
const wanted = (process.env.TEST_DATABASES ?? 'pglite,postgres').split(',');

const kinds: AnyJobKind[] = Array.from({ length: 8 }, (_, i) =>
  defineJobKind({
    kind: `test-declare-${i}`,
    payload: z.object({}),
    retryLimit: 1,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    ...(i % 2 === 0 ? { schedule: { cron: '0 5 * * *', plan: async () => [] } } : {}),
    async run() {
      return { summary: 'done' };
    },
  }),
);

describe.skipIf(!serverUrl || !wanted.includes('postgres'))(
  'queues declared by processes starting together',
  () => {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const queues: JobQueue[] = [];
    const admin = () => new pg.Client({ connectionString: serverUrl });

    afterAll(async () => {
      await Promise.allSettled(queues.map((q) => q.stop()));
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });

    it('starts every one on an empty database, each queue made once with its policy', {
      timeout: 120_000,
    }, async () => {
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      for (let i = 0; i < 4; i++)
        queues.push(new JobQueue({ connection: { connectionString: url.toString() }, kinds }));

      const started = await Promise.allSettled(queues.map((q) => q.start()));

      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const { rows } = await db.query<{ name: string; retry_limit: number }>(
        "select name, retry_limit from pgboss.queue where name like 'test-declare-%' and name not like '%.schedule' order by name",
      );
      await db.end();
      expect(rows).toEqual(kinds.map((k) => ({ name: k.kind, retry_limit: 1 })));
    });
  },
);
