import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import { authDirectiveTransformer } from '../auth/auth-directive.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { activityResolvers } from '../modules/activity/resolvers/index.ts';
import { advertisingResolvers } from '../modules/advertising/resolvers/index.ts';
import { authResolvers } from '../modules/auth/resolvers/index.ts';
import { brandReportsResolvers } from '../modules/brand-reports/resolvers/index.ts';
import { lookupsResolvers } from '../modules/lookups/resolvers/index.ts';
import { platformResolvers } from '../modules/platform/resolvers/index.ts';
import { usersResolvers } from '../modules/users/resolvers/index.ts';

export const gatewayResolvers: Resolvers[] = [
  platformResolvers,
  authResolvers,
  usersResolvers,
  lookupsResolvers,
  activityResolvers,
  advertisingResolvers,
  brandReportsResolvers,
];

/** The executable schema: the shared SDL, the resolvers, and @auth wrapped around them. */
export function buildGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: gatewayResolvers });
  return authDirectiveTransformer(schema);
}
