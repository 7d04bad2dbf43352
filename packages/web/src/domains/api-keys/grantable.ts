import { type AccessSubject, hasPermission, PERMISSION_NAMES, type Permission } from '@portal/schema';

/** What no key is granted (the backend refuses them too): keys never make keys. */
const NEVER_GRANTED: ReadonlySet<Permission> = new Set(['apiKeys.manage', 'session']);

/** The permissions the viewer may put on a key: those they hold themselves, in the table's order. */
export function grantablePermissions(subject: AccessSubject | null): Permission[] {
  return PERMISSION_NAMES.filter((name) => !NEVER_GRANTED.has(name) && hasPermission(subject, name));
}

/** Brand codes typed as a list (commas, spaces or new lines), upper-cased and without repeats. */
export function parseBrandCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}
