// Writes the SDL the metric tables declare (run by `npm run codegen` before graphql-codegen).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AD_METRICS_SDL_FILE, adMetricsSdl } from '../src/advertising/ad-metrics-sdl.ts';
import {
  PERFORMANCE_METRICS_SDL_FILE,
  performanceMetricsSdl,
} from '../src/performance/performance-metrics-sdl.ts';

for (const [file, sdl] of [
  [AD_METRICS_SDL_FILE, adMetricsSdl()],
  [PERFORMANCE_METRICS_SDL_FILE, performanceMetricsSdl()],
] as const) {
  writeFileSync(fileURLToPath(new URL(`../src/${file}`, import.meta.url)), sdl);
  console.log(`wrote ${file}`);
}
