// Writes the SDL the metric table declares (run by `npm run codegen` before graphql-codegen).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AD_METRICS_SDL_FILE, adMetricsSdl } from '../src/advertising/ad-metrics-sdl.ts';

const target = fileURLToPath(new URL(`../src/${AD_METRICS_SDL_FILE}`, import.meta.url));
writeFileSync(target, adMetricsSdl());
console.log(`wrote ${AD_METRICS_SDL_FILE}`);
