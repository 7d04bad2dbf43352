/**
 * The Product Type Definitions API 2020-09-01 as the portal reads it (shared/research, listings
 * anchors §2): `getDefinitionsProductType` answers links to the schema and the meta-schema, each with
 * a checksum for caching, the property groups and the version. The simulator answers the schema
 * inline as well (`schemaDocument`), where the real adapter downloads it from `schema.link`.
 */

export const META_SCHEMA_URI =
  'https://schemas.amazon.com/selling-partners/definitions/product-types/meta-schema/v1';
export const AMAZON_VOCABULARY_URI =
  'https://schemas.amazon.com/selling-partners/definitions/product-types/vocabulary/v1';
export const SCHEMA_URI_BASE =
  'https://schemas.amazon.com/selling-partners/definitions/product-types/schema/v1';

export type Requirements = 'LISTING' | 'LISTING_PRODUCT_ONLY' | 'LISTING_OFFER_ONLY';
export type DefinitionLocale = 'en_US' | 'de_DE';

/** Amazon's property group names, which are the spec's listing sections. */
export const PROPERTY_GROUPS = [
  'product_identity',
  'product_details',
  'offer',
  'shipping',
  'safety_and_compliance',
  'variations',
  'images',
] as const;
export type PropertyGroupName = (typeof PROPERTY_GROUPS)[number];

export interface SchemaLink {
  link: { resource: string; verb: 'GET' };
  /** Base64 MD5 of the document, for caching. */
  checksum: string;
}

/** A JSON Schema document (draft 2019-09 plus Amazon's vocabulary). */
export type SchemaDocument = Record<string, unknown>;

/** `ProductTypeDefinition` of the API, plus the simulator's inline documents. */
export interface ProductTypeDefinition {
  productType: string;
  displayName: string;
  marketplaceIds: string[];
  locale: DefinitionLocale;
  requirements: Requirements;
  requirementsEnforced: 'ENFORCED' | 'NOT_ENFORCED';
  propertyGroups: Record<PropertyGroupName, { title: string; description: string; propertyNames: string[] }>;
  productTypeVersion: { version: string; latest: boolean; releaseCandidate: boolean };
  schema: SchemaLink;
  metaSchema: SchemaLink;
  schemaDocument: SchemaDocument;
}

/** `ProductTypeList` of searchDefinitionsProductTypes. */
export interface ProductTypeSummary {
  name: string;
  displayName: string;
  marketplaceIds: string[];
}
