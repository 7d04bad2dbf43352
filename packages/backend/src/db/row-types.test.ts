import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateRowTypes } from './row-types.ts';

describe('the generated row types', () => {
  it('are what the migrations build today (else run `pnpm --filter @portal/backend run db:types`)', async () => {
    const checkedIn = await readFile(new URL('../generated/database.ts', import.meta.url), 'utf8');

    expect(await generateRowTypes()).toBe(checkedIn);
  }, 60_000);
});
