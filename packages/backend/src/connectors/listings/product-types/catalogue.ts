import { createHash } from 'node:crypto';
import { currencyOf, marketplaceById } from '@portal/schema';
import {
  booleanAttribute,
  childParentSkuRelationship,
  DEFS,
  dimensionsAttribute,
  enumAttribute,
  fulfillmentAvailability,
  imageAttribute,
  type Localised,
  measureAttribute,
  numberAttribute,
  priceAttribute,
  purchasableOffer,
  say,
  suggestedAttribute,
  textAttribute,
  variationTheme,
} from './attributes.ts';
import {
  type DefinitionLocale,
  META_SCHEMA_URI,
  PROPERTY_GROUPS,
  type ProductTypeDefinition,
  type PropertyGroupName,
  SCHEMA_URI_BASE,
} from './definition.ts';
import { META_SCHEMA } from './meta-schema.ts';

/**
 * The simulator's product type definitions: eight product types of its own making, in Amazon's
 * published form (meta-schema v1, property groups, conditional `allOf` rules, deprecated values),
 * in English (every marketplace but Germany) and German (Amazon.de).
 */

type Schema = Record<string, unknown>;
type Build = (locale: DefinitionLocale, currency: string) => Schema;

interface TypeSpec {
  displayName: Localised;
  required: string[];
  themes: string[];
  deprecatedThemes: string[];
  /** Attribute names from EXTRAS this type offers beyond the common ones. */
  extras: string[];
  /** The type sells things with batteries: the battery rules apply. */
  batteries?: boolean;
}

const t = (en_US: string, de_DE: string): Localised => ({ en_US, de_DE });

const COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'PL',
  'SE',
  'CZ',
  'AT',
  'CH',
  'PT',
  'IE',
  'DK',
  'NO',
  'FI',
  'TR',
  'IN',
  'CN',
  'JP',
  'KR',
  'TW',
  'VN',
  'TH',
  'ID',
  'MY',
  'PH',
  'BD',
  'PK',
  'LK',
  'AU',
  'NZ',
  'ZA',
  'EG',
  'MA',
  'IL',
  'AE',
  'SA',
  'AR',
  'CL',
  'CO',
  'PE',
];
const COLOURS = [
  'Black',
  'White',
  'Navy',
  'Blue',
  'Red',
  'Green',
  'Sage',
  'Sand',
  'Rust',
  'Ivory',
  'Grey',
  'Pink',
  'Yellow',
  'Purple',
  'Brown',
  'Beige',
  'Multicolor',
];

