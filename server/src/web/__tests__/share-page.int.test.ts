import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser, signUp, type Browser } from '../../test/accounts';
import { expectData, type Variables } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';

const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="RigForge: plan a compatible gaming PC."
    />
    <title>RigForge - Build Your Ultimate Gaming PC</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const CREATE = `mutation Create($input: SavedBuildInput!) {
  createSavedBuild(input: $input) { id shareToken sharePath }
}`;
const REGENERATE = `mutation Regenerate($id: ID!) { regenerateShareToken(id: $id) { shareToken } }`;

let dist: string;
let server: TestServer;
let owner: Browser;
let username: string;

const createBuild = (input: Variables) =>
  expectData<{ id: string; shareToken: string; sharePath: string }>(owner, CREATE, { input }, 'createSavedBuild');

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  server = await startTestServer({ CLIENT_DIST: dist });
  owner = browser(server);
  ({ username } = await signUp(owner, 'sharer'));
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /shared/:token', () => {
  it("answers the app shell with the build's escaped title and summary for link previews", async () => {
    const build = await createBuild({
      title: `<script>alert("x")</script> Tom's $& build`,
      isPublic: true,
      components: [
        { type: 'CPU', name: 'A processor of my own (not in the catalog)', price: 199.99 },
        { type: 'GPU', name: 'Radeon RX 7600', price: 269.5 },
      ],
    });
    const res = await server.http.get(build.sharePath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const title = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom&#39;s $&amp; build';
    expect(res.text).toContain(`<title>RigForge - ${title}</title>`);
    const summary = `Budget Gaming PC build: 2 parts, $469.49. Shared by ${username} on RigForge.`;
    expect(res.text).toContain(`<meta name="description" content="${summary}" />`);
    expect(res.text).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.text).toContain(`<meta property="og:description" content="${summary}" />`);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('RigForge: plan a compatible gaming PC.');
    expect(res.text).not.toContain('noindex');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('keeps a private build out of search results', async () => {
    const build = await createBuild({ title: 'Quiet box', components: [{ type: 'CPU', name: 'Core i5', price: 150 }] });
    const res = await server.http.get(build.sharePath);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>RigForge - Quiet box</title>');
    expect(res.text).toContain('1 part, $150.00');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers unknown, revoked and malformed tokens with the plain shell and 404', async () => {
    const build = await createBuild({ title: 'Revoked', components: [{ type: 'CPU', name: 'Core i3', price: 99 }] });
    await expectData(owner, REGENERATE, { id: build.id });
    for (const token of [build.shareToken, 'A'.repeat(32), 'not-a-token', '%3Cscript%3E']) {
      const res = await server.http.get(`/shared/${token}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(SHELL);
    }
  });

  it('leaves every other page to the plain shell, and keeps the shell it read in memory', async () => {
    const other = await server.http.get('/builds');
    expect(other.status).toBe(200);
    expect(other.text).toBe(SHELL);
    const build = await createBuild({ title: 'Cached', components: [{ type: 'RAM', name: '32 GB DDR5', price: 90 }] });
    expect((await server.http.get(build.sharePath)).text).toContain('<div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL.replace('<div id="root">', '<div id="changed">'));
    try {
      const res = await server.http.get(build.sharePath);
      expect(res.text).toContain('<title>RigForge - Cached</title>');
      expect(res.text).toContain('<div id="root"></div>');
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    }
  });
});
