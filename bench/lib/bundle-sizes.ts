// Production bundle size per route, from Vite's build manifest (packages/web/dist/.vite/manifest.json)
// and the domains' screen manifests (packages/web/src/domains/*/screens.ts, src/app/pages/screens.ts:
// route id → layout and lazily imported screen), which app/routes.tsx collects with import.meta.glob.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  routeId: string;
  layout: ScreenLayout;
  /** Gzip bytes of the route's own chunks (not already in the entry, nor in the signed-in app for a shell screen). */
  routeGzip: number;
  /** Gzip bytes a first visit to this route downloads: entry (+ signed-in app for a shell screen) + route. */
  firstLoadGzip: number;
}

export interface BundleReport {
  entryJsGzip: number;
  entryCssGzip: number;
  /** The signed-in app's chunks beyond the entry (Apollo Client, the shell); null if the build has none. */
  signedInAppGzip: number | null;
  totalJsGzip: number;
  routes: RouteBundle[];
}

type ScreenLayout = 'shell' | 'public';

/** The module the entry loads once a session exists (packages/web/src/app/App.tsx). */
const SIGNED_IN_APP = 'src/app/signed-in/SignedInApp.tsx';

/** Files a chunk needs at once: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The screens.ts manifests app/routes.tsx globs, relative to the web package. */
function screenManifests(webDir: string): string[] {
  const domains = readdirSync(join(webDir, 'src', 'domains'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(webDir, 'src', 'domains', d.name, 'screens.ts')))
    .map((d) => `src/domains/${d.name}/screens.ts`);
  return [...domains, 'src/app/pages/screens.ts'];
}

/** Route id → layout and manifest key of its screen module, read off `id: screen('layout', () => import('…')`. */
function routeModules(
  webDir: string,
  manifest: Manifest,
): Map<string, { layout: ScreenLayout; key: string }> {
  const out = new Map<string, { layout: ScreenLayout; key: string }>();
  for (const file of screenManifests(webDir)) {
    const source = readFileSync(join(webDir, file), 'utf8');
    const pattern = /(\w+):\s*screen\(\s*'(shell|public)',\s*\(\)\s*=>\s*import\(['"]([^'"]+)['"]\)/g;
    for (const [, routeId, layout, spec] of source.matchAll(pattern)) {
      if (!routeId || !spec) continue;
      const base = posix.normalize(posix.join(posix.dirname(file), spec));
      const key = Object.keys(manifest).find((k) => k === base || k.replace(/\.(tsx?|jsx?)$/, '') === base);
      if (key) out.set(routeId, { layout: layout as ScreenLayout, key });
    }
  }
  return out;
}

export function bundleReport(webDir: string): BundleReport | null {
  const manifestFile = join(webDir, 'dist', '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(webDir, 'dist', file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>, only?: (f: string) => boolean) =>
    [...files].filter((f) => !only || only(f)).reduce((total, f) => total + gz(f), 0);
  const isCss = (f: string) => f.endsWith('.css');

  // The portal's page; graphiql.html is the other entry (the API's IDE), never loaded by the portal.
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) return null;
  const entry = closure(manifest, entryKey);
  const allJs = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  // A shell screen first loads the signed-in app as well; a public one only the entry.
  const app = manifest[SIGNED_IN_APP] ? closure(manifest, SIGNED_IN_APP) : null;
  const appOwn = app ? [...app].filter((f) => !entry.has(f)) : [];
  const routes: RouteBundle[] = [];
  for (const [routeId, { layout, key }] of routeModules(webDir, manifest)) {
    const before = new Set([...entry, ...(layout === 'shell' ? appOwn : [])]);
    const own = [...closure(manifest, key)].filter((f) => !before.has(f));
    routes.push({ routeId, layout, routeGzip: sum(own), firstLoadGzip: sum(before) + sum(own) });
  }
  return {
    entryJsGzip: sum(entry, (f) => !isCss(f)),
    entryCssGzip: sum(entry, isCss),
    signedInAppGzip: app ? sum(appOwn) : null,
    totalJsGzip: sum(allJs),
    routes,
  };
}
