import { changedAttributeKeys, toAttributes, toFormValues } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import {
  localeOf,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPE_SPECS,
  productTypeDefinition,
} from '../../../connectors/listings/product-types/catalogue.ts';
import type { ProductTypeDefinition } from '../../../connectors/listings/product-types/definition.ts';
import { simulatedCatalogue } from '../../../connectors/listings/simulated-catalogue.ts';
import { fieldDefinitions } from './field-definitions.ts';
import { sampleAttributes } from './sample-attributes.ts';
import { stripEmptyApplicators, validateAttributes, validatorFor } from './validator.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PN6ACHEL2ZZA';

const definition = (productType: string, marketplaceId = US): ProductTypeDefinition => {
  const d = productTypeDefinition(productType, marketplaceId);
  if (!d) throw new Error(`no definition for ${productType}`);
  return d;
};

const text = (value: string, language_tag = 'en_US', marketplace_id = US) => ({
  value,
  language_tag,
  marketplace_id,
});
const value = (v: unknown, marketplace_id = US) => ({ value: v, marketplace_id });

/** A valid SHIRT to break one rule at a time. */
const shirt = () => ({
  item_name: [text('Linen Shirt, Navy, M')],
  brand: [text('Demo Brand')],
  product_description: [text('A linen shirt made to last.')],
});

const codes = (issues: { code: string; attributeNames: string[] }[]) =>
  issues.map((i) => `${i.code}:${i.attributeNames.join(',')}`).sort();

describe('validator: Amazon keywords on the shipped definitions', () => {
  it('accepts a valid listing', async () => {
    expect(await validateAttributes(definition('SHIRT'), shirt())).toEqual([]);
  });

  it('maxUniqueItems counts per selector combination, not per array', async () => {
    const five = (tag: string) => Array.from({ length: 5 }, (_, i) => text(`Point ${i}`, tag));
    // Five English and five German bullets: two combinations of five each.
    expect(
      await validateAttributes(definition('SHIRT'), {
        ...shirt(),
        bullet_point: [...five('en_US'), ...five('de_DE')],
      }),
    ).toEqual([]);
    const six = [...five('en_US'), text('Point 6')];
    const issues = await validateAttributes(definition('SHIRT'), { ...shirt(), bullet_point: six });
    expect(codes(issues)).toEqual(['90244:bullet_point']);
    expect(issues[0]?.message).toBe("'Bullet Point' accepts at most 5 values per marketplace and language.");
  });

  it('maxUtf8ByteLength counts bytes: 200 umlauts pass maxLength 250 and are refused at 250 bytes', async () => {
    const keywords = 'ü'.repeat(200);
    expect(keywords.length).toBeLessThanOrEqual(250);
    const issues = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      generic_keyword: [text(keywords)],
    });
    expect(codes(issues)).toEqual(['8560:generic_keyword']);
    expect(issues[0]?.message).toContain('250 bytes');
    expect(
      await validateAttributes(definition('SHIRT'), { ...shirt(), generic_keyword: [text('ü'.repeat(125))] }),
    ).toEqual([]);
  });

  it('minUtf8ByteLength refuses a description under 10 bytes', async () => {
    const issues = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      product_description: [text('Short')],
    });
    expect(codes(issues)).toEqual(['8541:product_description']);
  });

  it('maxLength still counts characters', async () => {
    const issues = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      item_name: [text('x'.repeat(201))],
    });
    expect(codes(issues)).toEqual(['8560:item_name']);
    expect(issues[0]?.fieldName).toBe('item_name.0.value');
  });

  it('refuses deprecated values ($lifecycle.enumDeprecated) and accepts current ones', async () => {
    const deprecated = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      condition_type: [value('collectible_like_new')],
      variation_theme: [{ name: 'COLOR_NAME', marketplace_id: US }],
      parentage_level: [value('parent')],
    });
    expect(codes(deprecated)).toEqual(['90310:condition_type', '90310:variation_theme']);
    expect(
      await validateAttributes(definition('SHIRT'), {
        ...shirt(),
        condition_type: [value('new_new')],
        variation_theme: [{ name: 'SIZE/COLOR', marketplace_id: US }],
        parentage_level: [value('parent')],
      }),
    ).toEqual([]);
  });

  it('suggested values accept free text and refuse it past its length', async () => {
    expect(
      await validateAttributes(definition('SHIRT'), { ...shirt(), color: [text('Midnight Teal')] }),
    ).toEqual([]);
    const issues = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      color: [text('c'.repeat(101))],
    });
    expect(codes(issues)).toEqual(['90003:color']);
  });

  it('refuses attributes the product type does not have, and missing required ones', async () => {
    const { brand: _brand, ...noBrand } = shirt();
    const issues = await validateAttributes(definition('SHIRT'), { ...noBrand, wing_span: [value(3)] });
    expect(codes(issues)).toEqual(['90000900:wing_span', '90220:brand']);
    expect(issues.find((i) => i.code === '90220')?.message).toBe(
      "'Brand Name' is required but not supplied.",
    );
  });
});

