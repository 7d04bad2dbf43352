// Server-side entry: the REST contract as zod schemas. Kept apart from the browser entry (index.ts)
// so the web bundle never pulls zod.

export * from './activity/activity.rest.ts';
export * from './advertising/advertising.rest.ts';
export * from './alerts/alerts.rest.ts';
export * from './asins/asin-fields.ts';
export * from './asins/asin-performance.rest.ts';
export * from './asins/asins.rest.ts';
export * from './auth/auth.rest.ts';
export * from './brand-reports/brand-reports.rest.ts';
export * from './brands/brand-notes.rest.ts';
export * from './brands/brand-shapes.ts';
export * from './brands/brands.rest.ts';
export * from './brands/custom-attributes.rest.ts';
export * from './dashboard/dashboard.rest.ts';
export * from './insights/insights.rest.ts';
export * from './lookups/lookups.rest.ts';
export * from './performance/performance.rest.ts';
export * from './performance/sales.rest.ts';
export * from './platform/platform.rest.ts';
export * from './rest/route.ts';
export * from './rest/shapes.ts';
export * from './seller-data/seller-data.rest.ts';
export * from './users/users.rest.ts';
