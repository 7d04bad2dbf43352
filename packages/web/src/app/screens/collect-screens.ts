import { ROUTE_BY_ID, type RouteId } from '@portal/schema';
import type { ScreenDef, ScreenManifest } from './define-screens';

/** What a `screens.ts` module exports: its domain's manifest under the name `SCREENS`. */
export interface ScreenModule {
  SCREENS: ScreenManifest;
}

/**
 * Merges the domains' manifests into one route id → screen map. A route claimed twice, or a key
 * that is not a route of the access table, is a programming error and fails at start-up (and in
 * the unit test), never silently shadows another screen.
 */
export function collectScreens(modules: readonly ScreenModule[]): Map<RouteId, ScreenDef> {
  const screens = new Map<RouteId, ScreenDef>();
  for (const { SCREENS } of modules) {
    for (const [id, def] of Object.entries(SCREENS)) {
      if (!def) continue;
      if (!Object.hasOwn(ROUTE_BY_ID, id)) throw new Error(`screen for unknown route '${id}'`);
      if (screens.has(id as RouteId)) throw new Error(`route '${id}' has two screens`);
      screens.set(id as RouteId, def);
    }
  }
  return screens;
}