/** Every attribute a product type may carry, with the property group it belongs to. */
const ATTRIBUTES: Record<string, { group: PropertyGroupName; build: Build }> = {
  item_name: {
    group: 'product_identity',
    build: (l) =>
      textAttribute(l, {
        title: t('Item Name', 'Artikelname'),
        description: t('Provide a title for the item that may be customer facing', 'Titel des Artikels'),
        maxLength: 200,
        maxBytes: 800,
        examples: ['Linen Shirt, Navy, M'],
      }),
  },
  brand: {
    group: 'product_identity',
    build: (l) =>
      textAttribute(l, {
        title: t('Brand Name', 'Marke'),
        description: t('Brand name of the item', 'Markenname'),
        maxLength: 100,
        maxBytes: 400,
      }),
  },
  externally_assigned_product_identifier: {
    group: 'product_identity',
    build: (l) =>
      enumAttribute(l, {
        title: t('External Product ID Type', 'Art der externen Produkt-ID'),
        description: t('The type of the external identifier (UPC, EAN, GTIN)', 'Art der Kennung'),
        key: 'type',
        values: ['ean', 'gtin', 'upc', 'isbn'],
        names: ['EAN', 'GTIN', 'UPC', 'ISBN'],
        deprecated: ['isbn'],
      }),
  },
  manufacturer: {
    group: 'product_identity',
    build: (l) =>
      textAttribute(l, {
        title: t('Manufacturer', 'Hersteller'),
        description: t('Who made the item', 'Wer den Artikel herstellt'),
        maxLength: 100,
      }),
  },
  model_number: {
    group: 'product_identity',
    build: (l) =>
      textAttribute(l, {
        title: t('Model Number', 'Modellnummer'),
        description: t("The manufacturer's model number", 'Modellnummer des Herstellers'),
        maxLength: 40,
        maxBytes: 40,
      }),
  },
  bullet_point: {
    group: 'product_details',
    build: (l) =>
      textAttribute(l, {
        title: t('Bullet Point', 'Aufzählungspunkt'),
        description: t(
          'Brief descriptive text, called out via a bullet point, regarding a specific aspect of the product',
          'Kurzer beschreibender Text',
        ),
        maxLength: 700,
        maxBytes: 2000,
        max: 5,
      }),
  },
  product_description: {
    group: 'product_details',
    build: (l) =>
      textAttribute(l, {
        title: t('Product Description', 'Produktbeschreibung'),
        description: t(
          'The description you provide should pertain to the product in general',
          'Beschreibung des Produkts',
        ),
        maxLength: 2000,
        maxBytes: 10000,
        minBytes: 10,
      }),
  },
  generic_keyword: {
    group: 'product_details',
    build: (l) =>
      textAttribute(l, {
        title: t('Generic Keyword', 'Suchbegriffe'),
        description: t(
          'Search terms that describe the product; at most 250 bytes',
          'Suchbegriffe, höchstens 250 Byte',
        ),
        maxLength: 250,
        maxBytes: 250,
      }),
  },
  color: {
    group: 'product_details',
    build: (l) =>
      suggestedAttribute(l, {
        title: t('Color', 'Farbe'),
        description: t('The colour of the item', 'Farbe des Artikels'),
        values: COLOURS,
        names: COLOURS,
      }),
  },
  size: {
    group: 'product_details',
    build: (l) =>
      suggestedAttribute(l, {
        title: t('Size', 'Größe'),
        description: t('The size of the item', 'Größe des Artikels'),
        values: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'],
        names: ['XS', 'S', 'M', 'L', 'XL', 'XXL', t('One Size', 'Einheitsgröße')],
      }),
  },
  material: {
    group: 'product_details',
    build: (l) =>
      suggestedAttribute(l, {
        title: t('Material', 'Material'),
        description: t('The main materials of the item', 'Hauptmaterialien'),
        values: ['cotton', 'linen', 'wool', 'polyester', 'silk', 'stainless_steel', 'bamboo', 'plastic'],
        names: [
          t('Cotton', 'Baumwolle'),
          t('Linen', 'Leinen'),
          t('Wool', 'Wolle'),
          'Polyester',
          t('Silk', 'Seide'),
          t('Stainless Steel', 'Edelstahl'),
          'Bambus',
          t('Plastic', 'Kunststoff'),
        ],
        max: 3,
      }),
  },
  list_price: {
    group: 'offer',
    build: (l, currency) =>
      priceAttribute(l, {
        title: t('List Price', 'Listenpreis'),
        description: t("The manufacturer's suggested retail price", 'Unverbindliche Preisempfehlung'),
        currency,
      }),
  },
  purchasable_offer: { group: 'offer', build: (l, currency) => purchasableOffer(l, currency) },
  condition_type: {
    group: 'offer',
    build: (l) =>
      enumAttribute(l, {
        title: t('Item Condition', 'Zustand'),
        description: t('The condition of the item', 'Zustand des Artikels'),
        values: [
          'new_new',
          'used_like_new',
          'used_very_good',
          'used_good',
          'used_acceptable',
          'collectible_like_new',
        ],
        names: [
          t('New', 'Neu'),
          t('Used - Like New', 'Gebraucht - Wie neu'),
          t('Used - Very Good', 'Gebraucht - Sehr gut'),
          t('Used - Good', 'Gebraucht - Gut'),
          t('Used - Acceptable', 'Gebraucht - Akzeptabel'),
          t('Collectible - Like New', 'Sammlerstück - Wie neu'),
        ],
        deprecated: ['collectible_like_new'],
      }),
  },
  fulfillment_availability: { group: 'offer', build: (l) => fulfillmentAvailability(l) },
  merchant_shipping_group: {
    group: 'shipping',
    build: (l) =>
      suggestedAttribute(l, {
        title: t('Merchant Shipping Group', 'Versandvorlage'),
        description: t('The shipping template to use', 'Die Versandvorlage'),
        values: ['legacy-template-id'],
        names: [t('Migrated Template', 'Migrierte Vorlage')],
        withLanguage: false,
      }),
  },
  item_package_dimensions: {
    group: 'shipping',
    build: (l) =>
      dimensionsAttribute(l, {
        title: t('Item Package Dimensions', 'Verpackungsabmessungen'),
        description: t('Dimensions of the package', 'Abmessungen der Verpackung'),
      }),
  },
  item_package_weight: {
    group: 'shipping',
    build: (l) =>
      measureAttribute(l, {
        title: t('Package Weight', 'Verpackungsgewicht'),
        description: t('Weight of the package', 'Gewicht der Verpackung'),
        kind: 'weight',
      }),
  },
  country_of_origin: {
    group: 'safety_and_compliance',
    build: (l) =>
      enumAttribute(l, {
        title: t('Country of Origin', 'Ursprungsland'),
        description: t('Where the item was made', 'Herstellungsland'),
        values: COUNTRIES,
        names: COUNTRIES,
      }),
  },
  batteries_required: {
    group: 'safety_and_compliance',
    build: (l) =>
      booleanAttribute(l, {
        title: t('Are batteries required?', 'Batterien erforderlich?'),
        description: t('Whether the item needs batteries', 'Ob Batterien benötigt werden'),
      }),
  },
  batteries_included: {
    group: 'safety_and_compliance',
    build: (l) =>
      booleanAttribute(l, {
        title: t('Are batteries included?', 'Batterien enthalten?'),
        description: t('Whether batteries come with the item', 'Ob Batterien beiliegen'),
      }),
  },
  battery: {
    group: 'safety_and_compliance',
    build: (l) =>
      enumAttribute(l, {
        title: t('Battery Cell Composition', 'Zellchemie der Batterie'),
        description: t('The chemistry of the battery cells', 'Chemie der Batteriezellen'),
        key: 'cell_composition',
        values: ['alkaline', 'lithium_ion', 'lithium_metal', 'nimh', 'lead_acid'],
        names: [
          t('Alkaline', 'Alkali'),
          t('Lithium Ion', 'Lithium-Ionen'),
          t('Lithium Metal', 'Lithium-Metall'),
          'NiMH',
          t('Lead Acid', 'Blei-Säure'),
        ],
        deprecated: ['lead_acid'],
      }),
  },
  num_batteries: {
    group: 'safety_and_compliance',
    build: (l) =>
      numberAttribute(l, {
        title: t('Number of Batteries', 'Anzahl der Batterien'),
        description: t('How many batteries', 'Wie viele Batterien'),
        integer: true,
        minimum: 1,
        maximum: 99,
      }),
  },
  lithium_battery: {
    group: 'safety_and_compliance',
    build: (l) =>
      measureAttribute(l, {
        title: t('Lithium Battery Weight', 'Gewicht der Lithiumbatterie'),
        description: t('Weight of the lithium content', 'Gewicht des Lithiumanteils'),
        kind: 'weight',
      }),
  },
  supplier_declared_dg_hz_regulation: {
    group: 'safety_and_compliance',
    build: (l) =>
      enumAttribute(l, {
        title: t('Dangerous Goods Regulations', 'Gefahrgutvorschriften'),
        description: t('Regulations that apply to the item', 'Geltende Vorschriften'),
        values: ['not_applicable', 'ghs', 'transportation', 'storage', 'waste', 'other', 'unknown'],
        names: [
          t('Not Applicable', 'Nicht zutreffend'),
          'GHS',
          t('Transportation', 'Transport'),
          t('Storage', 'Lagerung'),
          t('Waste', 'Abfall'),
          t('Other', 'Sonstige'),
          t('Unknown', 'Unbekannt'),
        ],
        deprecated: ['unknown'],
        max: 5,
      }),
  },
  ghs: {
    group: 'safety_and_compliance',
    build: (l) =>
      enumAttribute(l, {
        title: t('GHS Classification', 'GHS-Einstufung'),
        description: t('The GHS hazard class', 'GHS-Gefahrenklasse'),
        key: 'classification',
        values: [
          'explosive',
          'flammable',
          'oxidizing',
          'compressed_gas',
          'corrosive',
          'toxic',
          'irritant',
          'health_hazard',
          'environmentally_damaging',
        ],
        names: [
          'Explosive',
          'Flammable',
          'Oxidizing',
          'Compressed Gas',
          'Corrosive',
          'Toxic',
          'Irritant',
          'Health Hazard',
          'Environmentally Damaging',
        ],
        max: 9,
      }),
  },
  parentage_level: {
    group: 'variations',
    build: (l) =>
      enumAttribute(l, {
        title: t('Parentage Level', 'Elternebene'),
        description: t('Whether the item is a parent or a child', 'Eltern- oder Kindartikel'),
        values: ['child', 'parent'],
        names: [t('Child', 'Kind'), t('Parent', 'Eltern')],
      }),
  },
  child_parent_sku_relationship: { group: 'variations', build: (l) => childParentSkuRelationship(l) },
  // variation_theme is built per type (its themes).
  main_product_image_locator: {
    group: 'images',
    build: (l) =>
      imageAttribute(l, {
        title: t('Main Image Location', 'Hauptbild'),
        description: t('The main image shoppers see', 'Das Hauptbild'),
      }),
  },
  ...Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [
      `other_product_image_locator_${i + 1}`,
      {
        group: 'images' as const,
        build: (l: DefinitionLocale) =>
          imageAttribute(l, {
            title: t(`Other Image Location ${i + 1}`, `Weiteres Bild ${i + 1}`),
            description: t('Another image of the item', 'Ein weiteres Bild'),
          }),
      },
    ]),
  ),
  swatch_product_image_locator: {
    group: 'images',
    build: (l) =>
      imageAttribute(l, {
        title: t('Swatch Image Location', 'Farbmusterbild'),
        description: t('The swatch shown for the variation', 'Farbmuster der Variante'),
      }),
  },
};

