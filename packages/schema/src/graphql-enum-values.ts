import { AD_GRAPHQL_ENUMS } from './advertising/graphql-enums.ts';
import type { ActivitySeverity } from './constants/activity.ts';
import { PERFORMANCE_GRAPHQL_ENUMS } from './performance/graphql-enums.ts';

/**
 * Every GraphQL enum whose values differ from what the REST contract writes: GraphQL name → REST
 * value. Read by codegen's `enumValues` (resolver types carry the REST values) and registered as
 * the gateway's enum resolvers, so each enum is mapped once, at the GraphQL edge.
 */
export const GRAPHQL_ENUM_VALUES = {
  ...AD_GRAPHQL_ENUMS,
  ...PERFORMANCE_GRAPHQL_ENUMS,
  ActivitySeverity: { SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' },
} as const satisfies { ActivitySeverity: Record<string, ActivitySeverity> } & Record<
  string,
  Readonly<Record<string, string>>
>;
