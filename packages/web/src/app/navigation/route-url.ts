import { ROUTE_BY_ID, type ROUTES, type RouteId } from '@portal/schema';
import { generatePath } from 'react-router-dom';

/** The path pattern of a route, as a literal type (so its parameters are typed). */
type RoutePattern<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>['path'];

/** The parameters a route's pattern names; optional segments may be left out. */
export type RouteParams<Id extends RouteId> = Parameters<typeof generatePath<RoutePattern<Id>>>[1];

/**
 * A link to a route of the access table, built from its one declared pattern: screens never
 * re-type a path. `search` is appended as given (with or without its leading '?').
 */
export function routeUrl<Id extends RouteId>(
  id: Id,
  params?: RouteParams<Id>,
  search: string | URLSearchParams = '',
): string {
  const path = generatePath(ROUTE_BY_ID[id].path as RoutePattern<Id>, params);
  const query = search.toString();
  if (!query) return path;
  return query.startsWith('?') ? `${path}${query}` : `${path}?${query}`;
}
