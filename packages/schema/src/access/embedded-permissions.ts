import type { Permission } from './permissions.ts';

/** Data of one permission that the answer of another carries inside it. */
export interface EmbeddedPermission {
  /** The permission that guards the data on its own route. */
  permission: Permission;
  /** REST operations (operationId) whose answer embeds it, and the field it sits in. */
  restOperations: readonly string[];
  restField: string;
  /** The GraphQL field it reaches callers through (resolved from those answers). */
  graphqlField: string;
}

/**
 * A permission holds on every path to its data: where an answer embeds data of another permission,
 * the field is answered empty to a caller that permission refuses. Declared once here; the backend
 * blanks the field and the harness generates its test from this table and PERMISSIONS.
 */
export const EMBEDDED_PERMISSIONS = [
  {
    // Spec 2 §6: custom attributes are staff-only; GET /brands and GET /brands/{code} carry them.
    permission: 'customAttributes.read',
    restOperations: ['brands', 'brand'],
    restField: 'custom_attributes',
    graphqlField: 'Brand.customAttributes',
  },
] as const satisfies readonly EmbeddedPermission[];
