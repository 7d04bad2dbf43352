import type { RequestHandler } from 'express';

const upstreamTimeoutMs = 2000;

async function upstreamIsUp(upstreamUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', upstreamUrl), {
      signal: AbortSignal.timeout(upstreamTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** GET /healthz: the gateway answers while up; `upstream` says whether the backend does too. */
export function healthHandler(upstreamUrl: string): RequestHandler {
  return async (_req, res) => {
    const upstream = (await upstreamIsUp(upstreamUrl)) ? 'ok' : 'down';
    res.json({ status: 'ok', upstream });
  };
}
