import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * The `scripts` files first, then vitest's own order. They start whole stacks as child processes:
 * the fresh start alone is ~4 minutes, a quarter of the run. Vitest orders a run without a results
 * cache (a fresh clone, as in CI) project by project, so it started last and the run ended with it
 * alone on one core while the other worker had nothing left (docs/decisions/0616).
 */
class StacksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsStack = (file: TestSpecification) => file.project.name === 'scripts';
    return [...sorted.filter(startsStack), ...sorted.filter((file) => !startsStack(file))];
  }
}

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
    sequence: { sequencer: StacksFirst },
  },
});
