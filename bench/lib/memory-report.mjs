// Preloaded into a backend by bench/backend-memory.ts (`node --import …/memory-report.mjs`): on
// SIGUSR2 it writes one `MEMORY {json}` line to stderr with the process's memory as V8 sees it,
// as found and again after a full collection. Plain JavaScript so that it loads before tsx.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function figures() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((s) => [s.space_name, { used: s.space_used_size, committed: s.physical_space_size }]),
  );
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    malloced: heap.malloced_memory,
    spaces,
  };
}

process.on('SIGUSR2', () => {
  const found = figures();
  gc();
  const collected = figures();
  process.stderr.write(`MEMORY ${JSON.stringify({ found, collected })}\n`);
});
