// Production bundle size per route, from Vite's build manifest (packages/web/dist/.vite/manifest.json)
// and the route registry (packages/web/src/app/routes.tsx: route id → lazily imported screen).
import { existsSync, readFileSync } from 'node:fs';
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
  /** Gzip bytes of the route's own chunks (not already in the entry). */
  routeGzip: number;
  /** Gzip bytes a first visit to this route downloads: entry + route (JS and CSS). */
  firstLoadGzip: number;
}

export interface BundleReport {
  entryJsGzip: number;
  entryCssGzip: number;
  totalJsGzip: number;
  routes: RouteBundle[];
}

/** Files a chunk needs at once: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Route id → manifest key of its screen module, read off the `import('…')` in routes.tsx. */
function routeModules(webDir: string, manifest: Manifest): Map<string, string> {
  const source = readFileSync(join(webDir, 'src', 'app', 'routes.tsx'), 'utf8');
  const out = new Map<string, string>();
  for (const match of source.matchAll(/(\w+):\s*\{[^{}]*?import\(['"]([^'"]+)['"]\)/gs)) {
    const [, routeId, spec] = match;
    if (!routeId || !spec) continue;
    const base = posix.normalize(posix.join('src/app', spec));
    const key = Object.keys(manifest).find((k) => k === base || k.replace(/\.(tsx?|jsx?)$/, '') === base);
    if (key) out.set(routeId, key);
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

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) return null;
  const entry = closure(manifest, entryKey);
  const allJs = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  const routes: RouteBundle[] = [];
  for (const [routeId, key] of routeModules(webDir, manifest)) {
    const own = [...closure(manifest, key)].filter((f) => !entry.has(f));
    routes.push({ routeId, routeGzip: sum(own), firstLoadGzip: sum(entry) + sum(own) });
  }
  return {
    entryJsGzip: sum(entry, (f) => !isCss(f)),
    entryCssGzip: sum(entry, isCss),
    totalJsGzip: sum(allJs),
    routes,
  };
}
