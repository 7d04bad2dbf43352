// What the backend reports while it starts (migrating, seeding the demo accounts one by one), sent
// to the parent process over its IPC channel when there is one (`npm start`'s scripts/stack.ts),
// so a slow start is seen moving instead of being given up for dead.

export type StartPhase = 'migrate' | 'seed' | 'seller-data' | 'history' | 'derive' | 'ready';

export interface StartProgress {
  type: 'start-progress';
  phase: StartPhase;
  /** What the phase is doing, in words. */
  message: string;
  /** Units done and the total (demo accounts for seller data), when the phase counts them. */
  done?: number;
  total?: number;
}

export type ReportStartProgress = (progress: Omit<StartProgress, 'type'>) => void;

export function isStartProgress(value: unknown): value is StartProgress {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'start-progress' &&
    typeof (value as { phase?: unknown }).phase === 'string'
  );
}

/** Sends progress to the parent process; nothing when the backend was not started by one. */
export const reportToParent: ReportStartProgress = (progress) => {
  if (typeof process.send === 'function' && process.connected) {
    process.send({ type: 'start-progress', ...progress } satisfies StartProgress);
  }
};

/** One line for the console: elapsed seconds, phase, counts. */
export function formatStartProgress(p: StartProgress, elapsedMs: number): string {
  const count = p.total !== undefined ? ` ${p.done ?? 0}/${p.total}` : '';
  return `  ${(elapsedMs / 1000).toFixed(1).padStart(6)} s  ${p.phase}${count}  ${p.message}`;
}
