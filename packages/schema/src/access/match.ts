import { ROUTE_BY_ID, ROUTES, type RouteId } from './routes.ts';

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; optional: boolean };

const parsePattern = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param', name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }
        : { kind: 'static', text: part },
    );

const COMPILED = ROUTES.map((route) => ({ id: route.id as RouteId, segments: parsePattern(route.path) }));

// Ranked like react-router: a static segment outranks a parameter, so /…/activity beats /…/:tabValue.
const STATIC_SCORE = 3;
const PARAM_SCORE = 2;

/** Score of the best way `pattern` matches `parts`, or -1 when it does not match. */
const score = (pattern: Segment[], parts: string[]): number => {
  const [head, ...rest] = pattern;
  if (!head) return parts.length === 0 ? 0 : -1;
  const [part, ...remaining] = parts;
  let best = -1;
  if (part !== undefined) {
    const fits = head.kind === 'param' || head.text === part;
    const tail = fits ? score(rest, remaining) : -1;
    if (tail >= 0) best = tail + (head.kind === 'static' ? STATIC_SCORE : PARAM_SCORE);
  }
  if (head.kind === 'param' && head.optional) best = Math.max(best, score(rest, parts));
  return best;
};

const pathnameOf = (location: string): string => location.split(/[?#]/, 1)[0] ?? '';

/** The route a pathname (query and hash allowed) belongs to, or null for an unknown page. */
export const matchRoute = (pathname: string): RouteId | null => {
  const parts = pathnameOf(pathname).split('/').filter(Boolean);
  let best: { id: RouteId; score: number } | null = null;
  for (const route of COMPILED) {
    const s = score(route.segments, parts);
    if (s >= 0 && (!best || s > best.score)) best = { id: route.id, score: s };
  }
  return best?.id ?? null;
};

/** A concrete path for a route; parameters are URL-encoded and optional ones may be left out. */
export const buildPath = (routeId: RouteId, params: Record<string, string | undefined> = {}): string => {
  const built = parsePattern(ROUTE_BY_ID[routeId].path).flatMap((segment) => {
    if (segment.kind === 'static') return [segment.text];
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) return [];
      throw new Error(`Route ${routeId} needs the parameter ${segment.name}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${built.join('/')}`;
};
