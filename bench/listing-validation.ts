// Listing validation (issue 31): cold and warm validation of the largest shipped product type
// definition with @hyperjump/json-schema and Amazon's keywords. Cold is the first validation in a
// fresh process (registering the dialect, compiling the schema); warm is every later one (the
// compiled validator is cached per definition). Each cold round is its own child process.
// Run: `npx tsx bench/listing-validation.ts`. Env: BENCH_VALIDATION_ROUNDS (5), BENCH_VALIDATIONS (200).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  fieldDefinitions,
  PRODUCT_TYPE_NAMES,
  productTypeDefinition,
  sampleAttributes,
  validateAttributes,
} from '@portal/backend';

const rounds = Number(process.env.BENCH_VALIDATION_ROUNDS ?? 5);
const validations = Number(process.env.BENCH_VALIDATIONS ?? 200);
const MARKETPLACE = 'ATVPDKIKX0DER';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function largest() {
  const definitions = PRODUCT_TYPE_NAMES.map((name) => productTypeDefinition(name, MARKETPLACE)).filter(
    (d) => d !== null,
  );
  const size = (d: (typeof definitions)[number]) => JSON.stringify(d.schemaDocument).length;
  return definitions.sort((a, b) => size(b) - size(a))[0];
}

async function child() {
  const definition = largest();
  if (!definition) throw new Error('no definitions');
  const attributes = sampleAttributes(fieldDefinitions(definition), MARKETPLACE, 'en_US');
  const coldStart = performance.now();
  await validateAttributes(definition, attributes);
  const cold = performance.now() - coldStart;
  const warm: number[] = [];
  for (let i = 0; i < validations; i += 1) {
    const start = performance.now();
    await validateAttributes(definition, attributes);
    warm.push(performance.now() - start);
  }
  warm.sort((a, b) => a - b);
  console.log(JSON.stringify({ cold, p50: percentile(warm, 50), p95: percentile(warm, 95) }));
}

async function parent() {
  const definition = largest();
  if (!definition) throw new Error('no definitions');
  const bytes = JSON.stringify(definition.schemaDocument).length;
  const attributes = Object.keys(definition.schemaDocument.properties as object).length;
  console.log(
    `largest definition: ${definition.productType} (${MARKETPLACE}), ${attributes} attributes, ${(bytes / 1024).toFixed(0)} KB`,
  );
  const self = fileURLToPath(import.meta.url);
  for (let round = 1; round <= rounds; round += 1) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--child'], { encoding: 'utf8' });
    const line = out.trim().split('\n').pop() ?? '{}';
    const r = JSON.parse(line) as { cold: number; p50: number; p95: number };
    console.log(
      `round ${round}: cold ${r.cold.toFixed(0)} ms; warm p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${validations} validations)`,
    );
  }
}

if (process.argv.includes('--child')) await child();
else await parent();