/** Attributes some product types add (their size is what makes a definition large). */
const EXTRA_TEXT: [string, PropertyGroupName, Localised, number][] = [
  ['care_instructions', 'product_details', t('Care Instructions', 'Pflegehinweise'), 200],
  ['special_feature', 'product_details', t('Special Feature', 'Besonderheit'), 200],
  ['item_type_keyword', 'product_identity', t('Item Type Keyword', 'Artikeltyp-Schlüsselwort'), 100],
  ['style', 'product_details', t('Style', 'Stil'), 100],
  ['pattern', 'product_details', t('Pattern', 'Muster'), 100],
  ['fabric_type', 'product_details', t('Fabric Type', 'Stoffart'), 200],
  ['collar_style', 'product_details', t('Collar Style', 'Kragenform'), 100],
  ['sleeve_type', 'product_details', t('Sleeve Type', 'Ärmeltyp'), 100],
  ['ingredients', 'product_details', t('Ingredients', 'Zutaten'), 2000],
  ['allergen_information', 'safety_and_compliance', t('Allergen Information', 'Allergene'), 500],
  ['flavor', 'product_details', t('Flavor', 'Geschmack'), 100],
  ['specialty', 'product_details', t('Specialty', 'Besonderheit der Ernährung'), 100],
  ['included_components', 'product_details', t('Included Components', 'Lieferumfang'), 200],
  ['recommended_uses_for_product', 'product_details', t('Recommended Uses', 'Empfohlene Verwendung'), 200],
  ['finish_type', 'product_details', t('Finish Type', 'Oberfläche'), 100],
  ['theme', 'product_details', t('Theme', 'Thema'), 100],
  ['connectivity_technology', 'product_details', t('Connectivity Technology', 'Konnektivität'), 100],
  ['headphones_form_factor', 'product_details', t('Form Factor', 'Bauform'), 100],
  ['noise_control', 'product_details', t('Noise Control', 'Geräuschunterdrückung'), 100],
  ['warranty_description', 'offer', t('Warranty Description', 'Garantie'), 500],
  ['age_range_description', 'product_details', t('Age Range', 'Altersgruppe'), 100],
  ['character', 'product_details', t('Character', 'Figur'), 100],
  ['safety_warning', 'safety_and_compliance', t('Safety Warning', 'Sicherheitshinweis'), 1000],
  ['outer_material_type', 'product_details', t('Outer Material', 'Außenmaterial'), 100],
  ['closure_type', 'product_details', t('Closure Type', 'Verschluss'), 100],
  ['pet_type', 'product_details', t('Pet Type', 'Tierart'), 100],
  ['breed_recommendation', 'product_details', t('Breed Recommendation', 'Empfohlene Rasse'), 100],
  ['target_species', 'product_details', t('Target Species', 'Zieltierart'), 100],
  ['unit_count_type', 'product_details', t('Unit Count Type', 'Einheitenart'), 50],
  ['dishwasher_safe_description', 'product_details', t('Dishwasher Safe', 'Spülmaschinenfest'), 100],
  ['capacity_description', 'product_details', t('Capacity', 'Fassungsvermögen'), 100],
  ['handle_description', 'product_details', t('Handle', 'Griff'), 100],
  ['lining_description', 'product_details', t('Lining', 'Futter'), 100],
  ['wheel_type', 'product_details', t('Wheel Type', 'Rollen'), 100],
];
const EXTRA_NUMBERS: [string, PropertyGroupName, Localised][] = [
  ['number_of_items', 'product_details', t('Number of Items', 'Anzahl der Artikel')],
  ['unit_count', 'product_details', t('Unit Count', 'Anzahl der Einheiten')],
  ['item_package_quantity', 'product_details', t('Package Quantity', 'Packungsmenge')],
  ['number_of_wheels', 'product_details', t('Number of Wheels', 'Anzahl der Rollen')],
  ['minimum_age', 'safety_and_compliance', t('Minimum Age (months)', 'Mindestalter (Monate)')],
];
for (const [name, group, title, maxLength] of EXTRA_TEXT)
  ATTRIBUTES[name] = {
    group,
    build: (l) => textAttribute(l, { title, description: title, maxLength, maxBytes: maxLength * 4, max: 3 }),
  };
