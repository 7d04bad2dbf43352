import { z } from 'zod';
import { readBackendEnv } from '../config/env.ts';
import { connectorConfigFrom } from '../connectors/connector-config.ts';
import { defineJobKind } from '../jobs/job-kind.ts';
import { createLogger } from '../logging/logger.ts';
import { createWorker } from '../worker-process.ts';

// A job worker process for the multi-instance test only: the worker of `npm run worker` plus one
// kind whose first attempt never ends, so the test can kill the worker running it and watch another
// process finish the job once pg-boss presumes the attempt lost (its short expiry).

/** How long an attempt may run before pg-boss hands the job to another worker. */
const EXPIRE_SECONDS = 2;

const HOLD_KIND = 'test-cluster-hold';

const env = readBackendEnv();
const logger = createLogger('worker', env.LOG_LEVEL);
const holdKind = defineJobKind({
  kind: HOLD_KIND,
  payload: z.object({}).passthrough(),
  retryLimit: 3,
  retryDelaySeconds: 0,
  expireInSeconds: EXPIRE_SECONDS,
  async run(job) {
    logger.info({ jobId: job.id, attempt: job.attempt, pid: process.pid }, 'hold job running');
    if (job.attempt === 1) await new Promise<void>(() => {});
    return { summary: `done on attempt ${job.attempt} by ${process.pid}` };
  },
});
const worker = await createWorker({
  databaseUrl: env.DATABASE_URL as string,
  redisUrl: env.REDIS_URL,
  filesDir: env.FILES_DIR,
  connectors: connectorConfigFrom(env),
  jwtPrivateKey: env.JWT_PRIVATE_KEY,
  secretsKey: env.SECRETS_KEY,
  publicUrl: env.PUBLIC_URL,
  logger,
  jobKinds: [holdKind],
  jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
});
if (process.env.HOLD_ENQUEUE === '1') {
  const job = await worker.ctx.jobs.enqueue(worker.ctx, HOLD_KIND, { userId: null, brandCode: null }, {});
  logger.info({ jobId: job.id }, 'hold job queued');
}
logger.info('job worker running');
process.on('SIGTERM', () => void worker.close().then(() => process.exit(0)));
