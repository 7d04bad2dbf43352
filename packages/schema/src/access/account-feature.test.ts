import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from './demo-accounts.fixtures.ts';
import { hasPermission } from './permissions.ts';

// Spec 3 §2: BULK EDIT (v1) is shown only to a few specific accounts (ADR 0609).
describe('a permission bound to an account feature', () => {
  it('is held only by accounts granted the feature, whatever their role', () => {
    expect(hasPermission(DEMO_SUBJECTS.ffp, 'listings.bulkEditV1')).toBe(true);
    expect(hasPermission(DEMO_SUBJECTS['ffp-user'], 'listings.bulkEditV1')).toBe(false);
    expect(hasPermission(DEMO_SUBJECTS.admin, 'listings.bulkEditV1')).toBe(false);
    expect(
      hasPermission({ ...DEMO_SUBJECTS.admin, accountFeatures: ['bulkEditV1'] }, 'listings.bulkEditV1'),
    ).toBe(true);
  });

  it('still needs every other condition of the permission', () => {
    const granted = { accountFeatures: ['bulkEditV1'] as const };
    // No active subscription, another brand type, a role that never lists: the feature does not help.
    expect(hasPermission({ ...DEMO_SUBJECTS['ffp-inactive'], ...granted }, 'listings.bulkEditV1')).toBe(
      false,
    );
    expect(hasPermission({ ...DEMO_SUBJECTS.ecom3k, ...granted }, 'listings.bulkEditV1')).toBe(false);
    expect(hasPermission({ ...DEMO_SUBJECTS.user, ...granted }, 'listings.bulkEditV1')).toBe(false);
  });

  it('grants nothing else: the bulk tools every subscriber has do not need it', () => {
    expect(hasPermission(DEMO_SUBJECTS['ffp-user'], 'listings.bulkUpdate')).toBe(true);
  });
});
