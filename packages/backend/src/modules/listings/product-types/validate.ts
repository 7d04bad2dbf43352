import type { ProductTypeDefinition } from '../../../connectors/listings/product-types/definition.ts';
import type { ValidationIssue } from './validator.ts';

export type { ValidationIssue } from './validator.ts';

/**
 * The listing validator, loaded at the first validation: @hyperjump/json-schema and Amazon's
 * vocabulary are only needed by the listing editor and variation requests, not by every process
 * and request that starts the backend (docs/decisions/0587). Same answers as validator.ts.
 */
export async function validateAttributes(
  definition: ProductTypeDefinition,
  attributes: Record<string, unknown>,
): Promise<ValidationIssue[]> {
  const validator = await import('./validator.ts');
  return validator.validateAttributes(definition, attributes);
}
