import { act, render, screen } from '@testing-library/react';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AddressStateProvider } from './AddressStateProvider';
import { parseAsList, parseAsNumberOf, parseAsPage } from './parsers';
import { type AddressStateChange, useAddressState } from './use-address-state';

const parsers = {
  brandCodes: parseAsList.withDefault([]),
  marketplaceId: parseAsString.withDefault('ATVPDKIKX0DER'),
  sortDirection: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  metrics: parseAsList.withDefault(['impressions']),
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf([40, 80, 100] as const).withDefault(40),
};

let update: (change: AddressStateChange<typeof parsers>) => unknown = () => undefined;

function Probe() {
  const [state, set] = useAddressState(parsers, {
    urlKeys: { marketplaceId: 'marketplace_id', metrics: 'metric' },
    pageKey: 'page',
    keepsPage: ['metrics'],
  });
  update = set;
  const location = useLocation();
  return (
    <>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <output aria-label="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressStateProvider>
        <Probe />
      </AddressStateProvider>
    </MemoryRouter>,
  );
const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');
const search = () => new URLSearchParams(screen.getByLabelText('search').textContent ?? '');

describe('useAddressState', () => {
  it('reads typed values from the address, under its own names', () => {
    renderAt('/x?brandCodes=A,B&marketplace_id=A1F83G8C2ARO7P&sortDirection=asc&page=3&pageSize=80');
    expect(state()).toEqual({
      brandCodes: ['A', 'B'],
      marketplaceId: 'A1F83G8C2ARO7P',
      sortDirection: 'asc',
      metrics: ['impressions'],
      page: 3,
      pageSize: 80,
    });
  });

  it('reads an unusable value as its default', () => {
    renderAt('/x?sortDirection=sideways&page=-2&pageSize=41');
    expect(state()).toMatchObject({ sortDirection: 'desc', page: 0, pageSize: 40 });
  });

  it('goes back to the first page when a filter changes, but not for a kept key', async () => {
    renderAt('/x?page=3');
    await act(async () => {
      await update({ metrics: ['clicks'] });
    });
    expect(search().get('page')).toBe('3');
    expect(search().get('metric')).toBe('clicks');
    await act(async () => {
      await update({ brandCodes: ['MC001'] });
    });
    expect(search().get('page')).toBeNull();
    expect(search().get('brandCodes')).toBe('MC001');
  });

  it('builds two updates of one event on each other', async () => {
    renderAt('/x?page=2');
    await act(async () => {
      update({ pageSize: 100 });
      await update({ page: 5 });
    });
    expect(search().get('pageSize')).toBe('100');
    expect(search().get('page')).toBe('5');
  });
});
