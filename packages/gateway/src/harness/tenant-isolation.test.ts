import { type GraphQLInputType, getNamedType, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../test-kit/graphql-http.ts';
import { brandValues, FIELD_ARGS, valuesFor } from './account-values.ts';
import { demoEmails, type HarnessSession, type HarnessStack, startHarnessStack } from './harness-stack.ts';
import { operationFor, sampleArgs } from './operations.ts';
import { contractSchema, type RootField, rootFields } from './root-fields.ts';
import { type BrandFacts, readSeedFacts, type SeedFacts, visibleCodes } from './seed-facts.ts';

/** Argument names that point at a brand's data (DESIGN §1: brand users see their brand and sub brands only). */
const TENANT_ARG =
  /^(brandCodes?|brand_codes?|brandIds?|brand_id|asins?|skus?|sellerIds?|seller_id|sellingPartnerId)$/;
/** Codes that mean "you get nothing": refused, not found, or bad input. */
const NOTHING_CODES = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'BAD_REQUEST', 'NOT_FOUND', 'UNAUTHENTICATED']);
const OTHER_BRANDS_PER_USER = 6;

/** Names of the tenant arguments a type reaches, input objects included. */
function tenantArgsOf(type: GraphQLInputType, name: string, seen = new Set<string>()): string[] {
  const found = TENANT_ARG.test(name) ? [name] : [];
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return found;
  seen.add(named.name);
  return [...found, ...Object.values(named.getFields()).flatMap((f) => tenantArgsOf(f.type, f.name, seen))];
}

const tenantQueries = rootFields(contractSchema())
  .filter((r) => r.kind === 'query')
  .map((root) => ({ root, names: root.field.args.flatMap((a) => tenantArgsOf(a.type, a.name)) }))
  .filter((q) => q.names.length > 0);

/** Where the other brand's own identifiers appear in an answer (its code only inside lists: rows). */
function leaksOf(data: unknown, other: BrandFacts): string[] {
  const secrets = new Set([
    other.name,
    ...other.sellers.map((s) => s.sellerId),
    ...other.asins,
    ...other.skus,
  ]);
  const found: string[] = [];
  const walk = (value: unknown, path: string, inList: boolean) => {
    if (typeof value === 'string') {
      if (secrets.has(value) || (inList && value === other.brandCode)) found.push(`${path} = ${value}`);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`, true);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, inList);
    }
  };
  walk(data, 'data', false);
  return found;
}

describe('tenant isolation: brand users never get another brand’s data', () => {
  let stack: HarnessStack;
  let facts: SeedFacts;
  const sessions = new Map<string, HarnessSession>();
  let tried = 0;

  beforeAll(async () => {
    stack = await startHarnessStack();
    facts = await readSeedFacts(stack.backend);
    for (const email of demoEmails) sessions.set(email, await stack.signIn(email));
  }, 180_000);
  afterAll(async () => {
    console.log(
      `tenant isolation: ${tenantQueries.length} queries take brand identifiers (${tenantQueries
        .map((q) => q.root.name)
        .join(
          ', ',
        )}); ${tried} cross-brand calls tried; identifiers read from ${facts?.identifierTables.join(', ')}`,
    );
    await stack?.close();
  });

  const brandUsers = () => [...sessions.values()].filter((s) => s.subject.role === 'brand-user');

  /** Other brands of the seed the user may not see, demo brands first (they carry the richest data). */
  function otherBrands(session: HarnessSession): BrandFacts[] {
    const visible = visibleCodes(facts, session.brandCode, session.subject.subBrandCodes);
    const demoCodes = new Set([...sessions.values()].map((s) => s.brandCode));
    return facts.brands
      .filter((b) => !visible.has(b.brandCode) && !(b.parentBrandCode && visible.has(b.parentBrandCode)))
      .sort((a, b) => Number(demoCodes.has(b.brandCode)) - Number(demoCodes.has(a.brandCode)))
      .slice(0, OTHER_BRANDS_PER_USER);
  }

  async function ask(root: RootField, session: HarnessSession, other: BrandFacts): Promise<GraphQLAnswer> {
    // The field's own samples (ids no record has) fill what is not a brand's; the other brand's wins.
    const values = {
      ...valuesFor(facts, session, null),
      ...(FIELD_ARGS[root.key]?.(session) ?? {}),
      ...brandValues(other),
    };
    const { query, variables } = operationFor(root, sampleArgs(root, values), 3);
    tried += 1;
    return stack.gql(query, variables, session.accessToken);
  }

  it('finds queries that take a brand code, brand id, ASIN, SKU or seller id', () => {
    expect(tenantQueries.length).toBeGreaterThan(0);
  });

  it('shows the other brands’ data to agency staff, so a leak would be seen', async () => {
    const admin = sessions.get('admin@demo.test');
    if (!admin) throw new Error('admin did not sign in');
    const seen: string[] = [];
    for (const { root } of tenantQueries) {
      for (const other of otherBrands(brandUsers()[0] ?? admin)) {
        const answer = await ask(root, admin, other);
        if (leaksOf(answer.data, other).length > 0) seen.push(`${root.name}/${other.brandCode}`);
      }
    }

    expect(seen.length).toBeGreaterThan(0);
  });

  it('gives each brand user nothing of another brand from any such query', async () => {
    const problems: string[] = [];
    for (const session of brandUsers()) {
      for (const { root } of tenantQueries) {
        for (const other of otherBrands(session)) {
          const answer = await ask(root, session, other);
          const codes = (answer.errors ?? []).map((e) => e.extensions?.code ?? '?');
          const leaks = leaksOf(answer.data, other);
          const where = `${root.name} as ${session.email} for ${other.brandCode}`;
          if (leaks.length) problems.push(`${where}: ${leaks.slice(0, 3).join('; ')}`);
          else if (codes.some((c) => !NOTHING_CODES.has(c))) problems.push(`${where}: ${codes.join(', ')}`);
        }
      }
    }

    console.log(`tenant isolation: ${brandUsers().length} brand users, ${tried} calls so far`);
    expect(tried).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 240_000);
});
