import { MESSAGES } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { AuthorizeAdsView } from './AuthorizeAdsView';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const granted = {
  data: {
    authorizeAdvertising: {
      status: true,
      message: MESSAGES.advertisingAuthorizationGranted,
      brandCode: 'E3K001',
    },
  },
};

function renderCallback(query: string, user = agencyAdmin) {
  return renderWithApp(
    <Routes>
      <Route path="/authorize-ads" element={<AuthorizeAdsView />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/authorize-ads${query}`, session: sessionFor(user), resolve: () => granted },
  );
}

describe('advertising authorization callback', () => {
  it('shows the spec message and posts nothing when a parameter is missing', async () => {
    const { calls } = renderCallback('?code=abc&state=xyz');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.advertisingAuthorizationFailed);
    expect(calls).toHaveLength(0);
  });

  it('prints the failure once, with a way back to the brands', async () => {
    renderWithApp(
      <Routes>
        <Route path="/authorize-ads" element={<AuthorizeAdsView />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      {
        route: '/authorize-ads?code=abc&state=xyz&scope=advertising',
        session: sessionFor(agencyAdmin),
        resolve: () => ({
          data: null,
          errors: [{ message: MESSAGES.advertisingAuthorizationFailed, extensions: { code: 'BAD_REQUEST' } }],
        }),
      },
    );

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.advertisingAuthorizationFailed);
    await userEvent.click(screen.getByRole('link', { name: 'Back to brands' }));
    expect(screen.getByTestId('where').textContent).toBe('/brands');
  });

  it('posts the code and sends agency staff to the brand edit page', async () => {
    const { calls } = renderCallback('?code=abc&state=xyz&scope=advertising::campaign_management');

    expect((await screen.findByTestId('where')).textContent).toBe('/brands/update/E3K001');
    expect(calls[0]?.variables).toEqual({
      code: 'abc',
      state: 'xyz',
      scope: 'advertising::campaign_management',
    });
    expect((await screen.findAllByText(MESSAGES.advertisingAuthorizationGranted)).length).toBeGreaterThan(0);
  });

  it('sends ecom3k users to the account connectors page', async () => {
    renderCallback('?code=abc&state=xyz&scope=s', {
      ...ffpBrandAdmin,
      brandType: 'ECOM3K',
      brandCode: 'E3K001',
    });

    expect((await screen.findByTestId('where')).textContent).toBe('/account/connect-to-amazon');
  });
});
