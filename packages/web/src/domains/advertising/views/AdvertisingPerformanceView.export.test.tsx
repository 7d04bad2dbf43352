import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../advertising.fixtures';
import { renderAdvertising } from './render-advertising';

// The export opens its file link through an anchor; jsdom cannot navigate, so the click is recorded.
let opened: string[] = [];
beforeEach(() => {
  opened = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.href);
  });
});
afterEach(() => vi.restoreAllMocks());

const exportCsv = async () => {
  await screen.findByText('Summer Launch');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
};

describe('advertising performance export', () => {
  it('says the data was downloaded when the export succeeds', async () => {
    renderAdvertising();
    await exportCsv();

    expect(await screen.findByText('Advertising Performance Data was downloaded.')).toBeTruthy();
  });

  it('opens the file link the export answered', async () => {
    renderAdvertising();
    await exportCsv();
    await screen.findByText('Advertising Performance Data was downloaded.');

    expect(opened).toEqual(['https://files.demo.test/ads.csv?token=t']);
  });

  it("says 'Unable to download Advertising Performance Data' with the server's message when the call fails", async () => {
    renderAdvertising({ answers: { DownloadAdPerformance: failure('Upstream timed out') } });
    await exportCsv();

    expect(
      await screen.findByText('Unable to download Advertising Performance Data: Upstream timed out'),
    ).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it("shows the server's message as an error when the export answers a false status", async () => {
    renderAdvertising({
      answers: {
        DownloadAdPerformance: {
          data: { downloadAdPerformance: { status: false, message: 'No rows match the filters' } },
        },
      },
    });
    await exportCsv();

    expect(await screen.findByText('No rows match the filters')).toBeTruthy();
    expect(screen.queryByText('Advertising Performance Data was downloaded.')).toBeNull();
    expect(opened).toEqual([]);
  });
});
