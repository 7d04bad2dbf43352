import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteId } from '@portal/schema';

// The web collects its screens from every `screens.ts` manifest (a Vite glob); the browser tests
// read the same files, so the routes they walk are exactly those the build has a screen for.
const WEB_SRC = new URL('../../packages/web/src/', import.meta.url);
const DOMAINS = new URL('domains/', WEB_SRC);

const manifestUrls = [
  ...readdirSync(DOMAINS)
    .map((domain) => new URL(`${domain}/screens.ts`, DOMAINS))
    .filter((url) => existsSync(fileURLToPath(url))),
  new URL('app/pages/screens.ts', WEB_SRC),
];

const modules = (await Promise.all(manifestUrls.map((url) => import(url.href)))) as Array<{
  SCREENS: Record<string, unknown>;
}>;

/** Route ids with a screen in this build. */
export const IMPLEMENTED_ROUTES = modules.flatMap((m) => Object.keys(m.SCREENS)) as RouteId[];
