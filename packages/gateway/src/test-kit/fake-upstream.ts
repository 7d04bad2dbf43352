import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** A stand-in backend on an ephemeral loopback port that signs tokens the way the real one does. */
export interface FakeUpstream {
  url: string;
  app: Express;
  /** Signs an access token with the published key; `expiresIn` as jose reads it ('15m', '-1s'). */
  signToken(claims: JWTPayload, expiresIn?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' };
  const app = express();
  app.use(express.json());
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.json({ keys: [jwk] });
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    signToken: (claims, expiresIn = '15m') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
    close: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
