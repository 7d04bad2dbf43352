import type { FileStore } from '../files/file-store.ts';

/**
 * What a migration may need beyond the database: a migration that moves bytes out of table rows
 * writes them to the configured file store. Every runner that can meet an older database passes
 * it (backend, worker, `npm run migrate`); one that builds a fresh database need not.
 */
export interface MigrationDeps {
  files?: FileStore;
}
