import { describe, expect, it } from 'vitest';
import { commissionWaiverSchema, validateCommissionWaiver } from './commission.ts';

describe('the gross sales percent waiver', () => {
  it('reads an empty field as 0', () => {
    expect(commissionWaiverSchema.validateSync({ salesPercentage: '' })).toEqual({ salesPercentage: 0 });
    // Formik passes an emptied field as undefined.
    expect(commissionWaiverSchema.validateSync({ salesPercentage: undefined })).toEqual({
      salesPercentage: 0,
    });
  });

  it('accepts 0, 100 and tenths between', () => {
    for (const salesPercentage of [0, 12.5, 99.9, 100]) {
      expect(validateCommissionWaiver({ salesPercentage })).toEqual({});
    }
  });

  it('refuses values outside 0 to 100', () => {
    expect(validateCommissionWaiver({ salesPercentage: -0.1 }).salesPercentage).toBe(
      'Enter a percentage from 0 to 100',
    );
    expect(validateCommissionWaiver({ salesPercentage: 100.1 }).salesPercentage).toBe(
      'Enter a percentage from 0 to 100',
    );
  });

  it('refuses a value finer than a tenth', () => {
    expect(validateCommissionWaiver({ salesPercentage: 2.25 }).salesPercentage).toBe('Use steps of 0.1');
  });
});
