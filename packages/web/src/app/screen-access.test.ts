// @vitest-environment node
import {
  type AccessSubject,
  BRAND_TYPES,
  fromGraphQLPermission,
  hasPermission,
  type Permission,
  ROLES,
  ROUTE_BY_ID,
  type RouteId,
} from '@portal/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import { buildSchema, Kind, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationsUsedFrom, screenModules, WEB_SRC, webOperations } from '../test/screen-operations';

// "A screen's route and the fields its operations read agree": everyone the route admits may call
// every root field the screen's operations read, unless the screen asks for that field only under a
// narrower permission (listed below with the reason). The route → operations map is read from the
// sources (routes.tsx, the screens' imports, the .graphql files) and the field → permission map from
// the SDL: no hand list of fields.

/** Fields a screen reads only for some of the route's users; the screen checks `askedWith` first. */
const ASKED_ONLY_WITH: ReadonlyArray<{ field: string; askedWith: Permission; reason: string }> = [
  {
    field: 'Query.accountManagers',
    askedWith: 'advertising.staffFilters',
    reason: 'the account-manager filter is hidden from standard agency and brand users (spec 1 §6.1)',
  },
  ...['Query.activityUnreadCount', 'Query.activityUnreadEntries', 'Mutation.resetActivityUnread'].map(
    (field) => ({
      field,
      askedWith: 'activity.read' as const,
      reason: 'the shell mounts the notification bell only for users who may read activity',
    }),
  ),
  ...['Mutation.updateBrandField', 'Mutation.updateBrandCustomAttributes'].map((field) => ({
    field,
    askedWith: 'brands.update' as const,
    reason: 'the brands grid offers its inline and bulk edits only to users who may edit brands',
  })),
  {
    field: 'Mutation.setUserAccountFeatures',
    askedWith: 'accountFeatures.grant',
    reason: 'the users list offers the bulk edit (v1) switch only to those who may grant it (ADR 0609)',
  },
  {
    field: 'Mutation.bulkEditListings',
    askedWith: 'listings.bulkEditV1',
    reason: 'the listings page offers BULK EDIT (v1) only to the accounts granted it (spec 3 §2)',
  },
  {
    field: 'Query.billing',
    askedWith: 'account.view',
    reason: 'the shell asks for the subscription status (past-due banner) only of users who may open billing',
  },
  {
    field: 'Mutation.recordPageView',
    askedWith: 'analytics.pageView',
    reason: 'the performance screen records page views only of ffp and ecom3k users (spec 2 §6)',
  },
  {
    field: 'Query.asin',
    askedWith: 'asins.view',
    reason: 'the dashboard shows Lookup ASIN only to users who may open ASINs (not standard agency users)',
  },
  {
    field: 'Mutation.updateAsin',
    askedWith: 'asins.update',
    reason: 'Update ASIN shows the forbidden state, not the form, to brand users (spec 2 §6)',
  },
  ...[
    'Query.lateFbmShipments',
    'Query.deletedSkus',
    'Query.missingParents',
    'Mutation.toggleAlertHidden',
    'Mutation.setAlertsHidden',
    'Mutation.toggleLateFbmShipmentsFinished',
    'Mutation.toggleDeletedSkusHidden',
    'Mutation.toggleMissingParentsHidden',
  ].map((field) => ({
    field,
    askedWith: 'alerts.manage' as const,
    reason: 'the alerts page shows its extra tabs and hide controls only to staff (spec 2 §2, §6)',
  })),
  {
    field: 'Mutation.refetchListings',
    askedWith: 'listings.refetch',
    reason: 'REFETCH LISTINGS is shown to brand users only (spec 3 §2)',
  },
  ...['Query.driveDeliveries', 'Mutation.sendReportNow', 'Subscription.reportDelivered'].map((field) => ({
    field,
    askedWith: 'drive.manage' as const,
    reason: 'the brand and sub-brand editors mount the drive card only for users who manage drive delivery',
  })),
  {
    field: 'Mutation.saveDriveFolders',
    askedWith: 'brands.update',
    reason: 'the drive card offers Save folders only to users who may edit brands (staff)',
  },
  ...[
    'Query.sellingPartnerConnections',
    'Query.spApiAuthorizationLink',
    'Mutation.updateSellerName',
    'Mutation.deauthorizeSellingPartner',
  ].map((field) => ({
    field,
    askedWith: 'spApi.manage' as const,
    reason: 'the sub-brand editor mounts the connection cards only for users who manage connections',
  })),
  {
    field: 'Query.spApiMarketplaces',
    askedWith: 'spApi.authorize',
    reason: 'the sub-brand editor mounts the connection cards only for users who may finish a grant',
  },
  ...['Query.advertisingAuthorizationLink', 'Mutation.deauthorizeAdvertising'].map((field) => ({
    field,
    askedWith: 'ads.authorize' as const,
    reason: 'the Connect to Amazon tab mounts the Advertising API card only for ecom3k brand admins',
  })),
  {
    field: 'Subscription.activityAdded',
    askedWith: 'activity.read',
    reason: 'the bell’s live activity, mounted as the bell is',
  },
];

