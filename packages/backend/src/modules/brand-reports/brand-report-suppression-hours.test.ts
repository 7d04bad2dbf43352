import { describe, expect, it } from 'vitest';
import { toSuppression } from './brand-report-shapes.ts';
import { suppressionCountedUntil } from './brand-reports.service.ts';

const suppressedOn = (createdAt: string, liftedAt: string | null = null) => ({
  id: 1,
  asin: 'B000000001',
  product_name: 'Camping tent',
  marketplace: 'US',
  created_at: new Date(createdAt),
  lifted_at: liftedAt ? new Date(liftedAt) : null,
  alert_lifted_id: null,
});

describe('hours a suppression was down', () => {
  it('counts a still-down listing of a closed month to the month end, however late it is printed', () => {
    const row = suppressedOn('2026-03-31T12:00:00Z');
    const early = toSuppression(row, suppressionCountedUntil('2026-03', new Date('2026-04-02T00:00:00Z')));
    const late = toSuppression(row, suppressionCountedUntil('2026-03', new Date('2026-09-15T08:00:00Z')));

    expect(early.diffHours).toBe(12);
    expect(late.diffHours).toBe(12);
  });

  it('counts a still-down listing of the running month to now', () => {
    const row = suppressedOn('2026-11-20T00:00:00Z');
    const now = new Date('2026-11-23T06:00:00Z');

    expect(toSuppression(row, suppressionCountedUntil('2026-11', now)).diffHours).toBe(78);
  });

  it('counts a lifted listing to the moment it was lifted', () => {
    const row = suppressedOn('2026-03-10T00:00:00Z', '2026-03-11T05:00:00Z');
    const until = suppressionCountedUntil('2026-03', new Date('2026-09-15T08:00:00Z'));

    expect(toSuppression(row, until).diffHours).toBe(29);
  });
});
