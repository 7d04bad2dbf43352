import { MAX_MARKETPLACES_LIST_BASE } from '@portal/schema';

/**
 * The modal's choices (spec 3 §9): from the authorized count, a list 125 minus the plan's maximum
 * long. Never below 1.
 */
export function maxMarketplacesChoices(authorized: number, planMax: number): number[] {
  const length = Math.max(0, MAX_MARKETPLACES_LIST_BASE - planMax);
  const first = Math.max(1, authorized);
  return Array.from({ length }, (_, i) => first + i);
}

/** Spec 3 §2: Update is disabled at or below the plan's maximum. */
export const canUpdateMaxMarketplaces = (chosen: number, planMax: number): boolean => chosen > planMax;
