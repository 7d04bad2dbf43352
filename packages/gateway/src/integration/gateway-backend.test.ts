import { type Backend, createBackend, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../index.ts';
import { outcome, postGraphQL } from '../test-kit/graphql-http.ts';
import { collect, wsClient } from '../test-kit/graphql-ws-client.ts';

interface SessionData {
  login: { accessToken: string; refreshToken: string; user: { email: string; role: string } };
}

const loginMutation = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken refreshToken accessTokenExpiresAt user { email role brandType } }
}`;
const refreshMutation = `mutation Refresh($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) { accessToken refreshToken accessTokenExpiresAt }
}`;
const activityAdded = `subscription Activity($sellerId: String!, $marketplaceId: String!) {
  activityAdded(sellerId: $sellerId, marketplaceId: $marketplaceId) { id sku type severity createdAt }
}`;

interface ExportCompleteEvent {
  jobId: string;
  fileName: string;
  contentType: string;
  downloadUrl: string | null;
  error: string | null;
}

describe('gateway in front of the real backend', () => {
  let backend: Backend;
  let gateway: Gateway;
  let backendUrl: string;
  let url: string;

  async function signIn(email: string): Promise<SessionData['login']> {
    const answer = await postGraphQL<SessionData>(url, loginMutation, { email, password: DEMO_PASSWORD });
    if (!answer.data?.login) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.login;
  }

  /** A period with data and a brand to export. */
  async function exportTarget(token: string) {
    const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 28 * 86_400_000).toISOString().slice(0, 10);
    const filter = { from, to };
    const brands = await postGraphQL<{ insights: Array<{ brandCode: string }> }>(
      url,
      'query B($filter: InsightsFilter!) { insights(card: SUMMARY_BRAND, filter: $filter) { brandCode } }',
      { filter },
      token,
    );
    const brandCode = brands.data?.insights[0]?.brandCode ?? '';
    expect(brandCode).not.toBe('');
    return { filter, brandCode };
  }

  async function startExport(token: string, filter: object, brandCode: string): Promise<string> {
    const answer = await postGraphQL<{ exportInsightsSku: { jobId: string } }>(
      url,
      `mutation E($filter: InsightsFilter!, $brandCode: String!) {
        exportInsightsSku(card: SUMMARY, filter: $filter, brandCode: $brandCode, title: "Total Summary") { exportId jobId fileName }
      }`,
      { filter, brandCode },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.exportInsightsSku.jobId ?? '';
  }

  async function jobOf(token: string, id: string) {
    const answer = await postGraphQL<{ job: { id: string; status: string } | null }>(
      url,
      'query J($id: ID!) { job(id: $id) { id status error attempts } }',
      { id },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.job ?? null;
  }

  /** Fetches a file link through the gateway, as the browser does (the link names the portal). */
  async function download(link: string): Promise<Buffer> {
    const res = await fetch(new URL(new URL(link).pathname, url));
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  beforeAll(async () => {
    backend = await createBackend({
      pgliteDataDir: 'memory://',
      seed: 'demo',
      devTools: true,
      logger: false,
    });
    backendUrl = await backend.listen(0, '127.0.0.1');
    gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
    url = await gateway.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    'signs %s in through login and answers me',
    async (email) => {
      const session = await signIn(email);

      const me = await postGraphQL<{ me: { email: string } }>(
        url,
        '{ me { email role viewedArticles } }',
        {},
        session.accessToken,
      );

      expect(me.errors).toBeUndefined();
      expect(me.data?.me.email).toBe(email);
    },
  );

  it("answers a wrong password with the spec's message", async () => {
    const answer = await postGraphQL(url, loginMutation, {
      email: 'user@demo.test',
      password: 'wrong-password',
    });

    expect(outcome(answer)).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.message).toBe('Email or password is incorrect');
  });

  // Since sessions end for real (docs/security.md), the replay also ends the rotated access token.
  it('rotates the refresh token, and a replay of the spent one ends the whole session', async () => {
    const session = await signIn('manager@demo.test');

    const first = await postGraphQL<{ refreshSession: { accessToken: string; refreshToken: string } }>(
      url,
      refreshMutation,
      { refreshToken: session.refreshToken },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.refreshSession.refreshToken).not.toBe(session.refreshToken);
    const me = await postGraphQL(url, '{ me { email } }', {}, first.data?.refreshSession.accessToken);
    expect(me.errors).toBeUndefined();
    // The family moves on: its successor is used, so the first token can only be a leaked copy.
    const second = await postGraphQL(url, refreshMutation, {
      refreshToken: first.data?.refreshSession.refreshToken,
    });
    expect(second.errors).toBeUndefined();

    const replay = await postGraphQL(url, refreshMutation, { refreshToken: session.refreshToken });

    expect(outcome(replay)).toBe('UNAUTHENTICATED');
    const after = await postGraphQL(url, '{ me { email } }', {}, session.accessToken);
    expect(outcome(after)).toBe('UNAUTHENTICATED');
  });

  it('refuses activity counts to an mr brand user and gives them to ffp', async () => {
    const ffp = await signIn('ffp@demo.test');
    const mr = await signIn('mr@demo.test');
    const markets = await postGraphQL<{
      authorizedMarketplaces: Array<{ sellingPartnerId: string; marketplaceId: string }>;
    }>(url, '{ authorizedMarketplaces { sellingPartnerId marketplaceId } }', {}, ffp.accessToken);
    const first = markets.data?.authorizedMarketplaces[0];
    const query = `{ activityUnreadCount(sellerId: "${first?.sellingPartnerId}", marketplaceId: "${first?.marketplaceId}") }`;

    expect(outcome(await postGraphQL(url, query, {}, ffp.accessToken))).toBe('OK');
    expect(outcome(await postGraphQL(url, query, {}, mr.accessToken))).toBe('FORBIDDEN');
  });

  it('delivers new activity to an ffp subscription over graphql-ws', async () => {
    const ffp = await signIn('ffp@demo.test');
    const markets = await postGraphQL<{
      authorizedMarketplaces: Array<{ sellingPartnerId: string; marketplaceId: string }>;
    }>(url, '{ authorizedMarketplaces { sellingPartnerId marketplaceId } }', {}, ffp.accessToken);
    const target = markets.data?.authorizedMarketplaces[0];
    expect(target).toBeDefined();
    const sellerId = target?.sellingPartnerId ?? '';
    const marketplaceId = target?.marketplaceId ?? '';
    const client = wsClient(url, ffp.accessToken);
    const stream = collect<{ activityAdded: { sku: string; severity: string } }>(client, activityAdded, {
      sellerId,
      marketplaceId,
    });

    try {
      // The subscription is live once the gateway's socket joined the user's room; until then an
      // emitted event has nobody to reach, so post again until one arrives.
      for (let attempt = 0; attempt < 40 && stream.received.length === 0; attempt += 1) {
        const posted = await fetch(`${backendUrl}/dev/activity`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ffp.accessToken}` },
          body: JSON.stringify({ sellerId, marketplaceId, sku: 'IT-SKU-1', type: 'listing update failed' }),
        });
        expect(posted.status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      expect(stream.received[0]?.errors).toBeUndefined();
      expect(stream.received[0]?.data?.activityAdded).toMatchObject({ sku: 'IT-SKU-1', severity: 'WARNING' });
    } finally {
      stream.dispose();
      await client.dispose();
    }
  });

  it('announces a finished insights export over graphql-ws and its link downloads the PDF', async () => {
    const admin = await signIn('admin@demo.test');
    const { filter, brandCode } = await exportTarget(admin.accessToken);
    const client = wsClient(url, admin.accessToken);
    const stream = collect<{ exportComplete: ExportCompleteEvent }>(
      client,
      'subscription { exportComplete { exportId jobId fileName contentType downloadUrl error } }',
      {},
    );
    const started = new Set<string>();
    try {
      // The subscription is live once the gateway's socket joined the user's room; an export that
      // finished before that is not announced, so start another until one is.
      await expect
        .poll(
          async () => {
            if (stream.received.length > 0) return true;
            const jobId = [...started].at(-1);
            const last = jobId ? await jobOf(admin.accessToken, jobId) : null;
            if (!jobId || last?.status === 'SUCCEEDED')
              started.add(await startExport(admin.accessToken, filter, brandCode));
            return stream.received.length > 0;
          },
          { interval: 200, timeout: 60_000 },
        )
        .toBe(true);
      const event = stream.received[0]?.data?.exportComplete;
      expect(started.has(event?.jobId ?? '')).toBe(true);
      expect(event).toMatchObject({ contentType: 'application/pdf', error: null });
      const pdf = await download(event?.downloadUrl ?? '');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      stream.dispose();
      await client.dispose();
    }
  });

  it('lets a client that was away find a finished export through jobs, and nobody else', async () => {
    const admin = await signIn('admin@demo.test');
    const manager = await signIn('manager@demo.test');
    const { filter, brandCode } = await exportTarget(admin.accessToken);
    // Nobody is subscribed while it runs.
    const jobId = await startExport(admin.accessToken, filter, brandCode);
    await expect
      .poll(async () => (await jobOf(admin.accessToken, jobId))?.status, { timeout: 60_000 })
      .toBe('SUCCEEDED');

    const listed = await postGraphQL<{ jobs: Array<{ id: string; result: { downloadUrl: string } | null }> }>(
      url,
      '{ jobs(kind: INSIGHTS_EXPORT, status: SUCCEEDED) { id kind status result { fileName downloadUrl } } }',
      {},
      admin.accessToken,
    );
    expect(listed.errors).toBeUndefined();
    const found = listed.data?.jobs.find((job) => job.id === jobId);
    expect((await download(found?.result?.downloadUrl ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await jobOf(manager.accessToken, jobId)).toBeNull();
    const theirs = await postGraphQL<{ jobs: Array<{ id: string }> }>(
      url,
      '{ jobs { id } }',
      {},
      manager.accessToken,
    );
    expect(theirs.data?.jobs.map((job) => job.id)).not.toContain(jobId);
  });

  it('refuses a subscription without a token', async () => {
    const client = wsClient(url);
    const stream = collect(client, activityAdded, { sellerId: 'S', marketplaceId: 'M' });

    try {
      // Refused before validation (anonymous-gate.ts), so as an `error` message, not a result.
      const error = await stream.done.then(
        () => null,
        (reason: unknown) => reason,
      );

      expect(JSON.stringify(error)).toContain('UNAUTHENTICATED');
      expect(stream.received).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
