import { describe, expect, it } from 'vitest';
import { activitySeverity } from './activity.ts';

describe('activitySeverity', () => {
  it.each([
    'listing update failed',
    'listing update failed: missing attribute',
    'variation update failed for parent P-1',
  ])('shows "%s" as a warning', (type) => {
    expect(activitySeverity(type)).toBe('warning');
  });

  it.each([
    'bulk update issues',
    'bulk update validation issues (3)',
    "amazon didn't apply the price",
    'product type change failed',
    'product type change validation failed',
  ])('shows "%s" as an error', (type) => {
    expect(activitySeverity(type)).toBe('error');
  });

  it.each(['listing updated', 'bulk update complete', 'failed listing update', ''])(
    'shows "%s" as a success',
    (type) => {
      expect(activitySeverity(type)).toBe('success');
    },
  );

  it('reads the type case-insensitively', () => {
    expect(activitySeverity('Listing Update Failed')).toBe('warning');
  });
});
