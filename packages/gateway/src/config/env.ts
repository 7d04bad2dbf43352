import { trustProxyEnv } from '@portal/schema';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** Every environment variable the gateway reads, in one place (README, "Configuration"). */
export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_URL: z
    .url({ message: 'must be the backend base URL, e.g. http://127.0.0.1:4001' })
    .default('http://127.0.0.1:4001'),
  WEB_DIST: optionalText,
  // Production unless development is asked for by name: a forgotten variable must not open the IDE.
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PUBLIC_URL: z
    .url({ message: 'must be the portal address browsers use, e.g. http://localhost:4000' })
    .default('http://localhost:4000'),
  // Nothing in front of `npm start`: a forwarded address is trusted only from configured hops.
  TRUST_PROXY: trustProxyEnv('none'),
  // Several gateways hear of sessions ended on any backend through Redis (docs/deployment.md).
  REDIS_URL: optionalText.pipe(z.url({ message: 'must be a redis:// URL' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Reads the configuration once; a bad value stops the process with every problem named. */
export function readGatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = gatewayEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new ConfigurationError(`Invalid gateway configuration:\n${problems}`);
}
