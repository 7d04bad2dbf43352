import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { GatewayContext } from '../context.ts';

export const INTROSPECTION_SIGN_IN_MESSAGE = 'Introspection requires sign-in';

// Apollo keeps one parsed document per query text, so the walk runs once per document.
const askedForSchema = new WeakMap<DocumentNode, boolean>();

function asksForSchema(document: DocumentNode): boolean {
  const known = askedForSchema.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.FIELD]: (node) => {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  askedForSchema.set(document, found);
  return found;
}

/**
 * In production the schema is shown only to signed-in callers (partners building on the GraphQL
 * API); an anonymous caller learns nothing about fields it may not use. Development shows it to all.
 */
export function introspectionGuard(development: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (development || contextValue.user) return;
          if (asksForSchema(document)) {
            throw new GraphQLError(INTROSPECTION_SIGN_IN_MESSAGE, {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
          }
        },
      };
    },
  };
}
