import type { ApolloServerPlugin } from '@apollo/server';
import { getDirective } from '@graphql-tools/utils';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationTypeNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../context.ts';
import { operationLimits } from '../limits.ts';

export const SIGN_IN_REQUIRED_MESSAGE = 'Not signed in';

/** The root fields an anonymous caller may ask for (`@public`), by operation type. */
export type PublicRootFields = ReadonlyMap<OperationTypeNode, ReadonlySet<string>>;

export function publicRootFields(schema: GraphQLSchema): PublicRootFields {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const kinds = ['query', 'mutation', 'subscription'] as OperationTypeNode[];
  return new Map(
    kinds.map((kind, i) => {
      const fields = Object.values(roots[i]?.getFields() ?? {});
      const open = fields.filter((f) => (getDirective(schema, f, 'public') ?? []).length > 0);
      return [kind, new Set(['__typename', ...open.map((f) => f.name)])];
    }),
  );
}

function onlyPublic(
  document: DocumentNode,
  set: SelectionSetNode,
  open: ReadonlySet<string>,
  entered: ReadonlySet<string>,
): boolean {
  return set.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return open.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return onlyPublic(document, selection.selectionSet, open, entered);
    const name = selection.name.value;
    if (entered.has(name)) return true; // a cycle: graphql-js refuses it for everyone
    const fragment = document.definitions.find(
      (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
    );
    // An unknown fragment could be a probe as well as a typo: refused like an unknown field.
    if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) return false;
    return onlyPublic(document, fragment.selectionSet, open, new Set([...entered, name]));
  });
}

/**
 * An anonymous caller asking for anything but a `@public` root field is refused before validation,
 * with the same answer whether the field exists, is protected, is misspelt or is `__schema`: a
 * signed-out caller learns nothing about the schema (no field-existence oracle, no introspection).
 */
export function anonymousRefusal(document: DocumentNode, open: PublicRootFields): GraphQLError | null {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const fields = open.get(definition.operation) ?? new Set<string>();
    if (!onlyPublic(document, definition.selectionSet, fields, new Set())) {
      return new GraphQLError(SIGN_IN_REQUIRED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
    }
  }
  return null;
}

/**
 * Apollo's side of the gate (HTTP); ws-server.ts applies the same function to graphql-ws. A plugin
 * cannot stop Apollo before validation (an error thrown there becomes a 500), so the refusal is
 * decided from the source and replaces whatever answer the request ends with: validation errors
 * and execution alike, so both read the same.
 */
export function anonymousGate(
  schema: GraphQLSchema,
  development: boolean,
): ApolloServerPlugin<GatewayContext> {
  const open = publicRootFields(schema);
  return {
    async requestDidStart() {
      let refusal: GraphQLError | null = null;
      return {
        async didResolveSource({ source, contextValue }) {
          if (development || contextValue.user) return;
          let document: DocumentNode;
          try {
            document = parse(source, { maxTokens: operationLimits.maxTokens });
          } catch {
            return; // Apollo reports the syntax error itself; a syntax error names nothing of the schema
          }
          refusal = anonymousRefusal(document, open);
        },
        async didResolveOperation() {
          // Valid documents stop here, before any resolver runs.
          if (refusal) throw refusal;
        },
        async willSendResponse({ response }) {
          if (!refusal) return;
          response.http.status = 200;
          response.body = {
            kind: 'single',
            singleResult: { errors: [{ message: refusal.message, extensions: { code: 'UNAUTHENTICATED' } }] },
          };
        },
      };
    },
  };
}
