export * from './field-definition.ts';
export * from './form-values.ts';
