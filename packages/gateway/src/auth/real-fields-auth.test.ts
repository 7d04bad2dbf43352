import { describe, expect, it } from 'vitest';
import { createEventQueue } from '../realtime/event-queue.ts';
import type { SocketBridge } from '../realtime/socket-bridge.ts';
import { buildGatewaySchema } from '../schema/build-schema.ts';
import { dataSourceDoubles } from '../test-kit/data-source-doubles.ts';
import { resultCode, runAs, subscribeAs } from '../test-kit/execute.ts';
import { type TestUserName, testUserNames, testUsers } from '../test-kit/users.ts';

// Data sources and socket bridge doubles: these tests are about who gets through, not the data.
const dataSources = dataSourceDoubles({
  lookups: { accountManagers: async () => [], authorizedMarketplaces: async () => [] },
  activity: { unreadCount: async () => 3, resetUnread: async () => true },
});
const realtime = {
  subscribe: () => createEventQueue(),
  whenConnected: async () => true,
} as unknown as SocketBridge;
const context = { dataSources, realtime, token: 'token' };

const schema = buildGatewaySchema();

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

function expected(allowed: TestUserName[]): Record<string, string> {
  return Object.fromEntries(testUserNames.map((name) => [name, allowed.includes(name) ? 'OK' : 'FORBIDDEN']));
}

async function codesFor(source: string): Promise<Record<string, string>> {
  const entries = await Promise.all(
    testUserNames.map(async (name) => [
      name,
      resultCode(await runAs(schema, testUsers[name], source, context)),
    ]),
  );
  return Object.fromEntries(entries);
}

describe('@auth on the contract fields', () => {
  it('keeps account managers from brand users, standard agency users and API clients', async () => {
    expect(await codesFor('{ accountManagers { id } }')).toEqual(expected(['admin', 'manager', 'user']));
  });

  it('keeps activity counts to listing staff and ffp or ecom3k brand users', async () => {
    expect(await codesFor('{ activityUnreadCount(sellerId: "S", marketplaceId: "M") }')).toEqual(
      expected(listingStaffAndBrands),
    );
  });

  it('guards the activity reset mutation the same way', async () => {
    expect(await codesFor('mutation { resetActivityUnread(sellerId: "S", marketplaceId: "M") }')).toEqual(
      expected(listingStaffAndBrands),
    );
  });

  it('guards the activityAdded subscription before it opens', async () => {
    const source = 'subscription { activityAdded(sellerId: "S", marketplaceId: "M") { id } }';
    const codes = Object.fromEntries(
      await Promise.all(
        testUserNames.map(async (name) => [
          name,
          await subscribeAs(schema, testUsers[name], source, context),
        ]),
      ),
    );

    expect(codes).toEqual(expected(listingStaffAndBrands));
    expect(await subscribeAs(schema, null, source, context)).toBe('UNAUTHENTICATED');
  });

  it('refuses me to anonymous callers and admits every signed-in role to authorizedMarketplaces', async () => {
    expect(resultCode(await runAs(schema, null, '{ me { email } }', context))).toBe('UNAUTHENTICATED');
    expect(await codesFor('{ authorizedMarketplaces { marketplaceId } }')).toEqual(expected(testUserNames));
  });
});
