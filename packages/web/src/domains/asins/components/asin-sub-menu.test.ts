import { type AccessSubject, ROUTES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { visibleAsinMenu } from './AsinSubMenu';

// Every route as if its screen existed: the rules alone decide.
const ALL = new Set(ROUTES.map((r) => r.id));
const staff = (role: AccessSubject['role']): AccessSubject => ({
  role,
  brandType: null,
  brandAdmin: false,
  activeSubscription: false,
  subBrandCodes: [],
});
const DEMO_SUBJECTS = {
  admin: staff('admin'),
  manager: staff('manager'),
  user: staff('user'),
  mr: { ...staff('brand-user'), brandType: 'mr' },
} satisfies Record<string, AccessSubject>;
const labels = (subject: AccessSubject) => visibleAsinMenu(subject, ALL).map((e) => e.label);

describe('the ASIN sub-menu', () => {
  it('gives admin and manager every entry, Keyword, Fees Estimates and Competing Offers included', () => {
    const all = [
      'Edit',
      'Details',
      'Performance',
      'Keyword',
      'Inventory',
      'Fees Estimates',
      'Competing Offers',
    ];

    expect(labels(DEMO_SUBJECTS.admin)).toEqual(all);
    expect(labels(DEMO_SUBJECTS.manager)).toEqual(all);
  });

  it('keeps the staff-only entries from a user and an mr brand user, and Edit from the brand user', () => {
    expect(labels(DEMO_SUBJECTS.user)).toEqual(['Edit', 'Details', 'Performance', 'Inventory']);
    expect(labels(DEMO_SUBJECTS.mr)).toEqual(['Details', 'Performance', 'Inventory']);
  });

  it('hides entries whose screens do not exist yet', () => {
    expect(visibleAsinMenu(DEMO_SUBJECTS.admin, new Set(['asinView'])).map((e) => e.label)).toEqual([
      'Details',
    ]);
  });
});
