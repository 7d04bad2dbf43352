import { OWNER_ONLY_UMASK } from '../config/owner-only.ts';
import { DEFAULT_PGLITE_DATA_DIR } from '../config/paths.ts';
import { rotateKeyFile } from './secret-keys.ts';
import { keyDirFor } from './secrets-for.ts';

// `npm run secrets:rotate`: a new current key first in the key
// file; the next start of the backend re-seals every secret with it (docs/decisions/0310). With
// SECRETS_KEY configured instead, rotate by moving the old key to SECRETS_PREVIOUS_KEYS.
process.umask(OWNER_ONLY_UMASK);
if (process.env.SECRETS_KEY) {
  console.error(
    'SECRETS_KEY is set: rotate by setting a new SECRETS_KEY and the old one in SECRETS_PREVIOUS_KEYS.',
  );
  process.exit(1);
}
const dataDir = process.env.DATABASE_URL ? null : (process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DATA_DIR);
const keyDir = keyDirFor(dataDir);
rotateKeyFile(keyDir);
console.log(`A new secrets key is first in ${keyDir}/secrets.key; restart the backend to re-seal with it.`);