for (const [name, group, title] of EXTRA_NUMBERS)
  ATTRIBUTES[name] = {
    group,
    build: (l) => numberAttribute(l, { title, description: title, integer: true, minimum: 1 }),
  };
ATTRIBUTES.item_weight = {
  group: 'shipping',
  build: (l) =>
    measureAttribute(l, {
      title: t('Item Weight', 'Artikelgewicht'),
      description: t('Weight of the item', 'Gewicht des Artikels'),
      kind: 'weight',
    }),
};
ATTRIBUTES.capacity = {
  group: 'product_details',
  build: (l) =>
    measureAttribute(l, {
      title: t('Capacity', 'Fassungsvermögen'),
      description: t('Volume it holds', 'Volumen'),
      kind: 'volume',
    }),
};
ATTRIBUTES.item_dimensions = {
  group: 'shipping',
  build: (l) =>
    dimensionsAttribute(l, {
      title: t('Item Dimensions', 'Artikelabmessungen'),
      description: t('Dimensions of the item', 'Abmessungen des Artikels'),
    }),
};

const COMMON = Object.keys(ATTRIBUTES).filter(
  (name) =>
    !EXTRA_TEXT.some(([n]) => n === name) &&
    !EXTRA_NUMBERS.some(([n]) => n === name) &&
    ![
      'item_weight',
      'capacity',
      'item_dimensions',
      'battery',
      'num_batteries',
      'lithium_battery',
      'batteries_included',
      'ghs',
    ].includes(name),
);

