import { afterEach, describe, expect, it } from 'vitest';
import { createConnectorHttp } from '../http/connector-http.ts';
import { type HttpFake, sendJson, startHttpFake } from '../testing/http-fake.ts';
import { createLwaTokens } from './lwa-tokens.ts';

let fake: HttpFake;
afterEach(() => fake?.close());

/** A token endpoint that hands out numbered access tokens living `expiresIn` seconds. */
async function tokens(expiresIn: number) {
  let issued = 0;
  fake = await startHttpFake((_req, res) => {
    issued += 1;
    sendJson(res, 200, { access_token: `Atza|${issued}`, token_type: 'bearer', expires_in: expiresIn });
  });
  const http = createConnectorHttp({ service: 'Login with Amazon', retries: 0 });
  return createLwaTokens(http, {
    tokenUrl: `${fake.url}/auth/o2/token`,
    clientId: 'id',
    clientSecret: 'secret',
  });
}

describe('Login with Amazon tokens', () => {
  it('trades a refresh token once and reuses the access token while it is fresh', async () => {
    const lwa = await tokens(3600);

    const first = await lwa.accessToken('Atzr|a');
    const second = await lwa.accessToken('Atzr|a');

    expect([first, second]).toEqual(['Atza|1', 'Atza|1']);
    expect(Object.fromEntries(new URLSearchParams(fake.seen[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|a',
      client_id: 'id',
      client_secret: 'secret',
    });
    expect(fake.seen).toHaveLength(1);
  });

  it('keeps one access token per refresh token', async () => {
    const lwa = await tokens(3600);

    const tokensOf = [await lwa.accessToken('Atzr|a'), await lwa.accessToken('Atzr|b')];

    expect(tokensOf).toEqual(['Atza|1', 'Atza|2']);
  });

  it('asks again for a token that expires within the minute', async () => {
    const lwa = await tokens(59);

    await lwa.accessToken('Atzr|a');
    const second = await lwa.accessToken('Atzr|a');

    expect(second).toBe('Atza|2');
  });
});
