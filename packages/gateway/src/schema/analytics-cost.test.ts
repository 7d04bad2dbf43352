import {
  type GraphQLField,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { analyticsDays, extraDays } from './analytics-cost.ts';
import { buildGatewaySchema } from './build-schema.ts';
import { readTrustedDocuments } from './trusted-documents.ts';

const schema = buildGatewaySchema();
const days = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return analyticsDays(schema, document, operation, variables);
};

describe('analytics days of an operation', () => {
  it('counts a period in an argument object and in plain arguments', () => {
    expect(
      days('{ insights(card: SUMMARY, filter: { from: "2025-01-01", to: "2025-01-31" }) { value } }'),
    ).toEqual([31]);
    expect(
      days('{ commissionDetail(brandCode: "B", from: "2025-01-01", to: "2025-01-10") { brandCode } }'),
    ).toEqual([10]);
  });

  it('counts each alias and each spread of a fragment', () => {
    const query = `query($f: InsightsFilter!) { a: insights(card: SUMMARY, filter: $f) { value } ...More ...More }
      fragment More on Query { b: insights(card: SUMMARY, filter: $f) { value } }`;

    expect(days(query, { f: { from: '2025-01-01', to: '2025-01-02' } })).toEqual([2, 2, 2]);
  });

  it('leaves the longest period free and adds the others', () => {
    expect(extraDays([365, 30, 7])).toBe(37);
    expect(extraDays([])).toBe(0);
  });

  it('never refuses a web document: each asks for one period at most, whatever its length', () => {
    // A field can carry a period when it has a `from` argument or an argument object with `from`.
    const canCarryPeriod = (field: GraphQLField<unknown, unknown>) =>
      field.args.some((arg) => {
        const type = getNamedType(arg.type);
        return arg.name === 'from' || (isInputObjectType(type) && 'from' in type.getFields());
      });
    const documents = [...readTrustedDocuments().values()];
    expect(documents.length).toBeGreaterThan(50);
    for (const text of documents) {
      const info = new TypeInfo(schema);
      let periods = 0;
      let name = '';
      visit(
        parse(text),
        visitWithTypeInfo(info, {
          OperationDefinition: (node) => {
            name = node.name?.value ?? '';
          },
          Field: () => {
            const field = info.getFieldDef();
            if (field && canCarryPeriod(field)) periods++;
          },
        }),
      );
      expect(periods, name).toBeLessThanOrEqual(1);
    }
  });
});
