import { GraphQLError } from 'graphql';

// graphql-js appends suggestions such as ' Did you mean "brandCode"?' to validation messages.
const SUGGESTION = / ?Did you mean(.+)\?$/;

/**
 * A validation error without its "Did you mean" suggestion, which would name fields and types of
 * the schema to an anonymous caller (Apollo's hideSchemaDetailsFromClientErrors, for graphql-ws).
 */
export function hideSchemaDetails(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}
