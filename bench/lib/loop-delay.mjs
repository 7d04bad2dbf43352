// Preloaded into the backend by bench/connect-stall.ts (`--import`): the event loop's delay as
// perf_hooks measures it, and every stall a 20 ms ticker saw (when, how long), so a stall can be
// matched to the log lines around it. On SIGUSR2 the figures since the last signal are written to
// LOOP_DELAY_FILE and the counters start again. Only the backend measures (the stack's other
// children inherit NODE_OPTIONS too). With LOOP_DELAY_PROFILE=1 a CPU profile of the same window
// is written beside it (`<file>.cpuprofile`; NODE_OPTIONS may not carry --cpu-prof).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const out = process.env.LOOP_DELAY_FILE;
if (out && process.argv.some((a) => a.includes('packages/backend/src/main'))) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const TICK = 20;
  /** Gaps longer than this between ticks are listed one by one. */
  const LISTED = 100;
  let stalls = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK;
    if (late > LISTED) stalls.push({ endedAt: new Date().toISOString(), ms: Math.round(late) });
    last = now;
  }, TICK).unref();
  const session = process.env.LOOP_DELAY_PROFILE === '1' ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  process.on('SIGUSR2', async () => {
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${out}.cpuprofile`, JSON.stringify(profile));
      await session.post('Profiler.start');
    }
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      out,
      JSON.stringify({
        maxMs: ms(histogram.max),
        p99Ms: ms(histogram.percentile(99)),
        p50Ms: ms(histogram.percentile(50)),
        samples: histogram.count,
        stalls,
      }),
    );
    histogram.reset();
    stalls = [];
  });
}
