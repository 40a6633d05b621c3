import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './support/admin';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_ARGS } = require('./chromium.cjs') as { CHROMIUM_ARGS: string[] };

// test/run.mjs passes a free port, a fresh data dir and the Chromium it found (CHROME_PATH).

const port = Number(process.env.E2E_PORT ?? 8123);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tribo-e2e-${port}`);
const root = path.resolve(__dirname, '..', '..');

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // test/run.mjs gives each stage its own, so the second stage keeps the first one's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } }],
  // The app exactly as `npm start` runs it: built SPA + API on one port, embedded database; or, with
  // E2E_DATABASE_URL, two server processes on that PostgreSQL behind a round-robin proxy (cluster.mjs).
  webServer: {
    command: process.env.E2E_DATABASE_URL ? 'node test/e2e/cluster.mjs' : 'node server/scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
      // Specs register and sign in many users from one address; the limits have server tests.
      RATE_LIMITS: 'false',
      // The first-start staff account, with a known password (admin.spec signs in with it).
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL, PAYMENTS_TEST_MODE: 'true' }
        : {}),
    },
  },
});
