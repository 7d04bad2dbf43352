import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

// GET /users/me is called on every page load: its SQL statements are counted, not guessed.
describe.each(databasesUnderTest())('statements of GET /users/me on $name', (database) => {
  let api: TestApi;
  let brandUser: LoginAnswer;
  const statements: string[] = [];

  beforeAll(async () => {
    api = await startTestBackend(database, { onQuery: (sql) => statements.push(sql) });
    brandUser = await api.login('mr-sub@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('reads a brand user with sub brands in one statement once the session check is cached', async () => {
    await api.call('GET', '/users/me', { token: brandUser.accessToken });
    statements.length = 0;

    const res = await api.call('GET', '/users/me', { token: brandUser.accessToken });

    expect(res.status).toBe(200);
    expect((res.body as { sub_brand_codes: string[] }).sub_brand_codes.length).toBeGreaterThan(0);
    expect(statements).toHaveLength(1);
  });
});
