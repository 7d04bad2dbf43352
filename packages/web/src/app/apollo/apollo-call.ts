import { type ApolloClient, CombinedGraphQLErrors, type OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type OperationDefinitionNode, parse } from 'graphql';
import type { CallGraphQL, CallOptions, OperationText } from '../graphql-call/graphql-call';
import { GraphQLCallError } from '../graphql-call/graphql-call';

/**
 * A CallGraphQL that runs through an Apollo client's link chain (so the web tests' mocked transport
 * answers the signed-out pages too), with GraphQL errors turned into GraphQLCallError as fetch does.
 */
export function apolloCall(client: ApolloClient): CallGraphQL {
  return async <TResult, TVariables>(
    text: OperationText<TResult, TVariables>,
    variables: TVariables,
    options?: CallOptions,
  ) => {
    const document = parse(text.toString()) as TypedDocumentNode<TResult, OperationVariables>;
    // A generated operation's variables are always an object of its variable names.
    const vars = variables as OperationVariables;
    const op = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    const context = options?.headers ? { headers: options.headers } : undefined;
    try {
      if (op?.operation === 'query') {
        const { data } = await client.query({
          query: document,
          variables: vars,
          context,
          fetchPolicy: 'no-cache',
        });
        if (data === undefined) throw new Error('Empty GraphQL answer');
        return data;
      }
      const { data } = await client.mutate({ mutation: document, variables: vars, context });
      if (data == null) throw new Error('Empty GraphQL answer');
      return data;
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) throw new GraphQLCallError(error.errors);
      throw error;
    }
  };
}
