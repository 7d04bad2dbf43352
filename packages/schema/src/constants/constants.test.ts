import { describe, expect, it } from 'vitest';
import { AD_TABLE_COLUMNS, visibleAdMetrics } from './advertising.ts';
import {
  CONNECTABLE_COUNTRY_CODES,
  DEFAULT_MARKETPLACE_ID,
  MARKETPLACES,
  marketplaceByCountryCode,
  marketplaceById,
} from './marketplaces.ts';
import {
  BRAND_TYPES,
  fromGraphQLBrandType,
  fromGraphQLRole,
  parseRole,
  ROLES,
  toGraphQLBrandType,
  toGraphQLRole,
} from './roles.ts';

describe('marketplaces', () => {
  it('lists the 20 countries once each with unique ids', () => {
    expect(MARKETPLACES).toHaveLength(20);
    expect(new Set(MARKETPLACES.map((m) => m.marketplaceId)).size).toBe(20);
    expect(new Set(MARKETPLACES.map((m) => m.countryCode)).size).toBe(20);
  });

  it('defaults to the United States marketplace', () => {
    expect(marketplaceById(DEFAULT_MARKETPLACE_ID)).toMatchObject({
      name: 'United States',
      siteUrl: 'https://www.amazon.com',
      region: 'NA',
    });
  });

  it('uses the real Amazon ids of the UK and Germany', () => {
    expect(marketplaceByCountryCode('UK')?.marketplaceId).toBe('A1F83G8C2ARO7P');
    expect(marketplaceByCountryCode('de')?.marketplaceId).toBe('A1PA6795UKMFR9');
  });

  it('offers 19 connectable countries, all of them known marketplaces', () => {
    expect(CONNECTABLE_COUNTRY_CODES).toHaveLength(19);
    for (const code of CONNECTABLE_COUNTRY_CODES) expect(marketplaceByCountryCode(code)).toBeDefined();
  });
});

describe('roles and brand types', () => {
  it('round-trips every role through its GraphQL enum name', () => {
    for (const role of ROLES) expect(fromGraphQLRole(toGraphQLRole(role))).toBe(role);
    expect(toGraphQLRole('brand-user')).toBe('BRAND_USER');
    expect(toGraphQLRole('standard_agency_user')).toBe('STANDARD_AGENCY_USER');
  });

  it('round-trips every brand type through its GraphQL enum name', () => {
    for (const type of BRAND_TYPES) expect(fromGraphQLBrandType(toGraphQLBrandType(type))).toBe(type);
    expect(toGraphQLBrandType('ecom3k')).toBe('ECOM3K');
  });

  it('reads the spellings the spec uses for roles', () => {
    expect(parseRole('BrandUser')).toBe('brand-user');
    expect(parseRole('StandardAgencyUser')).toBe('standard_agency_user');
    expect(parseRole('BRAND_USER')).toBe('brand-user');
    expect(parseRole('owner')).toBeNull();
  });
});

describe('advertising', () => {
  it('hides revenue and tacos from the sponsored products tiles', () => {
    const ids = visibleAdMetrics('sp').map((m) => m.id);
    expect(ids).not.toContain('revenue');
    expect(ids).not.toContain('tacos');
    expect(ids).toContain('acos');
  });

  it('shows Total Cost and Impressions, the sort and reach of DSP, before the attribution columns', () => {
    expect(AD_TABLE_COLUMNS.dsp).toEqual([
      'name',
      'impressions',
      'total_cost',
      'click_throughs',
      'dpv',
      'atc',
      'total_purchases',
      'total_product_sales',
    ]);
  });
});
