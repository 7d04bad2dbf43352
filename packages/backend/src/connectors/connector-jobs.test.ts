import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Backend, createBackend } from '../backend.ts';
import { defineJobKind } from '../jobs/job-kind.ts';
import { findJob } from '../jobs/jobs.repository.ts';
import { type ConnectorConfig, LOCAL_CONNECTORS } from './connector-config.ts';
import type { Connectors } from './registry.ts';
import { createLocalSellingPartner, type LocalSellingPartner } from './sp-api/local-selling-partner.ts';
import { FAKE_LWA, type FakeSpApi, startFakeSpApi } from './testing/fake-sp-api.ts';

// A job whose work is one Selling Partner call, made through the backend's connector registry.
const SELLER = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const lookupKind = defineJobKind({
  kind: 'test-listing-lookup',
  payload: z.object({ sku: z.string() }),
  // No retries: only a re-queue that spends no attempt can carry this job past a 429.
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  async run(job, ctx) {
    const item = await ctx.connectors.sellingPartner.getListingsItem(SELLER, job.payload.sku);
    return { summary: item ? 'found' : 'no such listing' };
  },
});

const backends: Backend[] = [];
const fakes: FakeSpApi[] = [];
afterAll(async () => {
  for (const backend of backends) await backend.close();
  for (const fake of fakes) await fake.close();
});

async function start(connectors: ConnectorConfig, overrides: Partial<Connectors> = {}): Promise<Backend> {
  const backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'none',
    logger: false,
    ephemeral: true,
    jobKinds: [lookupKind],
    jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    connectors,
    connectorOverrides: overrides,
  });
  backends.push(backend);
  return backend;
}

async function runLookup(backend: Backend) {
  const owner = await backend.db
    .insertInto('users')
    .values({ email: `connector-jobs-${Math.random()}@demo.test`, name: 'Jobs', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await backend.ctx.jobs.enqueue(
    backend.ctx,
    lookupKind.kind,
    { userId: owner.id, brandCode: null },
    {
      sku: 'NO-SUCH-SKU',
    },
  );
  await expect
    .poll(async () => (await findJob(backend.db, job.id))?.status, { interval: 100, timeout: 60_000 })
    .toMatch(/succeeded|failed/);
  return findJob(backend.db, job.id);
}

describe('connector calls made by jobs', () => {
  it('re-queue a job the local simulator throttled, and the job succeeds on its next try', async () => {
    const sellingPartner: LocalSellingPartner = createLocalSellingPartner();
    sellingPartner.failNext(1, 429, 0);
    const backend = await start(LOCAL_CONNECTORS, { sellingPartner });

    const job = await runLookup(backend);

    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, result: { summary: 'no such listing' } });
  });

  it('re-queue a job the real Selling Partner API throttled past the client’s retries', async () => {
    const fake = await startFakeSpApi({
      refreshTokens: { [SELLER.sellerId]: 'Atzr|seller' },
      reportBody: () => null,
    });
    fakes.push(fake);
    // Four 429s: the token call's or the listing call's, one attempt of 1 + 3 retries in all.
    fake.failNext(4, 429, '0');
    const backend = await start({
      ...LOCAL_CONNECTORS,
      sellingPartner: {
        kind: 'sp-api',
        endpoint: fake.url,
        lwa: { tokenUrl: fake.tokenUrl, ...FAKE_LWA },
        refreshToken: 'Atzr|seller',
      },
    });

    const job = await runLookup(backend);

    expect(job).toMatchObject({ status: 'succeeded', result: { summary: 'no such listing' } });
    expect(job?.attempts).toBeGreaterThanOrEqual(2);
    expect(
      fake.seen.filter((r) => r.path.startsWith('/listings/')).at(-1)?.headers['x-amz-access-token'],
    ).toBe(fake.issued.at(-1));
  });
});
