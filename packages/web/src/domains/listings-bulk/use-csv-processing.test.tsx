import { screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MockResolver } from '../../test/mock-link';
import { renderWithApp } from '../../test/render';
import { useCsvProcessing } from './use-csv-processing';

const seller = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };

function Probe({ processId }: { processId: string }) {
  const { completed, failed, rowsRead } = useCsvProcessing(seller, processId);
  return (
    <div>
      <span>completed: {completed ?? 'no'}</span>
      <span>failed: {failed ?? 'no'}</span>
      <span>rows: {rowsRead}</span>
    </div>
  );
}

const job = (status: string, done: number, error: string | null = null) => ({
  data: {
    job: {
      __typename: 'Job',
      id: 'p-1',
      status,
      error,
      progress: { __typename: 'JobProgress', done, message: null },
    },
  },
});

/** A backend whose job reads answer `statuses` in turn; events come only from `events`. */
function backend(statuses: ReturnType<typeof job>[], events: Record<string, unknown>[] = []) {
  const asked: string[] = [];
  const resolve: MockResolver = (operation) => {
    asked.push(operation.operationName ?? '');
    switch (operation.operationName) {
      case 'CsvUploadProcessed':
        return new Observable((observer) => {
          for (const event of events)
            observer.next({ data: { csvUploadProcessed: { __typename: 'CsvUploadProcessed', ...event } } });
        });
      case 'CsvProcessJob':
        return statuses.length > 1
          ? (statuses.shift() ?? job('RUNNING', 0))
          : (statuses[0] ?? job('RUNNING', 0));
      case 'ImportedListings':
        return {
          data: {
            importedListings: {
              __typename: 'ImportedListings',
              listings: [],
              count: 20,
              attributeColumns: [],
            },
          },
        };
      default:
        return { data: null };
    }
  };
  return { resolve, asked };
}

describe('a CSV processing whose events never arrive', () => {
  it('reads the job until it ends and takes the matches from the stored batches', async () => {
    const { resolve } = backend([job('RUNNING', 500), job('SUCCEEDED', 2500)]);
    renderWithApp(<Probe processId="p-1" />, { resolve });
    expect(await screen.findByText('rows: 500')).toBeTruthy();
    expect(await screen.findByText('completed: 20', undefined, { timeout: 8_000 })).toBeTruthy();
  });

  it('says why when the job failed instead of processing for ever', async () => {
    const { resolve } = backend([job('FAILED', 0, 'The file has no column sku.')]);
    renderWithApp(<Probe processId="p-1" />, { resolve });
    expect(await screen.findByText('failed: The file has no column sku.')).toBeTruthy();
    expect(screen.getByText('completed: no')).toBeTruthy();
  });
});

describe('a CSV processing whose completion event arrives', () => {
  it('takes the count from the event without asking for the matches', async () => {
    const { resolve, asked } = backend(
      [job('RUNNING', 0)],
      [{ processId: 'p-1', batchNumber: 1, listingsMatched: 7, totalRows: 30, csvProcessCompleted: true }],
    );
    renderWithApp(<Probe processId="p-1" />, { resolve });
    expect(await screen.findByText('completed: 7')).toBeTruthy();
    expect(asked).not.toContain('ImportedListings');
  });
});
