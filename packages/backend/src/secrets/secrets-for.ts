import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../config/paths.ts';
import { SecretsService } from './secrets-service.ts';

export interface SecretsOptions {
  secretsKey?: string;
  secretsPreviousKeys?: readonly string[];
  adsTokenKey?: string;
}

/**
 * The folder of the key file: beside the embedded database (the data folder), or the project's
 * `.data` for a PostgreSQL server. The API and `npm run worker` find the same file there.
 */
export const keyDirFor = (pgliteDataDir: string | null): string =>
  pgliteDataDir ? dirname(pgliteDataDir) : join(REPO_ROOT, '.data');

/**
 * The secrets service of one process: SECRETS_KEY, else ADS_TOKEN_KEY (its former name, so a
 * deployment that configured that key keeps it), else the key file in `keyDir` (null: a key for
 * this process only). ADS_TOKEN_KEY or the former `ads-token.key` file still open older values.
 */
export function secretsFor(opts: SecretsOptions, keyDir: string | null): SecretsService {
  return SecretsService.fromConfig({
    key: opts.secretsKey ?? opts.adsTokenKey,
    previousKeys: opts.secretsPreviousKeys,
    keyDir,
    legacyKey: opts.adsTokenKey,
    // Where the former token cipher always kept its key, whatever the data folder.
    legacyKeyFile: keyDir ? join(REPO_ROOT, '.data', 'ads-token.key') : null,
  });
}
