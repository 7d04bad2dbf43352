import { type AccessSubject, BRAND_TYPES, ROLES } from '@portal/schema';
import { assertValidSchema, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build-schema.ts';
import { visibleSchemaCache } from './visible-schema.ts';

const schema = buildGatewaySchema();
const viewFor = visibleSchemaCache(schema);
const rootFields = (view: GraphQLSchema, root: 'Query' | 'Mutation') =>
  Object.keys((root === 'Query' ? view.getQueryType() : view.getMutationType())?.getFields() ?? {});

const subject = (over: Partial<AccessSubject>): AccessSubject => ({
  role: 'brand-user',
  brandType: 'mr',
  brandAdmin: false,
  activeSubscription: true,
  subBrandCodes: [],
  ...over,
});

describe('the schema a caller may see', () => {
  it('is a valid schema for every role and brand type, so introspection tools can read it', () => {
    for (const role of ROLES)
      for (const brandType of [null, ...BRAND_TYPES])
        for (const brandAdmin of [false, true]) {
          const view = viewFor(subject({ role, brandType, brandAdmin }));
          expect(() => assertValidSchema(view)).not.toThrow();
        }
  });

  it('shows an admin the admin surface and a brand user only their part', () => {
    const admin = viewFor(subject({ role: 'admin', brandType: null }));
    const brandUser = viewFor(subject({}));
    expect(rootFields(admin, 'Query')).toContain('apiKeys');
    expect(rootFields(admin, 'Mutation')).toContain('createApiKey');
    expect(rootFields(brandUser, 'Query')).not.toContain('apiKeys');
    expect(rootFields(brandUser, 'Mutation')).not.toContain('createApiKey');
    expect(rootFields(brandUser, 'Query')).toContain('me');
    // Types only the hidden fields name are gone too (no admin type names leak).
    expect(admin.getType('ApiKey')).toBeDefined();
    expect(brandUser.getType('ApiKey')).toBeUndefined();
  });

  it('shows a key exactly the fields of its granted permissions', () => {
    const key = viewFor(subject({ role: 'api', brandType: null, grants: ['advertising.read'] }));
    const fields = rootFields(key, 'Query');
    expect(fields).toContain('adPerformanceSummary');
    expect(fields).not.toContain('me');
    expect(rootFields(key, 'Mutation')).not.toContain('createApiKey');
  });
});
