import { hasPermission, type Permission } from '@portal/schema';
import { useAccessSubject } from '../routing/use-access-subject';

/**
 * Whether the signed-in viewer holds the permission of the access table (false when signed out).
 * Screens ask this instead of testing roles or brand types, so the web decides as the API does.
 */
export function usePermission(permission: Permission): boolean {
  return hasPermission(useAccessSubject(), permission);
}
