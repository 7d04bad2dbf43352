import { setTimeout as sleep } from 'node:timers/promises';
import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../index.ts';
import { type GraphQLAnswer, outcome, postGraphQL } from '../../test-kit/graphql-http.ts';

const login = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const startOne = `mutation One($type: AgencyReportType!, $from: String!, $to: String!) {
  startAgencyReport(reportType: $type, from: $from, to: $to) { status message jobId fileName }
}`;
const downloadAll = `mutation All($types: [AgencyReportType!]!, $from: String!, $to: String!) {
  downloadAgencyReports(reportTypes: $types, from: $from, to: $to) { status message jobId fileName }
}`;
const jobQuery = `query Job($id: ID!) { job(id: $id) { kind status result { fileName contentType downloadUrl } } }`;
const RANGE = { from: '2025-01-01', to: '2025-03-31' };

type Started = { status: boolean; message: string; jobId: string; fileName: string };
type JobAnswer = {
  job: {
    kind: string;
    status: string;
    result: { fileName: string; contentType: string; downloadUrl: string };
  };
};

describe('agency reports through the gateway and the real backend', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  const tokens = new Map<string, string>();

  async function as<T = Record<string, unknown>>(
    email: string,
    query: string,
    variables: Record<string, unknown>,
  ) {
    if (!tokens.has(email)) {
      const answer = await postGraphQL<{ login: { accessToken: string } }>(url, login, {
        email,
        password: DEMO_PASSWORD,
      });
      if (!answer.data?.login) throw new Error(`sign-in of ${email} failed`);
      tokens.set(email, answer.data.login.accessToken);
    }
    return postGraphQL<T>(url, query, variables, tokens.get(email)) as Promise<GraphQLAnswer<T>>;
  }

  beforeAll(async () => {
    backend = await createBackend({
      pgliteDataDir: 'memory://',
      seed: 'demo',
      logger: false,
      publicUrl: 'http://portal.test',
    });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
    url = await gateway.listen(0, '127.0.0.1');
  }, 300_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it.each([
    ['admin@demo.test', 'OK'],
    ['manager@demo.test', 'OK'],
    ['agency@demo.test', 'OK'],
    ['user@demo.test', 'FORBIDDEN'],
    ['mc@demo.test', 'FORBIDDEN'],
    ['api@demo.test', 'FORBIDDEN'],
  ])('startAgencyReport of the alerts summary as %s answers %s', async (email, expected) => {
    const answer = await as(email, startOne, { type: 'ALERTS_SUMMARY', ...RANGE });

    expect(outcome(answer)).toBe(expected);
  });

  it('refuses the commissions report to a standard agency user', async () => {
    const one = await as('agency@demo.test', startOne, { type: 'COMMISSIONS_BY_BRAND_MONTH', ...RANGE });
    const all = await as('agency@demo.test', downloadAll, {
      types: ['ALERTS_SUMMARY', 'COMMISSIONS_BY_BRAND_MONTH'],
      ...RANGE,
    });

    expect([outcome(one), outcome(all)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });

  it('queues Download All with the spec’s message, and the job leaves a zip archive', async () => {
    const started = await as<{ downloadAgencyReports: Started }>('manager@demo.test', downloadAll, {
      types: ['MONTHLY_BRAND_SUMMARY', 'COMMISSIONS_BY_BRAND_MONTH'],
      ...RANGE,
    });
    const answer = started.data?.downloadAgencyReports;

    expect(answer).toMatchObject({
      status: true,
      message: 'Report generation in progress, please check your email',
      fileName: `agency-reports_${RANGE.from}_${RANGE.to}.zip`,
    });
    let job: JobAnswer['job'] | undefined;
    // Wait on the job's state, not on a clock: the test's timeout ends a job that never finishes.
    for (;;) {
      job = (await as<JobAnswer>('manager@demo.test', jobQuery, { id: answer?.jobId })).data?.job;
      if (job && job.status !== 'QUEUED' && job.status !== 'RUNNING') break;
      await sleep(200);
    }
    expect(job).toMatchObject({
      kind: 'AGENCY_REPORT',
      status: 'SUCCEEDED',
      result: { fileName: `agency-reports_${RANGE.from}_${RANGE.to}.zip`, contentType: 'application/zip' },
    });
    expect(job?.result.downloadUrl).toMatch(/^http:\/\/portal\.test\/files\//);
  }, 120_000);
});
