import { readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeaderValues } from './security-headers.ts';

function respond(handler: ReturnType<typeof securityHeaders>) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  handler(res.req as never, res as never, () => {});
  return res.getHeaders();
}

describe('security headers', () => {
  it.each([false, true])('are helmet’s, set on every answer alike (development %s)', (development) => {
    const handler = securityHeaders(development);
    const first = respond(handler);

    expect(first).toEqual(securityHeaderValues(development));
    expect(respond(handler)).toEqual(first);
    expect(first['x-frame-options']).toBe('DENY');
    expect(first['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first['content-security-policy'] === undefined).toBe(development);
  });

  it('holds every header helmet’s defaults would set, with the portal’s policy in place of its CSP', () => {
    const defaults = respond(helmet() as never);
    const ours = securityHeaderValues(false);

    expect(Object.keys(ours).sort()).toEqual(Object.keys(defaults).sort());
    expect(ours['content-security-policy']).toMatch(/script-src 'self';/);
    expect(ours['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets images come from the portal and from exactly the catalogue’s image host', () => {
    const csp = String(securityHeaderValues(false)['content-security-policy']);
    const imgSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('img-src'))
      ?.trim();

    expect(imgSrc).toBe("img-src 'self' data: blob: https://m.media-amazon.com");
  });

  it('is the policy the compose nginx sends with the app, so pictures load there too', () => {
    // nginx serves the built app in the compose deployment; its copy of the CSP lacked the image
    // host, so alert pictures were still blocked there (issue 38 point 12).
    const conf = readFileSync(new URL('../../../../docker/nginx.conf', import.meta.url), 'utf8');
    const nginxCsp = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];

    const directives = (csp: unknown) =>
      String(csp)
        .split(';')
        .map((d) => d.trim());

    expect(directives(nginxCsp)).toEqual(directives(securityHeaderValues(false)['content-security-policy']));
  });
});
