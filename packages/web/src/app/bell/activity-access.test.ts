// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  fromGraphQLBrandType,
  fromGraphQLRole,
  type GraphQLBrandType,
  type GraphQLRole,
} from '@portal/schema';
import { type ArgumentNode, Kind, parse, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RULE, canSeeActivity } from './activity-access';

const sdlPath = fileURLToPath(new URL('../../../../schema/src/activity/activity.graphql', import.meta.url));

function listArg(args: readonly ArgumentNode[] | undefined, name: string): string[] {
  const value: ValueNode | undefined = args?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.LIST
    ? value.values.flatMap((v) => (v.kind === Kind.ENUM ? [v.value] : []))
    : [];
}

describe('activity access', () => {
  it('matches the @auth of activityUnreadCount in the SDL', () => {
    const doc = parse(readFileSync(sdlPath, 'utf8'));
    const field = doc.definitions
      .flatMap((d) => (d.kind === Kind.OBJECT_TYPE_EXTENSION ? (d.fields ?? []) : []))
      .find((f) => f.name.value === 'activityUnreadCount');
    const auth = field?.directives?.find((d) => d.name.value === 'auth');
    expect(listArg(auth?.arguments, 'roles').map((r) => fromGraphQLRole(r as GraphQLRole))).toEqual(
      ACTIVITY_RULE.roles,
    );
    expect(
      listArg(auth?.arguments, 'brandTypes').map((b) => fromGraphQLBrandType(b as GraphQLBrandType)),
    ).toEqual(ACTIVITY_RULE.brandTypes);
  });

  it('lets agency staff and ffp/ecom3k brand users see activity, not mc brand users or plain users', () => {
    const base = { brandAdmin: false, activeSubscription: true, subBrandCodes: [] };
    expect(canSeeActivity({ ...base, role: 'admin', brandType: null })).toBe(true);
    expect(canSeeActivity({ ...base, role: 'brand-user', brandType: 'ecom3k' })).toBe(true);
    expect(canSeeActivity({ ...base, role: 'brand-user', brandType: 'mc' })).toBe(false);
    expect(canSeeActivity({ ...base, role: 'user', brandType: null })).toBe(false);
  });
});
