import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `rigforge-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh embedded database every run; the client bundle is built by `npm run test:e2e`.
    command: `rm -rf "${dataDir}" && node server/dist/index.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  },
});