/** Subjects shaped like the demo accounts: staff without brand, brand users of every kind. */
const SUBJECTS: AccessSubject[] = ROLES.flatMap((role): AccessSubject[] =>
  role !== 'brand-user'
    ? [{ role, brandType: null, brandAdmin: false, activeSubscription: false, subBrandCodes: [] }]
    : BRAND_TYPES.flatMap((brandType) =>
        [false, true].flatMap((brandAdmin) =>
          [false, true].flatMap((activeSubscription) =>
            [[], ['SUB1']].map((subBrandCodes) => ({
              role,
              brandType,
              brandAdmin,
              activeSubscription,
              subBrandCodes,
            })),
          ),
        ),
      ),
);

const schema = buildSchema(loadTypeDefs().join('\n'));

/** The permission a root field names, or null when it is @public. */
function permissionOf(rootType: string, field: string): Permission | null {
  const type = schema.getType(rootType);
  const def = type && 'getFields' in type ? type.getFields()[field] : undefined;
  if (!def) throw new Error(`${rootType}.${field} is not in the SDL`);
  const directives = def.astNode?.directives ?? [];
  if (directives.some((d) => d.name.value === 'public')) return null;
  const arg = directives.find((d) => d.name.value === 'auth')?.arguments?.[0]?.value;
  if (arg?.kind !== Kind.ENUM) throw new Error(`${rootType}.${field} names no permission`);
  return fromGraphQLPermission(arg.value);
}

const ROOT_TYPE = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

const rootFieldsOf = (operation: OperationDefinitionNode): string[] =>
  operation.selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FIELD ? [`${ROOT_TYPE[operation.operation]}.${s.name.value}`] : [],
  );

const operations = webOperations();
const shellOperations = operationsUsedFrom(`${WEB_SRC}app/shell/AppShell.tsx`);
const screens = [...screenModules()].map(([routeId, { layout, module }]) => {
  const used = operationsUsedFrom(module);
  if (layout === 'shell') for (const name of shellOperations) used.add(name);
  return { routeId: routeId as RouteId, used: [...used].sort() };
});

const describeSubject = (s: AccessSubject | null) =>
  s
    ? `${s.role}/${s.brandType ?? '-'}${s.brandAdmin ? '/admin' : ''}${s.activeSubscription ? '/subscribed' : ''}${s.subBrandCodes.length ? '/sub-brands' : ''}`
    : 'signed out';

const usedExceptions = new Set<string>();

/** Disagreements of one screen: `route: field (permission) refused to subject`. */
function disagreements(routeId: RouteId, used: string[]): string[] {
  const route = ROUTE_BY_ID[routeId];
  const admitted: (AccessSubject | null)[] = route.public
    ? [null]
    : SUBJECTS.filter((s) => hasPermission(s, route.permission));
  return used.flatMap((name) => {
    const operation = operations.get(name);
    if (!operation) throw new Error(`${routeId} uses ${name}, which has no .graphql document`);
    return rootFieldsOf(operation).flatMap((field) => {
      const [rootType = '', fieldName = ''] = field.split('.');
      const permission = permissionOf(rootType, fieldName);
      if (permission === null) return [];
      const exception = ASKED_ONLY_WITH.find((e) => e.field === field);
      return admitted.flatMap((subject) => {
        if (subject && hasPermission(subject, permission)) return [];
        if (subject && exception && !hasPermission(subject, exception.askedWith)) {
          usedExceptions.add(field);
          return [];
        }
        return [`${routeId}: ${field} (${permission}) refused to ${describeSubject(subject)}`];
      });
    });
  });
}

describe('a screen’s route and the fields its operations read', () => {
  it('finds the operations of the screens from their sources', () => {
    const advertising = screens.find((s) => s.routeId === 'advertisingPerformance');

    expect(advertising?.used).toEqual(expect.arrayContaining(['AdPerformanceGroup', 'Me']));
  });

  it.each(screens.map((s) => [s.routeId, s.used] as const))(
    'agree for %s: everyone the route admits may read what the screen asks',
    (routeId, used) => {
      expect(disagreements(routeId, used)).toEqual([]);
    },
  );

  it('lists no exception that no screen needs', () => {
    for (const { routeId, used } of screens) disagreements(routeId, used);

    expect(ASKED_ONLY_WITH.map((e) => e.field).filter((f) => !usedExceptions.has(f))).toEqual([]);
  });
});
