import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Analytics work one request may ask for, in report-days: each field with a period (`from`/`to` in
 * its arguments or an argument object) costs the days of that period plus those of its comparison
 * period (`compareFrom`/`compareTo`), counted across the whole operation so aliases add up.
 * graphql-armor's cost rule counts fields: 15 aliased year-long analytics cost it no more than 15
 * one-day ones, and all of them ran. The portal's screens ask for one period per request (the test
 * checks every web document), of any length the backend accepts; so the largest period of a request
 * is free, as before, and the budget bounds what the others add: two more year-long periods
 * (docs/decisions/0314). Fifteen aliased years add 5,110 days and are refused.
 */
export const ANALYTICS_EXTRA_DAYS_BUDGET = 2 * 366;

export const analyticsBudgetMessage = (extraDays: number) =>
  `This request asks for ${extraDays.toLocaleString('en-US')} days of analytics beyond its longest period; one request may add at most ${ANALYTICS_EXTRA_DAYS_BUDGET.toLocaleString('en-US')}. Ask for fewer or shorter periods, or split the request.`;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included; 0 when either is missing or not a date (validation answers it). */
function periodDays(from: unknown, to: unknown): number {
  if (typeof from !== 'string' || typeof to !== 'string') return 0;
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.floor((end - start) / DAY_MS) + 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The periods of one field's arguments: at the top level or in an argument object (`input`, `filters`). */
function argumentDays(args: Record<string, unknown>): number {
  let days = periodDays(args.from, args.to) + periodDays(args.compareFrom, args.compareTo);
  for (const value of Object.values(args)) {
    if (isRecord(value))
      days += periodDays(value.from, value.to) + periodDays(value.compareFrom, value.compareTo);
  }
  return days;
}

interface Walk {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables: Record<string, unknown>;
}

function fieldOf(type: GraphQLNamedType, node: FieldNode): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[node.name.value] : undefined;
}

/** The days of every field with a period in a selection set, fragments spread in (each spread counts: it runs each time). */
function selectionDays(
  walk: Walk,
  type: GraphQLNamedType,
  set: SelectionSetNode,
  entered: ReadonlySet<string>,
  days: number[],
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(type, selection);
      if (!field) continue; // __typename, introspection (bounded by introspection-limits.ts)
      try {
        const own = argumentDays(getArgumentValues(field, selection, walk.variables));
        if (own > 0) days.push(own);
      } catch {
        // Arguments that do not coerce are refused by execution itself; nothing runs for them.
      }
      if (selection.selectionSet)
        selectionDays(walk, getNamedType(field.type), selection.selectionSet, entered, days);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      selectionDays(walk, on ?? type, selection.selectionSet, entered, days);
    } else {
      const name = selection.name.value;
      const fragment = walk.document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
      );
      if (fragment?.kind !== Kind.FRAGMENT_DEFINITION || entered.has(name)) continue;
      const on = walk.schema.getType(fragment.typeCondition.name.value) ?? type;
      selectionDays(walk, on, fragment.selectionSet, new Set([...entered, name]), days);
    }
  }
}

/** The report-days of each field with a period that an operation asks for, with these variables. */
export function analyticsDays(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | null | undefined,
): number[] {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Variables that do not coerce are refused before execution; there is nothing to count.
  if (coerced.errors) return [];
  const root = schema.getRootType(operation.operation);
  if (!root) return [];
  const days: number[] = [];
  selectionDays(
    { schema, document, variables: coerced.coerced },
    root,
    operation.selectionSet,
    new Set(),
    days,
  );
  return days;
}

/** What the periods add beyond the longest one (which is free: one screen, one period). */
export const extraDays = (days: readonly number[]): number =>
  days.reduce((sum, d) => sum + d, 0) - Math.max(0, ...days);

/**
 * The refusal of an operation over the budget, or null. Applied on every transport after validation
 * and before execution (the Apollo plugin below, the lean HTTP path, graphql-ws): the variables are
 * known only then, and the web sends its periods as variables.
 */
export function analyticsBudgetRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const extra = extraDays(analyticsDays(schema, document, operation, variables));
  if (extra <= ANALYTICS_EXTRA_DAYS_BUDGET) return null;
  return new GraphQLError(analyticsBudgetMessage(extra), {
    extensions: {
      code: 'ANALYTICS_BUDGET_EXCEEDED',
      extraDays: extra,
      budget: ANALYTICS_EXTRA_DAYS_BUDGET,
      http: { status: 400 },
    },
  });
}
