import {
  type DocumentNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { limitValidationRules, operationLimits } from '../limits.ts';

/** A query document that parsed, passed every validation rule (limits included) and names one query. */
export interface PreparedQuery {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/**
 * Total query text the cache may hold (sizes are the documents' lengths; the AST is a few times
 * bigger). The web sends a few dozen distinct documents; partners' ad-hoc documents beyond the
 * bound are prepared again, which costs time, never correctness.
 */
export const PREPARED_DOCUMENTS_MAX_CHARS = 2 * 1024 * 1024;

const rules = [...specifiedRules, ...limitValidationRules];

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD]: (node) => {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Null: the document is left to Apollo, which reports the error or applies the rule it needs. */
function prepare(schema: GraphQLSchema, query: string): DocumentNode | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: operationLimits.maxTokens });
  } catch {
    return null;
  }
  if (validate(schema, document, rules).length > 0) return null;
  // Introspection stays on Apollo's path, as before the anonymous gate (anonymous-gate.ts) existed.
  if (asksForSchema(document)) return null;
  return document;
}

/**
 * Parse, validation (with the depth, alias and cost rules) and operation lookup once per query text
 * and operation name, in a bounded LRU. Only valid queries are kept: invalid documents, mutations,
 * subscriptions and introspection go to Apollo, which answers them as before.
 */
export class PreparedDocuments {
  private readonly documents: LRUCache<string, DocumentNode | false>;

  constructor(
    private readonly schema: GraphQLSchema,
    maxChars = PREPARED_DOCUMENTS_MAX_CHARS,
  ) {
    this.documents = new LRUCache({
      maxSize: maxChars,
      sizeCalculation: (_value, key) => Math.max(1, key.length),
    });
  }

  /** How many query texts are held (tests of the bound). */
  get size(): number {
    return this.documents.size;
  }

  /** The query to run, or null when Apollo must answer. */
  get(query: string, operationName: string | undefined): PreparedQuery | null {
    let document = this.documents.get(query);
    if (document === undefined) {
      document = prepare(this.schema, query) ?? false;
      // A rejected text is remembered too, so a repeated bad document is not parsed twice here.
      this.documents.set(query, document);
    }
    if (!document) return null;
    // Which operation runs depends on the request's operationName; finding it is a short loop.
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query') return null;
    return { document, operation };
  }
}
