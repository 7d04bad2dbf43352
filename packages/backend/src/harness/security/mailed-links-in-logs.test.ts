import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { createLogger } from '../../logging/logger.ts';
import { sendRegisterInvite } from '../../modules/auth/password-tokens.service.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// Issue 28, finding 4: `GET /reset/{token}` and `/register/{token}` were logged whole.
describe('the links the portal mails, as the access log writes them', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    const [database] = databasesUnderTest();
    if (!database) throw new Error('no database under test');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
    api = await startTestBackend(database, { logger: createLogger('backend', 'info', stream) });
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Every kind of mail the portal sends, each sent once; the links in them. */
  async function mailedLinks(): Promise<URL[]> {
    const { backend } = api;
    await api.call('POST', '/auth/password-reset', { body: { email: 'admin@demo.test' } });
    // No route invites yet (users are seeded); the service is what a route would call.
    const ctx: Pick<AppContext, 'db' | 'mail' | 'publicUrl'> = {
      db: backend.db,
      mail: backend.outbox,
      publicUrl: 'http://portal.test',
    };
    const admin = await api.login('admin@demo.test');
    await sendRegisterInvite(ctx as AppContext, admin.userId, 'admin@demo.test');
    const texts = backend.outbox.list().map((mail) => mail.text);
    return texts.flatMap((text) => [...text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link)));
  }

  it('carry no token into any access line', async () => {
    const links = await mailedLinks();
    expect(links.map((link) => link.pathname.split('/')[1]).sort()).toEqual(['register', 'reset']);

    for (const link of links) {
      const before = lines.length;
      await fetch(`${api.url}${link.pathname}${link.search}`);
      await new Promise((resolve) => setImmediate(resolve));
      const written = lines.slice(before).join('\n');
      const token = link.pathname.split('/').pop() ?? '';

      expect(token.length).toBeGreaterThan(20);
      expect(written).toContain(`/${link.pathname.split('/')[1]}/[redacted]`);
      expect(written).not.toContain(token);
    }
  });
});
