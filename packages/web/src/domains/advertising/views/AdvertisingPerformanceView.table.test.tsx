import type { AdType } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdvertising } from './render-advertising';

const headers = () =>
  within(screen.getByRole('table', { name: 'Advertising performance table' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

// Spec 1 §2.4 columns under their labels, plus ROAS for sponsored ads and Impressions and Total
// Cost (its sort) for DSP; the name column is titled by the first grouping (§9).
const COLUMNS_PER_TYPE: Array<[AdType, string[]]> = [
  ['sp', ['Campaign', 'Impressions', 'Clicks', 'Ad Spend', 'Ad Revenue', 'Orders', 'ACoS', 'ROAS']],
  ['sb', ['Campaign', 'Impressions', 'Clicks', 'Ad Spend', 'Ad Revenue', 'Orders', 'ACoS', 'ROAS']],
  [
    'attribution',
    [
      'Campaign',
      'Click-throughs',
      'Detail Page Views',
      'Add to Cart',
      'Total Purchases',
      'Total Product Sales',
    ],
  ],
  [
    'dsp',
    [
      'Advertiser',
      'Impressions',
      'Total Cost',
      'Click-throughs',
      'Detail Page Views',
      'Add to Cart',
      'Total Purchases',
      'Total Product Sales',
    ],
  ],
];

describe('advertising performance table', () => {
  it.each(COLUMNS_PER_TYPE)('shows the %s columns of the spec, in order', async (adType, expected) => {
    renderAdvertising({ at: adType });
    await screen.findByText('Summer Launch');

    expect(headers()).toEqual(expected);
  });

  it('titles the name column by the chosen grouping', async () => {
    renderAdvertising({ at: 'sp?groupBy=keyword' });
    await screen.findByText('Summer Launch');

    expect(headers()[0]).toBe('Keyword');
  });
});
