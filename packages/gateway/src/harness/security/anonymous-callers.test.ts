import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../schema/anonymous-gate.ts';
import { type GatewayHarness, startGatewayHarness } from '../../test-kit/gateway-harness.ts';
import { type GraphQLAnswer, postGraphQL } from '../../test-kit/graphql-http.ts';
import { wsAnswer } from './ws-answer.ts';

// Issue 28, finding 5: the introspection guard was an Apollo plugin that graphql-ws never ran, and
// a signed-out caller could tell existing fields from missing ones by the answer.
const MUTATION_NAMES = '{ __schema { mutationType { fields { name } } } }';
const EXISTING = '{ stripeBrands { __typename } }';
const MISSPELT = '{ stripeBrandz { __typename } }';

/** The answer with what differs per request by design (nothing, today) left in. */
async function httpRaw(url: string, query: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as GraphQLAnswer };
}

describe('a signed-out caller', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('cannot introspect over the websocket', async () => {
    const answer = await wsAnswer(harness.url, MUTATION_NAMES);

    expect(answer.type).toBe('error');
    expect(JSON.stringify(answer.payload)).toContain(SIGN_IN_REQUIRED_MESSAGE);
    expect(JSON.stringify(answer.payload)).not.toMatch(/login|fields/);
  });

  it('gets the same answer over HTTP for an existing field and a misspelt one', async () => {
    const existing = await httpRaw(harness.url, EXISTING);
    const misspelt = await httpRaw(harness.url, MISSPELT);

    expect(misspelt).toEqual(existing);
    expect(existing.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gets the same answer over the websocket for an existing field and a misspelt one', async () => {
    const existing = await wsAnswer(harness.url, EXISTING);
    const misspelt = await wsAnswer(harness.url, MISSPELT);

    expect(misspelt).toEqual(existing);
    expect(JSON.stringify(existing.payload)).toContain(SIGN_IN_REQUIRED_MESSAGE);
  });

  it('still reaches the public fields', async () => {
    const answer = await postGraphQL<{ health: string }>(harness.url, '{ health }');

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.health).toBeTruthy();
  });
});
