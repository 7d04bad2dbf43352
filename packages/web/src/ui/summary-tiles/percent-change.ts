// The rule is shared with the backend (the dashboard's new-brand revenue change): declared once in
// packages/schema.
export { percentChange } from '@portal/schema';
