import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { type DocumentNode, print } from 'graphql';

/** sha256 of a document's text, hex, as the persisted-query extension names documents. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Apollo Client keeps one transformed document per operation: each is hashed once.
const hashes = new WeakMap<DocumentNode, Promise<string>>();

/** The sha256 of the text Apollo Client sends for this document: the manifest's key for it. */
export function documentHash(document: DocumentNode): Promise<string> {
  let hash = hashes.get(document);
  if (!hash) {
    hash = sha256Hex(print(document));
    hashes.set(document, hash);
  }
  return hash;
}

/**
 * The web sends its operations by hash alone (issue 36, docs/decisions/0576): the gateway holds the
 * web's manifest (scripts/write-persisted-documents.ts, made from the very text this client sends),
 * so an operation runs from its hash on the first call and the body is a few dozen bytes. A hash
 * the gateway does not know (a web newer than its gateway) is sent again with its text, the usual
 * persisted-query protocol. POST, never GET: POST /graphql is the gateway's fast path.
 */
export function createPersistedDocumentsLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: documentHash, useGETForHashedQueries: false });
}
