import { z } from 'zod';
import type { LwaClient } from './lwa/lwa-tokens.ts';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));
const LWA_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';
// An empty value (compose passes `VAR=` through) means the default, as for every other variable.
const urlOr = (fallback: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ message: 'must be an absolute URL' }).default(fallback),
  );

/**
 * The environment variables that choose and configure the connectors (README, "Configuration").
 * Every connector is local unless its variable names a real adapter; a real adapter without its
 * credentials stops the start with the missing variables named.
 */
export const connectorEnvShape = {
  SELLING_PARTNER_CONNECTOR: z.enum(['local', 'sp-api']).default('local'),
  SP_API_ENDPOINT: urlOr('https://sellingpartnerapi-na.amazon.com'),
  SP_API_LWA_URL: urlOr(LWA_TOKEN_URL),
  SP_API_CLIENT_ID: optionalText,
  SP_API_CLIENT_SECRET: optionalText,
  // One seller's refresh token, until the secrets service keeps one per connected seller.
  SP_API_REFRESH_TOKEN: optionalText,
  // The app's id on Seller Central's consent page (amzn1.sp.solution.…); SP_API_DRAFT=1 while unpublished.
  SP_API_APPLICATION_ID: optionalText,
  SP_API_DRAFT: z.enum(['0', '1']).default('0'),
  ADS_CONNECTOR: z.enum(['local', 'ads-api']).default('local'),
  ADS_API_ENDPOINT: urlOr('https://advertising-api.amazon.com'),
  ADS_API_CONSENT_URL: urlOr('https://www.amazon.com/ap/oa'),
  ADS_API_LWA_URL: urlOr(LWA_TOKEN_URL),
  ADS_API_CLIENT_ID: optionalText,
  ADS_API_CLIENT_SECRET: optionalText,
  BILLING_CONNECTOR: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: optionalText,
  // Stripe's API by default; a local fake in tests.
  STRIPE_API_URL: urlOr('https://api.stripe.com'),
  // The webhook endpoint's signing secret (whsec_…); the local ledger makes one per process when unset.
  BILLING_WEBHOOK_SECRET: optionalText,
  DRIVE_CONNECTOR: z.enum(['local', 'google']).default('local'),
  DRIVE_DIR: optionalText,
  // Google Drive (ADR 0535): the OAuth client and the grant (scope drive.file) of the account whose
  // drive or shared drive receives the reports; the refresh token is sealed by the secrets service.
  GOOGLE_DRIVE_API_URL: urlOr('https://www.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: urlOr('https://oauth2.googleapis.com/token'),
  GOOGLE_DRIVE_CLIENT_ID: optionalText,
  GOOGLE_DRIVE_CLIENT_SECRET: optionalText,
  GOOGLE_DRIVE_REFRESH_TOKEN: optionalText,
  MAIL_CONNECTOR: z.enum(['outbox', 'postmark']).default('outbox'),
  MAIL_API_URL: urlOr('https://api.postmarkapp.com'),
  MAIL_API_TOKEN: optionalText,
  // The sender the mail service has confirmed (the outbox signs as no-reply@portal.local).
  MAIL_FROM: optionalText,
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  // Unset: AWS's own endpoint for S3_REGION; set it for MinIO, R2 and other compatible stores.
  S3_ENDPOINT: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  CONNECTOR_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
};

const connectorEnv = z.object(connectorEnvShape);
export type ConnectorEnv = z.infer<typeof connectorEnv>;

/** Credentials a chosen real adapter cannot start without. */
export function missingConnectorSettings(env: ConnectorEnv): string[] {
  const missing: string[] = [];
  if (env.SELLING_PARTNER_CONNECTOR === 'sp-api')
    for (const name of ['SP_API_CLIENT_ID', 'SP_API_CLIENT_SECRET'] as const)
      if (!env[name]) missing.push(name);
  if (env.ADS_CONNECTOR === 'ads-api')
    for (const name of ['ADS_API_CLIENT_ID', 'ADS_API_CLIENT_SECRET'] as const)
      if (!env[name]) missing.push(name);
  if (env.DRIVE_CONNECTOR === 'google')
    for (const name of [
      'GOOGLE_DRIVE_CLIENT_ID',
      'GOOGLE_DRIVE_CLIENT_SECRET',
      'GOOGLE_DRIVE_REFRESH_TOKEN',
    ] as const)
      if (!env[name]) missing.push(name);
  if (env.BILLING_CONNECTOR === 'stripe')
    for (const name of ['STRIPE_SECRET_KEY', 'BILLING_WEBHOOK_SECRET'] as const)
      if (!env[name]) missing.push(name);
  return missing;
}

/** Which implementation each connector uses, and what a real one needs. */
export interface ConnectorConfig {
  sellingPartner:
    | { kind: 'local' }
    | {
        kind: 'sp-api';
        endpoint: string;
        lwa: LwaClient;
        refreshToken?: string;
        applicationId?: string;
        draft?: boolean;
      };
  ads: { kind: 'local' } | { kind: 'ads-api'; endpoint: string; consentUrl: string; lwa: LwaClient };
  billing:
    | { kind: 'local'; webhookSecret?: string }
    | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string };
  drive:
    | { kind: 'local'; dir?: string }
    | {
        kind: 'google';
        apiUrl: string;
        tokenUrl: string;
        clientId: string;
        clientSecret: string;
        refreshToken: string;
      };
  mail: { kind: 'outbox' } | { kind: 'postmark'; endpoint: string; serverToken: string; from: string };
  files:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  http: { timeoutMs: number; retries: number };
}

