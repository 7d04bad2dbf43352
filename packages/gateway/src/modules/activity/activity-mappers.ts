import { activitySeverity, GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { ActivityEntry, ActivityPage, Resolvers } from '../../generated/resolvers-types.ts';
import { toIsoDateTime } from '../auth/auth-mappers.ts';

export interface RestActivityEntry {
  id: string | number;
  sku: string;
  type: string;
  comment?: string | null;
  created_at: string | number;
}

export interface RestActivityPage {
  entries?: RestActivityEntry[] | null;
  count: number;
}

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
  };
}

export function toActivityPage(page: RestActivityPage): ActivityPage {
  return { entries: (page.entries ?? []).map(toActivityEntry), count: Number(page.count) };
}
