import { monthOf } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { useDemoStack } from '../../test-kit/demo-stack.ts';
import { outcome } from '../../test-kit/graphql-http.ts';

const THIS_MONTH = monthOf(new Date());
const reportQuery = `query Report($brandCode: String!, $month: String!) {
  brandReport(brandCode: $brandCode, month: $month) {
    month
    brandInfo { name logo productImage brandCode removedSuppressionIds }
    notes { salesNote adNote }
    suppressions { id asin productName marketplace createdAt liftedAt alertLiftedId diffHours }
    salesByMonth { reportMonth marketplaceId countryCode salesTotal adSpend salesPpc salesOrganic acos tacos }
  }
}`;
const listQuery = `query List($brandCode: String!) { brandReports(brandCode: $brandCode) { brandCode month salesNote adNote } }`;
const updateMutation = `mutation Update($input: BrandReportUpdateInput!) {
  updateBrandReport(input: $input) { notes { salesNote adNote } brandInfo { removedSuppressionIds } }
}`;

describe('brand reports through the gateway and the real backend', () => {
  const { as, stack } = useDemoStack();

  // Spec 1 §6.2 report view/update: Admin, Manager, BrandUser, StandardAgencyUser; brand types mc, mr;
  // plus brand scoping: a brand user sees its own brand and sub brands only.
  it.each([
    ['admin@demo.test', 'OK'],
    ['manager@demo.test', 'OK'],
    ['agency@demo.test', 'OK'],
    ['mc@demo.test', 'OK'],
    ['user@demo.test', 'FORBIDDEN'],
    ['api@demo.test', 'FORBIDDEN'],
    ['mr@demo.test', 'FORBIDDEN'],
    ['mr-sub@demo.test', 'FORBIDDEN'],
    ['ffp@demo.test', 'FORBIDDEN'],
    ['aa@demo.test', 'FORBIDDEN'],
  ])('brandReport of MC001 as %s answers %s', async (email, expected) => {
    const answer = await as<{ brandReport: { brandInfo: { name: string } } }>(email, reportQuery, {
      brandCode: 'MC001',
      month: THIS_MONTH,
    });

    expect(outcome(answer)).toBe(expected);
    if (expected === 'OK') expect(answer.data?.brandReport.brandInfo.name).toBe('Northwind Outdoors');
    else expect(answer.data ?? null).toBeNull();
  });

  // /brandreports/{id}: all five roles (api excluded), brand types mc, mr.
  it.each([
    ['admin@demo.test', 'OK'],
    ['manager@demo.test', 'OK'],
    ['user@demo.test', 'OK'],
    ['agency@demo.test', 'OK'],
    ['mc@demo.test', 'OK'],
    ['api@demo.test', 'FORBIDDEN'],
    ['mr@demo.test', 'FORBIDDEN'],
    ['ecom3k@demo.test', 'FORBIDDEN'],
  ])('brandReports of MC001 as %s answers %s', async (email, expected) => {
    const answer = await as<{ brandReports: unknown[] }>(email, listQuery, { brandCode: 'MC001' });
    expect(outcome(answer)).toBe(expected);
    if (expected === 'OK') expect(answer.data?.brandReports.length).toBeGreaterThan(0);
  });

  it('answers the report in GraphQL names with 6 months of sales', async () => {
    const answer = await as<{
      brandReport: {
        brandInfo: Record<string, unknown>;
        salesByMonth: Array<{ reportMonth: string; tacos: number }>;
      };
    }>('manager@demo.test', reportQuery, { brandCode: 'MC001', month: THIS_MONTH });

    expect(answer.data?.brandReport.brandInfo).toEqual({
      name: 'Northwind Outdoors',
      logo: expect.stringMatching(/^http:\/\/portal\.test\/brand-assets\/MC001\/logo\?sig=[\w.-]+$/),
      productImage: expect.stringMatching(/^http:\/\/portal\.test\/brand-assets\/MC001\/product-image\?sig=/),
      brandCode: 'MC001',
      removedSuppressionIds: [],
    });
    expect(new Set(answer.data?.brandReport.salesByMonth.map((s) => s.reportMonth)).size).toBe(6);
  });

  it('saves notes through the mutation, sanitized, and lists them', async () => {
    const saved = await as<{ updateBrandReport: { notes: { salesNote: string; adNote: string | null } } }>(
      'mc@demo.test',
      updateMutation,
      {
        input: {
          brandCode: 'MC001',
          month: '2022-02',
          salesNote: '<p>Good month</p><script>alert(1)</script>',
          adNote: null,
          removedSuppressionIds: [],
        },
      },
    );

    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateBrandReport.notes).toEqual({ salesNote: '<p>Good month</p>', adNote: null });
    const list = await as<{ brandReports: Array<{ month: string; salesNote: string }> }>(
      'mc@demo.test',
      listQuery,
      {
        brandCode: 'MC001',
      },
    );
    expect(list.data?.brandReports).toContainEqual({
      brandCode: 'MC001',
      month: '2022-02',
      salesNote: '<p>Good month</p>',
      adNote: null,
    });
  });

  it("passes the server's message on a refused month", async () => {
    const answer = await as('manager@demo.test', reportQuery, { brandCode: 'MC001', month: '2020-01' });
    expect(outcome(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('2021-04');
  });

  it('refuses the update of another brand to a brand user', async () => {
    const answer = await as('mr@demo.test', updateMutation, {
      input: { brandCode: 'MC001', month: '2022-03', salesNote: '<p>x</p>', removedSuppressionIds: [] },
    });
    expect(outcome(answer)).toBe('FORBIDDEN');
  });

  // Images need the signed link of their report since they stopped being public (docs/security.md).
  it('serves brand images from its own origin by the signed link, without a bearer', async () => {
    const answer = await as<{ brandReport: { brandInfo: { logo: string } } }>(
      'manager@demo.test',
      reportQuery,
      {
        brandCode: 'MC001',
        month: THIS_MONTH,
      },
    );
    const logo = new URL(answer.data?.brandReport.brandInfo.logo ?? '');
    const res = await fetch(`${stack().url}${logo.pathname}${logo.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${stack().url}/brand-assets/MC001/secrets${logo.search}`)).status).toBe(404);
    expect((await fetch(`${stack().url}/brand-assets/MC001/logo`)).status).toBe(404);
  });
});
