import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MarketplaceProvider } from './MarketplaceProvider';
import { TopBarMarketplaceNote } from './TopBarMarketplaceNote';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

function renderNote(shown: string[], onShow = vi.fn()) {
  renderWithApp(
    <MarketplaceProvider>
      <TopBarMarketplaceNote shown={shown} onShow={onShow} />
    </MarketplaceProvider>,
    {
      session: sessionFor(agencyAdmin),
      resolve: (operation) =>
        operation.operationName === 'AuthorizedMarketplaces'
          ? {
              data: {
                authorizedMarketplaces: [
                  {
                    __typename: 'AuthorizedMarketplace',
                    marketplaceId: DE,
                    sellingPartnerId: 'A1SELLER',
                    sellerName: 'Northwind',
                    marketplaceName: 'Germany',
                  },
                ],
              },
            }
          : { data: null },
    },
  );
  return onShow;
}

describe('a page whose marketplace filter differs from the top bar’s', () => {
  it('says which marketplace each shows and offers the top bar’s in one click', async () => {
    const onShow = renderNote([US]);

    expect(
      await screen.findByText(/The top bar’s marketplace is Germany; this page shows United States\./),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Germany' }));

    expect(onShow).toHaveBeenCalledWith(DE);
  });

  it('says nothing when the page already shows the top bar’s marketplace', async () => {
    renderNote([DE, US]);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/The top bar’s marketplace/)).toBeNull();
  });
});
