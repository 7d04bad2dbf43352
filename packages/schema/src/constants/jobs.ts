/**
 * The kinds of durable job the portal runs (DESIGN §4). A domain adds its kind here; the backend's
 * worker registry, the REST filter and the GraphQL `JobKind` enum all read this list.
 */
export const JOB_KINDS = [
  'insights-export',
  'seller-data-sync',
  'agency-report',
  'billing-webhook',
  'listings-sync',
  'listing-submit',
  'csv-upload-process',
  'bulk-update',
  'listings-export',
  'drive-delivery',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** A job's life: queued → running → succeeded | failed, or cancelled before it finishes. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a user reads on a job; the raw error of an attempt stays in the server's log. */
export const JOB_MESSAGES = {
  notFound: 'Job not found',
  failed: 'Something went wrong while doing this work.',
  fileNotFound: 'This download link has expired or is not valid',
  retrying: 'The last attempt failed; trying again shortly',
  throttled: 'The marketplace asked us to slow down; trying again shortly',
  interrupted: 'The work was interrupted (the service stopped while doing it).',
  exhausted: (reason: string) => `${reason} We tried several times and gave up; please start it again.`,
} as const;
