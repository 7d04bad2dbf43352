import type { MockResolvers } from '../../test/schema-mock';

// Typed answers for the alert operations, executed against the real SDL in web tests.

export const alertRow = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  collection: 'inventory-alerts',
  alertType: 'Additional AM AlertType',
  alertSubType: 'Out of Stock',
  productImageUrl: null,
  productName: `Northwind Bottle ${id}`,
  message: 'Out of stock: no fulfillable units',
  asin: `B0ALERT00${id}`,
  sku: `MC001-00${id}`,
  brandCode: 'MC001',
  marketplaceId: 'ATVPDKIKX0DER',
  dateTime: '2026-11-22T00:00:00.000Z',
  cuTaskUrl: null,
  sentryKitUrl: null,
  hiddenFromTabs: [] as string[],
  fullPayload: {},
  ...over,
});

export type AlertMockState = { hidden: Map<string, string[]>; bulkCalls: unknown[]; rows: number };

export const alertMocks = (
  state: AlertMockState = { hidden: new Map(), bulkCalls: [], rows: 2 },
): MockResolvers => ({
  Query: {
    alertClassifications: () => [
      { department: 'Inventory', alerts: ['Additional AM AlertType'] },
      { department: 'Sales', alerts: ['Buy Box'] },
    ],
    alertTypes: () => [
      { id: 'Additional AM AlertType', subTypes: ['Out of Stock', 'Low on Stock'] },
      { id: 'Buy Box', subTypes: ['Buy Box Lost', 'Buy Box Recovered'] },
    ],
    brandIds: () => [{ brandCode: 'MC001', name: 'Northwind Outdoors' }],
    subBrands: () => [],
    accountManagers: () => [{ id: 'u1', email: 'manager@demo.test', brands: [] }],
    alerts: (_root, { page, pageSize }) => {
      const all = Array.from({ length: state.rows }, (_, i) =>
        alertRow(String(i + 1), { hiddenFromTabs: state.hidden.get(String(i + 1)) ?? [] }),
      );
      const size = pageSize ?? 40;
      const from = (page ?? 0) * size;
      return { count: all.length, rows: all.slice(from, from + size) };
    },
    lateFbmShipments: () => ({
      count: 1,
      rows: [
        {
          id: '11',
          orderId: '111-1-0001',
          sku: 'MC001-009',
          asin: 'B0LATE0001',
          brandCode: 'MC001',
          brandName: 'Northwind Outdoors',
          marketplaceId: 'ATVPDKIKX0DER',
          promiseDate: '2026-11-21',
          daysPastPromise: 2,
          status: 'Unshipped',
          finished: false,
        },
      ],
    }),
  },
  Mutation: {
    toggleAlertHidden: (_root, { alert, tabName }) => {
      const tabs = state.hidden.get(alert.id) ?? [];
      const next = tabs.includes(tabName) ? tabs.filter((t) => t !== tabName) : [...tabs, tabName];
      state.hidden.set(alert.id, next);
      return next;
    },
    setAlertsHidden: (_root, args) => {
      state.bulkCalls.push(args);
      for (const a of args.alerts) state.hidden.set(a.id, args.hidden ? [args.tabName] : []);
      return args.alerts.map((a) => a.id);
    },
    toggleLateFbmShipmentsFinished: (_root, { ids }) => [...ids],
  },
});
