import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (this file lives in packages/backend/src/config). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export const DEFAULT_PGLITE_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_OUTBOX_DIR = join(REPO_ROOT, '.outbox');
export const MEMORY_DATA_DIR = 'memory://';
