import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build-schema.ts';
import { PreparedDocuments } from './prepared-documents.ts';

const schema = buildGatewaySchema();

describe('prepared documents', () => {
  it('parses and validates a query text once and serves the same document after', () => {
    const documents = new PreparedDocuments(schema);

    const first = documents.get('{ health }', undefined);
    const second = documents.get('{ health }', undefined);

    expect(first?.operation.operation).toBe('query');
    expect(second?.document).toBe(first?.document);
  });

  it('picks the operation the request names', () => {
    const documents = new PreparedDocuments(schema);
    const text = 'query A { health } query B { health }';

    expect(documents.get(text, 'B')?.operation.name?.value).toBe('B');
    expect(documents.get(text, undefined)).toBeNull();
  });

  it.each([
    ['a syntax error', '{ health '],
    ['an unknown field', '{ nothingHere }'],
    ['a document beyond the token limit', `{ ${'health '.repeat(10_001)}}`],
    ['introspection', '{ __schema { queryType { name } } }'],
    ['a mutation', 'mutation { logout }'],
  ])('leaves %s to Apollo', (_case, text) => {
    const documents = new PreparedDocuments(schema);

    expect(documents.get(text, undefined)).toBeNull();
  });

  it('holds no more query text than its bound, dropping the least recently used', () => {
    const texts = ['{ health }', '{  health }', '{   health }'] as const;
    const documents = new PreparedDocuments(schema, texts[1].length + texts[2].length);

    const kept = texts.map((text) => documents.get(text, undefined)?.document);

    expect(documents.size).toBe(2);
    expect(documents.get(texts[2], undefined)?.document).toBe(kept[2]);
    expect(documents.get(texts[0], undefined)?.document).not.toBe(kept[0]);
  });
});
