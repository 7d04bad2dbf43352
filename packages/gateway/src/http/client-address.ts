import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TrustProxy } from '@portal/schema';
import proxyAddr from 'proxy-addr';

export type TrustFunction = (address: string, hop: number) => boolean;

/** The configured proxies as proxy-addr asks about them, hop by hop (express's own reading). */
export function compileTrust(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The client's address: the first one a trusted proxy did not add, and only if it is an address
 * at all (a forwarded "anything" must not become a fresh login-limit key); else the peer's own.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer) return undefined;
  const forwarded = proxyAddr(req, trust);
  return isIP(forwarded) ? forwarded : peer;
}
