import { hash, verify } from '@node-rs/argon2';
import {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { badRequest } from '../../http/http-error.ts';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// Algorithm is an ambient const enum (not importable under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Spec 2 §5's texts, from packages/schema so the form and the server say the same. */
export const PASSWORD_MESSAGES = {
  required: VALIDATION_MESSAGES.passwordRequired,
  rule: VALIDATION_MESSAGES.passwordRules,
  mismatch: VALIDATION_MESSAGES.passwordsMustMatch,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

/** Validates a new password and its confirmation with the spec's messages; returns the password. */
export function validateNewPassword(password: unknown, confirmation: unknown): string {
  if (password === undefined || password === null || password === '')
    throw badRequest(PASSWORD_MESSAGES.required);
  if (typeof password !== 'string') throw badRequest('password must be a string');
  if (password.length > PASSWORD_MAX_LENGTH) throw badRequest(PASSWORD_TOO_LONG);
  // The set-password form's own rule (spec 2 §5), so a password the form refuses is refused here too.
  if (!isStrongPassword(password)) throw badRequest(PASSWORD_MESSAGES.rule);
  if (confirmation !== password) throw badRequest(PASSWORD_MESSAGES.mismatch);
  return password;
}
