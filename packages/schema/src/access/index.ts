export * from './auth-rule.ts';
export * from './engine.ts';
export * from './match.ts';
export * from './menu.ts';
export * from './permission-enum.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './types.ts';
