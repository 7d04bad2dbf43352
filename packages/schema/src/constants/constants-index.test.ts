import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from '../index.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
);

describe('the constants collected by the generated index', () => {
  it.each(files)('exports every name of %s from the package entry', async (file) => {
    const module = (await import(`./${file}`)) as Record<string, unknown>;
    const missing = Object.keys(module).filter((name) => !(name in entry));
    expect(missing).toEqual([]);
  });
});
