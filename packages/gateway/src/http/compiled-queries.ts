import type { DocumentNode, GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Each prepared document compiled once per operation name by graphql-jit (docs/decisions/0243):
 * graphql-js `execute` walked the document and looked up every field's definition on each request.
 * The compiled function calls the same field resolvers, so every @auth guard (a wrapped resolver,
 * auth-directive.ts) still runs. A document graphql-jit cannot compile runs on `execute`.
 */
export class CompiledQueries {
  private readonly byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  constructor(private readonly schema: GraphQLSchema) {}

  get(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    let byName = this.byDocument.get(document);
    if (!byName) {
      byName = new Map();
      this.byDocument.set(document, byName);
    }
    const key = operationName ?? '';
    let compiled = byName.get(key);
    if (compiled === undefined) {
      const result = compileQuery(this.schema, document, operationName);
      compiled = isCompiledQuery(result) ? result : null;
      byName.set(key, compiled);
    }
    return compiled;
  }
}
