import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import { authDirectiveTransformer } from '../auth/auth-directive.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { GATEWAY_MODULES } from '../modules/index.ts';

/** Every module's resolvers, from the one module list. */
export const gatewayResolvers: Resolvers[] = GATEWAY_MODULES.map((module) => module.resolvers);

/** The executable schema: the shared SDL, the resolvers, and @auth wrapped around them. */
export function buildGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: gatewayResolvers });
  return authDirectiveTransformer(schema);
}
