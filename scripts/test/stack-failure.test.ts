import { describe, expect, it } from 'vitest';
import { freePortPair, isAlive, startStack } from './stack-process.ts';

// `npm start` must never leave a backend seeding as an orphan, nor wait on a child that is gone:
// a child that dies during start stops the others, and the stack exits non-zero with the reason.
describe('npm start when the backend dies during start', () => {
  it('stops its children and exits non-zero, naming the backend', async () => {
    const port = await freePortPair();
    // An in-memory database without the test snapshot: the backend seeds the whole demo, so the
    // kill lands while it is still loading the demo accounts (the gateway has not started yet).
    const stack = startStack({ data: 'memory://', env: { SEED_DEMO: '1', PORTAL_DEMO_SNAPSHOT: '' } }, port);
    try {
      const started = await stack.waitForLine(/backend started \(pid \d+\)/);
      const backend = Number(/pid (\d+)/.exec(started)?.[1]);
      await stack.waitForLine(/seller-data \d+\/\d+/);
      expect(stack.childPids()).toContain(backend);
      process.kill(backend, 'SIGKILL');
      const code = await stack.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stack.output()).toMatch(/backend exited \(SIGKILL\); stopping the portal/);
      expect(isAlive(backend)).toBe(false);
      // The gateway never started: it waits for the backend's health.
      expect(stack.output()).not.toMatch(/gateway started/);
      expect(stack.output()).not.toMatch(/The portal is ready/);
    } finally {
      await stack.stop();
    }
  });

  it('exits non-zero with the reason when the backend cannot start at all', async () => {
    const port = await freePortPair();
    // Nothing listens on port 1: the backend fails to reach its database and exits.
    const stack = startStack(
      { data: 'memory://', env: { DATABASE_URL: 'postgres://portal:portal@127.0.0.1:1/portal' } },
      port,
    );
    const code = await stack.exited;
    expect(code).not.toBe(0);
    expect(stack.output()).toMatch(/backend exited \(code \d+\); stopping the portal/);
    expect(stack.output()).not.toMatch(/gateway started/);
  });

  it('gives up on a backend that reports nothing for too long, and leaves no orphan behind', async () => {
    const port = await freePortPair();
    // A stall limit shorter than the demo seed's first silent phase: the stack must give up and
    // stop the backend it started (it once exited and left the backend seeding as an orphan).
    const stack = startStack(
      { data: 'memory://', env: { SEED_DEMO: '1', PORTAL_DEMO_SNAPSHOT: '', START_STALL_MS: '1500' } },
      port,
    );
    const started = await stack.waitForLine(/backend started \(pid \d+\)/);
    const backend = Number(/pid (\d+)/.exec(started)?.[1]);
    const code = await stack.exited;
    expect(code).toBe(1);
    expect(stack.output()).toMatch(/the portal did not start: .*no progress for \d+ s/);
    expect(isAlive(backend)).toBe(false);
  });
});
