import { string } from 'yup';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';

// A practical address shape: a dot-atom local part, and a domain of labels ending in a 2+ letter TLD.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,}';
const PLAIN = new RegExp(`^${LOCAL}@${DOMAIN}$`);
// The alternative form the login accepts: an optional display name, then the address in angle brackets.
const BRACKETED = new RegExp(`^[^<>]*<${LOCAL}@${DOMAIN}>$`);

/** A plain address (ann@example.com). */
export const isPlainEmail = (value: string): boolean => PLAIN.test(value.trim());

/** A plain address, or the bracketed form "Ann Lee <ann@example.com>" (spec 1 §5). */
export const isValidEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return PLAIN.test(trimmed) || BRACKETED.test(trimmed);
};

/** The address part of either form, trimmed and lower-cased, ready to send. */
export const normalizeEmail = (value: string): string => {
  const trimmed = value.trim();
  const bracketed = /<([^<>]+)>$/.exec(trimmed);
  return (bracketed?.[1] ?? trimmed).trim().toLowerCase();
};

/** Required, then valid, with the login and reset screens' messages. */
export const emailField = (
  invalidMessage: string = VALIDATION_MESSAGES.emailInvalid,
  accepts: (value: string) => boolean = isValidEmail,
) =>
  string()
    .required(VALIDATION_MESSAGES.emailRequired)
    // Empty values are the required rule's business; reporting them twice would hide its message.
    .test('email', invalidMessage, (value) => !value || accepts(value));
