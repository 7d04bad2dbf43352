import { describe, expect, it } from 'vitest';
import { validateBrandEdit } from './brand.ts';

const valid = {
  brand_code: 'AB1',
  name: 'Acme',
  status_id: 1,
  type_id: 1,
  seller_central_account_location: null,
};

describe('brand edit rules (spec 2 §5)', () => {
  it('accepts a complete Max Control brand without a seller central location', () => {
    expect(validateBrandEdit(valid)).toEqual({});
  });

  it('names each missing required field with the spec text', () => {
    expect(validateBrandEdit({ brand_code: '', name: ' ', status_id: '' })).toEqual({
      brand_code: 'Brand code is required',
      name: 'Name is required',
      status_id: 'Status is required',
    });
  });

  it('requires the seller central account location for Max Results brands', () => {
    expect(validateBrandEdit({ ...valid, type_id: 2 })).toEqual({
      seller_central_account_location: 'Seller central account location is required for Max Results brands',
    });
    expect(validateBrandEdit({ ...valid, type_id: '2', seller_central_account_location: 'US' })).toEqual({});
  });

  it('refuses a negative Monthly Ad Budget, one above ten million and fractions of a cent, in words', () => {
    const message = 'Monthly Ad Budget must be a number with at most 2 decimals from 0 to 10,000,000';
    expect(validateBrandEdit({ ...valid, monthly_ad_budget: -500 })).toEqual({ monthly_ad_budget: message });
    expect(validateBrandEdit({ ...valid, monthly_ad_budget: 10_000_000.01 })).toEqual({
      monthly_ad_budget: message,
    });
    expect(validateBrandEdit({ ...valid, monthly_ad_budget: '12.345' })).toEqual({
      monthly_ad_budget: message,
    });
    expect(validateBrandEdit({ ...valid, monthly_ad_budget: 'lots' })).toEqual({
      monthly_ad_budget: message,
    });
  });

  it('accepts a budget of 0, of exactly ten million, in cents as the database returns it, or none', () => {
    for (const budget of [0, 10_000_000, '1250.50', '', null]) {
      expect(validateBrandEdit({ ...valid, monthly_ad_budget: budget })).toEqual({});
    }
  });

  it('keeps seniority whole and not negative', () => {
    expect(validateBrandEdit({ ...valid, seniority: -1, inactive_seniority: 2.5 })).toEqual({
      seniority: 'Seniority must be a whole number from 0 to 600',
      inactive_seniority: 'Inactive Seniority must be a whole number from 0 to 600',
    });
  });
});
