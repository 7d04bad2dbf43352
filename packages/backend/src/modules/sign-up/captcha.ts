import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A captcha that works offline (issue 33): a sum written in words, answered in digits. The token
 * carries the expiry and an HMAC of the answer under a key derived from the secrets key, so the
 * server keeps nothing and a token cannot be answered after it expires or with another answer.
 * It stops scripts that post the form blindly, not a determined bot; a hosted captcha can replace
 * it behind the same two fields.
 */
export function issueCaptcha(ctx: AppContext, now = Date.now()) {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const expires = now + CAPTCHA_TTL_MS;
  return {
    token: `${expires}.${mac(ctx, expires, String(a + b))}`,
    question: `What is ${WORDS[a]} plus ${WORDS[b]}?`,
  };
}

export function captchaAnswered(ctx: AppContext, token: string, answer: string, now = Date.now()): boolean {
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!given || !Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(mac(ctx, expires, answer.trim()));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const mac = (ctx: AppContext, expires: number, answer: string) =>
  createHmac('sha256', ctx.secrets.derivedKey('captcha')).update(`${expires}:${answer}`).digest('base64url');
