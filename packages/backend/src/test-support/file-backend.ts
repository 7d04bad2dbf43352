import { afterAll, beforeAll } from 'vitest';
import type { BackendOptions } from '../backend.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from './test-backend.ts';

/**
 * The test file's backend on the first database under test: started before its tests (before the
 * file's own beforeAll hooks registered after this call), stopped after them. The answer forwards
 * to the started backend, so a file reads `api.login(...)` as it would a TestApi.
 */
export function backendForFile(extra: BackendOptions = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    const [database] = databasesUnderTest();
    if (!database) throw new Error('no database under test');
    started = await startTestBackend(database, extra);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as TestApi, {
    get(_, name) {
      if (!started) throw new Error('the file backend starts in beforeAll: use it inside a test or hook');
      const value: unknown = Reflect.get(started, name, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
