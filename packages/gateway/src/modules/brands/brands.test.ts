import { describe, expect, it } from 'vitest';
import { useDemoStack } from '../../test-kit/demo-stack.ts';
import { outcome } from '../../test-kit/graphql-http.ts';

const brandQuery = `query Brand($brandCode: String!) {
  brand(brandCode: $brandCode) {
    brandCode name brandStatus brandType typeId sellerCentralAccountLocation monthlyAdBudget fba watched
    performanceChecklist { name status } customAttributes { name type value } hasSellerCentralCredentials
  }
}`;
const pageQuery = `query Page($filterValue: String) {
  brands(filterField: "name", filterValue: $filterValue, sortField: "brand_code", sortOrder: ASC) {
    count rows { brandCode name customAttributes { name value } }
  }
}`;
const patch = `mutation Patch($brandCode: String!, $field: BrandField!, $value: JSON) {
  updateBrandField(brandCode: $brandCode, field: $field, value: $value) { brandCode brandTier typeId }
}`;
const addNote = `mutation Note($brandCode: String!, $description: String!) {
  createBrandNote(brandCode: $brandCode, description: $description) { id description authorName }
}`;

describe('brands through the gateway and the real backend', () => {
  const { as } = useDemoStack();

  it.each([
    ['admin@demo.test', 'MR001', 'OK'],
    ['user@demo.test', 'MR001', 'OK'],
    ['mr@demo.test', 'MR001', 'OK'],
    ['mr@demo.test', 'MC001', 'FORBIDDEN'],
    ['mr-sub@demo.test', 'MR100-K', 'OK'],
    ['mr-sub@demo.test', 'MR001', 'FORBIDDEN'],
    ['api@demo.test', 'MR001', 'FORBIDDEN'],
  ])('brand as %s of %s answers %s', async (email, brandCode, expected) => {
    const answer = await as<{ brand: { brandCode: string } }>(email, brandQuery, { brandCode });

    expect(outcome(answer)).toBe(expected);
    if (expected === 'OK') expect(answer.data?.brand.brandCode).toBe(brandCode);
  });

  it('answers a brand in GraphQL names, with checklist and custom attributes', async () => {
    const answer = await as<{ brand: Record<string, unknown> }>('manager@demo.test', brandQuery, {
      brandCode: 'MR001',
    });

    expect(answer.data?.brand).toMatchObject({
      brandCode: 'MR001',
      name: 'Blue Harbor Coffee',
      brandType: 'Max Results',
      typeId: 2,
      sellerCentralAccountLocation: 'US',
      hasSellerCentralCredentials: false,
    });
    expect(answer.data?.brand.performanceChecklist).toHaveLength(5);
    expect(answer.data?.brand.customAttributes).toContainEqual({
      name: 'Priority',
      type: 'TEXT',
      value: expect.any(String),
    });
  });

  it('pages the grid with the search term and keeps the brand users out', async () => {
    const staff = await as<{ brands: { count: number; rows: { brandCode: string }[] } }>(
      'agency@demo.test',
      pageQuery,
      { filterValue: 'summit' },
    );
    const brandUser = await as('mr@demo.test', pageQuery, { filterValue: 'summit' });

    expect(staff.data?.brands.rows.map((r) => r.brandCode)).toEqual(['MR100', 'MR100-B', 'MR100-K']);
    expect(outcome(brandUser)).toBe('FORBIDDEN');
  });

  it('changes one field and passes the backend rule’s message through when it refuses', async () => {
    const ok = await as<{ updateBrandField: { brandTier: string } }>('manager@demo.test', patch, {
      brandCode: 'MC001',
      field: 'BRAND_TIER',
      value: 'Gold',
    });
    const refused = await as('manager@demo.test', patch, { brandCode: 'MC001', field: 'TYPE_ID', value: 2 });
    const byUser = await as('user@demo.test', patch, { brandCode: 'MC001', field: 'BRAND_TIER', value: 'x' });

    expect(ok.data?.updateBrandField.brandTier).toBe('Gold');
    expect(refused.errors?.[0]?.message).toBe(
      'Seller central account location is required for Max Results brands',
    );
    expect(outcome(byUser)).toBe('FORBIDDEN');
  });

  it('adds a note as its author', async () => {
    const answer = await as<{ createBrandNote: { description: string; authorName: string } }>(
      'agency@demo.test',
      addNote,
      {
        brandCode: 'MR001',
        description: 'Weekly call moved to Friday',
      },
    );

    expect(answer.data?.createBrandNote).toMatchObject({
      description: 'Weekly call moved to Friday',
      authorName: expect.any(String),
    });
  });
});
