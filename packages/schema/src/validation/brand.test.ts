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
});
