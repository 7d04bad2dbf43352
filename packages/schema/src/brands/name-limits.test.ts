import { describe, expect, it } from 'vitest';
import { validateBrandEdit } from '../validation/brand.ts';
import { CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH, SUB_BRAND_NAME_MAX_LENGTH } from './brand-fields.ts';
import { brandCodeShape, customAttributeNameShape } from './brand-shapes.ts';
import { brandsContract } from './brands.rest.ts';

// Issue 38 point 13: the server refuses a too-long sub-brand name in the words its form shows.
describe('the sub-brand contract', () => {
  const body = brandsContract.createSubBrand.body;
  it('refuses a name over the limit as the form does', () => {
    const parsed = body?.safeParse({ name: 'x'.repeat(SUB_BRAND_NAME_MAX_LENGTH + 1) });
    expect(parsed?.success).toBe(false);
    expect(parsed?.error?.issues[0]?.message).toBe('The name must be at most 200 characters');
  });
  it('takes a name at the limit', () => {
    expect(body?.safeParse({ name: 'x'.repeat(SUB_BRAND_NAME_MAX_LENGTH) }).success).toBe(true);
  });
});

describe('the custom attribute name', () => {
  it('is refused over its limit in the words the Add box shows', () => {
    const parsed = customAttributeNameShape.safeParse('x'.repeat(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH + 1));
    expect(parsed.error?.issues[0]?.message).toBe('The name must be at most 100 characters');
    expect(customAttributeNameShape.safeParse('x'.repeat(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH)).success).toBe(
      true,
    );
  });
});

describe('the brand code', () => {
  const RULE = 'Letters, digits, dots, dashes or underscores; at most 100 characters';
  it('is refused by the contract and the edit rules in the same words', () => {
    expect(brandCodeShape.safeParse('NB 1').error?.issues[0]?.message).toBe(RULE);
    expect(brandCodeShape.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(RULE);
    expect(validateBrandEdit({ brand_code: 'NB 1', name: 'New', status_id: 1 }).brand_code).toBe(RULE);
    expect(validateBrandEdit({ brand_code: 'x'.repeat(101), name: 'New', status_id: 1 }).brand_code).toBe(
      RULE,
    );
    expect(
      validateBrandEdit({ brand_code: 'NB-1.a_b', name: 'New', status_id: 1 }).brand_code,
    ).toBeUndefined();
  });
});
