// The backend as one ES module for production (docs/decisions/0587): `node dist/main.mjs` runs
// without tsx, whose loader thread and per-file transforms cost the server ~90 MB of RSS. The
// packages the backend depends on stay external (node_modules beside this package), so native
// modules and the lazily imported ones (sharp, jspdf, stripe, PGlite, the JSON-schema validator)
// still load only when first used; the workspace's own TypeScript is bundled.
// Run: `pnpm --filter @portal/backend build` (after `npm run codegen`).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// date-fns is bundled, not external: its index loads all ~250 functions (~3 MB of heap) where the
// backend uses a few dozen, and only a bundle can leave the rest out.
const BUNDLED = new Set(['date-fns', '@date-fns/tz']);
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@portal/') && !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: join(root, 'src', 'main.ts') },
  outdir: join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  // A module the source imports dynamically (the listing validator) becomes a chunk of its own,
  // so the packages it imports load with it, at first use, as they do from source.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // Stack traces name the TypeScript files (`node --enable-source-maps`, when wanted).
  sourcemap: true,
  // Bundled CommonJS (a dependency of @portal/schema) may still call require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
