import type { ApolloServerOptions } from '@apollo/server';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GatewayContext } from '../context.ts';

/**
 * Operations executed by code compiled for them (graphql-jit) instead of graphql-js's interpreter
 * (docs/decisions/0639). graphql-js walks every field of every row through its generic machinery:
 * an insights card of 640 brands × 18 fields took ~6 ms of the gateway's one thread to execute and
 * serialise, the compiled query ~1 ms, and a page sends sixteen such cards at once.
 *
 * What stays as before, on purpose:
 * - Apollo parses, validates and limits every operation first (its document store, the trusted
 *   documents, depth, aliases and cost rules, the plugins): only execution changes.
 * - Variables are coerced by graphql-js first, so a bad variable gets graphql-js's message and
 *   Apollo's treatment of it, word for word; the compiled query receives valid values only.
 * - An operation is compiled on its first execution (~1 ms for a card's query) and kept as long as
 *   Apollo keeps its parsed document: every execution takes the same path, so every test of the
 *   gateway runs the compiled code the deployed gateway runs.
 * - Introspection (`__schema`, `__type` at the root) and anything the compiler refuses run on
 *   graphql-js.
 */

/** Apollo's gateway hook: how an executor is given to it (`ApolloServer({ gateway })`). */
type Gateway = NonNullable<Extract<ApolloServerOptions<GatewayContext>, { gateway: unknown }>['gateway']>;
type SchemaListener = Parameters<Gateway['onSchemaLoadOrUpdate']>[0];
type ExecutorRequest = Parameters<NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>>[0];

/** A document's operation compiled, or null where graphql-js runs it. */
type Compiled = CompiledQuery | null;

/** Introspection asks the schema about itself: graphql-js's own resolvers answer it. */
const introspects = (operation: OperationDefinitionNode): boolean =>
  operation.selectionSet.selections.some(
    (selection) => selection.kind === 'Field' && selection.name.value.startsWith('__'),
  );

/**
 * graphql-jit's errors as graphql-js makes them. Its own error type leaves `extensions` undefined
 * where graphql-js has an empty object, and Apollo reads `extensions.code` of every error: a null
 * in a non-null field came out as 'Internal server error' without its path and message.
 */
function standardError(error: GraphQLError): GraphQLError {
  const standard = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  // graphql-jit carries the locations themselves, not the nodes they come from; graphql-js's
  // constructor would derive them from nodes, so they are set as graphql-js sets them (assigned).
  if (error.locations) (standard as { locations: GraphQLError['locations'] }).locations = error.locations;
  return standard;
}

export function compiledExecution(schema: GraphQLSchema): Gateway & { compiledOperations(): number } {
  // Keyed by Apollo's parsed document (its document store hands the same object to every request
  // of the same text), so an entry lives exactly as long as Apollo keeps the document.
  const byDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();
  let compiledCount = 0;
  const listeners = new Set<SchemaListener>();

  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode, name: string | null) => {
    let named = byDocument.get(document);
    if (!named) {
      named = new Map();
      byDocument.set(document, named);
    }
    const key = name ?? '';
    const known = named.get(key);
    if (known !== undefined) return known;
    let compiled: Compiled = null;
    if (!introspects(operation)) {
      const made = compileQuery(schema, document, name ?? undefined);
      // The compiler answers what it cannot compile with errors: graphql-js runs it, as ever.
      if (isCompiledQuery(made)) {
        compiled = made;
        compiledCount += 1;
      }
    }
    named.set(key, compiled);
    return compiled;
  };

  const executor = async (request: ExecutorRequest): Promise<ExecutionResult> => {
    const { document, operation, operationName, context } = request;
    const variables = request.request.variables ?? {};
    // No operation resolved (an unknown name, several without one): graphql-js says which.
    const compiled = operation ? compiledFor(document, operation, operationName ?? null) : null;
    if (!compiled || !operation) {
      return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    }
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
      maxErrors: 50,
    });
    if (coerced.errors) return { errors: coerced.errors };
    const result = await (compiled.query(undefined, context, variables) as
      | Promise<ExecutionResult>
      | ExecutionResult);
    return result.errors ? { ...result, errors: result.errors.map(standardError) } : result;
  };

  return {
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {},
    /** How many operations run compiled so far (for tests: the path is not visible in an answer). */
    compiledOperations: () => compiledCount,
  };
}
