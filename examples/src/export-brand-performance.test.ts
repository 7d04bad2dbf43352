import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { createGateway, type Gateway } from '@portal/gateway';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBrandPerformance } from './export-brand-performance';

// Issue 36: the example client, run as a script would run it, against the whole stack.
const BRAND = 'MR001';

async function graphql<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

describe('the example client (examples/src/export-brand-performance.ts)', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  let apiKey: string;

  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    gateway = await createGateway({ upstreamUrl: await backend.listen(0, '127.0.0.1') });
    url = await gateway.listen(0, '127.0.0.1');
    const { login } = await graphql<{ login: { accessToken: string } }>(
      url,
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
    );
    const { createApiKey } = await graphql<{ createApiKey: { secret: string } }>(
      url,
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
      {
        input: {
          name: 'performance export script',
          permissions: ['PERFORMANCE_READ', 'INSIGHTS_READ'],
          brandCodes: [BRAND],
        },
      },
      login.accessToken,
    );
    apiKey = createApiKey.secret;
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it("writes the brand's last 30 days to CSV and hears export-complete for its summary export", async () => {
    const csvPath = join(mkdtempSync(join(tmpdir(), 'portal-example-')), 'performance.csv');

    const result = await exportBrandPerformance({ portalUrl: url, apiKey, brandCode: BRAND, csvPath });

    const csv = Papa.parse<Record<string, string>>(readFileSync(csvPath, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.meta.fields).toEqual(expect.arrayContaining(['sellerSku', 'brandCode', 'units', 'revenue']));
    expect(csv.data.length).toBe(result.rows);
    expect(result.rows).toBeGreaterThan(0);
    expect(new Set(csv.data.map((row) => row.brandCode))).toEqual(new Set([BRAND]));
    expect(result.exportComplete.error ?? null).toBeNull();
    expect(result.exportComplete.downloadUrl).toBeTruthy();
  });

  it('is refused a brand its key does not hold', async () => {
    const csvPath = join(mkdtempSync(join(tmpdir(), 'portal-example-')), 'other.csv');

    await expect(
      exportBrandPerformance({ portalUrl: url, apiKey, brandCode: 'FFP001', csvPath }),
    ).rejects.toThrow(/FORBIDDEN|BAD_USER_INPUT/);
  });
});
