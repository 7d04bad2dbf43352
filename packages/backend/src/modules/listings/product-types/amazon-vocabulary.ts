import * as Browser from '@hyperjump/browser';
import { registerSchema } from '@hyperjump/json-schema/draft-2019-09';
import { addKeyword, defineVocabulary } from '@hyperjump/json-schema/experimental';
import * as Instance from '@hyperjump/json-schema/instance/experimental';
import { AMAZON_VOCABULARY_URI } from '../../../connectors/listings/product-types/definition.ts';
import { META_SCHEMA } from '../../../connectors/listings/product-types/meta-schema.ts';

/**
 * Amazon's vocabulary registered on @hyperjump/json-schema, as the Product Type Definitions
 * meta-schema documents it (shared/research, listings anchors §2): `maxUniqueItems`/`minUniqueItems`
 * count items per combination of the `selectors` beside them, the UTF-8 byte lengths count bytes
 * (a German title of 200 characters can pass maxLength and still be refused), `$lifecycle` refuses a
 * value in `enumDeprecated` (the marketplace refuses deprecated values on submission). `editable`,
 * `hidden`, `enumNames` and `selectors` only inform.
 */

const KEYWORD = 'https://schemas.amazon.com/selling-partners/definitions/product-types/keyword/';
export const keywordId = (name: string) => `${KEYWORD}${name}`;

type JsonNode = Instance.JsonNode;

/** Items grouped by the values of their selectors (`marketplace_id`, `language_tag`, …). */
function countsBySelectors(instance: JsonNode, selectors: string[]): number[] {
  const counts = new Map<string, number>();
  for (const item of Instance.value<unknown[]>(instance)) {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const key = JSON.stringify(selectors.map((s) => record[s] ?? null));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()];
}

interface UniqueItems {
  limit: number;
  selectors: string[];
}

const compileUniqueItems = async (
  schema: Browser.Browser,
  _ast: unknown,
  parent: Browser.Browser,
): Promise<UniqueItems> => {
  const selectors = await Browser.step('selectors', parent);
  const value = Browser.value(selectors);
  return {
    limit: Browser.value(schema) as number,
    selectors: Array.isArray(value) ? (value as string[]) : [],
  };
};

const utf8Bytes = (instance: JsonNode) => Buffer.byteLength(Instance.value<string>(instance), 'utf8');

const annotation = (name: string) => ({
  id: keywordId(name),
  compile: async (schema: Browser.Browser) => Browser.value(schema),
  interpret: () => true,
});

let registered = false;

/** Registers the keywords, the vocabulary and the meta-schema once per process. */
export function registerAmazonDialect(): void {
  if (registered) return;
  registered = true;
  addKeyword<UniqueItems>({
    id: keywordId('maxUniqueItems'),
    compile: compileUniqueItems,
    interpret: ({ limit, selectors }, instance) =>
      Instance.typeOf(instance) !== 'array' ||
      countsBySelectors(instance, selectors).every((n) => n <= limit),
  });
  addKeyword<UniqueItems>({
    id: keywordId('minUniqueItems'),
    compile: compileUniqueItems,
    interpret: ({ limit, selectors }, instance) =>
      Instance.typeOf(instance) !== 'array' ||
      countsBySelectors(instance, selectors).every((n) => n >= limit),
  });
  addKeyword<number>({
    id: keywordId('maxUtf8ByteLength'),
    compile: async (schema) => Browser.value(schema) as number,
    interpret: (max, instance) => Instance.typeOf(instance) !== 'string' || utf8Bytes(instance) <= max,
  });
  addKeyword<number>({
    id: keywordId('minUtf8ByteLength'),
    compile: async (schema) => Browser.value(schema) as number,
    interpret: (min, instance) => Instance.typeOf(instance) !== 'string' || utf8Bytes(instance) >= min,
  });
  addKeyword<unknown[]>({
    id: keywordId('lifecycle'),
    compile: async (schema) => {
      const lifecycle = Browser.value(schema) as { enumDeprecated?: unknown[] };
      return lifecycle.enumDeprecated ?? [];
    },
    interpret: (deprecated, instance) => !deprecated.includes(Instance.value(instance)),
  });
  for (const name of ['editable', 'hidden', 'enumNames', 'selectors']) addKeyword(annotation(name));
  defineVocabulary(AMAZON_VOCABULARY_URI, {
    maxUniqueItems: keywordId('maxUniqueItems'),
    minUniqueItems: keywordId('minUniqueItems'),
    maxUtf8ByteLength: keywordId('maxUtf8ByteLength'),
    minUtf8ByteLength: keywordId('minUtf8ByteLength'),
    $lifecycle: keywordId('lifecycle'),
    editable: keywordId('editable'),
    hidden: keywordId('hidden'),
    enumNames: keywordId('enumNames'),
    selectors: keywordId('selectors'),
  });
  registerSchema(structuredClone(META_SCHEMA) as unknown as Parameters<typeof registerSchema>[0]);
}
