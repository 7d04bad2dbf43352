import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import { describe, expect, it } from 'vitest';
import { resultCode, runAs, subscribeAs } from '../test-kit/execute.ts';
import { type TestUserName, testUserNames, testUsers } from '../test-kit/users.ts';
import { authDirectiveTransformer } from './auth-directive.ts';

// The contract's directive and enums plus one field per kind of rule, since brandAdmin and
// activeSubscription guard no real field yet.
const schema = authDirectiveTransformer(
  makeExecutableSchema({
    typeDefs: [
      ...loadTypeDefs(),
      `
      extend type Query {
        anyone: String @public
        signedIn: String @auth
        staffOnly: String @auth(roles: [ADMIN, MANAGER, USER, STANDARD_AGENCY_USER])
        listingsBrands: String @auth(brandTypes: [FFP, ECOM3K])
        brandAdminOnly: String @auth(brandAdmin: true)
        subscribersOnly: String @auth(activeSubscription: true)
        adminReport: AdminReport @auth
      }
      type AdminReport @auth(roles: [ADMIN]) { total: Int }
      extend type Mutation { staffChange: String @auth(roles: [ADMIN, MANAGER, USER, STANDARD_AGENCY_USER]) }
      extend type Subscription { listingEvents: String @auth(brandTypes: [FFP, ECOM3K]) }
      `,
    ],
    resolvers: {
      Query: {
        anyone: () => 'x',
        signedIn: () => 'x',
        staffOnly: () => 'x',
        listingsBrands: () => 'x',
        brandAdminOnly: () => 'x',
        subscribersOnly: () => 'x',
        adminReport: () => ({ total: 1 }),
      },
      Mutation: { staffChange: () => 'x' },
      Subscription: {
        listingEvents: {
          subscribe: async function* () {
            yield { listingEvents: 'x' };
          },
        },
      },
    },
  }),
);

const staff: TestUserName[] = ['admin', 'manager', 'user', 'agency'];
const brandUsers: TestUserName[] = [
  'mc',
  'mr',
  'aa',
  'ffp',
  'ffpUser',
  'ffpInactive',
  'ecom3k',
  'ecom3kInactive',
];

function expected(allowed: TestUserName[]): Record<TestUserName, string> {
  return Object.fromEntries(
    testUserNames.map((name) => [name, allowed.includes(name) ? 'OK' : 'FORBIDDEN']),
  ) as Record<TestUserName, string>;
}

async function codesFor(source: string): Promise<Record<TestUserName, string>> {
  const entries = await Promise.all(
    testUserNames.map(async (name) => [name, resultCode(await runAs(schema, testUsers[name], source))]),
  );
  return Object.fromEntries(entries) as Record<TestUserName, string>;
}

describe('@auth directive', () => {
  it('lets anonymous callers use @public fields', async () => {
    expect(resultCode(await runAs(schema, null, '{ anyone }'))).toBe('OK');
  });

  it('answers UNAUTHENTICATED with a message that names no rule', async () => {
    const result = await runAs(schema, null, '{ staffOnly }');

    expect(resultCode(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Not signed in');
    expect(result.data?.staffOnly ?? null).toBeNull();
  });

  it('admits every role to a plain @auth field', async () => {
    expect(await codesFor('{ signedIn }')).toEqual(expected(testUserNames));
  });

  it('enforces a role list on queries and mutations', async () => {
    expect(await codesFor('{ staffOnly }')).toEqual(expected(staff));
    expect(await codesFor('mutation { staffChange }')).toEqual(expected(staff));
  });

  it('answers FORBIDDEN with a message that names no rule', async () => {
    const result = await runAs(schema, testUsers.mr, '{ staffOnly }');

    expect(result.errors?.[0]?.message).toBe('Not allowed');
  });

  it('binds brand types to brand users only', async () => {
    expect(await codesFor('{ listingsBrands }')).toEqual(
      expected([...staff, 'api', 'ffp', 'ffpUser', 'ffpInactive', 'ecom3k', 'ecom3kInactive']),
    );
  });

  it('refuses brand users who are not brand admins on brand-admin fields', async () => {
    expect(await codesFor('{ brandAdminOnly }')).toEqual(
      expected(testUserNames.filter((name) => name !== 'mr' && name !== 'ffpUser')),
    );
  });

  it('refuses ffp and ecom3k users without an active subscription on subscriber fields', async () => {
    expect(await codesFor('{ subscribersOnly }')).toEqual(
      expected(testUserNames.filter((name) => name !== 'ffpInactive' && name !== 'ecom3kInactive')),
    );
  });

  it('applies an object-level rule to every field of the type', async () => {
    expect(await codesFor('{ adminReport { total } }')).toEqual(expected(['admin']));
  });

  it('checks subscriptions before any event stream opens', async () => {
    const codes = Object.fromEntries(
      await Promise.all(
        testUserNames.map(async (name) => [
          name,
          await subscribeAs(schema, testUsers[name], 'subscription { listingEvents }'),
        ]),
      ),
    );

    expect(codes).toEqual(
      expected([...staff, 'api', 'ffp', 'ffpUser', 'ffpInactive', 'ecom3k', 'ecom3kInactive']),
    );
    expect(await subscribeAs(schema, null, 'subscription { listingEvents }')).toBe('UNAUTHENTICATED');
  });

  it('covers every brand user fixture', () => {
    expect([...staff, 'api', ...brandUsers].sort()).toEqual([...testUserNames].sort());
  });
});
