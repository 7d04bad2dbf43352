import type { AccessSubject, AuthDecision } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../test-kit/graphql-http.ts';
import { accessOutcome, describeAnswer, UNEXPECTED_ON_ALLOWED } from './access-outcome.ts';
import { FIELD_ARGS, LAST_MUTATIONS, valuesFor } from './account-values.ts';
import { demoEmails, type HarnessSession, type HarnessStack, startHarnessStack } from './harness-stack.ts';
import { type ArgValues, operationFor, sampleArgs } from './operations.ts';
import { contractSchema, expectedDecision, type RootField, rootFields } from './root-fields.ts';
import { readSeedFacts, type SeedFacts } from './seed-facts.ts';
import { openWsClient, probeSubscription } from './ws-probe.ts';

// Every demo account (DESIGN §2) × every root field of the built schema, against the real backend.
const SIGNED_OUT = 'signed out';
// An API key (issue 36) is a caller too: its grants, and MR001 only.
const KEY_CALLER = 'API key: advertising.read for MR001';
const callers = [...demoEmails, SIGNED_OUT, KEY_CALLER];
const roots = rootFields(contractSchema());
const queries = roots.filter((r) => r.kind === 'query');
const subscriptions = roots.filter((r) => r.kind === 'subscription');
const mutations = [
  ...roots.filter((r) => r.kind === 'mutation' && !LAST_MUTATIONS.has(r.key)),
  // In the set's order: logout ends the caller's session, so it comes after the others.
  ...[...LAST_MUTATIONS].flatMap((key) => roots.filter((r) => r.kind === 'mutation' && r.key === key)),
];
/** How long an allowed subscription must stay open without a refusal. */
const SUBSCRIPTION_WINDOW_MS = 3000;

/**
 * What DESIGN §2 says each demo account is; the seed must agree or every expectation is moot. Where
 * its notes are silent on brand admin (mr, aa) the seed's choice stands (brandAdmin left out).
 */
type DesignSubject = Omit<AccessSubject, 'subBrandCodes' | 'brandAdmin'> & {
  brandAdmin?: boolean;
  hasSubBrands: boolean;
};
const DESIGN_SUBJECTS: Record<string, DesignSubject> = {
  'admin@demo.test': staff('admin'),
  'manager@demo.test': staff('manager'),
  'user@demo.test': staff('user'),
  'agency@demo.test': staff('standard_agency_user'),
  'api@demo.test': staff('api'),
  'mc@demo.test': brand('mc', true, false),
  'mr@demo.test': brand('mr', undefined, false),
  'mr-sub@demo.test': { ...brand('mr', undefined, false), hasSubBrands: true },
  'ffp@demo.test': brand('ffp', true, true),
  'ffp-user@demo.test': brand('ffp', false, true),
  'ffp-inactive@demo.test': brand('ffp', true, false),
  'ecom3k@demo.test': brand('ecom3k', true, true),
  'aa@demo.test': brand('aa', undefined, false),
};
function staff(role: AccessSubject['role']): DesignSubject {
  return { role, brandType: null, brandAdmin: false, activeSubscription: false, hasSubBrands: false };
}
function brand(
  brandType: AccessSubject['brandType'],
  brandAdmin: boolean | undefined,
  activeSubscription: boolean,
): DesignSubject {
  return {
    role: 'brand-user',
    brandType,
    ...(brandAdmin === undefined ? {} : { brandAdmin }),
    activeSubscription,
    hasSubBrands: false,
  };
}

interface Caller {
  session: HarnessSession | null;
  values: ArgValues;
}

