import type { RequestHandler } from 'express';

const upstreamTimeoutMs = 2000;

async function upstreamIsUp(upstreamUrl: string, path = '/healthz'): Promise<boolean> {
  try {
    const response = await fetch(new URL(path, upstreamUrl), {
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

/**
 * GET /readyz: 200 while this gateway takes work and its backend is ready; 503 while draining (so
 * the balancer stops sending before the doors close) or while the backend is not ready.
 */
export function readinessHandler(upstreamUrl: string, draining: () => boolean): RequestHandler {
  return async (_req, res) => {
    if (draining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const upstream = await upstreamIsUp(upstreamUrl, '/readyz');
    res.status(upstream ? 200 : 503).json({ status: upstream ? 'ready' : 'upstream not ready' });
  };
}
