import { describe, expect, it } from 'vitest';
import { ConfigurationError, readBackendEnv } from '../config/env.ts';
import { connectorConfigFrom, LOCAL_CONNECTORS } from './connector-config.ts';

describe('connector configuration', () => {
  it('runs every connector locally when nothing is set', () => {
    const config = connectorConfigFrom(readBackendEnv({}));

    expect(config).toEqual({ ...LOCAL_CONNECTORS, drive: { kind: 'local', dir: undefined } });
  });

  it('selects the Selling Partner API adapter with its endpoint and LWA client', () => {
    const config = connectorConfigFrom(
      readBackendEnv({
        SELLING_PARTNER_CONNECTOR: 'sp-api',
        SP_API_ENDPOINT: 'https://sellingpartnerapi-eu.amazon.com',
        SP_API_LWA_URL: '',
        SP_API_CLIENT_ID: 'amzn1.application-oa2-client.x',
        SP_API_CLIENT_SECRET: 'secret',
      }),
    );

    expect(config.sellingPartner).toEqual({
      kind: 'sp-api',
      endpoint: 'https://sellingpartnerapi-eu.amazon.com',
      lwa: {
        tokenUrl: 'https://api.amazon.com/auth/o2/token',
        clientId: 'amzn1.application-oa2-client.x',
        clientSecret: 'secret',
      },
      refreshToken: undefined,
      // Sign-up's consent link (ADR 0450): no application id set, and not a draft application.
      applicationId: undefined,
      draft: false,
    });
  });

  it('refuses to start a real adapter without its credentials, naming each missing one', () => {
    const read = () => readBackendEnv({ ADS_CONNECTOR: 'ads-api', ADS_API_CLIENT_ID: 'id' });

    expect(read).toThrow(ConfigurationError);
    expect(read).toThrow(/ADS_API_CLIENT_SECRET: is required by the chosen connector/);
    expect(read).not.toThrow(/ADS_API_CLIENT_ID/);
  });

  it('refuses a connector name it does not know', () => {
    expect(() => readBackendEnv({ BILLING_CONNECTOR: 'paypal' })).toThrow(/BILLING_CONNECTOR/);
  });
});

describe('mail configuration', () => {
  it('selects the mail API with its token and confirmed sender', () => {
    const config = connectorConfigFrom(
      readBackendEnv({
        MAIL_CONNECTOR: 'postmark',
        MAIL_API_TOKEN: 'token',
        MAIL_FROM: 'Portal <hi@agency.example>',
      }),
    );

    expect(config.mail).toEqual({
      kind: 'postmark',
      endpoint: 'https://api.postmarkapp.com',
      serverToken: 'token',
      from: 'Portal <hi@agency.example>',
    });
  });
});

describe('file store configuration', () => {
  it('selects an S3-compatible bucket, on AWS by region unless an endpoint is given', () => {
    const env = { FILE_STORE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 's' };

    const onAws = connectorConfigFrom(readBackendEnv({ ...env, S3_REGION: 'eu-west-1' })).files;
    const onMinio = connectorConfigFrom(
      readBackendEnv({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' }),
    ).files;

    expect(onAws).toMatchObject({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'files',
    });
    expect(onMinio).toMatchObject({ kind: 's3', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' });
  });
});
