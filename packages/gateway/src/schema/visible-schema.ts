import { filterSchema, getDirective, pruneSchema } from '@graphql-tools/utils';
import { type AccessSubject, hasPermission, PERMISSION_NAMES, type Permission } from '@portal/schema';
import { type GraphQLSchema, isObjectType } from 'graphql';
import { authPermissions } from '../auth/auth-directive.ts';

/**
 * The part of the schema a caller's permissions reach: every field whose own @auth, or whose
 * type's, the caller does not meet is left out, and so is every type nothing reachable names.
 * Introspection answers from it, so a brand user or a key sees its part of the API, not the admin
 * surface (issue 36). Execution still runs on the whole schema with every @auth enforced: this only
 * decides what is described.
 */
export function visibleSchema(
  schema: GraphQLSchema,
  allowed: (permission: Permission) => boolean,
): GraphQLSchema {
  const guardOf = (typeName: string, field: Parameters<typeof getDirective>[1]): Permission[] => {
    const type = schema.getType(typeName);
    const typeRules = isObjectType(type) ? (getDirective(schema, type, 'auth') ?? []) : [];
    return authPermissions([...typeRules, ...(getDirective(schema, field, 'auth') ?? [])]);
  };
  const filtered = filterSchema({
    schema,
    rootFieldFilter: (operation, _name, config) => guardOf(operation, config).every(allowed),
    objectFieldFilter: (typeName, _name, config) => guardOf(typeName, config).every(allowed),
  });
  return pruneSchema(filtered);
}

/** The permissions a subject holds, as a key: callers holding the same set share one view. */
export function permissionProfile(subject: AccessSubject): string {
  return PERMISSION_NAMES.filter((p) => hasPermission(subject, p)).join(',');
}

/** One view per permission profile, built on first use (a handful of profiles exist). */
export function visibleSchemaCache(schema: GraphQLSchema): (subject: AccessSubject) => GraphQLSchema {
  const views = new Map<string, GraphQLSchema>();
  return (subject) => {
    const profile = permissionProfile(subject);
    let view = views.get(profile);
    if (!view) {
      view = visibleSchema(schema, (p) => hasPermission(subject, p));
      views.set(profile, view);
    }
    return view;
  };
}
