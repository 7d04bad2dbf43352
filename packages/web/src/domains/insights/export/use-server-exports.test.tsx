import { Button } from '@fluentui/react-components';
import { INSIGHTS_MESSAGES, insightsExportReady } from '@portal/schema';
import { fireEvent, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ExportBar } from './ExportBar';
import { useServerExports } from './use-server-exports';

const FILTER = { from: '2026-10-01', to: '2026-10-31' };

function Harness() {
  const exports = useServerExports(FILTER);
  return (
    <>
      <Button
        onClick={() => void exports.startServerExport({ card: 'SUMMARY', brandCode: 'AA01', title: 'Total' })}
      >
        Start
      </Button>
      <ExportBar exports={exports.exports} onDismiss={exports.dismiss} />
    </>
  );
}

const session = sessionFor(agencyAdmin);

describe('server-built exports of the insights page', () => {
  it('start by the mutation, wait, and become a download when export-complete arrives', async () => {
    let subscribed = 0;
    renderWithApp(<Harness />, {
      session,
      resolve: (operation) => {
        if (operation.operationName === 'ExportInsightsSku')
          return {
            data: {
              exportInsightsSku: {
                __typename: 'InsightExportStarted',
                exportId: 'e1',
                jobId: 'e1',
                fileName: 'total-aa01.pdf',
              },
            },
          };
        if (operation.operationName === 'ExportComplete') {
          subscribed += 1;
          return new Observable((observer) => {
            // Another export of the same user finishing first must not complete this one.
            setTimeout(() => {
              observer.next({
                data: {
                  exportComplete: {
                    __typename: 'ExportComplete',
                    exportId: 'other',
                    jobId: 'other',
                    fileName: 'other.pdf',
                    contentType: 'application/pdf',
                    downloadUrl: 'http://portal.test/files/other',
                    error: null,
                  },
                },
              });
              observer.next({
                data: {
                  exportComplete: {
                    __typename: 'ExportComplete',
                    exportId: 'e1',
                    jobId: 'e1',
                    fileName: 'total-aa01.pdf',
                    contentType: 'application/pdf',
                    downloadUrl: 'http://portal.test/files/e1',
                    error: null,
                  },
                },
              });
            }, 20);
          });
        }
        return { data: null };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(INSIGHTS_MESSAGES.exportStarted)).toBeTruthy();
    expect(await screen.findByText(insightsExportReady('total-aa01.pdf'))).toBeTruthy();
    expect(screen.getByText('Download').closest('a')?.getAttribute('href')).toBe(
      'http://portal.test/files/e1',
    );
    expect(screen.queryByText(insightsExportReady('other.pdf'))).toBeNull();
    expect(subscribed).toBe(1);
  });

  it('shows the spec message when the export cannot start', async () => {
    renderWithApp(<Harness />, {
      session,
      resolve: () => ({
        data: null,
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Error exporting data')).toBeTruthy();
  });
});