export const PRODUCT_TYPE_SPECS: Readonly<Record<string, TypeSpec>> = {
  SHIRT: {
    displayName: t('Shirt', 'Hemd'),
    required: ['item_name', 'brand', 'product_description'],
    themes: ['SIZE/COLOR', 'SIZE', 'COLOR'],
    deprecatedThemes: ['SIZE_NAME/COLOR_NAME', 'COLOR_NAME'],
    extras: [
      'care_instructions',
      'style',
      'pattern',
      'fabric_type',
      'collar_style',
      'sleeve_type',
      'item_type_keyword',
      'special_feature',
    ],
  },
  HAIRBAND: {
    displayName: t('Hairband', 'Haarband'),
    required: ['item_name', 'brand'],
    themes: ['COLOR', 'SIZE'],
    deprecatedThemes: ['COLOR_NAME'],
    extras: ['style', 'pattern', 'item_type_keyword', 'number_of_items', 'age_range_description'],
  },
  FOOD: {
    displayName: t('Food', 'Lebensmittel'),
    required: ['item_name', 'brand', 'product_description'],
    themes: ['FLAVOR', 'SIZE', 'FLAVOR/SIZE'],
    deprecatedThemes: ['FLAVOR_NAME', 'ITEM_PACKAGE_QUANTITY'],
    extras: [
      'ingredients',
      'allergen_information',
      'flavor',
      'specialty',
      'unit_count',
      'unit_count_type',
      'item_package_quantity',
      'item_weight',
      'item_type_keyword',
      'ghs',
    ],
  },
  KITCHEN: {
    displayName: t('Kitchen', 'Küche'),
    required: ['item_name', 'brand'],
    themes: ['COLOR', 'SIZE/COLOR'],
    deprecatedThemes: ['STYLE_NAME'],
    // The largest: every attribute the simulator knows (the bench measures it).
    extras: [
      ...EXTRA_TEXT.map(([n]) => n),
      ...EXTRA_NUMBERS.map(([n]) => n),
      'item_weight',
      'capacity',
      'item_dimensions',
      'battery',
      'num_batteries',
      'lithium_battery',
      'batteries_included',
      'ghs',
    ],
    batteries: true,
  },
  HEADPHONES: {
    displayName: t('Headphones', 'Kopfhörer'),
    required: ['item_name', 'brand', 'batteries_required'],
    themes: ['COLOR', 'STYLE'],
    deprecatedThemes: ['COLOR_NAME'],
    extras: [
      'connectivity_technology',
      'headphones_form_factor',
      'noise_control',
      'warranty_description',
      'included_components',
      'battery',
      'num_batteries',
      'lithium_battery',
      'batteries_included',
      'item_weight',
      'model_number',
    ],
    batteries: true,
  },
  TOY_FIGURE: {
    displayName: t('Toy Figure', 'Spielfigur'),
    required: ['item_name', 'brand', 'minimum_age'],
    themes: ['CHARACTER', 'SIZE'],
    deprecatedThemes: ['CHARACTER_NAME'],
    extras: [
      'age_range_description',
      'character',
      'theme',
      'safety_warning',
      'minimum_age',
      'included_components',
      'battery',
      'num_batteries',
      'lithium_battery',
      'batteries_included',
      'item_dimensions',
    ],
    batteries: true,
  },
  LUGGAGE: {
    displayName: t('Luggage', 'Gepäck'),
    required: ['item_name', 'brand'],
    themes: ['SIZE/COLOR', 'COLOR'],
    deprecatedThemes: ['SIZE_NAME'],
    extras: [
      'outer_material_type',
      'closure_type',
      'lining_description',
      'wheel_type',
      'number_of_wheels',
      'capacity',
      'item_dimensions',
      'item_weight',
      'warranty_description',
      'handle_description',
    ],
  },
  PET_SUPPLIES: {
    displayName: t('Pet Supplies', 'Heimtierbedarf'),
    required: ['item_name', 'brand'],
    themes: ['SIZE', 'FLAVOR', 'SIZE/COLOR'],
    deprecatedThemes: ['SIZE_NAME'],
    extras: [
      'pet_type',
      'breed_recommendation',
      'target_species',
      'flavor',
      'ingredients',
      'unit_count',
      'unit_count_type',
      'item_weight',
      'ghs',
    ],
  },
};

