// The backend as ES modules for production (docs/decisions/0587): `node dist/main.mjs` (the API) and
// `node dist/worker.mjs` (the job worker) run without tsx, whose loader thread and per-file
// transforms cost the server ~75 MB of RSS. Only the workspace's own TypeScript is bundled (and
// date-fns, below); every package stays external and is
// loaded by Node from node_modules as it is from source, so native modules work and what the
// source imports at first use (sharp, jspdf, stripe, PGlite, the JSON-schema validator) still loads
// only then. Dynamic imports of the source's own modules become chunks of their own.
// Run: `pnpm --filter @portal/backend build` (after `npm run codegen`).
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// date-fns is bundled: its index loads all ~250 functions (~3 MB of heap) where the backend uses
// a few dozen, and only a bundle can leave the rest out.
const BUNDLED = new Set(['date-fns', '@date-fns/tz']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports stay imports. The backend's own dependencies resolve from dist/ as they are. A
 * dependency only @portal/schema declares (its OpenTelemetry SDK, yup, change-case) is found from
 * the file that imports it and linked into dist/node_modules, so Node resolves it there by its own
 * rules (exports, conditions), the same package and file as from source.
 */
const linked = new Map();
const externals = {
  name: 'externals',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@portal/') || BUNDLED.has(name)) return undefined;
      if (name in dependencies || builtinModules.includes(name)) return { path: args.path, external: true };
      let dir = args.resolveDir;
      while (!existsSync(join(dir, 'node_modules', name))) {
        if (dirname(dir) === dir) return { errors: [{ text: `${name} not found from ${args.resolveDir}` }] };
        dir = dirname(dir);
      }
      const target = realpathSync(join(dir, 'node_modules', name));
      if (linked.has(name) && linked.get(name) !== target)
        return { errors: [{ text: `${name} is imported in two versions: ${linked.get(name)}, ${target}` }] };
      linked.set(name, target);
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  // One build for both entries: the modules they share become common chunks.
  entryPoints: { main: join(root, 'src', 'main.ts'), worker: join(root, 'src', 'worker.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externals],
  // Stack traces can name the TypeScript files (`node --enable-source-maps`, when wanted).
  sourcemap: true,
  logLevel: 'warning',
});

for (const [name, target] of linked) {
  const link = join(outdir, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}
