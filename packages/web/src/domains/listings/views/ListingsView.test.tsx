import { LISTINGS_MESSAGES } from '@portal/schema';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarketplaceProvider } from '../../../app/marketplace/MarketplaceProvider';
import type { Listing } from '../../../gql/schema-resolvers';
import { ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { FORBIDDEN_MESSAGE } from '../../../ui';
import { DeprecatedThemesView } from './DeprecatedThemesView';
import { ListingsView } from './ListingsView';
import { ReflectingView } from './ReflectingView';

const SELLER = {
  sellingPartnerId: 'A1FFPSELLER',
  sellerName: 'FFP',
  marketplaceId: 'ATVPDKIKX0DER',
  marketplaceName: 'United States',
};

const listing = (sku: string, over: Partial<Listing> = {}): Listing => ({
  sku,
  asin: `B0${sku}`,
  marketplaceId: SELLER.marketplaceId,
  sellerId: SELLER.sellingPartnerId,
  brandCode: 'FFP1',
  brandName: 'FFP Brand',
  itemName: `Title of ${sku}`,
  productType: 'SHIRT',
  status: 'BUYABLE',
  archived: false,
  issues: [],
  mainImage: null,
  lastUpdatedDate: '2026-11-20T10:00:00.000Z',
  isParent: false,
  isChild: false,
  parentSku: null,
  parentageLevel: null,
  variationTheme: null,
  reflectingState: 1,
  childCount: 0,
  childAsins: [],
  version: 1,
  parentAsin: null,
  ...over,
});

const PAGE = {
  allIssuesTotal: 3,
  countIssues: { error: 1, warning: 2, info: 0 },
  countStatuses: { buyable: 2, discoverable: 0, error: 1, warning: 0 },
  rows: [listing('SKU-1'), listing('SKU-2', { reflectingState: 0 }), listing('SKU-3', { status: 'ERROR' })],
};

const refused =
  (code: string, message = code) =>
  () => {
    throw new GraphQLError(message, { extensions: { code } });
  };

function renderAt(route: string, query: MockResolvers['Query']) {
  return renderWithApp(
    <MarketplaceProvider>
      <Routes>
        <Route path="/amazon-listings-items" element={<ListingsView />} />
        <Route path="/reflecting" element={<ReflectingView />} />
        <Route path="/deprecated-variation-themes" element={<DeprecatedThemesView />} />
      </Routes>
    </MarketplaceProvider>,
    {
      session: sessionFor(ffpBrandAdmin),
      route,
      mocks: {
        Query: {
          authorizedMarketplaces: () => [SELLER],
          recentlyReflectedListings: () => [],
          ...query,
        },
      },
    },
  );
}

describe('Your Listings', () => {
  it('shows the page with its rows and the count from its own call', async () => {
    renderAt('/amazon-listings-items', { listings: () => PAGE, listingsCount: () => 123 });
    expect(await screen.findByText('SKU-2')).toBeTruthy();
    expect(screen.getByText('Title of SKU-3')).toBeTruthy();
    expect(await screen.findByText(/of 123/)).toBeTruthy();
    expect(screen.queryByText(LISTINGS_MESSAGES.countFailed, { exact: false })).toBeNull();
  });

  it("keeps the rows and says 'Unable get listings count.' when only the count fails", async () => {
    renderAt('/amazon-listings-items', {
      listings: () => PAGE,
      listingsCount: refused('INTERNAL_SERVER_ERROR', 'count failed'),
    });
    expect(await screen.findByText('SKU-1')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(LISTINGS_MESSAGES.countFailed);
  });

  it('says how to connect Seller Central when the seller has no listings (not found)', async () => {
    renderAt('/amazon-listings-items', {
      listings: refused('NOT_FOUND', 'No listings have been loaded for this seller and marketplace.'),
      listingsCount: () => 0,
    });
    expect(await screen.findByText(LISTINGS_MESSAGES.noConnection)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect to Amazon' }).getAttribute('href')).toBe(
      '/account/connect-to-amazon',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry with the spec’s message when the listings cannot be read', async () => {
    renderAt('/amazon-listings-items', {
      listings: refused('INTERNAL_SERVER_ERROR', 'boom'),
      listingsCount: () => 0,
    });
    expect(await screen.findByText(LISTINGS_MESSAGES.noConnection)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the permission message when refused', async () => {
    renderAt('/amazon-listings-items', {
      listings: refused('FORBIDDEN'),
      listingsCount: refused('FORBIDDEN'),
    });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
  });

  it('says so when no listing matches the filters', async () => {
    renderAt('/amazon-listings-items?search=nothing', {
      listings: () => ({ ...PAGE, rows: [] }),
      listingsCount: () => 0,
    });
    expect(await screen.findByText('No listings match these filters.')).toBeTruthy();
  });
});

describe('the listing tools’ states', () => {
  it('Reflecting: forbidden, not found and failure', async () => {
    const forbidden = renderAt('/reflecting', { reflectionRecords: refused('FORBIDDEN') });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
    forbidden.unmount();
    const missing = renderAt('/reflecting', { reflectionRecords: refused('NOT_FOUND') });
    expect(await screen.findByRole('link', { name: 'Connect to Amazon' })).toBeTruthy();
    missing.unmount();
    renderAt('/reflecting', { reflectionRecords: refused('INTERNAL_SERVER_ERROR') });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Deprecated Variation Themes: empty and forbidden', async () => {
    const empty = renderAt('/deprecated-variation-themes', {
      deprecatedThemeListings: () => ({ rows: [], count: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'Deprecated Variation Themes' })).toBeTruthy();
    expect(screen.queryByText(LISTINGS_MESSAGES.noConnection)).toBeNull();
    empty.unmount();
    renderAt('/deprecated-variation-themes', { deprecatedThemeListings: refused('FORBIDDEN') });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
  });
});
