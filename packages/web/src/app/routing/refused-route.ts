import { FORBIDDEN_MESSAGE } from '../../ui/states/ForbiddenState';

/**
 * What the route guard leaves in the history entry it redirects to when a signed-in user is
 * refused a page, so the page they land on can say why they are there.
 */
export type RefusedRouteState = { refusedFrom: string };

export const refusedRouteState = (refusedFrom: string): RefusedRouteState => ({ refusedFrom });

/** The address the user was refused, from a history entry's state; null when nothing was refused. */
export function refusedFromOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('refusedFrom' in state)) return null;
  const { refusedFrom } = state as { refusedFrom: unknown };
  return typeof refusedFrom === 'string' ? refusedFrom : null;
}

/**
 * The sentence shown where a refused user lands: the screens' own forbidden words first (issue 38
 * point 14: a redirect alone read as if the page had opened), then which page and why they are here.
 */
export const refusedRouteMessage = (refusedFrom: string): string =>
  `${FORBIDDEN_MESSAGE} (${refusedFrom}), so you were brought here instead.`;
