import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Root of the monorepo: the nearest folder above this module with pnpm-workspace.yaml. This file
 * runs from packages/backend/src/config, or bundled into packages/backend/dist (docs/decisions/0587),
 * so a fixed number of '..' would be right for only one of them.
 */
function repoRoot(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir))
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  return join(from, '..', '..', '..', '..');
}

export const REPO_ROOT = repoRoot(dirname(fileURLToPath(import.meta.url)));

export const DEFAULT_PGLITE_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_OUTBOX_DIR = join(REPO_ROOT, '.outbox');
export const MEMORY_DATA_DIR = 'memory://';
