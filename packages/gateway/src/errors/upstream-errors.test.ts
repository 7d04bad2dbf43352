import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';
import { postGraphQL } from '../test-kit/graphql-http.ts';
import { serviceUnavailableMessage } from './upstream-errors.ts';

const login = 'mutation { login(email: "a@demo.test", password: "x") { accessToken } }';

describe('upstream errors seen through the gateway', () => {
  let harness: GatewayHarness;
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    harness = await startGatewayHarness();
    harness.upstream.app.post('/auth/login', (_req, res) => {
      res.status(answer.status).json(answer.body);
    });
  });
  beforeEach(() => {
    answer = { status: 500, body: {} };
  });
  afterAll(() => harness.close());

  it.each([
    [401, 'UNAUTHENTICATED', 'Email or password is incorrect'],
    [403, 'FORBIDDEN', 'You may not do that'],
    [400, 'BAD_USER_INPUT', 'Email is required'],
    [404, 'BAD_USER_INPUT', 'Not found'],
    [409, 'BAD_USER_INPUT', 'Already exists'],
    [413, 'BAD_USER_INPUT', 'Payload too large'],
    [422, 'BAD_USER_INPUT', 'Invalid value'],
    [429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again later'],
  ])('maps %i to %s and keeps the server message', async (status, code, message) => {
    answer = { status, body: { statusCode: status, message } };

    const result = await postGraphQL(harness.url, login);

    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
  });

  it('hides a 5xx behind the generic message', async () => {
    answer = { status: 500, body: { statusCode: 500, message: 'relation "users" does not exist' } };

    const result = await postGraphQL(harness.url, login);

    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(result.errors?.[0]?.message).toBe(serviceUnavailableMessage);
    expect(JSON.stringify(result)).not.toContain('relation');
  });

  it('answers the generic message when the upstream cannot be reached', async () => {
    const closed = await startGatewayHarness();
    await closed.upstream.close();
    try {
      const result = await postGraphQL(closed.url, login);

      expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(result.errors?.[0]?.message).toBe(serviceUnavailableMessage);
      expect(JSON.stringify(result)).not.toContain('ECONNREFUSED');
    } finally {
      await closed.gateway.close();
    }
  });
});
