import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../config/paths.ts';

/**
 * Builds `dist/` as `pnpm --filter @portal/backend build` does (docs/decisions/0587), once per test
 * run from the global setup: the files that start the production entries (the served backend and
 * worker) share one build instead of each rebuilding the folder the other is running from.
 */
export async function buildProductionBundle(): Promise<void> {
  const backendDir = join(REPO_ROOT, 'packages', 'backend');
  await promisify(execFile)(process.execPath, ['scripts/bundle.mjs'], { cwd: backendDir }).catch(
    (error: { stderr?: string; message: string }) => {
      throw new Error(`the backend bundle did not build: ${error.stderr || error.message}`);
    },
  );
}
