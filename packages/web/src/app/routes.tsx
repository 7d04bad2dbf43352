import type { RouteId } from '@portal/schema';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { collectScreens, type ScreenModule } from './screens/collect-screens';
import type { ScreenLayout } from './screens/define-screens';

export interface ScreenEntry {
  screen: LazyExoticComponent<ComponentType>;
  layout: ScreenLayout;
}

// Every domain declares its screens once, in its own `screens.ts`; nothing here lists them.
const MODULES = import.meta.glob<ScreenModule>(['../domains/*/screens.ts', './pages/screens.ts'], {
  eager: true,
});

const COLLECTED = collectScreens(Object.values(MODULES));

/** Route id → screen. Paths and access rules come from the route table in @portal/schema. */
export const SCREENS: Partial<Record<RouteId, ScreenEntry>> = Object.fromEntries(
  [...COLLECTED].map(([id, def]) => [
    id,
    { layout: def.layout, screen: lazy(async () => ({ default: await def.load() })) },
  ]),
);

/** Routes with a screen in this build; the menu offers only these. */
export const IMPLEMENTED_ROUTE_IDS: ReadonlySet<string> = new Set(COLLECTED.keys());
