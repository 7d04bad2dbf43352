import { activitySeverity, GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { activityContract, activityEntryShape, RouteAnswerBody } from '@portal/schema/rest';
import type { z } from 'zod';
import type { ActivityEntry, ActivityPage, Resolvers } from '../../generated/resolvers-types.ts';
import { toIsoDateTime } from '../auth/auth-mappers.ts';

/** The REST answers, as the contract (packages/schema/src/activity/activity.rest.ts) declares them. */
export type RestActivityPage = RouteAnswerBody<typeof activityContract.unreadEntries>;
export type RestActivityEntry = z.output<typeof activityEntryShape>;

/** Payload of the backend's `new-activity` socket event. */
export interface NewActivityEvent {
  sellerId: string;
  marketplaceId: string;
  entry: RestActivityEntry;
}

/** SUCCESS ↔ success, …: the enum's one map, in packages/schema. */
export const activityEnumResolvers: Resolvers = { ActivitySeverity: GRAPHQL_ENUM_VALUES.ActivitySeverity };

export function toActivityEntry(entry: RestActivityEntry): ActivityEntry {
  return {
    id: String(entry.id),
    sku: entry.sku,
    type: entry.type,
    comment: entry.comment ?? null,
    createdAt: toIsoDateTime(entry.created_at),
    severity: activitySeverity(entry.type),
    userEmail: entry.user?.email ?? null,
  };
}

export function toActivityPage(page: RestActivityPage): ActivityPage {
  return { entries: (page.entries ?? []).map(toActivityEntry), count: Number(page.count) };
}
