// Server-side entry: the REST contract as zod schemas. Kept apart from the browser entry (index.ts)
// so the web bundle never pulls zod. Every domain's `*.rest.ts` comes through the generated index.

export * from './asins/asin-fields.ts';
export * from './billing/billing-shapes.ts';
export * from './brands/brand-shapes.ts';
export * from './events/events.ts';
export * from './generated/rest.ts';
export * from './rest/route.ts';
export * from './rest/shapes.ts';
