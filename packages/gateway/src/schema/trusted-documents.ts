import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';

/** Where codegen writes the web's operations by hash (codegen.ts, client preset). */
export const WEB_TRUSTED_DOCUMENTS = fileURLToPath(
  new URL('../../../web/src/gql/persisted-documents.json', import.meta.url),
);

/**
 * The web's operations by sha256 (hex, as Apollo's persisted-query extension names them), read
 * from the codegen manifest ("sha256:<hex>" → document). A missing file means none are trusted yet.
 */
export function readTrustedDocuments(file: string = WEB_TRUSTED_DOCUMENTS): ReadonlyMap<string, string> {
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([key, document]) => [key.replace(/^sha256:/, ''), document]));
}

/**
 * Apollo's persisted-query cache with the web's documents already in it: a web operation can be
 * sent as its hash alone from the first request on any instance, and its parse, validation and
 * cost rules run once per document (Apollo's document store is keyed by the same hash). Other
 * callers keep sending whole documents, or register theirs the usual way, in a bounded LRU.
 * Apollo prefixes its keys with `apq:`.
 */
export class TrustedDocumentCache implements KeyValueCache<string> {
  private readonly registered = new InMemoryLRUCache<string>({ maxSize: 10 * 1024 * 1024 });

  constructor(private readonly trusted: ReadonlyMap<string, string>) {}

  async get(key: string): Promise<string | undefined> {
    return this.trusted.get(key.replace(/^apq:/, '')) ?? this.registered.get(key);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (!this.trusted.has(key.replace(/^apq:/, ''))) await this.registered.set(key, value, options);
  }

  async delete(key: string): Promise<boolean | undefined> {
    return this.registered.delete(key);
  }
}
