import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import { describe, expect, it } from 'vitest';
import { resultCode, runAs, subscribeAs } from '../test-kit/execute.ts';
import { type TestUserName, testUserNames, testUsers } from '../test-kit/users.ts';
import { authDirectiveTransformer } from './auth-directive.ts';

// The contract's directive and Permission enum plus one field per kind of condition, each naming a
// permission of the table whose rule has that condition (brand admin and subscription guard no real
// field yet).
const schema = authDirectiveTransformer(
  makeExecutableSchema({
    typeDefs: [
      ...loadTypeDefs(),
      `
      extend type Query {
        anyone: String @public
        signedIn: String @auth(permission: PROFILE_READ)
        staffOnly: String @auth(permission: LOOKUPS_READ)
        listingsBrands: String @auth(permission: ACTIVITY_READ)
        brandAdminOnly: String @auth(permission: ACCOUNT_VIEW)
        subscribersOnly: String @auth(permission: LISTINGS_VIEW)
        adminReport: AdminReport @auth(permission: PROFILE_READ)
      }
      type AdminReport @auth(permission: USERS_MANAGE) { total: Int }
      extend type Mutation { staffChange: String @auth(permission: LOOKUPS_READ) }
      extend type Subscription { listingEvents: String @auth(permission: ACTIVITY_READ) }
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

// Apollo runs every operation with graphql-js `execute` (docs/decisions/0331), as runAs does.
describe.each([['graphql-js execute', runAs]])('@auth directive under %s', (_executor, run) => {
  async function codesFor(source: string): Promise<Record<TestUserName, string>> {
    const entries = await Promise.all(
      testUserNames.map(async (name) => [name, resultCode(await run(schema, testUsers[name], source))]),
    );
    return Object.fromEntries(entries) as Record<TestUserName, string>;
  }

  it('lets anonymous callers use @public fields', async () => {
    expect(resultCode(await run(schema, null, '{ anyone }'))).toBe('OK');
  });

  it('answers UNAUTHENTICATED with a message that names no rule', async () => {
    const result = await run(schema, null, '{ staffOnly }');

    expect(resultCode(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Not signed in');
    expect(result.data?.staffOnly ?? null).toBeNull();
  });

  it('admits every role to a field whose permission names every role', async () => {
    expect(await codesFor('{ signedIn }')).toEqual(expected(testUserNames));
  });

  it('enforces a role list on queries and mutations', async () => {
    expect(await codesFor('{ staffOnly }')).toEqual(expected(staff));
    expect(await codesFor('mutation { staffChange }')).toEqual(expected(staff));
  });

  it('answers FORBIDDEN with a message that names no rule', async () => {
    const result = await run(schema, testUsers.mr, '{ staffOnly }');

    expect(result.errors?.[0]?.message).toBe('Not allowed');
  });

  // activity.read: listing roles (no user, no api), brand types ffp and ecom3k.
  const listingStaffAndBrands: TestUserName[] = [
    'admin',
    'manager',
    'agency',
    'ffp',
    'ffpUser',
    'ffpInactive',
    'ecom3k',
    'ecom3kInactive',
  ];

  it('binds brand types to brand users only', async () => {
    expect(await codesFor('{ listingsBrands }')).toEqual(expected(listingStaffAndBrands));
  });

  it('refuses brand users who are not brand admins on brand-admin fields', async () => {
    // account.view: ffp and ecom3k brand admins; ffp-user is of the right type but no admin.
    expect(await codesFor('{ brandAdminOnly }')).toEqual(
      expected(['ffp', 'ffpInactive', 'ecom3k', 'ecom3kInactive']),
    );
  });

  it('refuses ffp users without an active subscription on subscriber fields', async () => {
    // listings.view: listing staff and subscribed ffp brand users.
    expect(await codesFor('{ subscribersOnly }')).toEqual(
      expected(['admin', 'manager', 'agency', 'ffp', 'ffpUser']),
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

    expect(codes).toEqual(expected(listingStaffAndBrands));
    expect(await subscribeAs(schema, null, 'subscription { listingEvents }')).toBe('UNAUTHENTICATED');
  });

  it('covers every brand user fixture', () => {
    expect([...staff, 'api', ...brandUsers].sort()).toEqual([...testUserNames].sort());
  });
});
