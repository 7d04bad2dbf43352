import { MESSAGES } from '@portal/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarketplaceProvider } from '../../../app/marketplace/MarketplaceProvider';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ActivityView } from './ActivityView';

type Args = { sku?: string | null; searchValue?: string | null; page?: number; pageSize?: number };

const SELLER = {
  sellingPartnerId: 'S1',
  sellerName: 'Acme',
  marketplaceId: 'ATVPDKIKX0DER',
  marketplaceName: 'United States',
};
// 95 entries, newest first: SKU-0 … SKU-94, some read and some not (the page lists them all).
const ALL = Array.from({ length: 95 }, (_, i) => ({
  id: String(i),
  sku: i % 10 === 3 ? `TENT-${i}` : `SKU-${i}`,
  type: 'listing update success',
  comment: null,
  createdAt: new Date(Date.UTC(2026, 2, 1) - i * 60_000).toISOString(),
  severity: 'SUCCESS' as const,
  // The service names the user only on the viewer's own changes.
  userEmail: i === 1 ? 'admin@demo.test' : null,
}));

function renderActivity(route: string, entries = ALL) {
  const asked: Args[] = [];
  const view = renderWithApp(
    <MarketplaceProvider>
      <Routes>
        <Route path="/amazon-listings-activity" element={<ActivityView />} />
        <Route
          path="/amazon-listings-item/:marketplaceId/:sellerId/:sku/activity"
          element={<ActivityView />}
        />
      </Routes>
    </MarketplaceProvider>,
    {
      session: sessionFor(agencyAdmin),
      route,
      mocks: {
        Query: {
          authorizedMarketplaces: () => [SELLER],
          listingActivity: (_: unknown, args: Args) => {
            asked.push(args);
            const page = args.page ?? 0;
            const size = args.pageSize ?? 40;
            const matching = entries.filter(
              (e) =>
                (!args.sku || e.sku === args.sku) &&
                (!args.searchValue || e.sku.toLowerCase().includes(args.searchValue.toLowerCase())),
            );
            return { rows: matching.slice(page * size, (page + 1) * size), count: matching.length };
          },
        },
      },
    },
  );
  return { ...view, asked };
}

describe('ActivityView', () => {
  it("titles the page 'Global Activity' and lists 40 entries with their range", async () => {
    renderActivity('/amazon-listings-activity');

    expect(await screen.findByRole('heading', { name: 'Global Activity' })).toBeTruthy();
    expect(await screen.findByText('Entries 1 to 40 of 95')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText('SKU-0: listing update success')).toBeTruthy();
  });

  it('shows who made a change only where the service named the viewer', async () => {
    renderActivity('/amazon-listings-activity');
    await screen.findByText('Entries 1 to 40 of 95');

    const items = screen.getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('by admin@demo.test');
    expect(items.filter((item) => item.textContent?.includes(' by '))).toHaveLength(1);
  });

  it('pages forward with Next and back with Previous', async () => {
    renderActivity('/amazon-listings-activity');
    await screen.findByText('Entries 1 to 40 of 95');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Entries 81 to 95 of 95')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Entries 41 to 80 of 95')).toBeTruthy();
  });

  it('searches by SKU from the first page', async () => {
    const { asked } = renderActivity('/amazon-listings-activity?page=1');
    await screen.findByText('Entries 41 to 80 of 95');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by SKU' }), 'tent');

    expect(await screen.findByText('Entries 1 to 10 of 10')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ searchValue: 'tent', page: 0 });
  });

  it("says 'No activity found.' when nothing matches", async () => {
    renderActivity('/amazon-listings-activity', []);

    expect(await screen.findByText(MESSAGES.noActivityFound)).toBeTruthy();
    expect(screen.getByText('Entries 0 to 0 of 0')).toBeTruthy();
  });

  it('goes to the last page when the address points past the end', async () => {
    renderActivity('/amazon-listings-activity?page=9');

    expect(await screen.findByText('Entries 81 to 95 of 95')).toBeTruthy();
  });

  it("titles a listing's activity 'Activity for {sku}' and asks for that SKU of that seller, without a search box", async () => {
    const { asked } = renderActivity('/amazon-listings-item/ATVPDKIKX0DER/S1/TENT-3/activity');

    expect(await screen.findByRole('heading', { name: 'Activity for TENT-3' })).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sku: 'TENT-3' }));
    expect(await screen.findByText('Entries 1 to 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
