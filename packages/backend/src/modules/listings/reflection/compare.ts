import { isDeepStrictEqual } from 'node:util';
import { LISTING_SECTIONS } from '@portal/schema';
import type { CatalogItem, ListingAttributes } from '../../../connectors/listings/listings-connector.ts';
import { type FieldGroup, fieldGroupOf, IMAGE_SLOT_NAMES, IMAGE_VARIANT_OF_SLOT } from './field-groups.ts';

/** Spec 3 §3 difference: N only on Amazon, D submitted but not shown, E edited, A a list that differs in length. */
export interface Difference {
  kind: 'N' | 'D' | 'E' | 'A';
  group: FieldGroup;
  path: string[];
  lhs: unknown;
  rhs: unknown;
  listingImageKey?: string;
  listingImageUrl?: string | null;
  catalogItemImageUrl?: string | null;
}

export interface Comparison {
  /** Per field group: true when everything submitted in it is displayed. */
  matches: Record<FieldGroup, boolean>;
  differences: Difference[];
}

/** Selectors and language tags say where a value applies, not what it is: they are left out. */
const SELECTORS = new Set(['marketplace_id', 'language_tag']);

function normalize(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SELECTORS.has(k))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalize(v)]),
    );
  return value;
}

const plain = (values: readonly Record<string, unknown>[] | undefined) =>
  values === undefined ? undefined : (normalize(values) as unknown[]);

/**
 * What the catalog displays against what was submitted, per field group (docs/decisions/0402):
 * attributes after dropping selectors and trimming text; images by slot (is there one in the slot
 * the submission filled?), never by URL, since Amazon re-hosts every image it takes.
 */
export function compareWithCatalog(submitted: ListingAttributes, displayed: CatalogItem | null): Comparison {
  const matches = Object.fromEntries(LISTING_SECTIONS.map((g) => [g, true])) as Record<FieldGroup, boolean>;
  const differences: Difference[] = [];
  const shownImages = new Map(
    (displayed?.images[0]?.images ?? []).map((image) => [image.variant, image.link] as const),
  );
  for (const [name, values] of Object.entries(submitted)) {
    const group = fieldGroupOf(name);
    if ((IMAGE_SLOT_NAMES as readonly string[]).includes(name)) {
      const url = values[0]?.media_location;
      const variant = IMAGE_VARIANT_OF_SLOT[name] ?? '';
      const shown = shownImages.get(variant);
      if (typeof url === 'string' && shown === undefined)
        differences.push({
          kind: 'D',
          group,
          path: [name],
          lhs: url,
          rhs: null,
          listingImageKey: name,
          listingImageUrl: url,
          catalogItemImageUrl: null,
        });
      else if (url === undefined && shown !== undefined)
        differences.push({
          kind: 'N',
          group,
          path: [name],
          lhs: null,
          rhs: shown,
          listingImageKey: name,
          listingImageUrl: null,
          catalogItemImageUrl: shown,
        });
      continue;
    }
    const lhs = plain(values);
    const rhs = plain(displayed?.attributes[name]);
    if (isDeepStrictEqual(lhs, rhs)) continue;
    const kind =
      rhs === undefined
        ? 'D'
        : lhs === undefined || lhs.length === 0
          ? 'N'
          : lhs.length !== rhs.length
            ? 'A'
            : 'E';
    differences.push({ kind, group, path: [name], lhs: lhs ?? null, rhs: rhs ?? null });
  }
  for (const d of differences) matches[d.group] = false;
  return { matches, differences };
}
