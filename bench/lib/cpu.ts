import { readFileSync } from 'node:fs';

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ on every mainstream kernel).
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, in microseconds: the same counters
 * `process.cpuUsage()` reads inside the server, read from outside so every server (ours, Mesh,
 * Apollo-minimal, the Node floor) is measured alike without changing its code. On a shared machine
 * this stays stable where req/s moves with the neighbours' load.
 */
export function cpuMicros(pid: number, opts: { endedChildren?: boolean } = {}): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14
  // and 15, the ended children's (those the process has waited for) cutime and cstime 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let ticks = Number(fields[11]) + Number(fields[12]);
  if (opts.endedChildren) ticks += Number(fields[13]) + Number(fields[14]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
