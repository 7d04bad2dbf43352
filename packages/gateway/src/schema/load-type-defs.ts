import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Stand-in for '@portal/schema/sdl' loadTypeDefs() until that module lands: every *.graphql file
// under packages/schema/src, sorted so the schema text is the same on every machine.
const schemaSourceDir = fileURLToPath(new URL('../../../schema/src', import.meta.url));

function graphqlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return graphqlFilesUnder(path);
      return entry.name.endsWith('.graphql') ? [path] : [];
    })
    .sort();
}

export function loadTypeDefs(): string[] {
  return graphqlFilesUnder(schemaSourceDir).map((file) => readFileSync(file, 'utf8'));
}
