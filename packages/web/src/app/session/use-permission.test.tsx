import type { Permission } from '@portal/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpBrandAdmin, mcBrandUser, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { usePermission } from './use-permission';

function Probe({ permission }: { permission: Permission }) {
  return <p>{usePermission(permission) ? 'granted' : 'refused'}</p>;
}

const answer = (permission: Permission, session?: ReturnType<typeof sessionFor>) => {
  renderWithApp(<Probe permission={permission} />, { session });
  return screen.getByRole('paragraph').textContent;
};

describe('usePermission', () => {
  it('refuses every permission to a signed-out visitor', () => {
    expect(answer('profile.read')).toBe('refused');
  });

  it('grants agency staff the staff lookups', () => {
    expect(answer('lookups.read', sessionFor(agencyAdmin))).toBe('granted');
  });

  it('refuses a brand user the staff lookups', () => {
    expect(answer('lookups.read', sessionFor(mcBrandUser))).toBe('refused');
  });

  it('grants a brand user of a listed brand type', () => {
    expect(answer('brandReports.list', sessionFor(mcBrandUser))).toBe('granted');
  });

  it('refuses a brand user of another brand type', () => {
    expect(answer('brandReports.list', sessionFor(ffpBrandAdmin))).toBe('refused');
  });
});
