import { badRequest } from './http-error.ts';

/** A parsed JSON body (or query) as an untrusted record; anything else is refused. */
export function bodyOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('Request body must be a JSON object');
  return value as Record<string, unknown>;
}

/**
 * A required, non-blank string field. `requiredMessage` lets callers use the spec's exact texts
 * (e.g. 'Password is required').
 */
export function requiredString(
  source: Record<string, unknown>,
  field: string,
  requiredMessage = `${field} is required`,
  maxLength = 1000,
): string {
  const value = source[field];
  if (value === undefined || value === null || value === '') throw badRequest(requiredMessage);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.trim() === '') throw badRequest(requiredMessage);
  if (value.length > maxLength) throw badRequest(`${field} must be at most ${maxLength} characters`);
  return value;
}

export function optionalString(
  source: Record<string, unknown>,
  field: string,
  maxLength = 1000,
): string | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length > maxLength) throw badRequest(`${field} must be at most ${maxLength} characters`);
  return value;
}

/** A non-negative integer from a query string or JSON number, within bounds, with a default. */
export function integerParam(
  source: Record<string, unknown>,
  field: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = source[field];
  if (raw === undefined || raw === '') return fallback;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value)) throw badRequest(`${field} must be an integer`);
  if (value < min || value > max) throw badRequest(`${field} must be between ${min} and ${max}`);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
