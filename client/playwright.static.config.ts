import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { tutorialSeenState } from './e2e/env';

// The static deployment (docs/static-deployment.md): dist-static/ served by a plain static file
// server, no API server. `npm run test:e2e:static` builds it first.
const port = Number(process.env.E2E_STATIC_PORT ?? 3290);
const root = path.resolve(import.meta.dirname, '..');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e-static',
  outputDir: path.join(root, 'test-results', 'static'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    storageState: tutorialSeenState(baseURL),
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve-static.mjs dist-static ${port}`,
    cwd: root,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
