import { describe, expect, expectTypeOf, it } from 'vitest';
import { createDataSources, type DataSources } from '../context.ts';
import { gatewayResolvers } from '../schema/build-schema.ts';
import { dataSourceDoubles } from '../test-kit/data-source-doubles.ts';
import { AdvertisingAPI } from './advertising/advertising-api.ts';
import { GATEWAY_MODULES } from './index.ts';
import type { UsersAPI } from './users/users-api.ts';

describe('the gateway module list', () => {
  it('types each data source from the module that declares it', () => {
    // tsc checks these: a module whose factory returned the wrong class would fail the typecheck.
    expectTypeOf<DataSources['advertising']>().toEqualTypeOf<AdvertisingAPI>();
    expectTypeOf<DataSources['users']>().toEqualTypeOf<UsersAPI>();
  });

  it('gives the schema every module’s resolvers, once each, in list order', () => {
    expect(gatewayResolvers).toEqual(GATEWAY_MODULES.map((module) => module.resolvers));
    expect(new Set(GATEWAY_MODULES.map((module) => module.name)).size).toBe(GATEWAY_MODULES.length);
  });

  it('builds a data source on first use only, and the same one for the rest of the operation', () => {
    const sources = createDataSources('http://127.0.0.1:1', 'token');
    const names = GATEWAY_MODULES.flatMap((module) => Object.keys(module.dataSources));
    // Declared once on a shared prototype, so listed with for…in (own keys appear only once built).
    const declared: string[] = [];
    for (const name in sources) declared.push(name);
    expect(declared.sort()).toEqual([...names].sort());
    const first = sources.advertising;
    expect(first).toBeInstanceOf(AdvertisingAPI);
    expect(sources.advertising).toBe(first);
    // Another operation gets its own instance (data sources memoize per request).
    expect(createDataSources('http://127.0.0.1:1', 'token').advertising).not.toBe(first);
  });
});

describe('dataSourceDoubles', () => {
  it('answers with the given doubles and names a method that has none', async () => {
    const sources = dataSourceDoubles({ activity: { unreadCount: async () => 3 } });
    await expect(sources.activity.unreadCount({ sellerId: 'S', marketplaceId: 'M' })).resolves.toBe(3);
    expect(() => sources.activity.resetUnread({ sellerId: 'S', marketplaceId: 'M' })).toThrow(
      'No double for dataSources.activity.resetUnread',
    );
  });
});
