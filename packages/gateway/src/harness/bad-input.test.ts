import {
  changedTables,
  type DatabaseSnapshot,
  snapshotDatabase,
  type WriteWatch,
  watchWrites,
  writtenTables,
} from '@portal/backend/harness';
import { type GraphQLInputType, getNamedType, isListType, isNonNullType, isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLimits } from '../limits.ts';
import type { GraphQLAnswer } from '../test-kit/graphql-http.ts';
import { FIELD_ARGS, LAST_MUTATIONS, valuesFor } from './account-values.ts';
import { demoEmails, type HarnessSession, type HarnessStack, startHarnessStack } from './harness-stack.ts';
import { IDENTIFIER_NAME, operationFor, sampleArgs } from './operations.ts';
import { contractSchema, expectedDecision, type RootField, rootFields } from './root-fields.ts';
import { readSeedFacts } from './seed-facts.ts';

// Failed sign-ins are recorded on purpose (login slowdown); every other table must stay as it was.
const AUDIT_TABLES = new Set(['login_attempts']);
const INJECTIONS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '\u0000',
];
const UNKNOWN_IDS = ['00000000-0000-0000-0000-000000000000', '999999999', 'NOPE-404'];
const OVERSIZE = 'x'.repeat(20_000);
/** Answers that refuse clearly: the caller's input or standing, never the server. */
const CLEAR_REFUSALS = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
]);
/** Names whose value has a format (dates, emails, keys): an injection string there is malformed. */
const FORMATTED =
  /^(month|from|to|startDate|endDate|compareFrom|compareTo|email|tableName|article|password|passwordConfirmation)$/;

const mutations = rootFields(contractSchema()).filter(
  (r) => r.kind === 'mutation' && !LAST_MUTATIONS.has(r.key),
);

interface Variant {
  label: string;
  variables: Record<string, unknown>;
}

function wrongTypeFor(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { not: 'a list' };
  const named = getNamedType(inner);
  if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) return 'not-a-number';
  if (isScalarType(named) && named.name === 'Boolean') return 'maybe';
  if (isScalarType(named) && named.name === 'JSON') return undefined;
  return isScalarType(named) ? { not: 'a string' } : 'not-an-object';
}

const isStringArg = (type: GraphQLInputType) => {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isScalarType(inner) && (inner.name === 'String' || inner.name === 'ID');
};

/** Malformed variables for one mutation: each argument missing, of the wrong type, oversized, injected, unknown. */
function variantsFor(root: RootField, valid: Record<string, unknown>): Variant[] {
  const variants: Variant[] = [];
  for (const arg of root.field.args) {
    const { [arg.name]: _omitted, ...rest } = valid;
    if (isNonNullType(arg.type) && Object.hasOwn(valid, arg.name))
      variants.push({ label: `${arg.name} missing`, variables: rest });
    const wrong = wrongTypeFor(arg.type);
    if (wrong !== undefined)
      variants.push({ label: `${arg.name} of the wrong type`, variables: { ...valid, [arg.name]: wrong } });
    if (!isStringArg(arg.type)) continue;
    variants.push({ label: `${arg.name} oversized`, variables: { ...valid, [arg.name]: OVERSIZE } });
    const formatted = IDENTIFIER_NAME.test(arg.name) || FORMATTED.test(arg.name);
    if (!formatted) continue;
    for (const value of [...INJECTIONS, ...(IDENTIFIER_NAME.test(arg.name) ? UNKNOWN_IDS : [])]) {
      variants.push({
        label: `${arg.name} = ${JSON.stringify(value)}`,
        variables: { ...valid, [arg.name]: value },
      });
    }
  }
  return variants;
}

