import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BrandUpdateView } from './BrandUpdateView';

// Issue 38 point 6: a USER custom attribute holds a user id; the brand's Custom Attributes tab names
// the person, as the brands grid does. An id nobody has any more stays visible rather than vanish.
describe('the brand’s Custom Attributes tab', () => {
  it('shows the person a USER attribute names, not their user id', async () => {
    renderWithApp(
      <Routes>
        <Route path="/brands/update/:id/:tabValue" element={<BrandUpdateView />} />
      </Routes>,
      {
        session: sessionFor(agencyAdmin),
        route: '/brands/update/MC001/custom-attributes',
        mocks: {
          Query: {
            brandStatuses: () => [],
            brandTypes: () => [],
            orderMethods: () => [],
            agreementTypes: () => [],
            brandRoleAssignees: () => [
              { id: '12', name: 'Pat Strategist' },
              { id: '13', name: 'Sam Planner' },
            ],
            brand: () =>
              ({
                brandCode: 'MC001',
                name: 'Northwind Outdoors',
                fba: true,
                fbm: false,
                onHold: false,
                requiresVerificationPhotos: false,
                brandTypeCode: 'mc',
                hasSellerCentralCredentials: false,
                advertisingConnected: false,
                spApiAuthorizedMarketplaces: [],
                customAttributes: [
                  { name: 'Strategist', type: 'USER', value: '12' },
                  { name: 'Backup', type: 'USER', value: '99' },
                ],
              }) as never,
          },
        },
      },
    );

    const section = await screen.findByRole('region', { name: 'Custom attributes' });
    // Each attribute's name beside its value (a definition list; the value is edited in place).
    const valueBeside = (name: string) => within(section).getByText(name).nextElementSibling?.textContent;
    await within(section).findByText('Strategist');
    expect(valueBeside('Strategist')).toBe('Pat Strategist');
    expect(within(section).queryByText('12')).toBeNull();
    expect(valueBeside('Backup')).toContain('99');
  });
});
