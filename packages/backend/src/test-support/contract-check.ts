import { errorShape, type RestRoute, successOf } from '@portal/schema/rest';
import { CONTRACT_ROUTES } from '../modules/domains.ts';

const templateOf = (route: RestRoute) =>
  new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`);
const MATCHERS = CONTRACT_ROUTES.map((route) => ({ route, pattern: templateOf(route) }));

/** The contract route a request was for (a literal path wins over a `{param}` one). */
export function contractRouteOf(method: string, path: string): RestRoute | undefined {
  const pathname = new URL(path, 'http://x').pathname;
  const matches = MATCHERS.filter(
    ({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(pathname),
  );
  return (matches.find(({ route }) => !route.path.includes('{')) ?? matches[0])?.route;
}

/**
 * Problems of one answer against its contract: a success status other than the declared one, a
 * JSON body that does not parse with the declared schema, or an error body not shaped
 * `{ statusCode, message }`. Empty when the answer is what the contract promises.
 */
export function contractProblems(method: string, path: string, status: number, body: unknown): string[] {
  const route = contractRouteOf(method, path);
  const where = `${method.toUpperCase()} ${path} → ${status}`;
  if (!route) return status === 404 ? [] : [`${where}: no contract declares this route`];
  if (status >= 400) {
    const parsed = errorShape.safeParse(body);
    return parsed.success && parsed.data.statusCode === status
      ? []
      : [`${where}: error body is not { statusCode, message }`];
  }
  const { status: declared, answer } = successOf(route);
  if (status !== declared) return [`${where}: the contract declares ${declared}`];
  if (!('schema' in answer)) return [];
  const parsed = answer.schema.safeParse(body);
  return parsed.success
    ? []
    : [
        `${where}: answer breaks ${route.operationId}'s schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
      ];
}
