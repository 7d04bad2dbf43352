import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SPEC_1_CATALOGUE } from './messages.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const HOME = 'packages/schema/src/constants/messages.ts';

// Tests keep the spec's literal texts on purpose: they are the independent check that what the
// user sees is the spec's wording, so importing the constant there would prove nothing.
const isProductSource = (path: string) =>
  /\.(ts|tsx|mts|cts)$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path) && !path.endsWith('.d.ts');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'gql', 'test-support']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    const path = join(dir, entry.name);
    return isProductSource(path) ? [path] : [];
  });

/** Every string literal and template text of a file (comments and descriptions are not code). */
function literalsOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

const packageSources = () =>
  readdirSync(join(REPO, 'packages')).flatMap((name) => {
    const src = join(REPO, 'packages', name, 'src');
    try {
      return sourceFiles(src);
    } catch {
      return [];
    }
  });

/** file → catalogue texts it writes as literals. */
function catalogueLiterals(): Map<string, string[]> {
  const texts = new Set<string>(Object.values(SPEC_1_CATALOGUE));
  const hits = new Map<string, string[]>();
  for (const path of packageSources()) {
    const inFile = literalsOf(path).filter((literal) => texts.has(literal) || texts.has(unquote(literal)));
    if (inFile.length > 0) hits.set(relative(REPO, path).split('\\').join('/'), inFile);
  }
  return hits;
}

// The OpenAPI descriptions wrap the text in backticks; they count as the same text.
const unquote = (literal: string) => literal.replace(/^`(.*)`$/, '$1');

describe('spec 1 §8 messages', () => {
  const hits = catalogueLiterals();

  it('are written once, in packages/schema/src/constants/messages.ts', () => {
    const elsewhere = [...hits.keys()].filter((path) => path !== HOME);
    expect(elsewhere).toEqual([]);
  });

  it('are found by the scan where they are declared, each text under one key only', () => {
    const declared = hits.get(HOME) ?? [];
    expect(new Set(declared)).toEqual(new Set(Object.values(SPEC_1_CATALOGUE)));
    // A second key with the same text (a domain re-adding 'Unable to get data') is a second copy.
    const twice = declared.filter((text, index) => declared.indexOf(text) !== index);
    expect(twice).toEqual([]);
  });
});
