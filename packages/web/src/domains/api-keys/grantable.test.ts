import type { AccessSubject } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { grantablePermissions, parseBrandCodes } from './grantable';

const admin: AccessSubject = {
  role: 'admin',
  brandType: null,
  brandAdmin: false,
  activeSubscription: false,
  subBrandCodes: [],
};
const mcAdmin: AccessSubject = { ...admin, role: 'brand-user', brandType: 'mc', brandAdmin: true };

describe('API key choices', () => {
  it('offers a brand admin only what they hold, and never key management', () => {
    const mc = grantablePermissions(mcAdmin);
    expect(mc).toContain('advertising.read');
    expect(mc).not.toContain('lookups.read');
    expect(mc).not.toContain('apiKeys.manage');
    expect(grantablePermissions(admin)).toContain('lookups.read');
  });

  it('reads brand codes typed with commas or spaces', () => {
    expect(parseBrandCodes(' mr001, MC001\nmr001 ')).toEqual(['MR001', 'MC001']);
  });
});
