import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpBrandAdmin, mcBrandUser, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SideMenu } from './SideMenu';

const implemented = new Set(['dashboard', 'listingsActivity']);
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SideMenu', () => {
  it('shows only entries whose screens exist', () => {
    renderWithApp(<SideMenu implementedRouteIds={implemented} />, { session: sessionFor(agencyAdmin) });
    expect(menuLinks()).toEqual(['Dashboard', 'Activity']);
  });

  it('offers a screen once it is implemented', () => {
    renderWithApp(<SideMenu implementedRouteIds={new Set([...implemented, 'brands'])} />, {
      session: sessionFor(agencyAdmin),
    });
    expect(menuLinks()).toContain('Accounts');
  });

  it('hides the ffp listing entries from an mc brand user', () => {
    renderWithApp(<SideMenu implementedRouteIds={implemented} />, { session: sessionFor(mcBrandUser) });
    expect(menuLinks()).toEqual(['Dashboard']);
  });

  it('keeps a subscribed ffp admin off the dashboard entry', () => {
    renderWithApp(<SideMenu implementedRouteIds={implemented} />, { session: sessionFor(ffpBrandAdmin) });
    expect(menuLinks()).toEqual(['Activity']);
  });

  it('shows icons with accessible names when collapsed', () => {
    renderWithApp(<SideMenu collapsed implementedRouteIds={implemented} />, {
      session: sessionFor(agencyAdmin),
    });
    expect(screen.getByRole('link', { name: 'Dashboard' }).textContent).toBe('');
  });
});
