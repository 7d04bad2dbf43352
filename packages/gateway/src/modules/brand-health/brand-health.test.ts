import { PERFORMANCE_CHECKLIST_ITEMS } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { useDemoStack } from '../../test-kit/demo-stack.ts';
import { outcome } from '../../test-kit/graphql-http.ts';

const performanceQuery = `query Health($brandCode: String!) {
  brandPerformance(brandCode: $brandCode) {
    month marketplaceId
    customerExperience { lateShipmentRate orderCount timeFrame { start end } }
    orderDefects { orderWithDefects { rate orderCount } aToZClaims { rate orderCount } }
    returnDissatisfaction { returnDissatisfaction { rate returnOrderCount } }
    tracking { validTrackingRate requiredCategories }
    productSafety { defectCount timeFrame { start end } }
    performanceChecklist { item status }
  }
}`;
const inventoryQuery = `query Inventory($brandCode: String!) {
  brandInventory(brandCode: $brandCode) { sellerSku date doi available inbound totalUnits currencyCode recommendedShipDate }
}`;

type Performance = {
  month: string;
  customerExperience: { lateShipmentRate: number; orderCount: number };
  orderDefects: { orderWithDefects: { rate: number; orderCount: number } };
  performanceChecklist: Array<{ item: string; status: string | null }>;
};

describe('brand health and brand inventory through the gateway and the real backend', () => {
  const { as } = useDemoStack();

  // Spec 2 §6 'Brand health, brand inventory': all five roles (api excluded), brand types mc, mr;
  // and a brand user only for its own brand.
  it.each([
    ['admin@demo.test', 'OK'],
    ['manager@demo.test', 'OK'],
    ['user@demo.test', 'OK'],
    ['agency@demo.test', 'OK'],
    ['mr@demo.test', 'OK'],
    ['mc@demo.test', 'FORBIDDEN'],
    ['api@demo.test', 'FORBIDDEN'],
    ['ffp@demo.test', 'FORBIDDEN'],
    ['ecom3k@demo.test', 'FORBIDDEN'],
  ])('brandPerformance and brandInventory of MR001 as %s answer %s', async (email, expected) => {
    const health = await as<{ brandPerformance: unknown[] }>(email, performanceQuery, { brandCode: 'MR001' });
    const inventory = await as<{ brandInventory: unknown[] }>(email, inventoryQuery, { brandCode: 'MR001' });

    expect([outcome(health), outcome(inventory)]).toEqual([expected, expected]);
    if (expected === 'OK') {
      expect(health.data?.brandPerformance.length).toBeGreaterThan(0);
      expect(inventory.data?.brandInventory.length).toBeGreaterThan(0);
    } else expect(health.data ?? null).toBeNull();
  });

  it('answers the sections in GraphQL names, the checklist in the spec’s item order', async () => {
    const answer = await as<{ brandPerformance: Performance[] }>('admin@demo.test', performanceQuery, {
      brandCode: 'MR001',
    });
    const latest = answer.data?.brandPerformance.at(-1);

    expect(latest?.performanceChecklist.map((c) => c.item)).toEqual([...PERFORMANCE_CHECKLIST_ITEMS]);
    expect(latest?.performanceChecklist.filter((c) => c.status !== 'Good')).toEqual([
      { item: 'lateShipmentRate', status: 'Bad' },
    ]);
    expect(latest?.customerExperience.lateShipmentRate).toBeGreaterThan(0.04);
    expect(latest?.orderDefects.orderWithDefects.orderCount).toBeGreaterThanOrEqual(0);
  });

  it('answers an empty list for the brand without account health', async () => {
    const answer = await as<{ brandPerformance: unknown[] }>('admin@demo.test', performanceQuery, {
      brandCode: 'MR100-K',
    });
    expect(answer.data?.brandPerformance).toEqual([]);
  });

  it('answers the backend’s 404 as a user input error for an unknown brand', async () => {
    const answer = await as<{ brandInventory: unknown[] }>('admin@demo.test', inventoryQuery, {
      brandCode: 'NOPE',
    });
    expect(outcome(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('Brand not found');
  });
});
