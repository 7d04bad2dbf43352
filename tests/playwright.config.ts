import { defineConfig } from '@playwright/test';

// The whole stack on its own ports with an in-memory database seeded afresh for each run.
const PORT = Number(process.env.E2E_PORT ?? 4100);
const BACKEND_PORT = PORT + 1;

export default defineConfig({
  testDir: './specs',
  // Sized for a machine four times slower than a quiet one (CI shares its 2 cores with other work):
  // assertions retry until their condition holds, so a passing test waits no longer for these.
  timeout: 180_000,
  expect: { timeout: 40_000 },
  fullyParallel: false,
  // Two until a whole run on three has passed on the busy machine (docs/decisions/0631 proposes three).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'portal', testIgnore: /billing\.spec\.ts$/ },
    // The billing walk changes and then cancels the demo ffp brand's subscription, which the
    // listings screens of the other specs need: it runs once all of them are done.
    { name: 'billing', testMatch: /billing\.spec\.ts$/, dependencies: ['portal'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: every action with the DOM before and after it, the network and
    // the console. Without the screencast: filming every test cost ~35% of the suite's test time and
    // ~30% of its CPU (docs/decisions/0640); the failure's last screen is kept as a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download browsers here: drive Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-sync',
        '--no-first-run',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    command: `node --import tsx ../scripts/stack.ts --port ${PORT} --backend-port ${BACKEND_PORT} --data memory:// --snapshot`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORTAL_DEV_TOOLS: '1', SEED_DEMO: '1', NODE_ENV: 'production' },
  },
});
