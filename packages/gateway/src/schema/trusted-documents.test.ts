import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';
import { postGraphQL } from '../test-kit/graphql-http.ts';
import { readTrustedDocuments, WEB_TRUSTED_DOCUMENTS } from './trusted-documents.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HEALTH = 'query Health { health }';

async function byHash(url: string, hash: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  return (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
}

describe('trusted documents', () => {
  let harness: GatewayHarness;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trusted-')), 'persisted-documents.json');
    writeFileSync(file, JSON.stringify({ [`sha256:${sha256(HEALTH)}`]: HEALTH }));
    harness = await startGatewayHarness({ trustedDocumentsFile: file });
  });
  afterAll(() => harness.close());

  it('runs a trusted document sent as its hash alone', async () => {
    expect((await byHash(harness.url, sha256(HEALTH))).data).toEqual({ health: 'ok' });
  });

  it('asks for the document when the hash is not known, as the persisted-query protocol says', async () => {
    const answer = await byHash(harness.url, sha256('{ health __typename }'));

    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('still runs whole documents that are not in the list', async () => {
    expect((await postGraphQL(harness.url, '{ __typename health }')).data).toEqual({
      __typename: 'Query',
      health: 'ok',
    });
  });
});

describe("the web's generated list", () => {
  it('names every document by the sha256 of its text', () => {
    const trusted = readTrustedDocuments(WEB_TRUSTED_DOCUMENTS);

    expect(trusted.size).toBeGreaterThan(0);
    for (const [hash, document] of trusted) expect(hash).toBe(sha256(document));
  });
});
