import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  execute,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { toSubject } from '../auth/auth-directive.ts';
import type { GatewayContext } from '../context.ts';
import { visibleSchemaCache } from './visible-schema.ts';

const INTROSPECTION_ROOTS = new Set(['__schema', '__type', '__typename']);

function onlyIntrospection(
  document: DocumentNode,
  set: SelectionSetNode,
  entered: ReadonlySet<string>,
): boolean {
  return set.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return INTROSPECTION_ROOTS.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return onlyIntrospection(document, selection.selectionSet, entered);
    const name = selection.name.value;
    if (entered.has(name)) return false;
    const fragment = document.definitions.find(
      (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
    );
    if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) return false;
    return onlyIntrospection(document, fragment.selectionSet, new Set([...entered, name]));
  });
}

/** Whether an operation asks about the schema and nothing else (a query of __schema/__type). */
export function isIntrospectionOnly(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || s.name.value !== '__typename') &&
    onlyIntrospection(document, operation.selectionSet, new Set())
  );
}

/**
 * Introspection by a signed-in caller or a key is answered from the part of the schema their
 * permissions reach (visible-schema.ts). Anonymous callers never get here: the anonymous gate has
 * refused them. Development mode keeps the whole schema, as its IDE shows it.
 */
export function introspectionView(
  schema: GraphQLSchema,
  development: boolean,
): ApolloServerPlugin<GatewayContext> {
  const viewFor = visibleSchemaCache(schema);
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ document, operation, contextValue, request, response }) {
          const subject = toSubject(contextValue.user);
          if (development || !subject || !isIntrospectionOnly(document, operation)) return null;
          const result = await execute({
            schema: viewFor(subject),
            document,
            operationName: request.operationName ?? null,
            variableValues: request.variables ?? {},
          });
          const errors = result.errors?.map((e) => e.toJSON());
          return {
            http: response.http,
            body: {
              kind: 'single',
              singleResult: { data: result.data ?? null, ...(errors ? { errors } : {}) },
            },
          };
        },
      };
    },
  };
}
