import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import type { FilterListState } from './filter-list-state';
import { type FilterOption, MultiFilter, SEARCH_FROM_OPTIONS } from './MultiFilter';

const brands = Array.from({ length: 20 }, (_, i) => ({
  value: `B${String(i).padStart(3, '0')}`,
  text: i === 7 ? 'Northwind Outdoor' : `Brand ${i}`,
}));

function renderFilter(
  options: readonly FilterOption[] = brands,
  selected: string[] = [],
  searchable?: boolean,
  list: FilterListState = {},
) {
  const onSelect = vi.fn();
  const element = (opts: readonly FilterOption[], state: FilterListState) => (
    <MultiFilter
      label="Brands"
      placeholder="All brands"
      options={opts}
      selected={selected}
      onSelect={onSelect}
      searchable={searchable}
      {...state}
    />
  );
  const { rerender } = renderUi(element(options, list));
  // The list arriving: the same filter, now with its options and no longer loading.
  const load = (opts: readonly FilterOption[]) =>
    rerender(<FluentProvider theme={webLightTheme}>{element(opts, {})}</FluentProvider>);
  return { onSelect, load, box: screen.getByRole('combobox', { name: 'Brands' }) };
}

// Fluent gives a multi-select's popup list the menu role (its options are menuitemcheckbox).
const openList = () => screen.getByRole('menu', { name: 'Brands' });

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
  describe('while its list loads', () => {
    it('shows that the list is loading instead of a "No match" line', async () => {
      const { box } = renderFilter([], [], true, { loading: true });
      await userEvent.click(box);

      expect(screen.getByRole('status').textContent).toBe('Loading…');
      expect(screen.queryByText(/No match/)).toBeNull();
      expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]);
    });

    it('marks the open list busy, so assistive technology waits for it', async () => {
      const { box } = renderFilter([], [], true, { loading: true });
      await userEvent.click(box);

      expect(openList().getAttribute('aria-busy')).toBe('true');
    });

    it('shows that a short list is loading too', async () => {
      const { box } = renderFilter([], [], false, { loading: true });
      await userEvent.click(box);

      expect(screen.getByRole('status').textContent).toBe('Loading…');
      expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]);
    });

    it('offers the options once they have loaded, in the list already open', async () => {
      const { box, load } = renderFilter([], [], true, { loading: true });
      await userEvent.click(box);
      load(brands);

      expect(screen.queryByRole('status')).toBeNull();
      expect(openList().getAttribute('aria-busy')).not.toBe('true');
      expect(screen.getAllByRole('menuitemcheckbox')).toHaveLength(brands.length);
    });
  });

  it('still says "No match" for a search without results once the list has loaded', async () => {
    const { box, load } = renderFilter([], [], true, { loading: true });
    load(brands);
    await userEvent.click(box);
    await userEvent.type(box, 'x');

    expect(screen.getByText('No match for "x"')).toBeTruthy();
  });

  it('names the failure in the list and under the field when the list could not be loaded', async () => {
    const { box } = renderFilter([], [], true, { error: 'Unable to get brands' });
    await userEvent.click(box);

    const line = screen.getByRole('menuitemcheckbox', { name: 'Unable to get brands' });
    expect(line.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/No match/)).toBeNull();
    expect(screen.getAllByText('Unable to get brands')).toHaveLength(2);
  });

  it('says "No data" when the loaded list is empty, not an empty search\'s "No match"', async () => {
    const { box } = renderFilter([], [], true);
    await userEvent.click(box);

    expect(screen.getByRole('menuitemcheckbox', { name: 'No data' })).toBeTruthy();
    expect(screen.queryByText(/No match/)).toBeNull();
  });

  it('chooses nothing when the "No match" line is clicked', async () => {
    const { box, onSelect } = renderFilter();
    await userEvent.click(box);
    await userEvent.type(box, 'zzz');
    await userEvent.click(screen.getByText('No match for "zzz"'));

    expect(onSelect).not.toHaveBeenCalled();
  });
});
