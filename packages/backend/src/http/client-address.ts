import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The client's address as express derived it from the trusted proxies (TRUST_PROXY), and only if
 * it is an address: a forwarded "anything" must not become a fresh login-limit key per attempt.
 */
export function clientAddress(req: Request): string {
  const derived = req.ip;
  if (derived && isIP(derived)) return derived;
  return req.socket.remoteAddress ?? 'unknown';
}
