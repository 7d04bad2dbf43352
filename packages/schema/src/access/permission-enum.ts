import { PERMISSION_NAMES, PERMISSIONS, type Permission } from './permissions.ts';

/** The GraphQL enum value of a permission: `brandReports.update` → `BRAND_REPORTS_UPDATE`. */
export const toGraphQLPermission = (permission: Permission): string =>
  permission
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toUpperCase();

const BY_GRAPHQL_NAME: ReadonlyMap<string, Permission> = new Map(
  PERMISSION_NAMES.map((name) => [toGraphQLPermission(name), name]),
);

/** The permission an enum value of the SDL names; throws on a value the table does not have. */
export const fromGraphQLPermission = (value: string): Permission => {
  const permission = BY_GRAPHQL_NAME.get(value);
  if (!permission) throw new Error(`Unknown permission ${value}`);
  return permission;
};

const describe = (text: string): string => `"""\n${text.replace(/"""/g, '\\"""')}\n"""`;

/**
 * The SDL of the `Permission` enum, generated from PERMISSIONS at schema build so the enum and the
 * table cannot drift: every name is one value, described by the table's own description.
 */
export const permissionEnumTypeDefs = (): string => {
  const values = PERMISSION_NAMES.map(
    (name) =>
      `  ${describe(`${PERMISSIONS[name].description} (\`${name}\`).`).replace(/\n/g, '\n  ')}\n  ${toGraphQLPermission(name)}`,
  );
  return `${describe('A named permission of the access table (packages/schema/src/access/permissions.ts).')}\nenum Permission {\n${values.join('\n')}\n}\n`;
};
