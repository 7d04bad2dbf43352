import {
  type Attributes,
  type FieldProperty,
  type FormEntry,
  type ListingFieldDefinition,
  NESTED_ARRAY_CAP,
  toAttributes,
  toFormValues,
} from '@portal/schema';
import type { CellEditor } from '../../ui';
import { mainProperty, maxEntries, newEntry } from '../product-type-fields/definitions';

/**
 * The bulk grids' columns, from the product type's field definitions (ADR 0606): the same
 * definitions, read by the same module, as the listing editor. An attribute with several values
 * (bullet points) has one column per value, up to its limit; each column edits its value's main
 * property with the editor its definition calls for.
 */
export interface BulkColumn {
  /** The grid's key: the attribute, or `attribute#n` for its n-th value (n ≥ 2). */
  key: string;
  attribute: string;
  /** The value's place in the attribute's array. */
  index: number;
  title: string;
  field: ListingFieldDefinition;
  property: FieldProperty;
  editor: CellEditor;
}

/** The attributes bulk editing offers: those whose value is one editable property. */
export const bulkEditableFields = (fields: readonly ListingFieldDefinition[]) =>
  fields.filter((f) => mainProperty(f) !== null);

/** The editor a value's definition calls for. */
export function editorOf(property: FieldProperty): CellEditor {
  if (property.selectOptions.length > 0 && !property.freeText)
    return {
      kind: 'select',
      options: property.selectOptions.map((o) => ({
        value: o.value,
        label: o.label,
        disabled: o.deprecated,
      })),
    };
  if (property.type === 'boolean')
    return {
      kind: 'select',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    };
  if (property.type === 'number' || property.type === 'integer')
    return {
      kind: 'number',
      integer: property.type === 'integer',
      min: property.minimum ?? null,
      max: property.maximum ?? null,
    };
  return { kind: 'text', maxLength: property.maxLength };
}

/** The chosen attributes' columns, in the order chosen. */
export function bulkColumns(
  fields: readonly ListingFieldDefinition[],
  attributes: readonly string[],
): BulkColumn[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return attributes.flatMap((name) => {
    const field = byName.get(name);
    const property = field ? mainProperty(field) : null;
    if (!field || !property) return [];
    const count = Math.min(maxEntries(field), NESTED_ARRAY_CAP);
    return Array.from({ length: count }, (_, index) => ({
      key: index === 0 ? name : `${name}#${index + 1}`,
      attribute: name,
      index,
      title: count > 1 ? `${field.meta.title} ${index + 1}` : field.meta.title,
      field,
      property,
      editor: editorOf(property),
    }));
  });
}

/** A column's heading: the title and the limit the editor keeps to. */
export function columnHeading(column: BulkColumn): string {
  const { editor, property } = column;
  const required = column.field.required && column.index === 0 ? ' *' : '';
  if (editor.kind === 'text' && editor.maxLength)
    return `${column.title}${required} (max ${editor.maxLength})`;
  if (editor.kind === 'number' && (property.minimum != null || property.maximum != null))
    return `${column.title}${required} (${property.minimum ?? '…'}–${property.maximum ?? '…'})`;
  return `${column.title}${required}`;
}

/**
 * Why a cell's text would be refused, in the validator's words (null when it would not): a value
 * outside the fixed list, not a number, out of bounds, too long, or a required first value emptied.
 */
export function cellProblem(column: BulkColumn, text: string): string | null {
  const { editor, title } = column;
  const name = column.field.meta.title;
  const value = text.trim();
  if (value === '')
    return column.field.required && column.index === 0 ? `'${name}' is required but not supplied.` : null;
  if (editor.kind === 'select') {
    const option = editor.options.find((o) => o.value === value);
    if (!option) return `'${value}' is not an allowed value for '${title}'.`;
    if (option.disabled) return `'${option.label}' is deprecated for '${title}'; choose a current value.`;
    return null;
  }
  if (editor.kind === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return `'${title}' must be a number.`;
    if (editor.integer && !Number.isInteger(number)) return `'${title}' must be a whole number.`;
    if (editor.min != null && number < editor.min) return `'${title}' is below its minimum of ${editor.min}.`;
    if (editor.max != null && number > editor.max) return `'${title}' is above its maximum of ${editor.max}.`;
    return null;
  }
  if (editor.maxLength != null && text.length > editor.maxLength)
    return `'${title}' is longer than ${editor.maxLength} characters.`;
  return null;
}

/** The text a cell starts with: the value's main property at its place, as the form holds it. */
export function cellText(attributes: unknown, column: BulkColumn): string {
  const entries = (attributes as Attributes | null | undefined)?.[column.attribute];
  const value = entries?.[column.index]?.[column.property.key];
  return value === undefined || value === null ? '' : String(value);
}

/**
 * One listing's changed attributes as Amazon's values, built as the listing editor builds them
 * (toAttributes): the listing's entries with the edited main values put in place, typed by the
 * definition, and marketplace_id/language_tag added where the definition's selectors ask.
 */
export function attributesToSubmit(
  before: unknown,
  cells: Readonly<Record<string, string>>,
  columns: readonly BulkColumn[],
  touched: readonly string[],
  options: { marketplaceId: string; languageTag: string },
): Attributes {
  const fields = [...new Map(columns.map((c) => [c.attribute, c.field])).values()];
  const current = toFormValues((before ?? {}) as Attributes);
  const values: Record<string, FormEntry[]> = {};
  for (const name of touched) {
    const entries = [...(current[name] ?? [])];
    for (const column of columns.filter((c) => c.attribute === name)) {
      const entry = entries[column.index] ?? newEntry(column.field.properties);
      entries[column.index] = { ...entry, [column.property.key]: cells[column.key] ?? '' };
    }
    // Places left empty by a shorter list are filled so the array has no holes.
    values[name] = Array.from(entries, (e) => e ?? {});
  }
  const built = toAttributes(values, fields, options);
  return Object.fromEntries(touched.map((name) => [name, built[name] ?? []]));
}
