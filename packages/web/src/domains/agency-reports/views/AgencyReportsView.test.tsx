import { fireEvent, screen, within } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { type MockResolver, unauthenticated } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { failure, forbidden } from '../../performance/performance.fixtures';
import { AgencyReportsView } from './AgencyReportsView';

const FILE = 'agency-reports_2026-01-01_2026-01-31.zip';
const started = (fileName: string, message: string) => ({
  status: true,
  message,
  jobId: 'job-1',
  fileName,
});
const job = (status: string): FormattedExecutionResult => ({
  data: {
    job: {
      id: 'job-1',
      status,
      error: null,
      progress: { done: 1, total: 2, message: 'Building Alerts summary' },
      result:
        status === 'SUCCEEDED' ? { fileName: FILE, downloadUrl: 'http://portal.test/files/signed' } : null,
    },
  },
});

/** Answers by operation; the job is running on its first read and done on the next. */
function answers(over: Record<string, FormattedExecutionResult> = {}): MockResolver {
  let jobReads = 0;
  return (operation) => {
    const name = operation.operationName ?? '';
    if (over[name]) return over[name];
    if (name === 'AgencyReportJobs') return { data: { jobs: [] } };
    if (name === 'DownloadAgencyReports')
      return {
        data: {
          downloadAgencyReports: started(FILE, 'Report generation in progress, please check your email'),
        },
      };
    if (name === 'AgencyReportJob') {
      jobReads += 1;
      return job(jobReads > 1 ? 'SUCCEEDED' : 'RUNNING');
    }
    return { data: null };
  };
}

function renderReports(at: string, resolve: MockResolver, user = agencyAdmin) {
  return renderWithApp(
    <Routes>
      <Route path="/agency-reports" element={<AgencyReportsView />} />
    </Routes>,
    { session: sessionFor(user), route: `/agency-reports${at}`, resolve },
  );
}

const RANGE = '?preset=custom&from=2026-01-01&to=2026-01-31';

describe('/agency-reports', () => {
  it('shows a download row per chosen report and Download All for more than one', async () => {
    renderReports(`${RANGE}&types=alerts-summary,inventory-health`, answers());

    const rows = await screen.findByRole('list', { name: 'Reports to download' });
    expect(within(rows).getByText('Alerts summary')).toBeTruthy();
    expect(within(rows).getByText('Inventory health')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download All' })).toBeTruthy();
    expect(document.title).toBe('Reports · Portal');
  });

  it('offers no Download All for a single report', async () => {
    renderReports(`${RANGE}&types=alerts-summary`, answers());

    await screen.findByRole('list', { name: 'Reports to download' });
    expect(screen.queryByRole('button', { name: 'Download All' })).toBeNull();
  });

  it('queues Download All for the range, says the spec’s message and links the archive when done', async () => {
    const { calls } = renderReports(`${RANGE}&types=alerts-summary,inventory-health`, answers());

    fireEvent.click(await screen.findByRole('button', { name: 'Download All' }));

    expect(await screen.findByText('Report generation in progress, please check your email')).toBeTruthy();
    const link = await screen.findByRole('link', { name: `Save ${FILE}` }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('http://portal.test/files/signed');
    const asked = calls.find((c) => c.operationName === 'DownloadAgencyReports')?.variables;
    expect(asked).toEqual({
      reportTypes: ['INVENTORY_HEALTH', 'ALERTS_SUMMARY'],
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('does not offer the commissions report to a standard agency user', async () => {
    renderReports(`${RANGE}&types=commissions-by-brand-month,alerts-summary`, answers(), {
      ...agencyAdmin,
      role: 'STANDARD_AGENCY_USER',
    });

    const rows = await screen.findByRole('list', { name: 'Reports to download' });
    expect(within(rows).getByText('Alerts summary')).toBeTruthy();
    expect(within(rows).queryByText('Commissions by brand and month')).toBeNull();
  });

  it('asks for a report type before offering downloads', async () => {
    renderReports(RANGE, answers());

    expect(
      await screen.findByText('Choose one or more report types to download them for the dates above.'),
    ).toBeTruthy();
  });

  it("says 'No data' when there are no earlier reports", async () => {
    renderReports(RANGE, answers());
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it("says 'Unable to get reports' when the earlier reports cannot be read", async () => {
    renderReports(RANGE, answers({ AgencyReportJobs: failure('Upstream timed out') }));

    expect((await screen.findByRole('alert')).textContent).toContain('Unable to get reports');
  });

  it('refuses a caller the gateway refuses', async () => {
    renderReports(RANGE, answers({ AgencyReportJobs: forbidden }));

    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });

  it("says 'You are not authorized to download reports' when Download All is refused as unauthorized", async () => {
    renderReports(
      `${RANGE}&types=alerts-summary,inventory-health`,
      // The session signs out on an unauthenticated answer; its logout is answered too.
      answers({ DownloadAgencyReports: unauthenticated(), Logout: { data: { logout: true } } }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Download All' }));

    expect(await screen.findByText('You are not authorized to download reports')).toBeTruthy();
  });
});
