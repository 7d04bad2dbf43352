import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../../gql/graphql';
import manifest from '../../gql/persisted-documents.json';
import { createCache } from './apollo-cache';
import { createPersistedDocumentsLink } from './persisted-documents-link';

interface Sent {
  query: string;
  hash: unknown;
  includesQuery: boolean;
}

/** Apollo Client as the web builds it, up to the wire: what it would send, and a canned answer. */
function clientSending(answer: (sent: Sent) => Record<string, unknown>) {
  const sent: Sent[] = [];
  const wire = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { http } = operation.getContext() as { http?: { includeQuery?: boolean } };
        const persisted = (operation.extensions as { persistedQuery?: { sha256Hash?: unknown } })
          .persistedQuery;
        const call = {
          query: print(operation.query),
          hash: persisted?.sha256Hash,
          includesQuery: http?.includeQuery !== false,
        };
        sent.push(call);
        observer.next(answer(call) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link: createPersistedDocumentsLink().concat(wire),
    cache: createCache(),
  });
  return { client, sent };
}

const me = { me: null };
const MANIFEST = manifest as Record<string, string>;

describe('the web sends its operations by hash', () => {
  it('sends a generated operation as its hash alone, the manifest’s key for the text it would send', async () => {
    const { client, sent } = clientSending(() => ({ data: me }));

    await client.query({ query: MeDocument });

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.includesQuery).toBe(false);
    // The manifest holds, under that hash, the very text Apollo would send: the gateway runs it.
    expect(MANIFEST[`sha256:${String(call?.hash)}`]).toBe(call?.query);
  });

  it('sends the text again when the gateway does not know the hash', async () => {
    const { client, sent } = clientSending((call) =>
      call.includesQuery
        ? { data: me }
        : {
            errors: [
              { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
            ],
          },
    );

    await client.query({ query: MeDocument });

    expect(sent.map((c) => c.includesQuery)).toEqual([false, true]);
  });
});
