import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { browser, signUp, type Browser } from '../../test/accounts';
import { expectData } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';

// Prerendered pages (docs/prerendering.md) against the real app and the built client: both come
// from `npm run build` (CI builds them in `npm ci`).
const DIST = path.resolve(__dirname, '../../../../client/dist');
const BUILT = ['index.html', '../dist-ssr/render.cjs'].every((file) => fs.existsSync(path.join(DIST, file)));
if (!BUILT) {
  console.warn(`prerender.int.test: skipped, no built client in ${DIST} (run \`npm run build\`)`);
}
const describeBuilt = BUILT ? describe : describe.skip;

const CREATE = `mutation Create($input: SavedBuildInput!) { createSavedBuild(input: $input) { id title } }`;
const PARTS = [{ type: 'CPU', name: 'AMD Ryzen 5 7600', price: 199.99 }];
const HOSTILE = '</script><script>alert(1)</script> <!-- $& </SCRIPT >';

/** The text of #root (everything up to the element after it), or null without one. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1] ?? null;
/** The rf-state element's text, or null. */
const stateText = (html: string) =>
  /<script type="application\/json" id="rf-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
/** The text of every inline script that runs (no src, not a JSON data block). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/json"/.test(attributes))
    .map(([, , text]) => text);
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describeBuilt('prerendered pages', () => {
  let server: TestServer;
  let guest: TestServer['http'];
  let user: Browser;

  beforeAll(async () => {
    // An hour: a page changes only when a write through this process refreshes it.
    server = await startTestServer({ CLIENT_DIST: DIST, PRERENDER_CACHE_TTL_MS: '3600000' });
    guest = server.http;
    user = browser(server);
    await signUp(user, 'builder');
  });

  afterAll(async () => {
    await server?.close();
  });

  const publish = (title: string) =>
    expectData<{ id: string; title: string }>(
      user,
      CREATE,
      { input: { title, isPublic: true, components: PARTS } },
      'createSavedBuild',
    );

  describe('a guest on a public route', () => {
    let res: request.Response;
    beforeAll(async () => {
      res = await guest.get('/');
    });

    it('gets the page prerendered, with its state', () => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const root = rootOf(res.text);
      expect(root).not.toBeNull();
      expect(root!.length).toBeGreaterThan(100);
      expect(root).toContain('<nav');
      expect(JSON.parse(stateText(res.text)!)).toHaveProperty('ROOT_QUERY');
      expect(res.text).toContain('id="rf-boot"');
      expect(res.text).not.toContain('<script type="module"');
    });

    it('has the theme script and the stylesheet inline', () => {
      expect(res.text).not.toContain('/theme-init.js');
      expect(inlineScripts(res.text)[0]).toBe(fs.readFileSync(path.join(DIST, 'theme-init.js'), 'utf8'));
      expect(res.text).not.toContain('<link rel="stylesheet"');
      const href = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(
        fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'),
      )?.[1];
      expect(href).toBeDefined();
      expect(res.text.includes(`<style>${fs.readFileSync(path.join(DIST, href!), 'utf8')}</style>`)).toBe(true);
    });

    it('allows each inline script by its hash, and varies by cookie', () => {
      const scripts = inlineScripts(res.text);
      expect(scripts).toHaveLength(2);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers['content-security-policy'])?.[1] ?? '';
      for (const script of scripts) expect(scriptSrc.split(' ')).toContain(sha256(script));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(res.headers.vary?.split(/,\s*/).map((v) => v.toLowerCase())).toContain('cookie');
    });

    it('answers HEAD', async () => {
      const head = await guest.head('/');
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.text ?? '').toBe('');
    });
  });

  it('serves the shell for a public route with a query string', async () => {
    const res = await guest.get('/guides?step=usecase');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
    expect(stateText(res.text)).toBeNull();
    expect(res.text).toContain('<script type="module"');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("answers a path that is none of the app's routes with 404 and the app, which shows its not-found page", async () => {
    for (const url of ['/no-such-page', '/guides/a/b', '/shared', '/no-such-page?x=1']) {
      for (const client of [guest, user]) {
        const res = await client.get(url);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<div id="root">');
        expect(res.text).toContain('<script type="module"');
      }
    }
    expect((await guest.head('/no-such-page')).status).toBe(404);
    // A route with a name the data does not hold is still a page of the app (it says so itself).
    expect((await guest.get('/guides/no-such-guide')).status).toBe(200);
    // Unknown API paths keep their JSON answer.
    const api = await guest.get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('serves a signed-in visitor the shell', async () => {
    const res = await user.get('/');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
    expect(stateText(res.text)).toBeNull();
    expect(res.text).not.toContain('id="rf-boot"');
    expect(res.text).toContain('<script type="module"');
    expect(res.text).not.toContain('/theme-init.js');
  });

  it("serves a private route as the shell with its page's chunk preloaded", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = manifest['src/features/settings/SettingsPage.tsx'].file;
    const res = await guest.get('/settings');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="/${chunk}">`);
  });

  it('shows a build on the gallery as soon as it is published (the kept page is redone)', async () => {
    const before = await guest.get('/builds');
    expect(rootOf(before.text)).not.toBe('');
    const title = `Fresh rig ${crypto.randomUUID()}`;
    expect(before.text).not.toContain(title);
    await publish(title);
    const after = await guest.get('/builds');
    expect(rootOf(after.text)).toContain(title);
    expect(stateText(after.text)).toContain(title);
  });

  it('redoes the kept pages after a mutation however its text starts (comment, comma)', async () => {
    for (const prefix of ['# a note\n', ',']) {
      await guest.get('/builds');
      const title = `Noted rig ${crypto.randomUUID()}`;
      await expectData(
        user,
        `${prefix}${CREATE}`,
        { input: { title, isPublic: true, components: PARTS } },
        'createSavedBuild',
      );
      expect(rootOf((await guest.get('/builds')).text)).toContain(title);
    }
  });

  it('keeps a page for later guests', async () => {
    const { id } = await publish('Kept rig');
    expect(rootOf((await guest.get('/builds')).text)).toContain('Kept rig');
    // A change that does not go through this process's API: the kept page does not see it.
    await server.db.dataSource.query('UPDATE saved_build SET title = $1 WHERE id = $2', ['Renamed rig', id]);
    const again = await guest.get('/builds');
    expect(rootOf(again.text)).toContain('Kept rig');
    expect(again.text.includes('Renamed rig')).toBe(false);
  });

  it('keeps the pages through a sign-up, which no public page shows', async () => {
    const { id } = await publish('Steady rig');
    expect(rootOf((await guest.get('/builds')).text)).toContain('Steady rig');
    await server.db.dataSource.query('UPDATE saved_build SET title = $1 WHERE id = $2', ['Changed rig', id]);
    await signUp(browser(server), 'newcomer');
    expect(rootOf((await guest.get('/builds')).text)).toContain('Steady rig');
  });

  it('keeps hostile text inside the state element', async () => {
    const { title } = await publish(HOSTILE);
    expect(title).toBe(HOSTILE);
    const res = await guest.get('/builds');
    expect(res.status).toBe(200);
    const state = stateText(res.text);
    expect(state).not.toBeNull();
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(state!))).toContain(JSON.stringify(HOSTILE));
    // The markup has it escaped, never as a tag.
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<!-- $&');
    expect(inlineScripts(res.text)).toHaveLength(2);
  });

  it.each([
    ['a traversal', '/..%2f..%2fetc/passwd'],
    ['a NUL', '/%00'],
    ['a NUL slug', '/guides/%00'],
    ['invalid UTF-8', '/guides/%E0%A4%A'],
    ['invalid UTF-8 at the root', '/%E0%A4%A'],
    ['an encoded traversal slug', '/articles/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['a 5000-character slug', `/guides/${'a'.repeat(5000)}`],
    ['1000 escapes', `/articles/${'%41'.repeat(1000)}`],
  ])('answers %s without a server error', async (_, url) => {
    // react-router's matchPath warns on the console about a malformed segment.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const res = await guest.get(url);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain('root:');
    } finally {
      warn.mockRestore();
    }
  });
});
