import { JOB_MESSAGES } from '@portal/schema';
import { type JobRecord, jobsContract } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { Job, JobKind, JobStatus } from '../../generated/resolvers-types.ts';

/** A job as GraphQL shows it (enum values stay the REST ones; the enum resolvers map them). */
export function toJob(job: JobRecord): Job {
  return {
    id: job.id,
    kind: job.kind as JobKind,
    status: job.status as JobStatus,
    progress: job.progress,
    result: job.result
      ? {
          fileId: job.result.file_id ?? null,
          fileName: job.result.file_name ?? null,
          contentType: job.result.content_type ?? null,
          downloadUrl: job.result.download_url ?? null,
          summary: job.result.summary ?? null,
        }
      : null,
    error: job.error,
    attempts: job.attempts,
    maxAttempts: job.max_attempts,
    brandCode: job.owner.brand_code,
    createdAt: job.created_at,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
    updatedAt: job.updated_at,
  };
}

/** The job calls (contract: packages/schema/src/jobs/jobs.rest.ts). */
export class JobsAPI extends PortalRESTDataSource {
  /** One of the caller's jobs; null when the backend knows no such job of theirs. */
  async job(id: string): Promise<Job | null> {
    try {
      return toJob(await this.call(jobsContract.job, { params: { id } }));
    } catch (error) {
      if (error instanceof GraphQLError && error.message === JOB_MESSAGES.notFound) return null;
      throw error;
    }
  }

  async jobs(filter: { kind?: JobKind | null; status?: JobStatus | null; limit?: number | null }) {
    const rows = await this.call(jobsContract.jobs, {
      query: {
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.limit ? { limit: filter.limit } : {}),
      },
    });
    return rows.map(toJob);
  }
}