describe('access matrix: every demo account × every GraphQL root field', () => {
  let stack: HarnessStack;
  let facts: SeedFacts;
  const callersByName = new Map<string, Caller>();
  const tally: Record<AuthDecision, number> = { ALLOW: 0, FORBIDDEN: 0, UNAUTHENTICATED: 0 };

  beforeAll(async () => {
    stack = await startHarnessStack();
    facts = await readSeedFacts(stack.backend);
    for (const email of demoEmails) {
      const session = await stack.signIn(email);
      // A second session whose refresh token refreshSession may spend without ending the first.
      const spare = await stack.signIn(email);
      callersByName.set(email, { session, values: valuesFor(facts, session, spare.refreshToken) });
    }
    callersByName.set(SIGNED_OUT, { session: null, values: valuesFor(facts, null, null) });
    const keySession = await keyCaller(callerOf('admin@demo.test').session);
    callersByName.set(KEY_CALLER, { session: keySession, values: valuesFor(facts, keySession, null) });
  }, 120_000);

  /** Creates the key as the admin; the key's secret is its bearer, traded by the gateway itself. */
  async function keyCaller(admin: HarnessSession | null): Promise<HarnessSession> {
    if (!admin) throw new Error('no admin session');
    const created = await stack.gql<{ createApiKey: { secret: string } }>(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: 'access matrix', permissions: ['ADVERTISING_READ'], brandCodes: ['MR001'] } },
      admin.accessToken,
    );
    const secret = created.data?.createApiKey.secret;
    if (!secret) throw new Error(`key not created: ${JSON.stringify(created.errors)}`);
    return {
      email: KEY_CALLER,
      userId: admin.userId,
      accessToken: secret,
      refreshToken: '',
      brandCode: 'MR001',
      subject: {
        role: 'api',
        brandType: null,
        brandAdmin: false,
        activeSubscription: false,
        subBrandCodes: [],
        grants: ['advertising.read', 'session'],
      },
    };
  }
  afterAll(async () => {
    console.log(
      `access matrix: ${roots.length} root fields × ${callers.length} callers;`,
      `calls answered as expected: ${JSON.stringify(tally)}`,
    );
    await stack?.close();
  });

  function callerOf(name: string): Caller {
    const caller = callersByName.get(name);
    if (!caller) throw new Error(`no session for ${name}`);
    return caller;
  }

  function argsFor(root: RootField, caller: Caller) {
    const override = FIELD_ARGS[root.key]?.(caller.session) ?? {};
    return sampleArgs(root, { ...caller.values, ...override });
  }

  /** Mismatches of one answer against the tables, as readable lines. */
  function check(root: RootField, caller: Caller, answer: GraphQLAnswer | 'open'): string[] {
    const expected: AuthDecision = expectedDecision(caller.session?.subject ?? null, root);
    const actual = accessOutcome(answer, root.name);
    const who = caller.session?.email ?? SIGNED_OUT;
    if (actual !== expected)
      return [`${root.key} as ${who}: expected ${expected}, got ${describeAnswer(answer)}`];
    tally[expected] += 1;
    if (expected !== 'ALLOW' || answer === 'open') return [];
    const unexpected = (answer.errors ?? []).filter((e) =>
      UNEXPECTED_ON_ALLOWED.has(e.extensions?.code ?? ''),
    );
    return unexpected.length
      ? [`${root.key} as ${who}: allowed, but answered ${describeAnswer(answer)}`]
      : [];
  }

  async function callAll(list: RootField[], name: string, sequential: boolean): Promise<string[]> {
    const caller = callerOf(name);
    const run = async (root: RootField) => {
      const { query, variables } = operationFor(root, argsFor(root, caller));
      return check(root, caller, await stack.gql(query, variables, caller.session?.accessToken));
    };
    if (!sequential) return (await Promise.all(list.map(run))).flat();
    const problems: string[] = [];
    for (const root of list) problems.push(...(await run(root)));
    return problems;
  }

  it('finds root fields to prove, each with an access rule and callable arguments', () => {
    expect(queries.length).toBeGreaterThan(0);
    expect(mutations.length).toBeGreaterThan(0);
    expect(subscriptions.length).toBeGreaterThan(0);
    // Throws a MissingSampleError naming the field and argument when generated args cannot do.
    for (const name of callers) for (const root of roots) argsFor(root, callerOf(name));
    for (const root of roots) expectedDecision(null, root);
  });

  it.each(demoEmails)('signs %s in as DESIGN §2 describes the account', (email) => {
    const { hasSubBrands, ...expected } = DESIGN_SUBJECTS[email] ?? staff('api');
    const subject = callerOf(email).session?.subject;

    expect(subject).toMatchObject(expected);
    expect((subject?.subBrandCodes.length ?? 0) > 0).toBe(hasSubBrands);
  });

  it.each(callers)('answers every query to %s as its @auth says', async (name) => {
    expect(await callAll(queries, name, false)).toEqual([]);
  });

  it('opens or refuses every subscription for every caller as its @auth says', async () => {
    const problems = await Promise.all(
      callers.map(async (name) => {
        const caller = callerOf(name);
        const { client, ready } = openWsClient(stack.url, caller.session?.accessToken);
        try {
          await ready;
          const results = await Promise.all(
            subscriptions.map(async (root) => {
              const { query, variables } = operationFor(root, argsFor(root, caller));
              return check(
                root,
                caller,
                await probeSubscription(client, query, variables, SUBSCRIPTION_WINDOW_MS),
              );
            }),
          );
          return results.flat();
        } finally {
          await client.dispose();
        }
      }),
    );

    expect(problems.flat()).toEqual([]);
  });

  // Last: mutations change state (harmless values, and logout after everything else).
  it.each(callers)('answers every mutation to %s as its @auth says', async (name) => {
    expect(await callAll(mutations, name, true)).toEqual([]);
  });

  it('saw every kind of answer, so the matrix proves refusals as well as grants', () => {
    expect(tally.ALLOW).toBeGreaterThan(0);
    expect(tally.FORBIDDEN).toBeGreaterThan(0);
    expect(tally.UNAUTHENTICATED).toBeGreaterThan(0);
    expect(tally.ALLOW + tally.FORBIDDEN + tally.UNAUTHENTICATED).toBe(roots.length * callers.length);
  });
});
