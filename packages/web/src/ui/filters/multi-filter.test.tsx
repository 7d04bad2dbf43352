import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { MultiFilter, SEARCH_FROM_OPTIONS } from './MultiFilter';

const brands = Array.from({ length: 20 }, (_, i) => ({
  value: `B${String(i).padStart(3, '0')}`,
  text: i === 7 ? 'Northwind Outdoor' : `Brand ${i}`,
}));

function renderFilter(options = brands, selected: string[] = [], searchable?: boolean) {
  const onSelect = vi.fn();
  renderUi(
    <MultiFilter
      label="Brands"
      placeholder="All brands"
      options={options}
      selected={selected}
      onSelect={onSelect}
      searchable={searchable}
    />,
  );
  return { onSelect, box: screen.getByRole('combobox', { name: 'Brands' }) };
}

describe('MultiFilter', () => {
  it('narrows a long list to what was typed, in any case and any part', async () => {
    const { box, onSelect } = renderFilter();
    await userEvent.click(box);
    await userEvent.type(box, 'north');

    expect(screen.getAllByRole('menuitemcheckbox').map((o) => o.textContent)).toEqual(['Northwind Outdoor']);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Northwind Outdoor' }));
    expect(onSelect).toHaveBeenCalledWith(['B007']);
  });

  it('says so when nothing matches', async () => {
    const { box } = renderFilter();
    await userEvent.click(box);
    await userEvent.type(box, 'zzz');

    expect(screen.getByText('No match for "zzz"')).toBeTruthy();
  });

  it('adds to the choice already made and names the chosen options when closed', async () => {
    const { box, onSelect } = renderFilter(brands, ['B001']);
    expect((box as HTMLInputElement).value).toBe('Brand 1');
    await userEvent.click(box);
    await userEvent.type(box, 'brand 2');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Brand 2' }));

    expect(onSelect).toHaveBeenCalledWith(['B001', 'B002']);
  });

  it('keeps a short list as a plain select without a search box', async () => {
    const short = brands.slice(0, SEARCH_FROM_OPTIONS);
    const { box } = renderFilter(short);
    expect(box.tagName).not.toBe('INPUT');
    await userEvent.click(box);
    expect(screen.getAllByRole('menuitemcheckbox')).toHaveLength(SEARCH_FROM_OPTIONS);
  });
});
