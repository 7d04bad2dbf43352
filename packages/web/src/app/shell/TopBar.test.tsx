import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mcBrandUser, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MarketplaceProvider } from '../marketplace/MarketplaceProvider';
import { TopBar } from './TopBar';

const marketplaces = {
  __typename: 'AuthorizedMarketplace',
  marketplaceId: 'ATVPDKIKX0DER',
  sellingPartnerId: 'A1SELLER',
  sellerName: 'MC Brand',
  marketplaceName: 'United States',
};

describe('the top bar of a brand user without listing activity (mc)', () => {
  it('has a notifications bell that says there is no new activity, without asking for any', async () => {
    const { calls } = renderWithApp(
      <MarketplaceProvider>
        <TopBar menuOpen onToggleMenu={() => undefined} />
      </MarketplaceProvider>,
      {
        session: sessionFor(mcBrandUser),
        resolve: (operation) =>
          operation.operationName === 'AuthorizedMarketplaces'
            ? { data: { authorizedMarketplaces: [marketplaces] } }
            : { data: null },
      },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('There is no new activity')).toBeTruthy();
    expect(calls.map((c) => c.operationName)).not.toContain('ActivityUnreadCount');
  });
});
