import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  type DocumentNode,
  type GraphQLSchema,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';

/** Bounds on what one operation may ask for; the portal's deepest screen stays well inside them. */
export const operationLimits = { maxDepth: 12, maxAliases: 15, maxCost: 5000 } as const;

export const limitValidationRules: ValidationRule[] = [
  maxDepthRule({ n: operationLimits.maxDepth }),
  maxAliasesRule({ n: operationLimits.maxAliases }),
  costLimitRule({ maxCost: operationLimits.maxCost }),
];

/** graphql-ws validates on its own; it gets the same rules as HTTP. */
export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode) {
  return validate(schema, document, [...specifiedRules, ...limitValidationRules]);
}
