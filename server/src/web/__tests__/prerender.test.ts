// The page renderer over a fake built client: when composing the document throws (a prerenderer
// built from other sources than the server, say), the visitor gets the built shell, not a 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { createLogger } from '../../lib/logger';
import { createPageRenderer, type Execute } from '../prerender';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

function fakeBuild(pageBody: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-prerender-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), SHELL);
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'render.cjs'),
    `module.exports = {
      BOOTSTRAP_SCRIPT: 'boot()',
      isPrerenderedPath: (p) => p === '/',
      isAppPath: (p) => p === '/' || p === '/not-prerendered',
      renderPage: async () => ({ html: '<main>home</main>', state: {}, title: 'Home' }),
      readBuiltClient: () => ({ shell: 'unused', themeScript: null, page: (pathname, parts) => { ${pageBody} } }),
    };`,
  );
  return path.join(root, 'dist');
}

function guestRequest(url: string) {
  const headers: Record<string, string> = {};
  const req = {
    path: url,
    originalUrl: url,
    session: {},
    log: createLogger('silent'),
  } as unknown as Request;
  const res = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as Response;
  return { req, res, headers };
}

const execute: Execute = () => Promise.resolve({ data: {} });

describe('createPageRenderer', () => {
  it('composes the prerendered page through the built client', async () => {
    const renderer = createPageRenderer(
      fakeBuild('return "page:" + pathname + ":" + parts.html;'),
      0,
      createLogger('silent'),
    );
    const { req, res, headers } = guestRequest('/');
    await expect(renderer.page(req, res, execute)).resolves.toBe('page:/:<main>home</main>');
    expect(headers.Vary).toBe('Cookie');
  });

  it("answers 404 for a path that is none of the app's routes", () => {
    const renderer = createPageRenderer(fakeBuild('return "";'), 0, createLogger('silent'));
    expect(renderer.status('/')).toBe(200);
    expect(renderer.status('/not-prerendered')).toBe(200);
    expect(renderer.status('/no-such-page')).toBe(404);
  });

  it('answers the built shell when composing the document throws', async () => {
    const renderer = createPageRenderer(fakeBuild('throw new Error("stale build");'), 0, createLogger('silent'));
    for (const url of ['/', '/not-prerendered']) {
      const { req, res } = guestRequest(url);
      await expect(renderer.page(req, res, execute)).resolves.toBe(SHELL);
    }
  });
});
