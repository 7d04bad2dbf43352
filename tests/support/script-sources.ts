import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The web build the stack serves (scripts/stack.ts serves packages/web/dist). */
const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'web', 'dist');

/** Records every script of the web build the page requests (module preloads included), from now on. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/**
 * The source modules bundled into the given scripts, read from the build's source maps (the build
 * writes them beside each chunk): what a page really downloaded, whatever the chunks are named.
 */
export function bundledSources(scriptPaths: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const path of scriptPaths) {
    const file = join(WEB_DIST, path);
    if (!existsSync(file))
      throw new Error(`${path} is not in ${WEB_DIST}: is the build the one the stack serves?`);
    // Only generated code (the bundler's runtime) comes without a map: it holds no source module.
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of map.sources) sources.add(source);
  }
  return [...sources];
}
