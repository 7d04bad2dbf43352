import { MESSAGES } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { FORBIDDEN_MESSAGE } from '../../../ui';
import { asinMocks } from '../asins.fixtures';
import { AsinFeesView } from './AsinFeesView';
import { AsinInventoryView } from './AsinInventoryView';
import { AsinProductOffersView } from './AsinProductOffersView';

const ASIN = 'B0AAAAAAA1';
const offer = (over: Record<string, unknown> = {}) => ({
  listingAmount: 19.99,
  listingCurrency: 'USD',
  marketplaceId: 'ATVPDKIKX0DER',
  isBuyBoxWinner: true,
  isFeaturedMerchant: true,
  isFulfilledByAmazon: true,
  availabilityType: 'NOW',
  condition: 'new',
  sellerFeedbackCount: 4210,
  sellerPositiveFeedbackRating: 97,
  shippingAmount: 0,
  shippingCurrency: 'USD',
  shippingTimeMinimumHours: 0,
  shippingTimeMaximumHours: 0,
  shipsFromCountry: 'US',
  date: '2026-11-22',
  ...over,
});

const mocks = (query: MockResolvers['Query']): MockResolvers => ({
  ...asinMocks(),
  Query: { ...asinMocks().Query, ...query },
});
const at = (route: string, resolvers: MockResolvers) =>
  renderWithApp(
    <Routes>
      <Route path="/asins/inventory/:asin" element={<AsinInventoryView />} />
      <Route path="/asins/fees/:asin" element={<AsinFeesView />} />
      <Route path="/asins/product-offers/:asin" element={<AsinProductOffersView />} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route, mocks: resolvers },
  );

describe('the ASIN inventory, fees and offers tabs', () => {
  it('shows the inventory rows with the spec’s columns', async () => {
    at(
      `/asins/inventory/${ASIN}`,
      mocks({
        asinInventory: () => ({
          count: 1,
          rows: [
            {
              sellerSku: 'MC001-001',
              fnsku: 'X00MC00101',
              productName: 'Northwind Tent, Black',
              country: 'US',
              fulfillmentCenterId: 'PHX7',
              detailedDisposition: 'SELLABLE',
              quantity: 42,
              date: '2026-11-22',
            },
          ],
        }),
      }),
    );

    const table = await screen.findByRole('table', { name: `Inventory of ${ASIN}` });
    expect(await within(table).findByText('PHX7')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(
      expect.arrayContaining([
        'SKU',
        'FNSKU',
        'Name',
        'Country',
        'Fulfillment Center',
        'Detailed Disposition',
        'Quantity',
        'Date',
      ]),
    );
    expect(within(table).getByText('42')).toBeTruthy();
  });

  it('shows the fee estimate in its currency', async () => {
    at(
      `/asins/fees/${ASIN}`,
      mocks({
        asinFeesEstimate: () => ({
          count: 1,
          rows: [
            {
              feesEstimateAmount: 7.43,
              feesEstimateCurrency: 'USD',
              marketplaceId: 'ATVPDKIKX0DER',
              date: '2026-11-22',
            },
          ],
        }),
      }),
    );

    const table = await screen.findByRole('table', { name: `Fees estimates of ${ASIN}` });
    expect(await within(table).findByText('$7.43')).toBeTruthy();
  });

  it('hides the offers’ extra columns until chosen in the column chooser', async () => {
    at(`/asins/product-offers/${ASIN}`, mocks({ asinProductOffers: () => ({ count: 1, rows: [offer()] }) }));

    const table = await screen.findByRole('table', { name: `Competing offers of ${ASIN}` });
    expect(await within(table).findByText('$19.99')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /Feedback Count/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Feedback Count' }));

    expect(await within(table).findByRole('columnheader', { name: /Feedback Count/ })).toBeTruthy();
    expect(within(table).getByText('4210')).toBeTruthy();
  });

  it.each([
    ['inventory', 'Inventory of'],
    ['fees', 'Fees Estimates of'],
    ['product-offers', 'Competing Offers of'],
  ])('titles /asins/%s/{asin} with a heading and the tab name', async (page, title) => {
    at(`/asins/${page}/${ASIN}`, mocks({}));

    expect(await screen.findByRole('heading', { level: 1, name: `${title} ${ASIN}` })).toBeTruthy();
    expect(document.title).toBe(`${title} ${ASIN} · Portal`);
  });

  it('says No data when the ASIN has no offers', async () => {
    at(`/asins/product-offers/${ASIN}`, mocks({ asinProductOffers: () => ({ count: 0, rows: [] }) }));

    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('shows the spec’s message when the fees cannot be read', async () => {
    at(
      `/asins/fees/${ASIN}`,
      mocks({
        asinFeesEstimate: () => {
          throw new GraphQLError('upstream down', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
        },
      }),
    );

    expect(await screen.findByText(MESSAGES.unableToGetInventory)).toBeTruthy();
  });

  it('shows the forbidden state when the caller may not see the offers', async () => {
    at(
      `/asins/product-offers/${ASIN}`,
      mocks({
        asinProductOffers: () => {
          throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
        },
      }),
    );

    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
  });
});
