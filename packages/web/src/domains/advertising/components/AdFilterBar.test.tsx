import type { AdType } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { readAdFilters } from '../use-ad-filter-params';
import { AdFilterBar } from './AdFilterBar';

function renderBar(adType: AdType) {
  const onChange = vi.fn();
  renderUi(
    <AdFilterBar
      adType={adType}
      filters={readAdFilters(new URLSearchParams(), adType)}
      onChange={onChange}
      brandOptions={null}
      managerOptions={null}
      listStates={{ brands: {}, managers: {} }}
    />,
  );
  return { onChange };
}

const openGroupBy = () => userEvent.click(screen.getByRole('combobox', { name: 'Group by' }));
const offered = () => screen.getAllByRole('option').map((o) => o.textContent);

// Spec 1 §9, written out by hand so that a wrong constant fails here.
const GROUP_BY_PER_TYPE: Array<[AdType, string[]]> = [
  ['sp', ['Campaign', 'Ad group', 'Keyword', 'Target', 'Brand']],
  ['sb', ['Campaign', 'Ad group', 'Keyword', 'Brand']],
  ['dsp', ['Advertiser', 'Brand']],
  ['attribution', ['Campaign', 'Ad group', 'Brand']],
];

describe('advertising group-by select', () => {
  it.each(GROUP_BY_PER_TYPE)('offers the %s groupings of the spec, in order', async (adType, expected) => {
    renderBar(adType);
    await openGroupBy();

    expect(offered()).toEqual(expected);
  });

  it('starts on the first grouping of the ad type', () => {
    renderBar('dsp');

    expect(screen.getByRole('combobox', { name: 'Group by' }).textContent).toContain('Advertiser');
  });

  it('asks for the picked grouping and drops the sort', async () => {
    const { onChange } = renderBar('sp');
    await openGroupBy();
    await userEvent.click(screen.getByRole('option', { name: 'Keyword' }));

    expect(onChange).toHaveBeenCalledWith({ groupBy: 'keyword', sortBy: null });
  });
});
