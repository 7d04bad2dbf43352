import { describe, expect, it } from 'vitest';
import { useDemoStack } from '../../test-kit/demo-stack.ts';

const alerts = `query Alerts($filter: AlertFilterInput) {
  alerts(filter: $filter, pageSize: 40, sortBy: DATE_TIME, sortOrder: DESC) {
    count rows { id collection alertType alertSubType brandCode marketplaceId dateTime hiddenFromTabs }
  }
}`;
const lookups = `query Lookups { alertClassifications { department alerts } alertTypes { id subTypes } }`;
const setHidden = `mutation Hide($alerts: [AlertRefInput!]!, $tab: String!, $hidden: Boolean!) {
  setAlertsHidden(alerts: $alerts, tabName: $tab, hidden: $hidden)
}`;
const late = `query Late { lateFbmShipments(input: { sortBy: "daysPastPromise", sortOrder: DESC }) {
  count rows { id orderId daysPastPromise finished }
} }`;

interface AlertRow {
  id: string;
  collection: string;
  alertSubType: string;
  brandCode: string;
  dateTime: string;
  hiddenFromTabs: string[];
}
type AlertsAnswer = { alerts: { count: number; rows: AlertRow[] } };

describe('alerts through the gateway and the real backend', () => {
  const { as } = useDemoStack();

  const since = { from: '2000-01-01T00:00:00Z' };

  it('answers the classifications and the alert types with the 14 AM sub types', async () => {
    const answer = await as<{
      alertClassifications: { department: string }[];
      alertTypes: { id: string; subTypes: string[] }[];
    }>('manager@demo.test', lookups);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.alertClassifications.map((c) => c.department)).toContain('Inventory');
    expect(answer.data?.alertTypes.find((t) => t.id === 'Additional AM AlertType')?.subTypes).toHaveLength(
      14,
    );
  });

  it('filters by sub type and brand with the REST names past the GraphQL edge', async () => {
    const all = await as<AlertsAnswer>('admin@demo.test', alerts, { filter: since });
    const first = all.data?.alerts.rows[0] as AlertRow;

    const filtered = await as<AlertsAnswer>('admin@demo.test', alerts, {
      filter: { ...since, brands: [first.brandCode], alertSubTypes: [first.alertSubType] },
    });

    expect(filtered.errors).toBeUndefined();
    expect(filtered.data?.alerts.count).toBeGreaterThan(0);
    expect(filtered.data?.alerts.count).toBeLessThanOrEqual(all.data?.alerts.count ?? 0);
    expect(filtered.data?.alerts.rows.every((r) => r.brandCode === first.brandCode)).toBe(true);
  });

  it('hides alerts on a tab and finds them under Hidden', async () => {
    const visible = await as<AlertsAnswer>('admin@demo.test', alerts, { filter: since });
    const picked = (visible.data?.alerts.rows ?? [])
      .slice(0, 2)
      .map((r) => ({ id: r.id, collection: r.collection }));

    const hidden = await as<{ setAlertsHidden: string[] }>('admin@demo.test', setHidden, {
      alerts: picked,
      tab: 'All',
      hidden: true,
    });
    const underHidden = await as<AlertsAnswer>('admin@demo.test', alerts, {
      filter: { ...since, visibleTypes: ['HIDDEN'] },
    });

    expect(hidden.data?.setAlertsHidden).toHaveLength(2);
    expect(underHidden.data?.alerts.rows.map((r) => r.id).sort()).toEqual(picked.map((p) => p.id).sort());
  });

  it('refuses a brand user the hide and the extra tabs, and scopes its alerts', async () => {
    const mine = await as<AlertsAnswer>('mr@demo.test', alerts, { filter: since });
    const hide = await as('mr@demo.test', setHidden, {
      alerts: [{ id: '1', collection: 'x' }],
      tab: 'All',
      hidden: true,
    });
    const tabs = await as('mr@demo.test', late);

    expect(mine.errors).toBeUndefined();
    expect(new Set(mine.data?.alerts.rows.map((r) => r.brandCode))).toEqual(new Set(['MR001']));
    expect(hide.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(tabs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists late FBM shipments for staff, most days past promise first', async () => {
    const answer = await as<{ lateFbmShipments: { rows: { daysPastPromise: number }[] } }>(
      'agency@demo.test',
      late,
    );

    expect(answer.errors).toBeUndefined();
    const days = answer.data?.lateFbmShipments.rows.map((r) => r.daysPastPromise) ?? [];
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });
});