describe('validator: conditional rules', () => {
  it('a child names its parent and theme', async () => {
    const issues = await validateAttributes(definition('SHIRT'), {
      ...shirt(),
      parentage_level: [value('child')],
    });
    expect(codes(issues)).toEqual(['90220:child_parent_sku_relationship', '90220:variation_theme']);
  });

  it('batteries required brings the battery and its count; lithium brings its weight', async () => {
    const base = { item_name: [text('Studio Headphones')], brand: [text('Demo Brand')] };
    expect(
      codes(
        await validateAttributes(definition('HEADPHONES'), { ...base, batteries_required: [value(true)] }),
      ),
    ).toEqual(['90220:battery', '90220:num_batteries']);
    expect(
      codes(
        await validateAttributes(definition('HEADPHONES'), {
          ...base,
          batteries_required: [value(true)],
          battery: [{ cell_composition: 'lithium_ion', marketplace_id: US }],
          num_batteries: [value(1)],
        }),
      ),
    ).toEqual(['90220:lithium_battery']);
    expect(
      await validateAttributes(definition('HEADPHONES'), { ...base, batteries_required: [value(false)] }),
    ).toEqual([]);
  });

  it('fulfilled by Amazon needs the package measured; GHS needs its class', async () => {
    const issues = await validateAttributes(definition('FOOD'), {
      ...shirt(),
      fulfillment_availability: [{ fulfillment_channel_code: 'AMAZON_NA' }],
      supplier_declared_dg_hz_regulation: [value('ghs')],
    });
    expect(codes(issues)).toEqual([
      '90220:ghs',
      '90220:item_package_dimensions',
      '90220:item_package_weight',
    ]);
  });
});

describe('validator: schemas and cache', () => {
  it('strips the empty anyOf some published schemas carry (FOOD ships one)', async () => {
    expect(JSON.stringify(definition('FOOD').schemaDocument)).toContain('"anyOf":[]');
    expect(stripEmptyApplicators({ allOf: [{ anyOf: [] }, { required: ['a'] }], anyOf: [] })).toEqual({
      allOf: [{}, { required: ['a'] }],
    });
    expect(await validateAttributes(definition('FOOD'), shirt())).toEqual([]);
  });

  it('compiles once per product type, marketplace, locale and checksum', async () => {
    const us = definition('HAIRBAND');
    expect(validatorFor(us)).toBe(validatorFor(definition('HAIRBAND')));
    expect(validatorFor(definition('HAIRBAND', DE))).not.toBe(validatorFor(us));
    expect(definition('HAIRBAND', DE).locale).toBe('de_DE');
  });

  it('the simulator’s own catalogue validates, but for the families it puts on deprecated themes', async () => {
    const listings = simulatedCatalogue(
      { sellerId: 'A1SELLER', marketplaceId: US },
      60,
      new Date('2026-11-27'),
    );
    let deprecated = 0;
    for (const listing of listings) {
      const issues = await validateAttributes(definition(listing.productType), listing.attributes);
      const theme = listing.variationTheme;
      const onDeprecated =
        theme !== undefined &&
        PRODUCT_TYPE_SPECS[listing.productType]?.deprecatedThemes.includes(theme) === true;
      if (onDeprecated) deprecated += 1;
      expect({ sku: listing.sku, issues: codes(issues) }).toEqual({
        sku: listing.sku,
        issues: onDeprecated ? ['90310:variation_theme'] : [],
      });
    }
    expect(deprecated).toBeGreaterThan(0);
  });
});

describe('form round trip of every shipped product type', () => {
  const cases = PRODUCT_TYPE_NAMES.flatMap((productType) => [US, DE].map((m) => [productType, m] as const));
  it.each(cases)('%s on %s keeps every attribute and stays valid', async (productType, marketplaceId) => {
    const d = definition(productType, marketplaceId);
    const fields = fieldDefinitions(d);
    const names = Object.keys(d.schemaDocument.properties as object);
    expect(fields.map((f) => f.name).sort()).toEqual([...names].sort());
    const languageTag = localeOf(marketplaceId);
    const attributes = sampleAttributes(fields, marketplaceId, languageTag);
    expect(await validateAttributes(d, attributes)).toEqual([]);
    const back = toAttributes(toFormValues(attributes), fields, { marketplaceId, languageTag });
    expect(back).toEqual(attributes);
    expect(changedAttributeKeys(attributes, back)).toEqual([]);
  });
});

describe('field definitions carry what the bulk grid edits by (ADR 0606)', () => {
  it("gives a number its schema's bounds", () => {
    const batteries = fieldDefinitions(definition('HEADPHONES', US)).find((f) => f.name === 'num_batteries');
    const value = batteries?.properties.find((p) => p.key === 'value');
    expect(value).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
    const title = fieldDefinitions(definition('HEADPHONES', US))
      .find((f) => f.name === 'item_name')
      ?.properties.find((p) => p.key === 'value');
    expect(title).toMatchObject({ type: 'string', maxLength: 200, minimum: null, maximum: null });
  });
});
