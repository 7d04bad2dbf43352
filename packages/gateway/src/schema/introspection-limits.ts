import {
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * graphql-armor's depth and cost rules skip introspection (`ignoreIntrospection`), and counting it
 * there would refuse the standard introspection query (depth 21, cost 87 000) that partners' tools
 * send. Introspection is bounded here instead, by what makes it expensive:
 * - how many times the schema is asked for: one `__schema` or `__type`, unaliased, per document
 *   (15 aliased `__schema` answered 9.95 MB and stalled the gateway for 7 s);
 * - how often its lists multiply: `types > fields > args` is the standard query's deepest nesting of
 *   lists; `types { fields { type { fields { … } } } }` grows by the schema's size at every level.
 */
export const introspectionLimits = { roots: 1, nestedLists: 3 } as const;

export const INTROSPECTION_ROOTS_MESSAGE = `Introspection is limited to ${introspectionLimits.roots} unaliased __schema or __type per document`;
export const INTROSPECTION_NESTING_MESSAGE = `Introspection lists may nest at most ${introspectionLimits.nestedLists} deep`;

const ROOTS = new Set(['__schema', '__type']);
// Fields of __Schema, __Type, __Field and __Directive that answer a list the size of (part of) the schema.
const LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'args',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'directives',
]);

/** Every field a selection set asks for, fragments spread in; a fragment is entered once per path. */
function* fieldsOf(
  context: ValidationContext,
  set: SelectionSetNode,
  entered: ReadonlySet<string> = new Set(),
): Generator<FieldNode> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      yield* fieldsOf(context, selection.selectionSet, entered);
    else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A cycle or an unknown fragment is reported by graphql-js's own rules.
      if (fragment && !entered.has(name)) {
        yield* fieldsOf(context, fragment.selectionSet, new Set([...entered, name]));
      }
    }
  }
}

/** The deepest nesting of introspection lists under a field (the field itself included). */
function listDepth(context: ValidationContext, field: FieldNode, limit: number): number {
  const own = LISTS.has(field.name.value) ? 1 : 0;
  if (!field.selectionSet) return own;
  let deepest = 0;
  for (const child of fieldsOf(context, field.selectionSet)) {
    deepest = Math.max(deepest, listDepth(context, child, limit));
    // Past the limit the answer is known; stop walking a hostile document.
    if (own + deepest > limit) break;
  }
  return own + deepest;
}

/** A validation rule for both transports (limits.ts), signed-in callers included. */
export function introspectionLimitRule(context: ValidationContext): ASTVisitor {
  let roots = 0;
  return {
    OperationDefinition(operation) {
      for (const field of fieldsOf(context, operation.selectionSet)) {
        if (!ROOTS.has(field.name.value)) continue;
        roots += 1;
        if (roots > introspectionLimits.roots || field.alias) {
          context.reportError(new GraphQLError(INTROSPECTION_ROOTS_MESSAGE, { nodes: [field] }));
          return false;
        }
        if (listDepth(context, field, introspectionLimits.nestedLists) > introspectionLimits.nestedLists) {
          context.reportError(new GraphQLError(INTROSPECTION_NESTING_MESSAGE, { nodes: [field] }));
          return false;
        }
      }
      return false; // the walk above covered the operation
    },
  };
}
