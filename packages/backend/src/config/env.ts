import { trustProxyEnv } from '@portal/schema';
import { z } from 'zod';
import { connectorEnvShape, missingConnectorSettings } from '../connectors/connector-config.ts';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'], { message: "must be '0' or '1'" })
    .default(fallback)
    .transform((v) => v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** The gateway on the same host, as `npm start` runs it. */
export const DEFAULT_BACKEND_TRUST_PROXY = ['loopback'];

/** Every environment variable the backend reads, in one place (README, "Configuration"). */
export const backendEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
    PGLITE_DATA_DIR: optionalText,
    // Several instances share login throttles, session ends and socket events through Redis.
    REDIS_URL: optionalText.pipe(z.url({ message: 'must be a redis:// URL' }).optional()),
    SEED_DEMO: flag('1'),
    // The demo's older seller history: loaded before the backend answers (inline), or after it, as
    // background sync jobs (`npm start` sets background; docs/decisions/0281).
    DEMO_HISTORY: z
      .enum(['inline', 'background'], { message: "must be 'inline' or 'background'" })
      .default('inline'),
    // Development tools (the mail outbox reader) are off unless asked for explicitly.
    PORTAL_DEV_TOOLS: flag('0'),
    PUBLIC_URL: z
      .url({ message: 'must be an absolute URL such as http://localhost:4000' })
      .default('http://localhost:4000'),
    // The gateway calls from loopback under `npm start`; list other hops (compose) explicitly.
    TRUST_PROXY: trustProxyEnv(DEFAULT_BACKEND_TRUST_PROXY.join(',')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_PRIVATE_KEY: optionalText,
    // The key that seals secrets at rest (32 bytes, base64 or hex); a key file in the data folder otherwise.
    SECRETS_KEY: optionalText,
    // Keys older values may still be sealed with, comma-separated: opened, then re-sealed at start.
    SECRETS_PREVIOUS_KEYS: optionalText.transform((v) =>
      v
        ? v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [],
    ),
    // The former name of SECRETS_KEY (Ads tokens only): still the key when SECRETS_KEY is not set.
    ADS_TOKEN_KEY: optionalText,
    // Job workers run in the API process unless this is '0' (then `npm run worker` runs them).
    WORKERS: flag('1'),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5, { message: 'must be at least 0.5' }).default(2),
    FILES_DIR: optionalText,
    // Which connector implementations run and how they reach the outside (connectors/connector-config.ts).
    ...connectorEnvShape,
  })
  .superRefine((env, context) => {
    for (const name of missingConnectorSettings(env))
      context.addIssue({ code: 'custom', path: [name], message: 'is required by the chosen connector' });
  });

export type BackendEnv = z.infer<typeof backendEnvSchema>;

/** Reads the configuration once; a bad value stops the process with every problem named. */
export function readBackendEnv(env: NodeJS.ProcessEnv = process.env): BackendEnv {
  const parsed = backendEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new ConfigurationError(`Invalid backend configuration:\n${problems}`);
}

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
