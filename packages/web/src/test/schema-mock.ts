// Node only (tests): answers a screen's operations by executing them against the real SDL.
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import {
  execute,
  type FormattedExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isObjectType,
  validate,
} from 'graphql';
import type { Resolvers } from '../gql/schema-resolvers';
import type { MockResolver } from './mock-link';

/**
 * A test's answers, typed by the SDL (generated `Resolvers`): a root field returns the whole
 * GraphQL type, so a mock missing a field the schema requires does not compile.
 */
export type MockResolvers = Resolvers;

let baseSchema: GraphQLSchema | undefined;
const sdlSchema = (): GraphQLSchema => {
  baseSchema ??= makeExecutableSchema({ typeDefs: loadTypeDefs() });
  return baseSchema;
};

/** A root field the test did not answer fails loudly instead of resolving to null. */
function unansweredRootFields(
  schema: GraphQLSchema,
  given: MockResolvers,
): Record<string, Record<string, GraphQLFieldResolver<unknown, unknown>>> {
  const answers: Record<string, Record<string, GraphQLFieldResolver<unknown, unknown>>> = {};
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    const mocked = (given as Record<string, Record<string, unknown> | undefined>)[root.name] ?? {};
    answers[root.name] = Object.fromEntries(
      Object.keys(root.getFields())
        .filter((field) => !(field in mocked))
        .map((field) => [
          field,
          () => {
            throw new Error(`No mock answers ${root.name}.${field}`);
          },
        ]),
    );
  }
  return answers;
}

/**
 * A mock transport resolver that validates each operation against the SDL (an unknown field or a
 * wrong variable fails the test) and executes it with the given resolvers. Errors a resolver throws
 * (for example a `GraphQLError` with `extensions.code`) reach the screen as GraphQL errors.
 */
export function schemaMock(resolvers: MockResolvers): MockResolver {
  const base = sdlSchema();
  const schema = addResolversToSchema({
    schema: addResolversToSchema({ schema: base, resolvers: unansweredRootFields(base, resolvers) }),
    resolvers: resolvers as Parameters<typeof addResolversToSchema>[0]['resolvers'],
  });
  return async (operation): Promise<FormattedExecutionResult> => {
    const problems = validate(schema, operation.query);
    if (problems.length > 0) {
      throw new Error(
        `Operation ${operation.operationName} does not match the SDL: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
    const result = await execute({
      schema,
      document: operation.query,
      variableValues: operation.variables,
      operationName: operation.operationName,
      contextValue: {},
    });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
    };
  };
}
