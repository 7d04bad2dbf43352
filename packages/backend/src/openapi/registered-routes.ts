import type { Express } from 'express';

/** One route the express app answers, its path written the OpenAPI way (`/users/{userId}`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

// Express 5 (router 2) layers: `route` for app.get/router.get, `handle.stack` for a mounted router.
interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const joinPaths = (prefix: string, path: string) => `${prefix.replace(/\/$/, '')}${path}` || '/';
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function walk(stack: Layer[], prefix: string, out: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all')
          out.push({ method, path: toOpenApiPath(joinPaths(prefix, layer.route.path)) });
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      walk(layer.handle.stack, joinPaths(prefix, mount === '/' ? '' : mount), out);
    }
  }
}

/** Every method and path the app has a route for (the app's own router, recursively). */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  // `router` is Express 5's lazily created root router; it is not in the public typings.
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return out;
}
