import { z } from 'zod';

/**
 * Which proxies in front of a service may name the client's address (`X-Forwarded-For`): nothing
 * (`false`), the last n hops, or exact addresses and subnets (proxy-addr's syntax, including its
 * names `loopback`, `linklocal` and `uniquelocal`). The client's address keys the login limits, so
 * trusting a hop a client can reach directly lets that client pick a new address per attempt.
 */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as both services read it (README, "Configuration"): `none`, a hop count, or a list. */
export const trustProxyEnv = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : v.trim()))
    .pipe(
      z.union([
        z.literal('none').transform((): TrustProxy => false),
        z
          .string()
          .regex(/^\d+$/)
          .transform((v): TrustProxy => Number(v)),
        z
          .string()
          .regex(/^[0-9A-Za-z.:/_-]+(\s*,\s*[0-9A-Za-z.:/_-]+)*$/, {
            message: "must be 'none', a hop count or comma-separated proxy addresses",
          })
          .transform((v): TrustProxy => v.split(',').map((part) => part.trim())),
      ]),
    );
