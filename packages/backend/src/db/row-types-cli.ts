import { writeFile } from 'node:fs/promises';
import { generateRowTypes } from './row-types.ts';

// `pnpm --filter @portal/backend run db:types`: regenerate src/generated/database.ts after a migration.
const target = new URL('../generated/database.ts', import.meta.url);
await writeFile(target, await generateRowTypes());
console.log(`wrote ${target.pathname}`);
