import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './packages/web/vitest.config.ts';

const WEB = 'packages/web';
/**
 * The web tests that replace a module with `vi.mock`. They run in a module graph of their own; the
 * others share one per worker (`isolate: false`), which spares each file re-importing React, Fluent
 * and Apollo into a fresh jsdom: the web files' import time fell from ~210 s to ~15 s. A mock in a
 * shared graph would reach the files after it, or miss a module an earlier file already loaded.
 */
const webFilesThatMock = (readdirSync(join(WEB, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join(WEB, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

// Unit and integration tests of every package; end-to-end tests run through Playwright in tests/.
export default defineConfig({
  test: {
    projects: [
      'packages/backend',
      'packages/gateway',
      'packages/schema',
      'scripts',
      'examples',
      {
        ...web,
        root: WEB,
        test: { ...web.test, isolate: false, exclude: [...configDefaults.exclude, ...webFilesThatMock] },
      },
      { ...web, root: WEB, test: { ...web.test, name: 'web (own modules)', include: webFilesThatMock } },
    ],
    // Vitest's default in a run is one worker fewer than the cores: on this 2-core machine, one, so
    // every file ran in turn while the other core idled (an integration file's backend, gateway and
    // PGlite share one thread; the PostgreSQL pass waits on its server). Two files at a time.
    maxWorkers: 2,
  },
});
