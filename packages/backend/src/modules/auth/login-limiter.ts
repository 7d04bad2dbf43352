import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../http/http-error.ts';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';

export interface LoginLimiterOptions {
  failuresPerEmail: number;
  failuresPerIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimiterOptions = {
  failuresPerEmail: 5,
  failuresPerIp: 50,
  windowSeconds: 15 * 60,
};

/**
 * Slows down password guessing: after N failures for one email (or M for one IP) inside the
 * window, logins are refused with 429 until the window passes. A success clears the email's count.
 */
export class LoginLimiter {
  private readonly byEmail: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(private readonly opts: LoginLimiterOptions = DEFAULT_LOGIN_LIMITS) {
    this.byEmail = new RateLimiterMemory({
      keyPrefix: 'login_email',
      points: opts.failuresPerEmail,
      duration: opts.windowSeconds,
    });
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'login_ip',
      points: opts.failuresPerIp,
      duration: opts.windowSeconds,
    });
  }

  /** Throws 429 when either counter is used up. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.byEmail.get(email), this.byIp.get(ip)]);
    const blocked = [
      exhausted(byEmail, this.opts.failuresPerEmail),
      exhausted(byIp, this.opts.failuresPerIp),
    ].filter((ms): ms is number => ms !== null);
    if (blocked.length > 0) {
      const retryAfter = Math.max(1, Math.ceil(Math.max(...blocked) / 1000));
      throw new HttpError(429, TOO_MANY_LOGINS_MESSAGE, { 'Retry-After': String(retryAfter) });
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.penalty(email, 1), this.byIp.penalty(ip, 1)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(email);
  }
}

function exhausted(res: RateLimiterRes | null, points: number): number | null {
  return res && res.consumedPoints >= points ? res.msBeforeNext : null;
}
