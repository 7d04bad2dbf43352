import type { RouteId } from '@portal/schema';
import type { ComponentType } from 'react';

/** How a screen is shown: inside the shell (menu, top bar, footer) or alone (sign-in pages). */
export type ScreenLayout = 'shell' | 'public';

/** One screen of a domain: its layout and how to load its component (code-split per screen). */
export interface ScreenDef {
  layout: ScreenLayout;
  load: () => Promise<ComponentType>;
}

/** A domain's screens by the route id of the access table they answer. */
export type ScreenManifest = Partial<Record<RouteId, ScreenDef>>;

/**
 * A screen whose component is the named export `name` of a lazily imported module; the type
 * checker holds the name to an export that really is a component.
 */
export const screen = <K extends string>(
  layout: ScreenLayout,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ScreenDef => ({ layout, load: async () => (await load())[name] });
