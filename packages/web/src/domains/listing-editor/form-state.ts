import {
  type FieldProperty,
  type FormEntry,
  type FormValue,
  type FormValues,
  IMAGE_SLOTS,
  type ListingFieldDefinition,
  NESTED_ARRAY_CAP,
} from '@portal/schema';
import { newEntry } from '../product-type-fields/definitions';

/** The element a field's validation issue scrolls to. */
export const fieldElementId = (attribute: string) => `field-${attribute}`;
/** The accordion item of a group; `#accordion-{group}` in the address opens it (spec 3 §2). */
export const accordionHash = (group: string) => `#accordion-${group}`;
export const IMAGES_GROUP = 'images';

// Shared with the bulk tools (one reading of the definitions); re-exported for the editor's files.
export { languageTagOf, maxEntries, newEntry, visibleProperties } from '../product-type-fields/definitions';

/** The entries shown for a field: at least one, so an unset field can be filled. */
export const shownEntries = (values: FormValues, field: ListingFieldDefinition): FormEntry[] => {
  const entries = values[field.name] ?? [];
  return entries.length > 0 ? entries : [newEntry(field.properties)];
};

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
