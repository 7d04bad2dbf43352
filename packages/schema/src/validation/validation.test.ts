import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email.ts';
import {
  validateAdvertisingCallback,
  validateAmazonAuthorizationCallback,
  validateCreateAccount,
  validateDateRange,
  validateLogin,
  validateResetPassword,
  validateSetPassword,
} from './validate.ts';

describe('email forms', () => {
  it.each([
    'ann@example.com',
    'ann.lee+ads@mail.example.co.uk',
    'Ann Lee <ann@example.com>',
    '"Lee, Ann" <ann@example.com>',
    '<ann@example.com>',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    'ann',
    'ann@',
    'ann@example',
    'ann@@example.com',
    'ann..lee@example.com',
    'Ann Lee ann@example.com',
    'Ann <ann@example.com',
  ])('refuses %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('sends the bracketed address alone, lower-cased', () => {
    expect(normalizeEmail(' Ann Lee <Ann@Example.com> ')).toBe('ann@example.com');
  });
});

describe('validateLogin', () => {
  it('asks for both fields with the spec messages', () => {
    expect(validateLogin({})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('reports an invalid email', () => {
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'Email is invalid' });
  });

  it('accepts a bracketed address and any non-empty password', () => {
    expect(validateLogin({ email: 'Ann <ann@example.com>', password: 'x' })).toEqual({});
  });
});

describe('validateSetPassword', () => {
  const rules =
    'Password must contain at least 8 characters, one uppercase, one number and one special case character';

  it('requires the password', () => {
    expect(validateSetPassword({ password: '', confirmPassword: '' }).password).toBe('Password is required');
  });

  it.each(['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12'])('refuses %s', (password) => {
    expect(validateSetPassword({ password, confirmPassword: password }).password).toBe(rules);
  });

  it('requires the confirmation to match', () => {
    expect(validateSetPassword({ password: 'Portal!2026', confirmPassword: 'Portal!2025' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('accepts a strong, confirmed password', () => {
    expect(validateSetPassword({ password: 'Portal!2026', confirmPassword: 'Portal!2026' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('requires a valid email', () => {
    expect(validateResetPassword({})).toEqual({ email: 'Email is required' });
    expect(validateResetPassword({ email: 'a@b' })).toEqual({ email: 'Email is invalid' });
  });
});

describe('validateCreateAccount', () => {
  it('uses its own invalid-email text and refuses the bracketed form', () => {
    expect(
      validateCreateAccount({
        email: 'Ann <ann@example.com>',
        password: 'PORTAL!2026',
        confirmPassword: 'PORTAL!2026',
        captchaAnswer: '7',
      }),
    ).toEqual({ email: 'Email not valid' });
  });
});

describe('validateDateRange', () => {
  const today = '2026-03-18';

  it('accepts a range ending today', () => {
    expect(validateDateRange({ from: '2026-03-01', to: today }, today)).toEqual({});
  });

  it('refuses a range ending after today', () => {
    expect(validateDateRange({ from: '2026-03-01', to: '2026-03-19' }, today)).toEqual({
      to: 'The date range cannot end after today',
    });
  });

  it('refuses a range that runs backwards', () => {
    expect(validateDateRange({ from: '2026-03-10', to: '2026-03-01' }, today).to).toBe(
      'The start date must not be after the end date',
    );
  });
});

describe('authorization callbacks', () => {
  it('needs code, state and scope for advertising', () => {
    const failed = 'Something went wrong obtaining the advertising authorization. Please try again.';
    expect(validateAdvertisingCallback({ code: 'c', state: 's' })).toEqual({ scope: failed });
    expect(validateAdvertisingCallback({ code: 'c', state: 's', scope: 'x' })).toEqual({});
  });

  it('needs the seller partner id, state and auth code for the Selling Partner API', () => {
    expect(validateAmazonAuthorizationCallback({ state: 's', spapi_oauth_code: 'c' })).toEqual({
      selling_partner_id: 'No information for seller partner id, state, auth_code',
    });
  });
});
