import { AGENCY_REPORT_MESSAGES } from '@portal/schema';
import { useEffect, useRef } from 'react';
import { useAgencyReportJobQuery } from '../../../gql/hooks';
import { ReportFileStatus } from '../components/ReportFileStatus';

/** How often a started report is read until it is done (the job's own record; no clock is asserted on). */
export const JOB_POLL_MS = 1_000;
const FINISHED = new Set(['SUCCEEDED', 'FAILED', 'CANCELLED']);

export type JobFileProps = {
  jobId: string;
  fileName: string;
  /** Called once the job has finished, so the list of earlier reports can be read again. */
  onFinished?: () => void;
};

/**
 * One started report: reads its job until it finishes (a client that was away reads the same record
 * later), then offers the stored file's link.
 */
export function JobFile({ jobId, fileName, onFinished }: JobFileProps) {
  const job = useAgencyReportJobQuery({ variables: { id: jobId }, pollInterval: JOB_POLL_MS });
  const status = job.data?.job?.status;
  const finished = status !== undefined && FINISHED.has(status);
  // Told once: a caller's callback may change identity on every render.
  const told = useRef(false);
  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    job.stopPolling();
    onFinished?.();
  }, [finished, job.stopPolling, onFinished]);
  const current = job.data?.job;
  if (current?.status === 'SUCCEEDED' && current.result?.downloadUrl)
    return (
      <ReportFileStatus
        state="ready"
        fileName={current.result.fileName ?? fileName}
        url={current.result.downloadUrl}
      />
    );
  if (finished || job.error)
    return (
      <ReportFileStatus state="failed" message={current?.error ?? AGENCY_REPORT_MESSAGES.unableToGenerate} />
    );
  return <ReportFileStatus state="preparing" message={current?.progress.message ?? null} />;
}
