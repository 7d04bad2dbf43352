import { AMAZON_VOCABULARY_URI, META_SCHEMA_URI } from './definition.ts';

/**
 * Amazon's Product Type Definition meta-schema (v1): JSON Schema draft 2019-09 plus the Amazon
 * vocabulary. Written here from the public documentation of its keywords (shared/research,
 * listings anchors §2); the real adapter fetches it through the definition's `metaSchema` link.
 */
export const META_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  $id: META_SCHEMA_URI,
  $vocabulary: {
    'https://json-schema.org/draft/2019-09/vocab/core': true,
    'https://json-schema.org/draft/2019-09/vocab/applicator': true,
    'https://json-schema.org/draft/2019-09/vocab/validation': true,
    'https://json-schema.org/draft/2019-09/vocab/meta-data': true,
    'https://json-schema.org/draft/2019-09/vocab/format': false,
    'https://json-schema.org/draft/2019-09/vocab/content': true,
    [AMAZON_VOCABULARY_URI]: true,
  },
  $recursiveAnchor: true,
  allOf: [{ $ref: 'https://json-schema.org/draft/2019-09/schema' }],
  properties: {
    editable: { type: 'boolean' },
    hidden: { type: 'boolean' },
    enumNames: { type: 'array', items: { type: 'string' } },
    selectors: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    minUniqueItems: { type: 'integer', minimum: 0 },
    maxUniqueItems: { type: 'integer', minimum: 0 },
    minUtf8ByteLength: { type: 'integer', minimum: 0 },
    maxUtf8ByteLength: { type: 'integer', minimum: 0 },
    $lifecycle: {
      type: 'object',
      properties: {
        replacedBy: { type: 'string' },
        replaces: { type: 'string' },
        enumDeprecated: { type: 'array' },
      },
    },
  },
} as const;
