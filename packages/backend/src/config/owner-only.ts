import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
/** What every file and folder the portal writes may allow anyone but its owner: nothing. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Creates the folder if needed and takes every group and other permission off it and everything
 * in it. PGlite writes its files 0666 whatever the process umask, so this runs at start (an older
 * folder), after the database opened (what it just wrote) and at close. The folder's own 0700 is
 * what keeps other accounts out of files written in between.
 */
export function ownerOnlyTree(root: string): void {
  mkdirSync(root, { recursive: true, mode: OWNER_ONLY_DIR });
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return; // chmod would follow it out of the folder
    if ((stat.mode & OWNER_ONLY_UMASK) !== 0) chmodSync(path, stat.mode & 0o7700 & ~OWNER_ONLY_UMASK);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
}
