export * from './asin.ts';
export * from './auth.ts';
export * from './brand.ts';
export * from './callbacks.ts';
export * from './date-range.ts';
export * from './email.ts';
export * from './product.ts';
export * from './validate.ts';
