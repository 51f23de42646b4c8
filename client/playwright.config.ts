import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { E2E_ADMIN, tutorialSeenState } from './e2e/env';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `rigforge-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');
const baseURL = `http://127.0.0.1:${port}`;
// The suite signs up more accounts from one address than the hourly limit lets a real network.
const env = {
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SIGNUPS_PER_HOUR: '1000',
} as const;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // Every page starts with the tutorial seen (e2e/env.ts); tutorial.spec.ts starts empty.
    storageState: tutorialSeenState(baseURL),
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh embedded database every run, with the admin account of admin.spec.ts; the client bundle
    // is built by `npm run test:e2e`.
    command: [
      `rm -rf "${dataDir}"`,
      `node scripts/e2e-admin.mjs ${E2E_ADMIN.email} ${E2E_ADMIN.username} '${E2E_ADMIN.password}'`,
      'node server/dist/index.js',
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env,
  },
});