/** `contains` a value object whose `key` is one of `values` (how Amazon writes its conditions). */
const containsValue = (attribute: string, values: unknown[], key = 'value') => ({
  required: [attribute],
  properties: {
    [attribute]: {
      contains: {
        required: [key],
        properties: { [key]: values.length === 1 ? { const: values[0] } : { enum: values } },
      },
    },
  },
});

/** An `if`/`then` rule (built as entries: a literal `then` key reads as a thenable to the linter). */
const rule = (condition: Schema, consequence: Schema): Schema =>
  Object.fromEntries([
    ['if', condition],
    ['then', consequence],
  ]);

/** The conditional rules Amazon's schemas carry in a top-level `allOf`. */
function conditions(spec: TypeSpec, names: Set<string>): Schema[] {
  const rules: Schema[] = [
    // A child names its parent and the theme; a parent names its theme.
    rule(containsValue('parentage_level', ['child']), {
      required: ['child_parent_sku_relationship', 'variation_theme'],
    }),
    rule(containsValue('parentage_level', ['parent']), { required: ['variation_theme'] }),
    // Fulfilled by Amazon: the package must be measured.
    rule(
      {
        required: ['fulfillment_availability'],
        properties: {
          fulfillment_availability: {
            contains: {
              required: ['fulfillment_channel_code'],
              properties: { fulfillment_channel_code: { const: 'AMAZON_NA' } },
            },
          },
        },
      },
      { required: ['item_package_dimensions', 'item_package_weight'] },
    ),
  ];
  if (spec.batteries) {
    rules.push(rule(containsValue('batteries_required', [true]), { required: ['battery', 'num_batteries'] }));
    rules.push(
      rule(containsValue('battery', ['lithium_ion', 'lithium_metal'], 'cell_composition'), {
        required: ['lithium_battery'],
      }),
    );
  }
  if (names.has('ghs'))
    rules.push(rule(containsValue('supplier_declared_dg_hz_regulation', ['ghs']), { required: ['ghs'] }));
  // Some published schemas carry an empty `anyOf`, which the 2019-09 meta-schema refuses; the
  // validator strips them (one definition keeps one so the tests see it).
  if (spec.displayName === PRODUCT_TYPE_SPECS.FOOD?.displayName) rules.push({ anyOf: [] });
  return rules;
}

