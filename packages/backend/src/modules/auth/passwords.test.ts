import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './passwords.ts';

const RULE =
  'Password must contain at least 8 characters, one uppercase, one number and one special case character';

describe('validateNewPassword', () => {
  it('accepts a password with a lowercase, an uppercase, a digit and a symbol', () => {
    expect(validateNewPassword('Portal!2026', 'Portal!2026')).toBe('Portal!2026');
  });

  it('refuses a password whose only special character is a space, as the set-password form does', () => {
    expect(() => validateNewPassword('Portal 2026', 'Portal 2026')).toThrow(RULE);
  });

  it('refuses a confirmation that differs', () => {
    expect(() => validateNewPassword('Portal!2026', 'Portal!2027')).toThrow('Passwords must match');
  });

  // Issue 38 point 13: in the words the set-password form refuses with, not 'password must be …'.
  it('refuses a password over 256 characters in the form’s words', () => {
    const long = `Aa1!${'x'.repeat(253)}`;
    expect(() => validateNewPassword(long, long)).toThrow('Password must be at most 256 characters');
  });
});
