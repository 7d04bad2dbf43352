import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrandFormFieldsFragment } from '../../../gql/graphql';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { ChannelsTabView } from './ChannelsTabView';

const brand = {
  brandCode: 'MC001',
  typeId: 1,
  advertisingConnected: false,
  spApiAuthorizedMarketplaces: [
    { marketplaceId: 'ATVPDKIKX0DER', sellerId: 'A1SELLER', sellerName: 'Acme US' },
  ],
} as unknown as BrandFormFieldsFragment;

function render(answer: ReturnType<MockResolver>) {
  const sent: Record<string, unknown>[] = [];
  const onChanged = vi.fn(async () => undefined);
  renderWithApp(<ChannelsTabView brand={brand} onChanged={onChanged} />, {
    session: sessionFor(agencyAdmin),
    resolve: (operation) => {
      sent.push({ operation: operation.operationName, ...operation.variables });
      return answer;
    },
  });
  return { sent, onChanged };
}

describe('ChannelsTabView', () => {
  it('revokes a marketplace’s Selling Partner grant by the channels tab’s path after asking', async () => {
    const { sent, onChanged } = render({ data: { deauthorizeSellingPartner: true } });

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Acme US in ATVPDKIKX0DER' }));
    expect(await screen.findByText(/^Disconnect Acme US in ATVPDKIKX0DER\?/)).toBeTruthy();
    expect(sent).toEqual([]);
    // The dialog's text can come before its buttons, and on a busy machine its surface takes
    // longer than findBy's default second to mount: wait for the button itself.
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 15_000 }));

    expect(await screen.findByText('The Selling Partner API access was revoked.')).toBeTruthy();
    // No seller id: the gateway takes POST sp-api/deauthorize/{brandCode}/{marketplaceId}.
    expect(sent).toEqual([
      { operation: 'DeauthorizeSellingPartner', brandCode: 'MC001', marketplaceId: 'ATVPDKIKX0DER' },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says the revoke failed and keeps the dialog open', async () => {
    const { onChanged } = render({
      data: null,
      errors: [{ message: 'Amazon did not answer', extensions: { code: 'BAD_GATEWAY' } }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Acme US in ATVPDKIKX0DER' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 15_000 }));

    expect(await screen.findByText(/Unable to revoke Selling Partner API access/)).toBeTruthy();
    expect(screen.getByText(/^Disconnect Acme US in ATVPDKIKX0DER\?/)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
