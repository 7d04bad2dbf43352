import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../http/http-error.ts';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// Algorithm is an ambient const enum (not importable under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  rule: 'Password must contain at least 8 characters, one uppercase, one number and one special case character',
  mismatch: 'Passwords must match',
} as const;

// Spec 2 §5: one lowercase, one uppercase, one digit and one special character, 8 or more.
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

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
  if (password.length > 256) throw badRequest('password must be at most 256 characters');
  if (!PASSWORD_RULE.test(password)) throw badRequest(PASSWORD_MESSAGES.rule);
  if (confirmation !== password) throw badRequest(PASSWORD_MESSAGES.mismatch);
  return password;
}
