import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { E2E_ADMIN, tutorialSeenState } from './e2e/env';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');

// Two servers, each with its own fresh embedded database, and a project of specs on each: the two
// projects run at once (one worker each), the specs of a project one after the other as before, so
// no spec ever shares a server's data with a spec running at the same time. The specs that read the
// mail outbox of `port` (accounts, contact) stay on it.
const SECOND_SERVER_SPECS = /\/(catalog|graphiql|guides|planner|prerender|price-comparison|search)\.spec\.ts$/;

const baseUrlOf = (p: number) => `http://127.0.0.1:${p}`;

function webServer(p: number) {
  const dataDir = path.join(os.tmpdir(), `rigforge-e2e-${p}`);
  return {
    // A fresh embedded database every run, with the admin account of admin.spec.ts; the client bundle
    // is built by `npm run test:e2e`.
    command: [
      `rm -rf "${dataDir}"`,
      `node scripts/e2e-admin.mjs ${E2E_ADMIN.email} ${E2E_ADMIN.username} '${E2E_ADMIN.password}'`,
      'node server/dist/index.js',
    ].join(' && '),
    cwd: root,
    url: `${baseUrlOf(p)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The suite signs up more accounts from one address than the hourly limit lets a real network.
    env: { PORT: String(p), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SIGNUPS_PER_HOUR: '1000' },
  };
}

function project(name: string, p: number) {
  return {
    name,
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      baseURL: baseUrlOf(p),
      // Every page starts with the tutorial seen (e2e/env.ts); tutorial.spec.ts starts empty.
      storageState: tutorialSeenState(baseUrlOf(p)),
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { ...project('chromium', port), testIgnore: SECOND_SERVER_SPECS },
    { ...project('chromium-2', port + 1), testMatch: SECOND_SERVER_SPECS },
  ],
  webServer: [webServer(port), webServer(port + 1)],
});
