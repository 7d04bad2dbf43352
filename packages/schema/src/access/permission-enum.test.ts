import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fromGraphQLPermission, permissionEnumTypeDefs, toGraphQLPermission } from './permission-enum.ts';
import { PERMISSION_NAMES, PERMISSIONS } from './permissions.ts';

const enumOf = () => {
  const type = buildSchema(`${permissionEnumTypeDefs()}\ntype Query { ok: Boolean }`).getType('Permission');
  if (!isEnumType(type)) throw new Error('Permission is not an enum');
  return type;
};

describe('the Permission enum', () => {
  it('spells names in the SDL’s UPPER_CASE', () => {
    expect(toGraphQLPermission('advertising.read')).toBe('ADVERTISING_READ');
    expect(toGraphQLPermission('brandReports.update')).toBe('BRAND_REPORTS_UPDATE');
    expect(toGraphQLPermission('ads.finishAuthorization')).toBe('ADS_FINISH_AUTHORIZATION');
  });

  it('has one value per permission of the table, and no other', () => {
    const values = enumOf()
      .getValues()
      .map((v) => v.name);

    expect(values.map(fromGraphQLPermission).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(new Set(values).size).toBe(PERMISSION_NAMES.length);
  });

  it('describes each value with the table’s description', () => {
    const value = enumOf().getValue('ADVERTISING_READ');

    expect(value?.description).toContain(PERMISSIONS['advertising.read'].description);
  });

  it('refuses a value the table does not have', () => {
    expect(() => fromGraphQLPermission('BRANDS_DELETE_EVERYTHING')).toThrow('Unknown permission');
  });
});
