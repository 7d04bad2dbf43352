import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLimits } from '../limits.ts';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';
import { collect, wsClient } from '../test-kit/graphql-ws-client.ts';

describe('subscriptions over graphql-ws on /graphql', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness();
  });
  afterAll(() => harness.close());

  async function firstResult(token: string | undefined, query: string) {
    const client = wsClient(harness.url, token);
    const stream = collect<{ heartbeat: string }>(client, query, {});
    try {
      for (let i = 0; i < 100 && stream.received.length === 0; i += 1) {
        await Promise.race([stream.done.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      return stream.received[0];
    } finally {
      stream.dispose();
      await client.dispose();
    }
  }

  it('sends the server time on heartbeat to a signed-in client', async () => {
    const token = await harness.upstream.signToken({ sub: '1', role: 'user', email: 'user@demo.test' });

    const result = await firstResult(token, 'subscription { heartbeat }');

    expect(Number.isNaN(Date.parse(result?.data?.heartbeat ?? ''))).toBe(false);
  });

  it('refuses heartbeat to a client without a token', async () => {
    const client = wsClient(harness.url, undefined);
    const stream = collect(client, 'subscription { heartbeat }', {});

    try {
      // Refused before validation (anonymous-gate.ts), so as an `error` message, not a result.
      const error = await stream.done.then(
        () => null,
        (reason: unknown) => reason,
      );

      expect(JSON.stringify(error)).toContain('UNAUTHENTICATED');
      expect(stream.received).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('applies the alias limit to websocket operations too', async () => {
    const token = await harness.upstream.signToken({ sub: '1', role: 'user', email: 'user@demo.test' });
    const client = wsClient(harness.url, token);
    const aliased = `subscription { ${Array.from({ length: operationLimits.maxAliases + 1 }, (_, i) => `h${i}: heartbeat`).join(' ')} }`;
    const stream = collect(client, aliased, {});

    try {
      const error = await stream.done.then(
        () => null,
        (reason: unknown) => reason,
      );

      expect(JSON.stringify(error)).toMatch(/aliases/i);
    } finally {
      await client.dispose();
    }
  });
});
