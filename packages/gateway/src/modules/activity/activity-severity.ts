import type { ActivitySeverity } from '../../generated/resolvers-types.ts';

// Spec 1 §4.5, matched on the start of the type text. Stand-in until '@portal/schema' exports it.
const warningPrefixes = ['listing update failed', 'variation update failed'];
const errorPrefixes = [
  'bulk update issues',
  'bulk update validation issues',
  "amazon didn't apply",
  'product type change failed',
  'product type change validation failed',
];

export function activitySeverity(type: string): ActivitySeverity {
  const text = type.trim().toLowerCase();
  if (warningPrefixes.some((prefix) => text.startsWith(prefix))) return 'WARNING';
  if (errorPrefixes.some((prefix) => text.startsWith(prefix))) return 'ERROR';
  return 'SUCCESS';
}
