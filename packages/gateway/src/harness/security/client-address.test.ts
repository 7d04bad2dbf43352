import { afterAll, describe, expect, it } from 'vitest';
import { readGatewayEnv } from '../../config/env.ts';
import { type GatewayHarness, startGatewayHarness } from '../../test-kit/gateway-harness.ts';
import { wsAnswer } from './ws-answer.ts';

// Issue 28, finding 3: any loopback or private peer was trusted to name the client's address, so a
// client sending a new X-Forwarded-For per attempt was never throttled; websocket logins reached
// the backend with no client address at all (all sharing the gateway's).
const LOGIN = 'mutation { login(email: "admin@demo.test", password: "Wrong!1x") { accessToken } }';

/** A gateway whose fake backend records the client address it is handed on each login. */
async function recordingGateway(trustProxy?: false | number | string[]) {
  const harness = await startGatewayHarness(trustProxy === undefined ? {} : { trustProxy });
  const forwarded: Array<string | undefined> = [];
  harness.upstream.app.post('/auth/login', (req, res) => {
    forwarded.push(req.headers['x-forwarded-for'] as string | undefined);
    res.status(401).json({ statusCode: 401, message: 'Email or password is incorrect' });
  });
  const loginWith = (headers: Record<string, string>) =>
    fetch(`${harness.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: LOGIN }),
    }).then((res) => res.json());
  return { harness, forwarded, loginWith };
}

describe('the client address the gateway hands the backend', () => {
  const started: GatewayHarness[] = [];
  afterAll(async () => {
    for (const harness of started) await harness.close();
  });

  it('trusts no proxy unless one is configured', () => {
    expect(readGatewayEnv({}).TRUST_PROXY).toBe(false);
    expect(readGatewayEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readGatewayEnv({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
    ]);
    expect(() => readGatewayEnv({ TRUST_PROXY: 'anything; goes' })).toThrow(/TRUST_PROXY/);
  });

  it('is the peer’s own address whatever X-Forwarded-For says, by default', async () => {
    const { harness, forwarded, loginWith } = await recordingGateway();
    started.push(harness);

    for (let i = 0; i < 7; i++) await loginWith({ 'x-forwarded-for': `203.0.113.${i}` });

    expect(forwarded).toEqual(Array(7).fill('127.0.0.1'));
  });

  it('is the address a configured hop forwarded, and only if it is an address', async () => {
    const { harness, forwarded, loginWith } = await recordingGateway(1);
    started.push(harness);

    await loginWith({ 'x-forwarded-for': '198.51.100.7' });
    await loginWith({ 'x-forwarded-for': '203.0.113.1, 198.51.100.8' });
    await loginWith({ 'x-forwarded-for': 'not-an-address' });

    expect(forwarded).toEqual(['198.51.100.7', '198.51.100.8', '127.0.0.1']);
  });

  it('travels with a login over the websocket too', async () => {
    const { harness, forwarded } = await recordingGateway();
    started.push(harness);

    await wsAnswer(harness.url, LOGIN);

    expect(forwarded).toEqual(['127.0.0.1']);
  });
});
