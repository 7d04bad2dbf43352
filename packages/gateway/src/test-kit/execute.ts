import { type ExecutionResult, type GraphQLSchema, graphql, parse, subscribe } from 'graphql';
import type { AuthUser } from '../auth/auth-user.ts';

/** The code of the first error, or 'OK'. */
export function resultCode(result: ExecutionResult): string {
  const code = result.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'OK';
}

export async function runAs(
  schema: GraphQLSchema,
  user: AuthUser | null,
  source: string,
  extraContext: Record<string, unknown> = {},
): Promise<ExecutionResult> {
  return graphql({ schema, source, contextValue: { user, ...extraContext } });
}

/** Opens a subscription and answers the error code of the subscribe step, or 'OK' for a stream. */
export async function subscribeAs(
  schema: GraphQLSchema,
  user: AuthUser | null,
  source: string,
  extraContext: Record<string, unknown> = {},
): Promise<string> {
  const result = await subscribe({
    schema,
    document: parse(source),
    contextValue: { user, ...extraContext },
  });
  if (Symbol.asyncIterator in result) {
    await result.return?.();
    return 'OK';
  }
  return resultCode(result);
}
