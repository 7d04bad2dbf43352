import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { SubBrandConnections } from './SubBrandConnections';

const standardAgencyUser = {
  ...agencyAdmin,
  role: 'STANDARD_AGENCY_USER' as const,
  email: 'agency@demo.test',
};

describe('SubBrandConnections', () => {
  it('tells a user who may not finish a grant who connects, in a line, and asks nothing', async () => {
    const { calls } = renderWithApp(<SubBrandConnections brandCode="EC100-A" parentBrandCode="EC100" />, {
      session: sessionFor(standardAgencyUser),
    });

    expect(
      await screen.findByText(
        'An agency admin, manager or user, or the brand’s admin, connects this sub brand’s Amazon accounts.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('You do not have permission to view this page')).toBeNull();
    expect(calls.map((c) => c.operationName)).not.toContain('SellingPartnerConnections');
  });
});
