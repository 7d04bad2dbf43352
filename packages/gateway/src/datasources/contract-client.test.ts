import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      res.json({ count });
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

  it('writes lists comma-separated and leaves absent values out', () => {
    expect(queryString({ brandCodes: ['A', 'B'], searchStr: '', page: 0, to: undefined }).toString()).toBe(
      'brandCodes=A%2CB&page=0',
    );
  });
});
