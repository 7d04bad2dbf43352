import { CONNECTION_MESSAGES } from '@portal/schema';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { AuthorizeSpApiView } from './AuthorizeSpApiView';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const granted = (brandTypeAlias: string) => ({
  data: {
    authorizeSellingPartner: {
      ok: true,
      brandCode: 'E3K001',
      brandTypeAlias,
      sellerId: 'A1SELLER',
      marketplaceId: 'ATVPDKIKX0DER',
      jobId: null,
    },
  },
});

const COMPLETE = '?state=s1&selling_partner_id=A1SELLER&spapi_oauth_code=c1';

function renderCallback(query: string, resolve: MockResolver) {
  return renderWithApp(
    <Routes>
      <Route path="/authorize-sp-api" element={<AuthorizeSpApiView />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/authorize-sp-api${query}`, session: sessionFor(ffpBrandAdmin), resolve },
  );
}

describe('the Selling Partner authorization callback', () => {
  it('says what is missing and posts nothing when Amazon returned no code', async () => {
    const { calls } = renderCallback('?state=s1&selling_partner_id=A1SELLER', () => granted('ffp'));

    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION_MESSAGES.authorizationMissing);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Connect to Amazon' })).toBeTruthy();
  });

  it('spends the grant once and sends an ecom3k brand back to Connect to Amazon', async () => {
    const { calls } = renderCallback(COMPLETE, () => granted('ecom3k'));

    expect((await screen.findByTestId('where')).textContent).toBe('/account/connect-to-amazon');
    expect(calls.map((c) => c.operationName)).toEqual(['AuthorizeSellingPartner']);
    expect(calls[0]?.variables).toMatchObject({
      state: 's1',
      sellingPartnerId: 'A1SELLER',
      spapiOauthCode: 'c1',
    });
  });

  it('shows the server’s refusal after the spec’s words', async () => {
    renderCallback(COMPLETE, () => ({ data: null, errors: [{ message: 'The state is not valid.' }] }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONNECTION_MESSAGES.somethingWentWrong);
    expect(alert.textContent).toContain('The state is not valid.');
  });
});
