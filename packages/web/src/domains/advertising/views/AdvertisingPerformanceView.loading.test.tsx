import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartWithPoints, failure } from '../advertising.fixtures';
import { renderAdvertising } from './render-advertising';

const chart = () => screen.getByRole('region', { name: 'Advertising chart' });

describe('advertising performance loading', () => {
  it("says 'Unable to get data' with the server's message when the table fails to load", async () => {
    renderAdvertising({ answers: { AdPerformanceGroup: failure('Upstream timed out') } });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to get data: Upstream timed out',
    );
  });

  it("says 'Unable to get summary data' with the server's message when the summary fails to load", async () => {
    renderAdvertising({ answers: { AdPerformanceSummary: failure('Upstream timed out') } });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to get summary data: Upstream timed out',
    );
  });

  it("says 'Unable to get chart data' with the server's message when the chart fails to load", async () => {
    renderAdvertising({ answers: { AdPerformanceChart: failure('Upstream timed out') } });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to get chart data: Upstream timed out',
    );
  });

  it("says 'No data' in the chart when the period has no points", async () => {
    renderAdvertising();

    expect(await within(chart()).findByText('No data')).toBeTruthy();
  });

  it('draws the chart when the period has points', async () => {
    renderAdvertising({ answers: { AdPerformanceChart: { data: chartWithPoints } } });

    expect(await within(chart()).findByRole('img', { name: 'Advertising chart' })).toBeTruthy();
  });
});