describe('bad input to every GraphQL mutation and the HTTP endpoint', () => {
  let stack: HarnessStack;
  let callers: Map<string, HarnessSession>;
  let valuesOf: (session: HarnessSession) => Record<string, unknown>;
  let tried = 0;
  let start: DatabaseSnapshot;
  // Full snapshots at the start and the end; around each call only the writes are counted, since
  // hashing every table around each of ~40 mutations was most of this file's time.
  let watch: WriteWatch;
  const snapshot = () => snapshotDatabase(stack.backend.db, { exclude: AUDIT_TABLES });

  beforeAll(async () => {
    stack = await startHarnessStack();
    const facts = await readSeedFacts(stack.backend);
    callers = new Map();
    for (const email of demoEmails) callers.set(email, await stack.signIn(email));
    valuesOf = (session) => valuesFor(facts, session, null);
    start = await snapshot();
    watch = await watchWrites(stack.backend.db, { exclude: AUDIT_TABLES });
  }, 180_000);
  afterAll(async () => {
    console.log(`bad input (GraphQL): ${mutations.length} mutations, ${tried} malformed calls`);
    await stack?.close();
  });

  /** The first demo account the mutation's @auth lets through, so validation is what answers. */
  function allowedCaller(root: RootField): HarnessSession {
    for (const session of callers.values()) {
      if (expectedDecision(session.subject, root) === 'ALLOW') return session;
    }
    throw new Error(`no demo account may call ${root.key}`);
  }

  async function post(body: string, headers: Record<string, string>, token?: string) {
    tried += 1;
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const text = await response.text();
    let answer: GraphQLAnswer | null = null;
    try {
      answer = JSON.parse(text) as GraphQLAnswer;
    } catch {
      // Judged on the status alone.
    }
    return { status: response.status, answer, text };
  }

  it.each(mutations.map((m) => [m.key, m] as const))(
    'refuses malformed input to %s clearly and writes nothing',
    async (_key, root) => {
      const caller = allowedCaller(root);
      const valid = sampleArgs(root, { ...valuesOf(caller), ...(FIELD_ARGS[root.key]?.(caller) ?? {}) });
      const before = await watch.writes();
      const problems: string[] = [];
      for (const variant of variantsFor(root, valid)) {
        // Declared for every argument given or left out, so each malformed value is really sent.
        const { query } = operationFor(root, { ...valid, ...variant.variables });
        const { status, answer, text } = await post(
          JSON.stringify({ query, variables: variant.variables }),
          { 'content-type': 'application/json' },
          caller.accessToken,
        );
        const codes = (answer?.errors ?? []).map((e) => e.extensions?.code ?? '?');
        const where = `${root.key} [${variant.label}] as ${caller.email}`;
        if (status >= 500) problems.push(`${where}: HTTP ${status}`);
        else if (!answer) problems.push(`${where}: HTTP ${status} ${text.slice(0, 80)}`);
        else if (codes.length === 0) problems.push(`${where}: accepted`);
        else if (!codes.every((code) => CLEAR_REFUSALS.has(code)))
          problems.push(`${where}: ${codes.join(', ')}`);
        else if (/stacktrace|node_modules|\.ts:\d+/.test(text)) problems.push(`${where}: leaks internals`);
      }

      expect(problems).toEqual([]);
      expect(writtenTables(before, await watch.writes())).toEqual([]);
    },
  );

  it('refuses an operation nested past the depth limit at the public endpoint', async () => {
    const levels = operationLimits.maxDepth + 1;
    const deep = `{ me { ${'viewer { '.repeat(levels)}email${' }'.repeat(levels)} } }`;

    // Signed in: a signed-out caller is refused before any limit is measured (the anonymous gate).
    const { answer } = await post(
      JSON.stringify({ query: deep }),
      { 'content-type': 'application/json' },
      callers.get('admin@demo.test')?.accessToken,
    );

    expect(answer?.data ?? undefined).toBeUndefined();
    expect(answer?.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
  });

  it('refuses an operation with more aliases than allowed', async () => {
    const session = callers.get('admin@demo.test');
    const query = `{ ${Array.from({ length: operationLimits.maxAliases + 1 }, (_, i) => `a${i}: me { email }`).join(' ')} }`;

    const { answer } = await post(
      JSON.stringify({ query }),
      { 'content-type': 'application/json' },
      session?.accessToken,
    );

    expect(answer?.data ?? undefined).toBeUndefined();
    expect(answer?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses an operation over the cost limit', async () => {
    const session = callers.get('admin@demo.test');
    const query = `{ me { ${'email '.repeat(operationLimits.maxCost + 1)} } }`;

    const { answer } = await post(
      JSON.stringify({ query }),
      { 'content-type': 'application/json' },
      session?.accessToken,
    );

    expect(answer?.data ?? undefined).toBeUndefined();
    expect(answer?.errors?.some((e) => /cost/i.test(e.message))).toBe(true);
  });

  it('refuses a cross-site form post of a mutation (CSRF) and runs nothing', async () => {
    const session = callers.get('admin@demo.test');
    const mutation = `mutation { saveTableLayout(tableName: "csrf-probe", layout: { columnVisibilityModel: {}, columnsOrder: ["x"] }) { columnsOrder } }`;
    const before = await watch.writes();

    const asText = await post(
      JSON.stringify({ query: mutation }),
      { 'content-type': 'text/plain' },
      session?.accessToken,
    );
    const asForm = await post(`query=${encodeURIComponent(mutation)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const asGet = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { authorization: `Bearer ${session?.accessToken}` },
    });

    expect(asText.status).toBe(400);
    expect(asForm.status).toBe(400);
    expect(asGet.status).toBeGreaterThanOrEqual(400);
    expect(asGet.status).toBeLessThan(500);
    expect(writtenTables(before, await watch.writes())).toEqual([]);
  });

  it('answers malformed request bodies with a 4xx, never a 5xx', async () => {
    const bodies = [
      '{"query": ',
      '[]',
      '"text"',
      JSON.stringify({ query: 42 }),
      JSON.stringify({ pad: 'x'.repeat(110_000) }),
    ];
    const statuses = [];
    for (const body of bodies)
      statuses.push((await post(body, { 'content-type': 'application/json' })).status);

    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
  });

  it('left every table exactly as the seed made it', async () => {
    expect(changedTables(start, await snapshot())).toEqual([]);
  });
});
