import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4188);

/** End-to-end tests drive Debian's Chromium against the built server on its own port and data dir. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `test-results/e2e-data`,
      LOG_LEVEL: 'warn',
      CLIENT_NETWORKS: '127.0.0.0/8',
      // The forms' tests send many forms from one address, and solve many challenges.
      FORM_RATE_LIMIT: '1000/60',
      CAPTCHA_MAX_COUNTER: '2000',
      // The speed test's agreement check reads the server's byte counters.
      SPEEDTEST_COUNTERS: '1',
    },
  },
});
