import { permissionEnumTypeDefs } from './access/permission-enum.ts';
import { adMetricsSdl } from './advertising/ad-metrics-sdl.ts';
import { brandFieldsSdl } from './brands/brand-fields-sdl.ts';
import { performanceMetricsSdl } from './performance/performance-metrics-sdl.ts';

/**
 * The SDL that is derived from packages/schema's tables rather than hand-written: the Permission enum
 * (access table), the metric enums and fields (metric tables) and the brand's editable fields (brand
 * field groups). Built in memory for the gateway and codegen alike, never written to a file, so each
 * list is typed once: in its table (docs/decisions/0265).
 */
export const derivedTypeDefs = (): string[] => [
  permissionEnumTypeDefs(),
  adMetricsSdl(),
  performanceMetricsSdl(),
  brandFieldsSdl(),
];
