import { VALIDATION_MESSAGES } from '@portal/schema';
import { badRequest } from '../../http/http-error.ts';

const PLAIN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
// Spec 1 §5 also accepts 'Name <address>'; the address inside the brackets is what counts.
const BRACKETED = /^[^<>]*<([^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)>\s*$/;

/** The address part of an email field, or 400 'Email is required' / 'Email is invalid'. */
export function parseEmail(value: unknown): string {
  if (value === undefined || value === null || value === '')
    throw badRequest(VALIDATION_MESSAGES.emailRequired);
  if (typeof value !== 'string') throw badRequest(VALIDATION_MESSAGES.emailInvalid);
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(VALIDATION_MESSAGES.emailRequired);
  if (trimmed.length > 320) throw badRequest(VALIDATION_MESSAGES.emailInvalid);
  if (PLAIN.test(trimmed)) return trimmed;
  const bracketed = BRACKETED.exec(trimmed)?.[1];
  if (bracketed) return bracketed;
  throw badRequest(VALIDATION_MESSAGES.emailInvalid);
}