const GROUP_TITLES: Record<PropertyGroupName, Localised> = {
  product_identity: t('Product Identity', 'Produktidentität'),
  product_details: t('Product Details', 'Produktdetails'),
  offer: t('Offer', 'Angebot'),
  shipping: t('Shipping', 'Versand'),
  safety_and_compliance: t('Safety & Compliance', 'Sicherheit und Konformität'),
  variations: t('Variations', 'Varianten'),
  images: t('Images', 'Bilder'),
};

export const localeOf = (marketplaceId: string): DefinitionLocale =>
  marketplaceId === 'A1PN6ACHEL2ZZA' ? 'de_DE' : 'en_US';

const checksum = (document: unknown) => createHash('md5').update(JSON.stringify(document)).digest('base64');

/** getDefinitionsProductType as the simulator answers it; null for a product type it does not have. */
export function productTypeDefinition(
  productType: string,
  marketplaceId: string,
  locale: DefinitionLocale = localeOf(marketplaceId),
): ProductTypeDefinition | null {
  const spec = PRODUCT_TYPE_SPECS[productType];
  if (!spec) return null;
  const currency = currencyOf(marketplaceId);
  const marketplaceName =
    marketplaceById(marketplaceId)?.siteUrl.replace(/^amazon/, 'Amazon') ?? marketplaceId;
  const names = [...new Set([...COMMON, ...spec.extras, 'variation_theme'])];
  const properties: Record<string, Schema> = {};
  const groups = Object.fromEntries(
    PROPERTY_GROUPS.map((g) => [
      g,
      {
        title: say(GROUP_TITLES[g], locale),
        description: say(GROUP_TITLES[g], locale),
        propertyNames: [] as string[],
      },
    ]),
  ) as ProductTypeDefinition['propertyGroups'];
  for (const name of names) {
    if (name === 'variation_theme') {
      properties[name] = variationTheme(locale, spec.themes, spec.deprecatedThemes);
      groups.variations.propertyNames.push(name);
      continue;
    }
    const attribute = ATTRIBUTES[name];
    if (!attribute) continue;
    properties[name] = attribute.build(locale, currency);
    groups[attribute.group].propertyNames.push(name);
  }
  const schemaUri = `${SCHEMA_URI_BASE}/${productType}`;
  const schemaDocument = {
    $schema: META_SCHEMA_URI,
    $id: schemaUri,
    $comment: `Amazon product type definition for ${productType} product type`,
    $defs: DEFS(marketplaceId, locale, marketplaceName),
    type: 'object',
    required: spec.required,
    properties,
    allOf: conditions(spec, new Set(names)),
  };
  const sum = checksum(schemaDocument);
  return {
    productType,
    displayName: say(spec.displayName, locale),
    marketplaceIds: [marketplaceId],
    locale,
    requirements: 'LISTING',
    requirementsEnforced: 'ENFORCED',
    propertyGroups: groups,
    productTypeVersion: { version: 'U1.0.0', latest: true, releaseCandidate: false },
    schema: {
      link: {
        resource: `https://simulator.local/definitions/${productType}/${marketplaceId}/${locale}.json`,
        verb: 'GET',
      },
      checksum: sum,
    },
    metaSchema: { link: { resource: META_SCHEMA_URI, verb: 'GET' }, checksum: checksum(META_SCHEMA) },
    schemaDocument,
  };
}

export const PRODUCT_TYPE_NAMES = Object.keys(PRODUCT_TYPE_SPECS);
