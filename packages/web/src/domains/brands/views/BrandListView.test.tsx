import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BrandListView } from './BrandListView';

type Args = { filterValue?: string | null };

const brand = (brandCode: string, name: string) => ({
  brandCode,
  name,
  brandTypeCode: 'mc',
  brandType: 'Max Commerce',
  advertisingProfiles: [],
  performanceChecklist: [],
  customAttributes: [],
});
const BRANDS = [brand('MC001', 'Northwind Outdoors'), brand('MR001', 'Blue Harbor')];

describe('the brands grid while a search loads', () => {
  it('keeps a cell being edited when the row stays in the searched answer', async () => {
    let releaseSearch: () => void = () => undefined;
    const searched = new Promise<void>((resolve) => {
      releaseSearch = resolve;
    });
    const asked: Args[] = [];
    renderWithApp(
      <Routes>
        <Route path="/brands" element={<BrandListView />} />
      </Routes>,
      {
        session: sessionFor(agencyAdmin),
        route: '/brands',
        mocks: {
          Query: {
            customAttributes: () => [],
            brandRoleAssignees: () => [],
            brands: async (_: unknown, args: Args) => {
              asked.push(args);
              // The searched answer is held back until the cell is open, as on a slow network.
              if (args.filterValue) await searched;
              const rows = BRANDS.filter((b) => !args.filterValue || b.name.includes(args.filterValue));
              return { rows, count: rows.length } as never;
            },
          },
        },
      },
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Brand Name of MC001' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Edit Brand Name of MC001' }));
    await waitFor(() => expect(asked.some((a) => a.filterValue === 'Northwind')).toBe(true));
    releaseSearch();

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Brand Name of MR001' })).toBeNull(),
    );
    const input = screen.getByRole('textbox', { name: 'Brand Name of MC001' }) as HTMLInputElement;
    expect(input.value).toBe('Northwind Outdoors');
  });
});

describe('the brands grid view in the address', () => {
  it('opens a shared link with its sort, name filter and page, and asks the API for exactly them', async () => {
    const asked: Record<string, unknown>[] = [];
    renderWithApp(
      <Routes>
        <Route path="/brands" element={<BrandListView />} />
      </Routes>,
      {
        session: sessionFor(agencyAdmin),
        route: '/brands?sortField=name&sortOrder=desc&search=Northwind&page=1&pageSize=60',
        mocks: {
          Query: {
            customAttributes: () => [],
            brandRoleAssignees: () => [],
            brands: (_: unknown, args: Record<string, unknown>) => {
              asked.push(args);
              return { rows: [BRANDS[0]], count: 61 } as never;
            },
          },
        },
      },
    );

    expect(((await screen.findByRole('searchbox', { name: 'Search' })) as HTMLInputElement).value).toBe(
      'Northwind',
    );
    await waitFor(() =>
      expect(asked[0]).toMatchObject({
        page: 1,
        pageSize: 60,
        sortField: 'name',
        sortOrder: 'DESC',
        filterField: 'name',
        filterValue: 'Northwind',
      }),
    );
  });
});

describe('a USER custom attribute in the brands grid', () => {
  it('shows the person’s name, not their user id, and offers the people when edited', async () => {
    renderWithApp(
      <Routes>
        <Route path="/brands" element={<BrandListView />} />
      </Routes>,
      {
        session: sessionFor(agencyAdmin),
        route: '/brands',
        mocks: {
          Query: {
            customAttributes: () => [{ name: 'Strategist', type: 'USER' }],
            brandRoleAssignees: () => [
              { id: '12', name: 'Pat Strategist' },
              { id: '13', name: 'Sam Planner' },
            ],
            brands: () =>
              ({
                count: 1,
                rows: [
                  {
                    ...brand('MC001', 'Northwind Outdoors'),
                    customAttributes: [{ name: 'Strategist', type: 'USER', value: '12' }],
                  },
                ],
              }) as never,
          },
        },
      },
    );

    expect(await screen.findByText('Pat Strategist')).toBeTruthy();
    expect(screen.queryByText('12')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Strategist of MC001' }));
    const select = screen.getByRole('combobox', { name: 'Strategist of MC001' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '—',
      'Pat Strategist',
      'Sam Planner',
    ]);
  });
});
