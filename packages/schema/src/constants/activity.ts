/** How an activity entry is shown (spec 1 §4.5). */
export type ActivitySeverity = 'success' | 'warning' | 'error';

const WARNING_PREFIXES = ['listing update failed', 'variation update failed'];
const ERROR_PREFIXES = [
  'bulk update issues',
  'bulk update validation issues',
  "amazon didn't apply",
  'product type change failed',
  'product type change validation failed',
];

/** Severity from the type's leading words; case-insensitive since types arrive in mixed case. */
export const activitySeverity = (type: string): ActivitySeverity => {
  const normalized = type.trim().toLowerCase();
  if (WARNING_PREFIXES.some((prefix) => normalized.startsWith(prefix))) return 'warning';
  if (ERROR_PREFIXES.some((prefix) => normalized.startsWith(prefix))) return 'error';
  return 'success';
};
