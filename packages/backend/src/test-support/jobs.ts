import { setTimeout as sleep } from 'node:timers/promises';
import type { JobRecord } from '@portal/schema/rest';
import type { TestApi } from './test-backend.ts';

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * Reads a job until `until` holds (by default: it has finished), as a client that was away would: by
 * GET /jobs/{id}. It waits on the condition, not on a clock; the test's or hook's timeout ends a job
 * that never gets there. Usable in hooks too (unlike expect.poll).
 */
export async function waitForJob(
  api: TestApi,
  token: string,
  id: string,
  until: (job: JobRecord) => boolean = (job) => FINISHED.has(job.status),
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields and assert on them
): Promise<any> {
  for (;;) {
    const res = await api.call('GET', `/jobs/${id}`, { token });
    if (res.status === 200 && until(res.body as JobRecord)) return res.body;
    await sleep(100);
  }
}
