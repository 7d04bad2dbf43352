import { cpus } from 'node:os';
import autocannon from 'autocannon';

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

/** Runs autocannon and keeps the figures every table prints. */
export async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

export const fmt = {
  rps: (n: number) => n.toFixed(0),
  ms: (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`,
};

export function machineLine(): string {
  return `Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`;
}
