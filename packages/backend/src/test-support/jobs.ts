import type { JobRecord } from '@portal/schema/rest';
import { expect } from 'vitest';
import type { TestApi } from './test-backend.ts';

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * Reads a job until it has finished, as a client that was away would: by GET /jobs/{id}. Waits on
 * the condition, not on a clock (vitest's timeout ends a job that never finishes).
 */
export async function waitForJob(
  api: TestApi,
  token: string,
  id: string,
  until: (job: JobRecord) => boolean = (job) => FINISHED.has(job.status),
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields and assert on them
): Promise<any> {
  let job: JobRecord | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.call('GET', `/jobs/${id}`, { token });
        job = res.body as JobRecord;
        return res.status === 200 && until(job);
      },
      { interval: 100, timeout: 60_000 },
    )
    .toBe(true);
  return job;
}
