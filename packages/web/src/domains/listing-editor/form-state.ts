import {
  type FieldProperty,
  type FormEntry,
  type FormValue,
  type FormValues,
  IMAGE_SLOTS,
  type ListingFieldDefinition,
  NESTED_ARRAY_CAP,
  NEVER_REPEATABLE,
} from '@portal/schema';

/** The element a field's validation issue scrolls to. */
export const fieldElementId = (attribute: string) => `field-${attribute}`;
/** The accordion item of a group; `#accordion-{group}` in the address opens it (spec 3 §2). */
export const accordionHash = (group: string) => `#accordion-${group}`;
export const IMAGES_GROUP = 'images';

/** Properties a user sees: hidden selectors ride along in the values, unseen. */
export const visibleProperties = (properties: FieldProperty[]) => properties.filter((p) => !p.hidden);

/**
 * A new, empty entry. A value the user cannot change and has one choice (a currency fixed by the
 * marketplace) is filled in; selectors are filled on submit (toAttributes).
 */
export function newEntry(properties: FieldProperty[]): FormEntry {
  const entry: FormEntry = {};
  for (const p of visibleProperties(properties)) {
    if (p.type === 'array') entry[p.key] = [];
    else if (p.type === 'object') entry[p.key] = newEntry(p.properties);
    else if (!p.editable && p.selectOptions.length === 1) entry[p.key] = p.selectOptions[0]?.value ?? '';
    else entry[p.key] = '';
  }
  return entry;
}

/** The entries shown for a field: at least one, so an unset field can be filled. */
export const shownEntries = (values: FormValues, field: ListingFieldDefinition): FormEntry[] => {
  const entries = values[field.name] ?? [];
  return entries.length > 0 ? entries : [newEntry(field.properties)];
};

/** Repeatable groups allow up to maxUniqueItems entries; product description never repeats (spec 3 §5). */
export const maxEntries = (field: ListingFieldDefinition) =>
  field.name === NEVER_REPEATABLE ? 1 : Math.max(1, field.meta.maxUniqueItems);

/** Nested arrays grow to the definition's limit, never past 10 (spec 3 §5). */
export const maxNestedItems = (property: FieldProperty) =>
  Math.min(property.maxItems ?? NESTED_ARRAY_CAP, NESTED_ARRAY_CAP);

export type Path = readonly (string | number)[];

/** A copy of an entry tree with the value at `path` replaced. */
export function setAt(value: FormValue, path: Path, next: FormValue): FormValue {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number] ?? {}, rest, next) as FormEntry;
    return copy;
  }
  const object = typeof value === 'object' ? value : {};
  return { ...object, [head as string]: setAt(object[head as string] ?? '', rest, next) };
}

/** The form's values with one field's entries replaced. */
export const withEntries = (values: FormValues, name: string, entries: FormEntry[]): FormValues => ({
  ...values,
  [name]: entries,
});

/** The field an issue is about: its attribute, else the first step of its path. */
export const issueAttribute = (issue: { attributeNames: readonly string[]; fieldName: string }) =>
  issue.attributeNames[0] ?? issue.fieldName.split(/[./]/).find((s) => s !== '') ?? '';

export const isImageSlot = (name: string) => (IMAGE_SLOTS as readonly string[]).includes(name);

/** An image slot's label: the first is main, the last is swatch (spec 3 §2). */
export function imageSlotLabel(name: string): string {
  if (name === 'main_product_image_locator') return 'Main image';
  if (name === 'swatch_product_image_locator') return 'Swatch image';
  return `Image ${name.replace('other_product_image_locator_', '')}`;
}

/** The language tag new text entries carry: the one the definition allows, else its locale. */
export function languageTagOf(fields: ListingFieldDefinition[], locale: string): string {
  for (const field of fields) {
    const tag = field.properties.find((p) => p.key === 'language_tag')?.selectOptions[0]?.value;
    if (tag) return tag;
  }
  return locale;
}
