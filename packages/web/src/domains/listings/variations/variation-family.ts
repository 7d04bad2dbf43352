import { LISTINGS_BULK_MESSAGES } from '@portal/schema';

/** spec 3 §3 Variation family member: a listing, and whether the dialog moved it. */
export interface FamilyMember {
  sku: string;
  asin: string | null;
  updated: boolean;
}

/** The family as the dialog holds it: the parent's children and the free listings beside them. */
export interface Family {
  parentSku: string;
  children: FamilyMember[];
  nonChildren: FamilyMember[];
}

export type MoveResult = { family: Family; error: null } | { family: Family; error: string };

const bySku = (a: FamilyMember, b: FamilyMember) => a.sku.localeCompare(b.sku);

/** Moving there and back is no change: the flag follows where the listing ends, not how often it moved. */
const moved = (m: FamilyMember): FamilyMember => ({ ...m, updated: !m.updated });

/** Ticked free listings become the parent's children ('No free listings selected.' when none is ticked). */
export function moveToChildren(family: Family, ticked: ReadonlySet<string>): MoveResult {
  const going = family.nonChildren.filter((m) => ticked.has(m.sku));
  if (going.length === 0) return { family, error: LISTINGS_BULK_MESSAGES.noFreeListings };
  return {
    family: {
      ...family,
      nonChildren: family.nonChildren.filter((m) => !ticked.has(m.sku)),
      children: [...family.children, ...going.map(moved)].sort(bySku),
    },
    error: null,
  };
}

/** Ticked children become free listings ('No children selected.' when none is ticked). */
export function moveToFree(family: Family, ticked: ReadonlySet<string>): MoveResult {
  const going = family.children.filter((m) => ticked.has(m.sku));
  if (going.length === 0) return { family, error: LISTINGS_BULK_MESSAGES.noChildren };
  return {
    family: {
      ...family,
      children: family.children.filter((m) => !ticked.has(m.sku)),
      nonChildren: [...family.nonChildren, ...going.map(moved)].sort(bySku),
    },
    error: null,
  };
}

/** What submit sends, or 'No changes detected.' when nothing was moved. */
export function changesOf(family: Family): { error: string } | { error: null; family: Family } {
  const any = [...family.children, ...family.nonChildren].some((m) => m.updated);
  return any ? { error: null, family } : { error: LISTINGS_BULK_MESSAGES.noChanges };
}

/** Manage variations needs at least one listing, all of one product type. */
export function selectionError(productTypes: readonly string[]): string | null {
  if (productTypes.length === 0) return null;
  return new Set(productTypes).size > 1 ? LISTINGS_BULK_MESSAGES.differentProductTypesVariations : null;
}
