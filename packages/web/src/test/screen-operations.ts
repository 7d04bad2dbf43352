// Node only (tests): which GraphQL operations a screen's code uses, read from the sources themselves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';

export const WEB_SRC = fileURLToPath(new URL('..', import.meta.url));

const STATIC_IMPORT = /^import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm;
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

const resolveSource = (from: string, specifier: string): string | null => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ext) => `${base}${ext}`)]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
};

/** Operation names a file names through the generated hooks (useXQuery…) or documents (XDocument). */
const operationsNamed = (bindings: string): string[] =>
  [...bindings.matchAll(/\buse(\w+?)(?:LazyQuery|Query|Mutation|Subscription)\b|\b(\w+)Document\b/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  );

/**
 * Every operation used by a module and the modules it imports statically (relative imports only;
 * lazy screens behind `import()` belong to their own routes, so dynamic imports are not followed).
 */
export function operationsUsedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const operations = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, bindings = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      if (/\/gql\/(hooks|graphql)$/.test(specifier)) {
        for (const name of operationsNamed(bindings)) operations.add(name);
        continue;
      }
      const next = resolveSource(file, specifier);
      if (next && !next.endsWith('.test.tsx') && !next.endsWith('.test.ts')) visit(next);
    }
  };
  visit(entry);
  return operations;
}

/** The domains' screen manifests (`screens.ts`), the files the app's glob collects. */
const manifestFiles = (): string[] => {
  const domains = join(WEB_SRC, 'domains');
  return [
    ...readdirSync(domains)
      .map((domain) => join(domains, domain, 'screens.ts'))
      .filter((file) => existsSync(file)),
    join(WEB_SRC, 'app/pages/screens.ts'),
  ];
};

/** routeId → layout and screen module, read from the lazy imports of the screens.ts manifests. */
export function screenModules(): Map<string, { layout: string; module: string }> {
  return new Map(
    manifestFiles().flatMap((manifest) =>
      [
        ...readFileSync(manifest, 'utf8').matchAll(
          /(\w+): screen\(\s*'(\w+)',\s*\(\) => import\('([^']+)'\)/g,
        ),
      ].map(([, id = '', layout = '', specifier = '']) => {
        const module = resolveSource(manifest, specifier);
        if (!module) throw new Error(`screen module ${specifier} of ${id} not found`);
        return [id, { layout, module }] as const;
      }),
    ),
  );
}

const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });

/** Every operation document of the web, by operation name. */
export function webOperations(): Map<string, OperationDefinitionNode> {
  return new Map(
    graphqlFiles(WEB_SRC).flatMap((file) =>
      parse(readFileSync(file, 'utf8')).definitions.flatMap((d) => {
        if (d.kind !== Kind.OPERATION_DEFINITION || !d.name) return [];
        if (d.selectionSet.selections.some((s) => s.kind !== Kind.FIELD)) {
          throw new Error(`${relative(WEB_SRC, file)}: root fragments are not read by this check`);
        }
        return [[d.name.value, d] as const];
      }),
    ),
  );
}
