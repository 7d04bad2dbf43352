import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityAPI } from '../modules/activity/activity-api.ts';
import { type FakeUpstream, startFakeUpstream } from '../test-kit/fake-upstream.ts';
import { queryString } from './contract-call.ts';

const key = { sellerId: 'A1', marketplaceId: 'ATVPDKIKX0DER' };

describe('the contract-typed client of the backend', () => {
  let upstream: FakeUpstream;
  let count: unknown;
  const seen: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.app.get('/amazon-listings/activity-unread-count', (req, res) => {
      seen.push(req.originalUrl);
      if (count === 'not json') return void res.type('application/json').send('{"count": ');
      if (count === 'refused') return void res.status(403).json({ statusCode: 403, message: 'No access' });
      res.json({ count });
    });
    upstream.app.post('/amazon-listings/activity-unread-reset', (_req, res) => {
      seen.push('reset');
      res.status(204).end();
    });
  });
  afterAll(() => upstream.close());

  const api = () => new ActivityAPI({ baseURL: `${upstream.url}/`, token: 'token' });

  it('sends the declared path and query and answers the parsed body', async () => {
    count = 4;

    const answer = await api().unreadCount(key);

    expect(answer).toBe(4);
    expect(seen.at(-1)).toBe(
      '/amazon-listings/activity-unread-count?seller_id=A1&marketplace_id=ATVPDKIKX0DER',
    );
  });

  it('refuses an answer that breaks the contract instead of passing it on', async () => {
    count = 'four';

    const call = api().unreadCount(key);

    await expect(call).rejects.toThrow('upstream activityUnreadCount answered off contract');
  });

  it('makes one call for the same read within an operation, and reads again after a write', async () => {
    count = 2;
    seen.length = 0;
    const operation = api();

    const [a, b] = await Promise.all([operation.unreadCount(key), operation.unreadCount(key)]);
    await operation.resetUnread(key);
    const c = await operation.unreadCount(key);
    await api().unreadCount(key);

    expect([a, b, c]).toEqual([2, 2, 2]);
    expect(seen.filter((url) => url.startsWith('/amazon-listings/activity-unread-count'))).toHaveLength(3);
    expect(seen).toContain('reset');
  });

  it("maps the backend's refusal to its message and code", async () => {
    count = 'refused';

    const call = api().unreadCount(key);

    await expect(call).rejects.toMatchObject({ message: 'No access', extensions: { code: 'FORBIDDEN' } });
  });

  it('reports a body that is not the JSON it claims, and a closed port, as an outage', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    count = 'not json';
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const outage = { message: 'The service is unavailable, please try again later' };
    await expect(api().unreadCount(key)).rejects.toMatchObject(outage);
    const down = new ActivityAPI({ baseURL: `http://127.0.0.1:${port}`, token: 'token' });
    await expect(down.unreadCount(key)).rejects.toMatchObject(outage);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('writes lists comma-separated and leaves absent values out', () => {
    expect(queryString({ brandCodes: ['A', 'B'], searchStr: '', page: 0, to: undefined }).toString()).toBe(
      'brandCodes=A%2CB&page=0',
    );
  });
});
