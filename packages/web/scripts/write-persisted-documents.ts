// `npm run codegen` (after graphql-codegen): writes src/gql/persisted-documents.json, the web's
// queries and mutations by the sha256 of the very text Apollo Client sends (docs/decisions/0576).
// Apollo Client rewrites each document (it adds __typename) before it reaches a link, so the
// manifest is made by sending every generated document through the web's own client and cache and
// recording what arrives at the wire. The gateway loads this file and serves those hashes alone.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { type DocumentNode, Kind, print } from 'graphql';
import { Observable } from 'rxjs';
import { createCache } from '../src/app/apollo/apollo-cache';
import * as generated from '../src/gql/graphql';

const MANIFEST = fileURLToPath(new URL('../src/gql/persisted-documents.json', import.meta.url));

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

function operationOf(document: DocumentNode): 'query' | 'mutation' | 'subscription' | null {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.operation;
  }
  return null;
}

async function main(): Promise<void> {
  const sent: string[] = [];
  const wire = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(print(operation.query));
        observer.next({ data: null });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link: wire, cache: createCache() });
  for (const document of Object.values(generated).filter(isDocument)) {
    // Subscriptions travel over graphql-ws with their text; only HTTP operations are hashed.
    const kind = operationOf(document);
    if (kind === 'query') await client.query({ query: document, fetchPolicy: 'no-cache' }).catch(() => {});
    if (kind === 'mutation')
      await client.mutate({ mutation: document, fetchPolicy: 'no-cache' }).catch(() => {});
  }
  const manifest = Object.fromEntries(
    [...new Set(sent)]
      .sort()
      .map((text) => [`sha256:${createHash('sha256').update(text).digest('hex')}`, text]),
  );
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${Object.keys(manifest).length} persisted documents written to ${MANIFEST}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
