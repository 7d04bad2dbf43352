import { randomBytes } from 'node:crypto';
import { exportPKCS8, generateKeyPair } from 'jose';
import { JWT_ALG } from '../modules/auth/signing-keys.ts';
import { type Instance, startInstance } from './instances.ts';

/** The deployed shape on loopback (docs/deployment.md): two backends, a worker, two gateways. */
export interface Topology {
  backends: [Instance, Instance];
  worker: Instance;
  gateways: [Instance, Instance];
  /** What every backend and worker process is started with (to start another, or restart one). */
  backendEnv: Record<string, string>;
  all(): Instance[];
  stop(): Promise<void>;
}

export interface TopologyOptions {
  databaseUrl: string;
  redisUrl: string;
  filesDir: string;
  /** Seeds the demo data at backend 1's start (the database is empty); backend 2 starts after it. */
  seedDemo?: boolean;
}

/**
 * Starts each part as its own process on one PostgreSQL and Redis. Backend 2 takes no jobs, so
 * whatever reaches its sockets came from another process; gateway N fronts backend N.
 */
export async function startTopology(opts: TopologyOptions): Promise<Topology> {
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const backendEnv = {
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    SEED_DEMO: '0',
    JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    FILES_DIR: opts.filesDir,
    PUBLIC_URL: 'http://localhost:4000',
    JOB_POLL_SECONDS: '0.5',
  };
  const started: Instance[] = [];
  try {
    const first = startInstance(
      'backend 1',
      'backend',
      {
        ...backendEnv,
        WORKERS: '1',
        ...(opts.seedDemo ? { SEED_DEMO: '1' } : {}),
      },
      opts.seedDemo ? 1_200_000 : undefined,
    );
    // A seeding backend goes first: the other would otherwise serve an empty portal meanwhile.
    const backends = (
      opts.seedDemo
        ? [await first, await startInstance('backend 2', 'backend', { ...backendEnv, WORKERS: '0' })]
        : await Promise.all([first, startInstance('backend 2', 'backend', { ...backendEnv, WORKERS: '0' })])
    ) as [Instance, Instance];
    started.push(...backends);
    const worker = await startInstance('worker', 'worker', backendEnv);
    started.push(worker);
    const gatewayEnv = (upstream: Instance) => ({
      UPSTREAM_URL: upstream.url,
      REDIS_URL: opts.redisUrl,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:4000',
    });
    const gateways = (await Promise.all([
      startInstance('gateway 1', 'gateway', gatewayEnv(backends[0])),
      startInstance('gateway 2', 'gateway', gatewayEnv(backends[1])),
    ])) as [Instance, Instance];
    started.push(...gateways);
    return {
      backends,
      worker,
      gateways,
      backendEnv,
      all: () => started,
      stop: () => Promise.all(started.map((i) => i.stop())).then(() => {}),
    };
  } catch (error) {
    await Promise.all(started.map((i) => i.stop()));
    throw error;
  }
}
