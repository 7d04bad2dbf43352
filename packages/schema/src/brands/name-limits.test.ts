import { describe, expect, it } from 'vitest';
import { brandTextRefusal, validateBrandEdit } from '../validation/brand.ts';
import {
  CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH,
  CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH,
  SUB_BRAND_NAME_MAX_LENGTH,
} from './brand-fields.ts';
import { brandCodeShape, brandPatchShape, customAttributeNameShape } from './brand-shapes.ts';
import { brandsContract } from './brands.rest.ts';
import { customAttributesContract } from './custom-attributes.rest.ts';

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

describe('the custom attribute value', () => {
  const over = 'x'.repeat(CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH + 1);
  const MESSAGE = 'The value must be at most 2,000 characters';
  it('is refused over its limit by the bulk and the one-value contracts in the words the boxes show', () => {
    const bulk = brandsContract.customAttributesBulk.body?.safeParse([
      { brand_code: 'MR001', name: 'Notes', value: 'fits' },
      { brand_code: 'MR100', name: 'Notes', value: over },
    ]);
    expect(bulk?.error?.issues[0]?.message).toBe(MESSAGE);
    const one = customAttributesContract.brandSetValue.body?.safeParse({
      brand_code: 'MR001',
      name: 'Notes',
      value: over,
    });
    expect(one?.error?.issues[0]?.message).toBe(MESSAGE);
  });
  it('takes a value at the limit, a number and none', () => {
    const body = brandsContract.customAttributesBulk.body;
    const at = 'x'.repeat(CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH);
    for (const value of [at, 12.5, null])
      expect(body?.safeParse([{ brand_code: 'MR001', name: 'Notes', value }]).success).toBe(true);
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

// The server named internal fields ('phone must be at most 500 characters'); the form said nothing.
describe('a brand’s text fields', () => {
  const refusedBy = (field: string, value: string) =>
    brandPatchShape.safeParse({ [field]: value }).error?.issues[0]?.message;
  const cases = [
    ['phone', 'x'.repeat(501), 'Phone must be at most 500 characters'],
    ['brand_tier', 'x'.repeat(501), 'Brand Tier must be at most 500 characters'],
    ['name', 'x'.repeat(501), 'Name must be at most 500 characters'],
    [
      'seller_id',
      'A1 B2',
      'Seller ID: letters, digits, dots, dashes, underscores or bars; at most 200 characters',
    ],
    [
      'seller_id',
      'A'.repeat(201),
      'Seller ID: letters, digits, dots, dashes, underscores or bars; at most 200 characters',
    ],
    ['email', 'not an address', 'Email must be an e-mail address of at most 320 characters'],
  ] as const;
  it.each(cases)('refuses %s in the same words on the contract and in the form', (field, value, words) => {
    expect(refusedBy(field, value)).toBe(words);
    expect(brandTextRefusal(field, value)).toBe(words);
  });
  it('takes values at their limits on both sides', () => {
    for (const [field, value] of [
      ['phone', 'x'.repeat(500)],
      ['seller_id', 'A'.repeat(200)],
      ['email', 'owner@brand.example'],
    ] as const) {
      expect(brandPatchShape.safeParse({ [field]: value }).success).toBe(true);
      expect(brandTextRefusal(field, value)).toBeUndefined();
    }
  });
});
