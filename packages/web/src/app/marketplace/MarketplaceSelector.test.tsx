import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MarketplaceProvider } from './MarketplaceProvider';
import { MarketplaceSelector } from './MarketplaceSelector';
import { pickSelection, readSavedSelection, SELECTION_STORAGE_KEY, saveSelection } from './pick-selection';

const entry = (
  sellingPartnerId: string,
  sellerName: string,
  marketplaceId: string,
  marketplaceName: string,
) => ({
  sellingPartnerId,
  sellerName,
  marketplaceId,
  marketplaceName,
});
const ENTRIES = [
  entry('S1', 'Acme', 'ATVPDKIKX0DER', 'United States'),
  entry('S1', 'Acme', 'A2EUQ1WTGCTBG2', 'Canada'),
  entry('S2', 'Globex', 'A1F83G8C2ARO7P', 'United Kingdom'),
];

function renderSelector(entries = ENTRIES) {
  return renderWithApp(
    <MarketplaceProvider>
      <MarketplaceSelector />
    </MarketplaceProvider>,
    { session: sessionFor(agencyAdmin), mocks: { Query: { authorizedMarketplaces: () => entries } } },
  );
}

describe('pickSelection', () => {
  it('keeps a saved pair that is still authorized', () => {
    expect(pickSelection(ENTRIES, { sellerId: 'S2', marketplaceId: 'A1F83G8C2ARO7P' })).toEqual({
      sellerId: 'S2',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
  });

  it('falls back to the first entry when the saved pair is not valid', () => {
    expect(pickSelection(ENTRIES, { sellerId: 'S9', marketplaceId: 'ATVPDKIKX0DER' })).toEqual({
      sellerId: 'S1',
      marketplaceId: 'ATVPDKIKX0DER',
    });
  });

  it('has no selection without authorized marketplaces', () => {
    expect(pickSelection([], { sellerId: 'S1', marketplaceId: 'ATVPDKIKX0DER' })).toBeNull();
  });

  it('ignores unreadable saved values', () => {
    window.localStorage.setItem(SELECTION_STORAGE_KEY, '{not json');
    expect(readSavedSelection()).toBeNull();
  });
});

describe('MarketplaceSelector', () => {
  it('restores the saved seller and marketplace from local storage', async () => {
    saveSelection({ sellerId: 'S1', marketplaceId: 'A2EUQ1WTGCTBG2' });
    renderSelector();
    const marketplace = (await screen.findByLabelText('Marketplace')) as HTMLSelectElement;
    expect(marketplace.value).toBe('A2EUQ1WTGCTBG2');
  });

  it('falls back to the first valid entry when the saved one is gone', async () => {
    saveSelection({ sellerId: 'GONE', marketplaceId: 'ATVPDKIKX0DER' });
    renderSelector();
    expect(((await screen.findByLabelText('Seller')) as HTMLSelectElement).value).toBe('S1');
    expect((screen.getByLabelText('Marketplace') as HTMLSelectElement).value).toBe('ATVPDKIKX0DER');
  });

  it('saves a new choice and offers only the chosen seller’s marketplaces', async () => {
    renderSelector();
    await userEvent.selectOptions(await screen.findByLabelText('Seller'), 'S2');
    expect(readSavedSelection()).toEqual({ sellerId: 'S2', marketplaceId: 'A1F83G8C2ARO7P' });
    const options = [...(screen.getByLabelText('Marketplace') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual(['United Kingdom']);
  });

  it('says so when no seller is connected', async () => {
    renderSelector([]);
    expect(await screen.findByText('No seller connected')).toBeTruthy();
  });
});
