import type { RestRoute } from '@portal/schema/rest';

const isParam = (segment: string) => segment.startsWith('{');

/**
 * The order routes are bound in: at the first segment where two paths differ in kind, the literal
 * one first, so `/brands/watchlist/get` is matched before `/brands/{brandCode}/…` whatever domain
 * declares it. Express matches in binding order; this makes that order a rule of the paths instead
 * of the order a hand list happened to name the domains in. Ties keep their given order.
 */
export function routingOrder<T extends { route: RestRoute }>(entries: readonly T[]): T[] {
  const key = (entry: T) =>
    entry.route.path
      .split('/')
      .map((segment) => (isParam(segment) ? '1' : '0'))
      .join('');
  return entries
    .map((entry, index) => ({ entry, index, key: key(entry) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
}

/** Whether a concrete path (segments without `{…}`) fits a route's path template. */
export function pathFits(template: string, concrete: string): boolean {
  const want = template.split('/');
  const got = concrete.split('/');
  return want.length === got.length && want.every((segment, i) => isParam(segment) || segment === got[i]);
}
