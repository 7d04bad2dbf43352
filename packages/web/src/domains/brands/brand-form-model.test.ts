import { describe, expect, it } from 'vitest';
import { brandInputOf, emptyBrandForm, validateBrandForm } from './brand-form-model';

const filled = { ...emptyBrandForm(), brandCode: 'NB1', name: 'New', statusId: '1', typeId: '1' };

describe('the brand form model', () => {
  it('shows the Max Results location rule as soon as the type is Max Results', () => {
    expect(validateBrandForm({ ...filled, typeId: '2' })).toEqual({
      sellerCentralAccountLocation: 'Seller central account location is required for Max Results brands',
    });
  });

  it('names the missing required fields with the spec texts', () => {
    expect(validateBrandForm(emptyBrandForm())).toEqual({
      brandCode: 'Brand code is required',
      name: 'Name is required',
      statusId: 'Status is required',
    });
  });

  it('sends the seller id and MWS token only for Max Control, and the token only on create', () => {
    const values = { ...filled, sellerId: 'A1', mwsAuthToken: 'amzn.mws.1' };

    expect(brandInputOf(values, 'create')).toMatchObject({ sellerId: 'A1', mwsAuthToken: 'amzn.mws.1' });
    expect(brandInputOf(values, 'edit')).not.toHaveProperty('mwsAuthToken');
    expect(brandInputOf({ ...values, typeId: '2' }, 'create')).not.toHaveProperty('sellerId');
  });

  it('asks for the brand type on create, as the server does, and not on edit', () => {
    const untyped = { ...filled, typeId: '' };

    expect(validateBrandForm(untyped, 'create')).toEqual({ typeId: 'Type is required' });
    expect(validateBrandForm(untyped, 'edit')).toEqual({});
  });
});
