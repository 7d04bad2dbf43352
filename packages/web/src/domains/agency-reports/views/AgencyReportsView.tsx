import { AGENCY_REPORT_MESSAGES, COMMISSIONS_DEFAULT_PRESET, hasPermission } from '@portal/schema';
import { useCallback, useMemo, useState } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useAccessSubject } from '../../../app/routing/use-access-subject';
import {
  useAgencyReportJobsQuery,
  useDownloadAgencyReportsMutation,
  useStartAgencyReportMutation,
} from '../../../gql/hooks';
import { errorText, ForbiddenState, type RangePreset, useDateRangeParams, usePageTitle } from '../../../ui';
import { AgencyReportsPage } from '../components/AgencyReportsPage';
import { EarlierReports } from '../components/EarlierReports';
import { ReportFileStatus } from '../components/ReportFileStatus';
import { type ReportTypeOption, reportTypeOptions } from '../report-types';
import { useAgencyReportParams } from '../use-agency-report-params';
import { JobFile } from './JobFile';

/** A started report: its job, or why it did not start. Keyed by type (or 'all') and range. */
type Started = { jobId: string; fileName: string; message: string } | { error: string };

/** What a refused or failed start says: the spec's 401 message for Download All, else a clear one. */
function startError(error: unknown, all: boolean): string {
  if (all && errorCode(error) === 'UNAUTHENTICATED') return AGENCY_REPORT_MESSAGES.downloadAllUnauthorized;
  return errorText(AGENCY_REPORT_MESSAGES.unableToGenerate, errorMessage(error, ''));
}

/** /agency-reports 'Reports' (spec 2 §2; the types and files: docs/decisions/0320). */
export function AgencyReportsView() {
  usePageTitle('Reports');
  // Reports default to the six months the commissions open on: what an agency hands over monthly.
  const dates = useDateRangeParams({ defaultPreset: COMMISSIONS_DEFAULT_PRESET as RangePreset });
  const [params, update] = useAgencyReportParams();
  const subject = useAccessSubject();
  const options = useMemo(() => reportTypeOptions((p) => hasPermission(subject, p)), [subject]);
  const selected = options.filter((o) => params.types.includes(o.id));
  const [started, setStarted] = useState<Record<string, Started>>({});
  const earlier = useAgencyReportJobsQuery({ fetchPolicy: 'cache-and-network' });
  const [startOne] = useStartAgencyReportMutation();
  const [startAll] = useDownloadAgencyReportsMutation();
  const keyOf = (what: string) => `${what}|${dates.from}|${dates.to}`;
  const refreshEarlier = useCallback(() => void earlier.refetch(), [earlier.refetch]);

  const onDownload = async (option: ReportTypeOption) => {
    const key = keyOf(option.id);
    try {
      const answer = await startOne({
        variables: { reportType: option.graphqlType, from: dates.from, to: dates.to },
      });
      const job = answer.data?.startAgencyReport;
      if (!job) throw new Error('no report started');
      setStarted((s) => ({
        ...s,
        [key]: { jobId: job.jobId, fileName: job.fileName, message: job.message },
      }));
    } catch (error) {
      // Spec 2 §6: a 401 on a single download shows no message (the session's own handling speaks).
      if (errorCode(error) === 'UNAUTHENTICATED') return;
      setStarted((s) => ({ ...s, [key]: { error: startError(error, false) } }));
    }
  };
  const onDownloadAll = async () => {
    const key = keyOf('all');
    try {
      const answer = await startAll({
        variables: { reportTypes: selected.map((o) => o.graphqlType), from: dates.from, to: dates.to },
      });
      const job = answer.data?.downloadAgencyReports;
      if (!job) throw new Error('no archive started');
      setStarted((s) => ({
        ...s,
        [key]: { jobId: job.jobId, fileName: job.fileName, message: job.message },
      }));
    } catch (error) {
      setStarted((s) => ({ ...s, [key]: { error: startError(error, true) } }));
    }
  };
  const statusOf = (what: string) => {
    const entry = started[keyOf(what)];
    if (!entry) return null;
    if ('error' in entry) return <ReportFileStatus state="failed" message={entry.error} />;
    return (
      <JobFile key={entry.jobId} jobId={entry.jobId} fileName={entry.fileName} onFinished={refreshEarlier} />
    );
  };

  const all = started[keyOf('all')];
  if (errorCode(earlier.error) === 'FORBIDDEN') return <ForbiddenState />;
  return (
    <AgencyReportsPage
      dates={dates}
      options={options}
      selected={selected}
      onSelect={(types) => update({ types })}
      onDownload={(option) => void onDownload(option)}
      statusOf={(option) => statusOf(option.id)}
      onDownloadAll={() => void onDownloadAll()}
      allMessage={all && 'message' in all ? all.message : null}
      allStatus={statusOf('all')}
      earlier={
        <EarlierReports
          loading={earlier.loading}
          error={
            earlier.error
              ? errorText(AGENCY_REPORT_MESSAGES.unableToGetReports, errorMessage(earlier.error, ''))
              : null
          }
          onRetry={refreshEarlier}
          reports={earlier.data?.jobs}
        />
      }
    />
  );
}
