// The plans of a slow call's statements, as PostgreSQL ran them: auto_explain (loaded off by
// startPostgres({ autoExplain: true })) is switched on for a few calls, and the plans it logged are
// read back from the server's log. EXPLAIN ANALYZE of the real statements with the bound values,
// without the bench having to rebuild any SQL.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';

function psql(url: string, statements: string[]): void {
  // One -c per statement: ALTER SYSTEM refuses to run inside the implicit block of a multi-statement string.
  const args = [url, '-v', 'ON_ERROR_STOP=1', '-q', ...statements.flatMap((s) => ['-c', s])];
  const res = spawnSync('psql', args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
}

/**
 * Logs the plan (ANALYZE, BUFFERS, per-node timing) of every statement that runs longer than
 * `minMs`, or nothing again with null. Applied by a configuration reload, so the backend's pooled
 * connections take it up at their next statement.
 */
export async function setAutoExplain(url: string, minMs: number | null): Promise<void> {
  const settings =
    minMs === null
      ? ['alter system reset auto_explain.log_min_duration']
      : [
          `alter system set auto_explain.log_min_duration = ${Math.round(minMs)}`,
          'alter system set auto_explain.log_analyze = on',
          'alter system set auto_explain.log_buffers = on',
          'alter system set auto_explain.log_timing = on',
          'alter system set auto_explain.log_nested_statements = off',
        ];
  psql(url, [...settings, 'select pg_reload_conf()']);
  // The reload is a signal each connection handles before its next statement; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export interface LoggedPlan {
  ms: number;
  query: string;
  plan: string;
}

/** The log's size now: where the next call's plans begin. */
export const logOffset = (file: string): number => statSync(file).size;

/** The plans auto_explain wrote after `offset`, slowest first. */
export function plansSince(file: string, offset: number): LoggedPlan[] {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  const plans: LoggedPlan[] = [];
  // An entry is a prefixed line and the tab-indented lines after it.
  const entries = buffer.toString('utf8').split(/\n(?=\d{4}-\d\d-\d\d )/);
  for (const entry of entries) {
    const head = /LOG:\s+duration: ([\d.]+) ms\s+plan:\n/.exec(entry);
    if (!head) continue;
    const body = entry.slice((head.index ?? 0) + head[0].length).replace(/^\t/gm, '');
    const at = body.indexOf('\n', body.search(/^Query Text:/m));
    // The query text runs until the plan's first node (a line starting with a node name and its cost).
    const planStart = body.search(/^[A-Z][A-Za-z ]+.*\(cost=/m);
    plans.push({
      ms: Number(head[1]),
      query: (planStart > 0 ? body.slice(0, planStart) : body.slice(0, at)).replace(/\s+/g, ' ').trim(),
      plan: (planStart >= 0 ? body.slice(planStart) : body).trimEnd(),
    });
  }
  return plans.sort((a, b) => b.ms - a.ms);
}
