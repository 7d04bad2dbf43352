// Browser-safe entry: no node modules here (the web imports it through Vite). SDL loading is in ./sdl.ts.

export * from './access/index.ts';
export * from './advertising/graphql-enums.ts';
export * from './asins/asin-fields.ts';
export * from './brands/brand-fields.ts';
export * from './case.ts';
export * from './commissions/commission.ts';
export * from './constants/index.ts';
export * from './graphql-enum-values.ts';
export * from './listings/editor/index.ts';
export * from './validation/index.ts';
