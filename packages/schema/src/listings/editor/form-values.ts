import {
  type FieldProperty,
  IMAGE_SLOTS,
  type ListingFieldDefinition,
  NESTED_ARRAY_CAP,
} from './field-definition.ts';

/**
 * The editor's values and the listing's attributes, both ways. The form keeps every value as the
 * text its inputs hold ('true', '12.5'); attributes are Amazon's arrays of objects with typed
 * values and their selectors. Hidden selectors ride along in each entry untouched.
 */

export type Attributes = Record<string, Record<string, unknown>[]>;
export type FormValue = string | FormEntry | FormEntry[];
export interface FormEntry {
  [key: string]: FormValue;
}
export type FormValues = Record<string, FormEntry[]>;

const toText = (value: unknown): FormValue => {
  if (Array.isArray(value)) return value.slice(0, NESTED_ARRAY_CAP).map((v) => toEntry(v));
  if (typeof value === 'object' && value !== null) return toEntry(value);
  if (value === null || value === undefined) return '';
  return String(value);
};

function toEntry(value: unknown): FormEntry {
  const entry: FormEntry = {};
  if (typeof value !== 'object' || value === null) return entry;
  for (const [key, v] of Object.entries(value)) entry[key] = toText(v);
  return entry;
}

/** The form's values for a listing's attributes. */
export function toFormValues(attributes: Attributes): FormValues {
  const values: FormValues = {};
  for (const [name, entries] of Object.entries(attributes))
    values[name] = (entries ?? []).map((e) => toEntry(e));
  return values;
}

/** 'true'/'false' and numeric strings as the values they stand for (spec 3 §5). */
export function normalise(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

const isEmpty = (value: unknown): boolean =>
  value === '' ||
  value === undefined ||
  value === null ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

function typed(value: FormValue, property: FieldProperty | undefined): unknown {
  if (Array.isArray(value)) {
    const items = value
      .slice(0, NESTED_ARRAY_CAP)
      .map((v) => typed(v, property))
      .filter((v) => !isEmpty(v));
    return items;
  }
  if (typeof value === 'object') return typedEntry(value, property?.properties ?? []);
  const text = value.trim();
  if (text === '') return '';
  switch (property?.type) {
    case 'number':
    case 'integer':
      return Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case undefined:
      return normalise(text);
    default:
      return text;
  }
}

const SELECTORS = new Set(['marketplace_id', 'language_tag']);

function typedEntry(entry: FormEntry, properties: FieldProperty[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let filled = false;
  for (const [key, value] of Object.entries(entry)) {
    const v = typed(
      value,
      properties.find((p) => p.key === key),
    );
    if (isEmpty(v)) continue;
    out[key] = v;
    if (!SELECTORS.has(key)) filled = true;
  }
  // An entry with only its selectors left is an empty entry.
  return filled ? out : {};
}

export interface ToAttributesOptions {
  marketplaceId: string;
  languageTag: string;
}

/**
 * The attributes to submit: typed, empty values stripped, images with no location dropped, the
 * quantity removed where inventory is marked always available, selectors filled in (spec 3 §5).
 */
export function toAttributes(
  values: FormValues,
  fields: ListingFieldDefinition[],
  options: ToAttributesOptions,
): Attributes {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const attributes: Attributes = {};
  for (const [name, entries] of Object.entries(values)) {
    const field = byName.get(name);
    const out: Record<string, unknown>[] = [];
    for (const entry of entries) {
      const item = typedEntry(entry, field?.properties ?? []);
      if (Object.keys(item).length === 0) continue;
      if ((IMAGE_SLOTS as readonly string[]).includes(name) && !item.media_location) continue;
      if (item.is_inventory_available === true) delete item.quantity;
      if (field?.selectors.includes('marketplace_id') && item.marketplace_id === undefined)
        item.marketplace_id = options.marketplaceId;
      if (field?.selectors.includes('language_tag') && item.language_tag === undefined)
        item.language_tag = options.languageTag;
      out.push(item);
    }
    if (out.length > 0) attributes[name] = out;
  }
  return attributes;
}

/** A value with its object keys sorted, so key order never counts as a change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(normalise(a))) === JSON.stringify(canonical(normalise(b)));

/** Only changed attributes are sent as updated keys (spec 3 §5); removed ones count as changed. */
export function changedAttributeKeys(before: Attributes, after: Attributes): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !same(before[name] ?? [], after[name] ?? [])).sort();
}
