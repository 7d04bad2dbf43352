import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import { introspectionLimitRule } from './schema/introspection-limits.ts';

/**
 * Bounds on what one operation may ask for; the portal's deepest screen stays well inside them.
 * maxTokens stops the parser itself, so a huge document is refused before it becomes an AST.
 */
export const operationLimits = { maxDepth: 12, maxAliases: 15, maxCost: 5000, maxTokens: 10_000 } as const;

// By default the rules throw, which Apollo reports as an internal error; reporting the rejection
// to the validation context makes it an ordinary GRAPHQL_VALIDATION_FAILED answer instead.
const reportRejection = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const limitValidationRules: ValidationRule[] = [
  maxDepthRule({ n: operationLimits.maxDepth, ...reportRejection }),
  maxAliasesRule({ n: operationLimits.maxAliases, ...reportRejection }),
  costLimitRule({ maxCost: operationLimits.maxCost, ...reportRejection }),
  // The three above skip introspection; it has its own bounds.
  introspectionLimitRule,
];

/** graphql-ws validates on its own; it gets the same rules as HTTP. */
export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode) {
  return validate(schema, document, [...specifiedRules, ...limitValidationRules]);
}