/** Every connector local: the default, and what tests start from. */
export const LOCAL_CONNECTORS: ConnectorConfig = {
  sellingPartner: { kind: 'local' },
  ads: { kind: 'local' },
  billing: { kind: 'local' },
  drive: { kind: 'local' },
  mail: { kind: 'outbox' },
  files: { kind: 'local' },
  http: { timeoutMs: 30_000, retries: 3 },
};

/** The typed configuration from the (already validated) environment. */
export function connectorConfigFrom(env: ConnectorEnv): ConnectorConfig {
  const lwa = (tokenUrl: string, clientId?: string, clientSecret?: string): LwaClient => ({
    tokenUrl,
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
  });
  return {
    sellingPartner:
      env.SELLING_PARTNER_CONNECTOR === 'sp-api'
        ? {
            kind: 'sp-api',
            endpoint: env.SP_API_ENDPOINT,
            lwa: lwa(env.SP_API_LWA_URL, env.SP_API_CLIENT_ID, env.SP_API_CLIENT_SECRET),
            refreshToken: env.SP_API_REFRESH_TOKEN,
            applicationId: env.SP_API_APPLICATION_ID,
            draft: env.SP_API_DRAFT === '1',
          }
        : { kind: 'local' },
    ads:
      env.ADS_CONNECTOR === 'ads-api'
        ? {
            kind: 'ads-api',
            endpoint: env.ADS_API_ENDPOINT,
            consentUrl: env.ADS_API_CONSENT_URL,
            lwa: lwa(env.ADS_API_LWA_URL, env.ADS_API_CLIENT_ID, env.ADS_API_CLIENT_SECRET),
          }
        : { kind: 'local' },
    billing:
      env.BILLING_CONNECTOR === 'stripe'
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            webhookSecret: env.BILLING_WEBHOOK_SECRET ?? '',
            apiUrl: env.STRIPE_API_URL,
          }
        : { kind: 'local', webhookSecret: env.BILLING_WEBHOOK_SECRET },
    drive:
      env.DRIVE_CONNECTOR === 'google'
        ? {
            kind: 'google',
            apiUrl: env.GOOGLE_DRIVE_API_URL,
            tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
            clientId: env.GOOGLE_DRIVE_CLIENT_ID ?? '',
            clientSecret: env.GOOGLE_DRIVE_CLIENT_SECRET ?? '',
            refreshToken: env.GOOGLE_DRIVE_REFRESH_TOKEN ?? '',
          }
        : { kind: 'local', dir: env.DRIVE_DIR },
    mail:
      env.MAIL_CONNECTOR === 'postmark'
        ? {
            kind: 'postmark',
            endpoint: env.MAIL_API_URL,
            serverToken: env.MAIL_API_TOKEN ?? '',
            from: env.MAIL_FROM ?? '',
          }
        : { kind: 'outbox' },
    files:
      env.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { kind: 'local' },
    http: { timeoutMs: env.CONNECTOR_TIMEOUT_MS, retries: env.CONNECTOR_RETRIES },
  };
}
