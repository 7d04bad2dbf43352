import { type AccessSubject, EMBEDDED_PERMISSIONS, hasPermission } from '@portal/schema';

const emptyLike = (value: unknown): unknown =>
  Array.isArray(value) ? [] : value && typeof value === 'object' ? {} : null;

/**
 * An answer of `operationId` with the data of every permission the caller lacks emptied
 * (EMBEDDED_PERMISSIONS): a permission must hold on every path to its data, not only on its route.
 */
export function withoutRefusedData<T extends object>(
  operationId: string,
  subject: AccessSubject | null,
  answer: T,
): T {
  const refused = EMBEDDED_PERMISSIONS.filter(
    (entry) =>
      (entry.restOperations as readonly string[]).includes(operationId) &&
      !hasPermission(subject, entry.permission),
  );
  if (refused.length === 0) return answer;
  const copy = { ...answer } as Record<string, unknown>;
  for (const entry of refused) copy[entry.restField] = emptyLike(copy[entry.restField]);
  return copy as T;
}
