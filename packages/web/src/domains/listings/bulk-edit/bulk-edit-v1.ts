import {
  BULK_EDIT_V1_MIN_LISTINGS,
  LISTINGS_BULK_MESSAGES,
  type ListingFieldDefinition,
} from '@portal/schema';
import {
  attributesToSubmit,
  type BulkColumn,
  bulkColumns,
  cellProblem,
} from '../../listings-bulk/bulk-columns';

/** A listing ticked on the listings page, as bulk edit v1 sends it (spec 3 §3 'Bulk edit item (v1)'). */
export interface SelectedListing {
  sku: string;
  productType: string;
  brandCode: string | null;
}

/** Bulk edit v1 needs at least 2 listings, all of one product type (spec 3 §5); null when it may open. */
export function bulkEditSelectionError(selected: readonly SelectedListing[]): string | null {
  if (selected.length < BULK_EDIT_V1_MIN_LISTINGS) return LISTINGS_BULK_MESSAGES.bulkEditTooFew;
  if (new Set(selected.map((s) => s.productType)).size > 1)
    return LISTINGS_BULK_MESSAGES.differentProductTypes;
  return null;
}

/** The chosen attribute's inputs: one per value it may hold (a bullet point has several). */
export const attributeColumns = (fields: readonly ListingFieldDefinition[], attribute: string | null) =>
  attribute ? bulkColumns(fields, [attribute]) : [];

/** Each input's problem in the validator's words, keyed by column; empty when all may be sent. */
export function valueProblems(
  columns: readonly BulkColumn[],
  cells: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const column of columns) {
    const problem = cellProblem(column, cells[column.key] ?? '');
    if (problem) problems[column.key] = problem;
  }
  return problems;
}

/**
 * The items of one bulk edit v1: the attribute's values built as the listing editor and the bulk
 * grid build them (typed by the definition, marketplace and language added), the same for every
 * listing. Emptied inputs send an empty array, which deletes the attribute.
 */
export function bulkEditItems(
  selected: readonly SelectedListing[],
  columns: readonly BulkColumn[],
  cells: Readonly<Record<string, string>>,
  options: { marketplaceId: string; languageTag: string },
) {
  const [first] = columns;
  if (!first) return [];
  const values = attributesToSubmit({}, cells, columns, [first.attribute], options)[first.attribute] ?? [];
  return selected.map((s) => ({
    sku: s.sku,
    brandCode: s.brandCode,
    productType: s.productType,
    updatedValues: values,
    attributeKeyToUpdate: first.attribute,
  }));
}
