// Node only: the gateway and codegen read the contract's SDL files from disk.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivedTypeDefs } from './derived-sdl.ts';

// From the string, not `new URL(…)`: in jsdom tests the global URL is not Node's.
const SRC_DIR = dirname(fileURLToPath(import.meta.url));

const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });

/** Every *.graphql under src/, read in a stable order (sorted by relative path), and the derived SDL. */
export const loadTypeDefs = (): string[] => [
  ...graphqlFiles(SRC_DIR)
    .map((path) => relative(SRC_DIR, path).split('\\').join('/'))
    .sort()
    .map((path) => readFileSync(join(SRC_DIR, path), 'utf8')),
  ...derivedTypeDefs(),
];

/** The SDL read once at import. */
export const typeDefs: string[] = loadTypeDefs();
