import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_TOO_LARGE_MESSAGE } from '../../http/answer-size.ts';
import { operationLimits } from '../../limits.ts';
import {
  INTROSPECTION_NESTING_MESSAGE,
  INTROSPECTION_ROOTS_MESSAGE,
} from '../../schema/introspection-limits.ts';
import { type FakeUpstream, startFakeUpstream } from '../../test-kit/fake-upstream.ts';
import { type GatewayHarness, startGatewayHarness } from '../../test-kit/gateway-harness.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';
import { type GatewayProcess, startGatewayProcess } from './gateway-process.ts';
import { wsAnswer } from './ws-answer.ts';

// Issue 28, finding 1: aliased introspection stalled the whole gateway.
const standard = getIntrospectionQuery();
// The standard query's fragments (FullType, InputValue, TypeRef), so each alias asks for everything.
const fragments = standard.slice(standard.indexOf('fragment FullType'));
const everything = 'queryType { name } types { ...FullType } directives { name args { ...InputValue } }';

/** The attack's shape: every allowed alias asking for the whole schema. */
function aliasedSchema(count: number): string {
  const aliases = Array.from({ length: count }, (_, i) => `s${i}: __schema { ${everything} }`);
  return `query { ${aliases.join(' ')} }\n${fragments}`;
}

const api = { sub: '5', role: 'api', email: 'api@demo.test', sid: 's-api' };
// An admin sees the whole schema: the largest answer introspection can give (visible-schema.ts).
const admin = { sub: '1', role: 'admin', email: 'admin@demo.test', sid: 's-admin' };

describe('the 15-alias introspection document against the gateway process', () => {
  let upstream: FakeUpstream;
  let gateway: GatewayProcess;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    gateway = await startGatewayProcess({ UPSTREAM_URL: upstream.url, PUBLIC_URL: 'http://localhost:4000' });
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await upstream?.close();
  });

  it('is refused from a signed-in caller, with /healthz answering meanwhile', async () => {
    const token = await upstream.signToken(api);
    const query = aliasedSchema(operationLimits.maxAliases);
    for (let i = 0; i < 3; i++) await (await fetch(`${gateway.url}/healthz`)).text();
    const healthTimes: number[] = [];
    let attacking = true;
    const probe = (async () => {
      while (attacking) {
        const started = performance.now();
        await (await fetch(`${gateway.url}/healthz`)).text();
        healthTimes.push(performance.now() - started);
      }
    })();

    const started = performance.now();
    const answer = await postGraphQL(gateway.url, query, {}, token);
    const answeredIn = performance.now() - started;
    attacking = false;
    await probe;

    // Figures for docs/security.md; time is printed, never asserted.
    console.log(
      `aliased introspection: ${(query.length / 1024).toFixed(1)} KB document answered in ${answeredIn.toFixed(0)} ms ` +
        `(${JSON.stringify(answer).length} bytes); /healthz ${healthTimes.length} answers, slowest ${Math.max(...healthTimes).toFixed(1)} ms`,
    );
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((e) => e.message)).toContain(INTROSPECTION_ROOTS_MESSAGE);
    expect(healthTimes.length).toBeGreaterThan(0);
  });
});

describe('introspection for signed-in callers', () => {
  let harness: GatewayHarness;
  let small: GatewayHarness;
  let token: string;
  beforeAll(async () => {
    harness = await startGatewayHarness();
    token = await harness.upstream.signToken(admin);
  });
  afterAll(async () => {
    await harness?.close();
    await small?.close();
  });

  it('answers the standard introspection query partners’ tools send', async () => {
    const answer = await postGraphQL<{ __schema: { types: unknown[] } }>(harness.url, standard, {}, token);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.types.length).toBeGreaterThan(100);
  });

  it('refuses two introspection roots, aliased or not', async () => {
    const twoRoots = '{ __schema { queryType { name } } __type(name: "Query") { name } }';
    const aliased = '{ s: __schema { queryType { name } } }';

    for (const query of [twoRoots, aliased, aliasedSchema(2)]) {
      const answer = await postGraphQL(harness.url, query, {}, token);
      expect(answer.errors?.[0]?.message).toBe(INTROSPECTION_ROOTS_MESSAGE);
    }
  });

  it('refuses introspection lists nested past the standard query’s depth', async () => {
    // Each `fields { type { fields` multiplies the answer by the schema's field count.
    const query = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';

    const answer = await postGraphQL(harness.url, query, {}, token);

    expect(answer.errors?.[0]?.message).toBe(INTROSPECTION_NESTING_MESSAGE);
  });

  it('applies the same limits over the websocket', async () => {
    const answer = await wsAnswer(harness.url, aliasedSchema(2), token);

    expect(answer.type).toBe('error');
    expect(JSON.stringify(answer.payload)).toContain(INTROSPECTION_ROOTS_MESSAGE);
  });

  it('caps the size of an answer', async () => {
    small = await startGatewayHarness({ maxAnswerBytes: 64 * 1024 });
    const smallToken = await small.upstream.signToken(admin);
    const full = await postGraphQL(harness.url, standard, {}, token);
    expect(JSON.stringify(full).length).toBeGreaterThan(64 * 1024);

    const res = await fetch(`${small.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${smallToken}` },
      body: JSON.stringify({ query: standard }),
    });
    const body = (await res.json()) as { errors?: Array<{ message: string }>; data?: unknown };

    expect(res.status).toBe(413);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toBe(ANSWER_TOO_LARGE_MESSAGE);
  });
});
