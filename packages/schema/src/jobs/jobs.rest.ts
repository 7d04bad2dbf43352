import { z } from 'zod';
import { JOB_KINDS, JOB_STATUSES } from '../constants/jobs.ts';
import { defineContract, defineRoute } from '../rest/route.ts';

const timestamp = z.iso.datetime({ offset: true });

/** What a finished job left: a stored file (with a fresh link for its owner) or a short summary. */
export const jobResultShape = z
  .object({
    file_id: z.string().optional(),
    file_name: z.string().optional(),
    content_type: z.string().optional(),
    download_url: z.string().optional().meta({
      description: 'A signed link that works for a few minutes; only ever given to the job’s owner.',
    }),
    summary: z.string().optional(),
  })
  .meta({ id: 'JobResult' });
export type JobResult = z.output<typeof jobResultShape>;

/** A durable job (DESIGN §4): who asked, how far it is, what it left or why it failed. */
export const jobShape = z
  .object({
    id: z.uuid(),
    kind: z.enum(JOB_KINDS),
    owner: z.object({
      // Null for the portal's own work (a scheduled seller-data sync): no user reads those jobs.
      user_id: z.string().nullable(),
      brand_code: z.string().nullable(),
    }),
    status: z.enum(JOB_STATUSES),
    progress: z.object({
      done: z.number().int(),
      total: z.number().int().nullable(),
      message: z.string().nullable(),
    }),
    result: jobResultShape.nullable(),
    error: z.string().nullable().meta({ description: 'Why it failed, in words a user can act on.' }),
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'Job' });
export type JobRecord = z.output<typeof jobShape>;

/** The job calls: read one's own jobs (staff: their own too; a brand's jobs are its users'). */
export const jobsContract = defineContract({
  job: defineRoute({
    method: 'get',
    path: '/jobs/{id}',
    operationId: 'job',
    summary: 'One job the caller may see',
    tag: 'jobs',
    access: { permission: 'jobs.read' },
    params: z.object({ id: z.uuid() }),
    responses: { 200: { description: 'The job.', schema: jobShape } },
    errors: { 404: 'No such job, or not the caller’s.' },
  }),
  jobs: defineRoute({
    method: 'get',
    path: '/jobs',
    operationId: 'jobs',
    summary: 'The caller’s jobs, newest first, by kind and status',
    tag: 'jobs',
    access: { permission: 'jobs.read' },
    query: z.object({
      kind: z.enum(JOB_KINDS).optional(),
      status: z.enum(JOB_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    }),
    responses: { 200: { description: 'The jobs.', schema: z.array(jobShape) } },
  }),
  file: defineRoute({
    method: 'get',
    path: '/files/{token}',
    operationId: 'storedFile',
    summary: 'Fetch a stored file (the signed, short-lived link is the credential)',
    tag: 'jobs',
    access: { public: true },
    params: z.object({ token: z.string().max(2000) }),
    responses: { 200: { description: 'The file.', contentType: 'application/octet-stream' } },
    errors: { 404: 'Unknown or expired link.' },
  }),
});
