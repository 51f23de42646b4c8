// Saved builds end to end: GraphQL and the REST shim on a fresh database (embedded, or the real
// PostgreSQL named by TEST_DATABASE_URL), with real catalog parts from the planner.
import {
  PART_TYPES,
  SAVED_BUILD_LIMITS,
  SIGN_IN_REQUIRED_MESSAGE,
  USE_CASE_UNKNOWN_MESSAGE,
  nulCharacterMessage,
  priceTierFor,
  retailLinksFor,
  type PartType,
} from '@rigforge/common';
import request from 'supertest';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { ServerBuildTotals1764100000000 } from '../../../db/migrations/1764100000000-ServerBuildTotals';
import { SESSION_COOKIE } from '../../../lib/session-cookie';
import { browser, signUp, type Browser } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/server';
import { DESCRIPTION_TOO_LONG, NO_COMPONENTS, TITLE_EMPTY, TITLE_TOO_LONG, TOO_MANY_COMPONENTS } from '../builds.input';
import { BUILD_NOT_FOUND, TOO_MANY_BUILDS } from '../builds.service';

let server: TestServer;

/** The app's clock: real time, but every reading at least 1 ms after the previous one, so "newest first" is exact. */
let lastNow = 0;
const clock = {
  now: () => {
    lastNow = Math.max(Date.now(), lastNow + 1);
    return new Date(lastNow);
  },
};

/** Every SQL statement TypeORM runs while `capturing` (the session store has a pool of its own). */
const captured: string[] = [];
let capturing = false;
const countingLogger: TypeOrmLogger = {
  logQuery: (query) => {
    if (capturing) captured.push(query);
  },
  logQueryError: () => {},
  logQuerySlow: () => {},
  logSchemaBuild: () => {},
  logMigration: () => {},
  log: () => {},
};

interface GeneratedPart {
  id: string;
  name: string;
  category: PartType;
  price: number;
}
/** A compatible gaming build of the seed catalog (every part has a catalog id). */
let parts: GeneratedPart[];

beforeAll(async () => {
  server = await startTestServer({}, { clock, limits: { signUpPerIp: { points: 1000, durationSeconds: 3600 } } });
  server.db.dataSource.setOptions({ logger: countingLogger });
  const res = await server.graphql(
    'query { generatePartsFromUseCases(useCases: ["gaming"], budget: 1500) { parts { id name category price } } }',
  );
  expect(res.body.errors).toBeUndefined();
  parts = res.body.data.generatePartsFromUseCases.parts;
  expect(parts.length).toBeGreaterThanOrEqual(7);
});

afterAll(async () => {
  await server?.close();
});

// --- Helpers -----------------------------------------------------------------------------------

const PART_FIELDS = 'type name price componentId slug retailLinks { amazon newegg bestBuy }';
const BUILD = `id title description category isPublic shareToken sharePath totalPrice totalPriceCents budget
  buildType resolution useCases createdAt updatedAt viewerIsOwner owner { username } components { ${PART_FIELDS} }`;

const CREATE = `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) { ${BUILD} } }`;
const UPDATE = `mutation U($id: ID!, $title: String, $description: String, $isPublic: Boolean) {
  updateSavedBuild(id: $id, title: $title, description: $description, isPublic: $isPublic) { ${BUILD} } }`;
const DELETE = 'mutation D($id: ID!) { deleteSavedBuild(id: $id) }';
const REGENERATE = 'mutation R($id: ID!) { regenerateShareToken(id: $id) { id shareToken sharePath updatedAt } }';
const CLONE = `mutation K($token: String!) { cloneSharedBuild(token: $token) { ${BUILD} } }`;
const ONE = `query O($id: ID!) { savedBuild(id: $id) { ${BUILD} } }`;
const SHARED = `query S($token: String!) { sharedBuild(token: $token) { ${BUILD} } }`;
const MINE = `query M($first: Int!, $after: String) {
  mySavedBuilds(first: $first, after: $after) { totalCount hasNextPage endCursor nodes { ${BUILD} } } }`;
const PUBLIC = `query P($tier: BuildTier, $first: Int!, $after: String) {
  publicBuilds(tier: $tier, first: $first, after: $after) {
    totalCount hasNextPage endCursor nodes { id title category isPublic createdAt viewerIsOwner owner { username } } } }`;

interface SavedPart {
  type: string;
  name: string;
  price: number;
  componentId: string | null;
  slug: string | null;
  retailLinks: { amazon: string; newegg: string; bestBuy: string };
}
interface Saved {
  id: string;
  title: string;
  description: string | null;
  category: string;
  isPublic: boolean;
  shareToken: string;
  sharePath: string;
  totalPrice: string;
  totalPriceCents: number;
  budget: number | null;
  buildType: string | null;
  resolution: string | null;
  useCases: string[];
  createdAt: string;
  updatedAt: string;
  viewerIsOwner: boolean;
  owner: { username: string };
  components: SavedPart[];
}
interface Page<T = Saved> {
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  nodes: T[];
}
interface Refusal {
  code: string;
  message: string;
}

/** A GraphQL call that must succeed; returns data[field]. */
async function ok<T>(b: Browser, query: string, variables: Record<string, unknown>, field: string): Promise<T> {
  const res = await b.graphql(query, variables);
  if (res.body.errors) throw new Error(`${field} failed: ${JSON.stringify(res.body.errors)}`);
  expect(res.status).toBe(200);
  return res.body.data[field] as T;
}

/** A GraphQL call that must be refused with exactly one error (and never a 500); its code and message. */
async function refused(b: Browser, query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const res = await b.graphql(query, variables);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors as { message: string; extensions: { code: string } }[];
  return { code: error.extensions.code, message: error.message };
}

async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.dataSource.query(sql, params);
}

/** The number of saved builds and saved parts in the whole database. */
async function rowCounts(): Promise<{ builds: number; parts: number }> {
  const [row] = await query<{ builds: number; parts: number }>(
    `SELECT (SELECT count(*) FROM saved_build)::int AS builds, (SELECT count(*) FROM saved_build_component)::int AS parts`,
  );
  return row;
}

/** The generator's parts as a saved build's components (catalog ids included). */
function componentsOf(list: readonly GeneratedPart[]) {
  return list.map((p) => ({ type: p.category, name: p.name, price: p.price, componentId: p.id }));
}

function partOf(type: PartType): GeneratedPart {
  const found = parts.find((p) => p.category === type);
  if (!found) throw new Error(`the generated build has no ${type}`);
  return found;
}

const centsOf = (list: readonly { price: number }[]) => list.reduce((sum, p) => sum + Math.round(p.price * 100), 0);

/** Saves a small build (two parts, no catalog link) over GraphQL. */
async function quickBuild(b: Browser, input: Record<string, unknown> = {}): Promise<Saved> {
  return ok<Saved>(
    b,
    CREATE,
    {
      input: {
        components: [
          { type: 'CPU', name: 'Test CPU', price: 200 },
          { type: 'GPU', name: 'Test GPU', price: 400 },
        ],
        ...input,
      },
    },
    'createSavedBuild',
  );
}

/** A signed-in browser and its account. */
async function newUser(prefix: string) {
  const b = browser(server);
  const account = await signUp(b, prefix);
  return { b, ...account };
}

/** The SQL statements one call runs (through TypeORM: the session's user, the page, the parts...). */
async function sqlOf<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  captured.length = 0;
  capturing = true;
  try {
    const result = await call();
    return { result, statements: [...captured] };
  } finally {
    capturing = false;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// --- Create and read ---------------------------------------------------------------------------

describe('creating a build', () => {
  it('saves the parts in order with the defaults: tier title and category, private, a 32-character token', async () => {
    const { b, username } = await newUser('saver');
    const input = {
      title: '   ',
      budget: 1500,
      resolution: '1440p',
      useCases: ['gaming'],
      components: componentsOf(parts),
    };
    const saved = await ok<Saved>(b, CREATE, { input }, 'createSavedBuild');

    const cents = centsOf(parts);
    const tier = priceTierFor(cents / 100).label;
    expect(saved).toMatchObject({
      title: `${tier} Build - $1500`,
      description: null,
      category: tier,
      isPublic: false,
      totalPriceCents: cents,
      totalPrice: (cents / 100).toFixed(2),
      budget: 1500,
      buildType: null,
      resolution: '1440p',
      useCases: ['gaming'],
      viewerIsOwner: true,
      owner: { username },
    });
    expect(saved.shareToken).toMatch(TOKEN);
    expect(saved.sharePath).toBe(`/shared/${saved.shareToken}`);
    expect(saved.createdAt).toBe(saved.updatedAt);
    expect(saved.components.map((c) => [c.type, c.name, c.price, c.componentId])).toEqual(
      parts.map((p) => [p.category, p.name, p.price, p.id]),
    );
    for (const c of saved.components) {
      expect(c.retailLinks).toEqual(retailLinksFor(c.name, c.type as PartType));
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
    }

    // The same build read back by id, in the list, and over REST.
    expect(await ok<Saved>(b, ONE, { id: saved.id }, 'savedBuild')).toEqual(saved);
    const mine = await ok<Page>(b, MINE, { first: 10 }, 'mySavedBuilds');
    expect(mine).toMatchObject({ totalCount: 1, hasNextPage: false });
    expect(mine.nodes).toEqual([saved]);
    const rest = await b.get('/api/saved-builds');
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0]).toMatchObject({
      id: saved.id,
      title: saved.title,
      description: null,
      category: tier,
      totalPrice: saved.totalPrice,
      isPublic: false,
      shareToken: saved.shareToken,
      sharePath: saved.sharePath,
      budget: 1500,
      resolution: '1440p',
      useCases: ['gaming'],
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
    });
    expect(rest.body[0].components).toEqual(
      saved.components.map((c) => ({
        type: c.type,
        name: c.name,
        price: c.price,
        retailLinks: c.retailLinks,
        componentId: c.componentId,
      })),
    );
  });

  it('takes the total and its tier from the parts, whatever total and category are sent', async () => {
    const { b } = await newUser('totals');
    const components = [
      { type: 'CPU', name: 'A CPU', price: 234.56 },
      { type: 'GPU', name: 'A GPU', price: 1000 },
    ];
    const fromTotal = await ok<Saved>(b, CREATE, { input: { components } }, 'createSavedBuild');
    expect(fromTotal).toMatchObject({
      title: 'Mid-Range Gaming Build - $1235',
      category: 'Mid-Range Gaming',
      totalPrice: '1234.56',
      totalPriceCents: 123456,
      budget: null,
    });
    const given = await ok<Saved>(
      b,
      CREATE,
      {
        input: {
          title: '  My rig  ',
          description: '  Quiet and small.  ',
          totalPrice: '1999.5',
          category: 'high-end gaming',
          isPublic: true,
          buildType: 'gaming',
          components,
        },
      },
      'createSavedBuild',
    );
    expect(given).toMatchObject({
      title: 'My rig',
      description: 'Quiet and small.',
      totalPrice: '1234.56',
      category: 'Mid-Range Gaming',
      isPublic: true,
      buildType: 'gaming',
    });
    // A cheap build lands in the budget tier.
    const cheap = await ok<Saved>(
      b,
      CREATE,
      { input: { components: [{ type: 'RAM', name: 'Some RAM', price: 0 }] } },
      'createSavedBuild',
    );
    expect(cheap).toMatchObject({ title: 'Budget Gaming Build - $0', category: 'Budget Gaming', totalPrice: '0.00' });
  });

  it('files a build in the gallery by the total of its parts, not by the figures its caller sends', async () => {
    const { b } = await newUser('claims');
    const claims = { totalPrice: '4999.99', category: 'High-End Gaming', isPublic: true };
    const part = { type: 'RAM', name: 'Cheap RAM', price: 5 };
    const overGraphql = await ok<Saved>(
      b,
      CREATE,
      { input: { ...claims, totalPriceCents: 499_999, title: 'Claims GraphQL', components: [part] } },
      'createSavedBuild',
    );
    const overRest = await b.send('post', '/api/saved-builds', { ...claims, title: 'Claims REST', components: [part] });
    expect(overRest.status).toBe(201);
    for (const saved of [overGraphql, overRest.body as Saved]) {
      expect(saved).toMatchObject({ totalPrice: '5.00', category: 'Budget Gaming' });
    }
    const ids = [overGraphql.id, (overRest.body as Saved).id];
    const tierOf = async (tier: string) =>
      (await ok<Page<{ id: string }>>(browser(server), PUBLIC, { tier, first: 200 }, 'publicBuilds')).nodes.map(
        (n) => n.id,
      );
    const highEnd = await tierOf('HIGH_END_GAMING');
    expect(ids.filter((id) => highEnd.includes(id))).toEqual([]);
    expect(await tierOf('BUDGET_GAMING')).toEqual(expect.arrayContaining(ids));
  });

  it('recomputes the totals and tiers of builds saved before the server computed them', async () => {
    const { b } = await newUser('legacy');
    const saved = await quickBuild(b, { title: 'Legacy' });
    await query(`UPDATE saved_build SET "totalPriceCents" = 499999, category = 'High-End Gaming' WHERE id = $1`, [
      saved.id,
    ]);
    const runner = server.db.dataSource.createQueryRunner();
    try {
      await new ServerBuildTotals1764100000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await query(`SELECT "totalPriceCents", category FROM saved_build WHERE id = $1`, [saved.id])).toEqual([
      { totalPriceCents: 60000, category: 'Budget Gaming' },
    ]);
  });

  it('keeps a catalog link only for parts that exist, and refuses a link to a part of another type', async () => {
    const { b } = await newUser('links');
    const cpu = partOf('CPU');
    const gpu = partOf('GPU');
    const saved = await ok<Saved>(
      b,
      CREATE,
      {
        input: {
          components: [
            { type: 'CPU', name: cpu.name, price: cpu.price, componentId: cpu.id.toUpperCase() },
            { type: 'GPU', name: 'A card that left the catalog', price: 300, componentId: UNKNOWN_ID },
            { type: 'Case', name: 'A case from elsewhere', price: 80 },
          ],
        },
      },
      'createSavedBuild',
    );
    expect(saved.components.map((c) => c.componentId)).toEqual([cpu.id, null, null]);
    expect(saved.components.map((c) => c.slug === null)).toEqual([false, true, true]);

    const before = await rowCounts();
    const wrongType = await refused(b, CREATE, {
      input: { components: [{ type: 'CPU', name: gpu.name, price: gpu.price, componentId: gpu.id }] },
    });
    expect(wrongType).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Component 1: the catalog part is a GPU, not a CPU.',
    });
    const rest = await b.send('post', '/api/saved-builds', {
      components: [
        { type: 'CPU', name: cpu.name, price: cpu.price, componentId: cpu.id },
        { type: 'Cooler', name: gpu.name, price: gpu.price, componentId: gpu.id },
      ],
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Component 2: the catalog part is a GPU, not a Cooler.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('over REST: answers 201 with the build, builds the retail links itself and reads dollar strings', async () => {
    const { b } = await newUser('rest');
    const res = await b.send('post', '/api/saved-builds', {
      title: 'REST build',
      totalPrice: '650.00',
      category: 'Budget Gaming',
      isPublic: false,
      buildType: 'gaming',
      resolution: '1080p',
      components: [
        {
          type: 'cpu',
          name: '  Ryzen   5 7600  ',
          price: '199.99',
          retailLinks: { amazon: 'https://evil.example/a', newegg: 'javascript:alert(1)', bestBuy: 'x' },
        },
        { category: 'GPU', name: 'RX 7600', price: 450.01, retailLinks: 'https://evil.example' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'REST build',
      description: null,
      category: 'Budget Gaming',
      totalPrice: '650.00',
      isPublic: false,
      buildType: 'gaming',
      resolution: '1080p',
      useCases: [],
    });
    expect(res.body.shareToken).toMatch(TOKEN);
    expect(res.body.sharePath).toBe(`/shared/${res.body.shareToken}`);
    expect(res.body.components).toEqual([
      {
        type: 'CPU',
        name: 'Ryzen 5 7600',
        price: 199.99,
        retailLinks: retailLinksFor('Ryzen 5 7600', 'CPU'),
        componentId: null,
      },
      { type: 'GPU', name: 'RX 7600', price: 450.01, retailLinks: retailLinksFor('RX 7600', 'GPU'), componentId: null },
    ]);
    // Stored as sent through the parser, never with the caller's links.
    const read = await ok<Saved>(b, ONE, { id: res.body.id }, 'savedBuild');
    expect(read.components.map((c) => c.retailLinks)).toEqual(res.body.components.map((c: SavedPart) => c.retailLinks));
    expect(JSON.stringify((await b.get('/api/saved-builds')).body)).not.toContain('evil.example');
  });

  it('reports compatibility on the catalog parts, counting a part listed twice twice (as checkCompatibility does)', async () => {
    const { b } = await newUser('compat');
    const ssd = partOf('Storage');
    const twice = [...parts, ssd];
    const COMPAT = `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) {
      id compatibility { compatible estimatedWattage recommendedPsuWattage unchecked checks { id status } } } }`;
    const saved = await ok<{ id: string; compatibility: Record<string, unknown> }>(
      b,
      COMPAT,
      { input: { components: componentsOf(twice) } },
      'createSavedBuild',
    );
    const expected = await ok<Record<string, unknown>>(
      b,
      'query Q($ids: [ID!]!) { checkCompatibility(partIds: $ids) { compatible estimatedWattage recommendedPsuWattage unchecked checks { id status } } }',
      { ids: twice.map((p) => p.id) },
      'checkCompatibility',
    );
    expect(saved.compatibility).toEqual(expected);
    const single = await ok<Record<string, number>>(
      b,
      'query Q($ids: [ID!]!) { checkCompatibility(partIds: $ids) { estimatedWattage } }',
      { ids: parts.map((p) => p.id) },
      'checkCompatibility',
    );
    expect(expected.estimatedWattage).toBeGreaterThan(single.estimatedWattage);
    // Read back later (through the loaders), the same report; parts without a catalog row are unchecked.
    const read = await ok<{ compatibility: unknown }>(
      b,
      'query O($id: ID!) { savedBuild(id: $id) { compatibility { compatible estimatedWattage recommendedPsuWattage unchecked checks { id status } } } }',
      { id: saved.id },
      'savedBuild',
    );
    expect(read.compatibility).toEqual(expected);
    const partly = await ok<{ compatibility: { unchecked: string[] } }>(
      b,
      `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) { compatibility { unchecked } } }`,
      { input: { components: [...componentsOf([partOf('CPU')]), { type: 'GPU', name: 'Homemade GPU', price: 1 }] } },
      'createSavedBuild',
    );
    expect(partly.compatibility.unchecked).toContain('Homemade GPU');
    const none = await quickBuild(b);
    const noReport = await ok<{ compatibility: unknown }>(
      b,
      'query O($id: ID!) { savedBuild(id: $id) { compatibility { compatible } } }',
      { id: none.id },
      'savedBuild',
    );
    expect(noReport.compatibility).toBeNull();
  });
});

// --- Update and delete -------------------------------------------------------------------------

describe('changing and deleting a build', () => {
  it('updates the title, the description and the visibility, alone or together, over GraphQL and REST', async () => {
    const { b } = await newUser('editor');
    const saved = await quickBuild(b, { title: 'Original', description: 'First words' });

    const renamed = await ok<Saved>(b, UPDATE, { id: saved.id, title: '  Renamed  ' }, 'updateSavedBuild');
    expect(renamed).toMatchObject({ title: 'Renamed', description: 'First words', isPublic: false });
    expect(renamed.createdAt).toBe(saved.createdAt);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect(renamed.components).toEqual(saved.components);
    expect(renamed.shareToken).toBe(saved.shareToken);

    const published = await ok<Saved>(b, UPDATE, { id: saved.id, isPublic: true }, 'updateSavedBuild');
    expect(published).toMatchObject({ title: 'Renamed', description: 'First words', isPublic: true });
    const cleared = await ok<Saved>(b, UPDATE, { id: saved.id, description: null }, 'updateSavedBuild');
    expect(cleared).toMatchObject({ title: 'Renamed', description: null, isPublic: true });
    const both = await ok<Saved>(
      b,
      UPDATE,
      { id: saved.id, title: 'Both', description: 'Again', isPublic: false },
      'updateSavedBuild',
    );
    expect(both).toMatchObject({ title: 'Both', description: 'Again', isPublic: false });
    const blank = await ok<Saved>(b, UPDATE, { id: saved.id, description: '   ' }, 'updateSavedBuild');
    expect(blank.description).toBeNull();

    const rest = await b.send('patch', `/api/saved-builds/${saved.id}`, { description: 'From REST', isPublic: true });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: saved.id, title: 'Both', description: 'From REST', isPublic: true });
    expect(rest.body.components).toHaveLength(2);
    const restClear = await b.send('patch', `/api/saved-builds/${saved.id}`, { description: '' });
    expect(restClear.body).toMatchObject({ title: 'Both', description: null, isPublic: true });
    const restTitle = await b.send('patch', `/api/saved-builds/${saved.id}`, { title: 'REST title' });
    expect(restTitle.body).toMatchObject({ title: 'REST title', description: null, isPublic: true });

    expect(await ok<Saved>(b, ONE, { id: saved.id }, 'savedBuild')).toMatchObject({
      title: 'REST title',
      description: null,
      isPublic: true,
    });
  });

  it('deletes a build with its parts, over GraphQL and REST; a second delete is NOT_FOUND', async () => {
    const { b } = await newUser('deleter');
    const first = await quickBuild(b);
    const second = await quickBuild(b);
    expect(await ok<string>(b, DELETE, { id: first.id }, 'deleteSavedBuild')).toBe(first.id);
    expect(await refused(b, ONE, { id: first.id })).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });
    expect(await refused(b, DELETE, { id: first.id })).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });
    expect(await ok(b, SHARED, { token: first.shareToken }, 'sharedBuild')).toBeNull();

    const res = await b.send('delete', `/api/saved-builds/${second.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const again = await b.send('delete', `/api/saved-builds/${second.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });

    const left = await query('SELECT id FROM saved_build_component WHERE "buildId" = ANY($1::uuid[])', [
      [first.id, second.id],
    ]);
    expect(left).toEqual([]);
    expect((await b.get('/api/saved-builds')).body).toEqual([]);
  });
});

// --- Who may do what ----------------------------------------------------------------------------

describe('authorization', () => {
  it('gives a guest UNAUTHENTICATED (401 on REST) on every signed-in operation, and leaves the build alone', async () => {
    const owner = await newUser('owned');
    const build = await quickBuild(owner.b, { title: 'Not yours' });
    const guest = browser(server);
    const calls: [string, Record<string, unknown>][] = [
      [MINE, { first: 5 }],
      [ONE, { id: build.id }],
      [CREATE, { input: { components: [{ type: 'CPU', name: 'x', price: 1 }] } }],
      [UPDATE, { id: build.id, title: 'Hijacked' }],
      [DELETE, { id: build.id }],
      [REGENERATE, { id: build.id }],
      [CLONE, { token: build.shareToken }],
    ];
    for (const [call, variables] of calls) {
      expect(await refused(guest, call, variables)).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    const rest = [
      await guest.get('/api/saved-builds'),
      await guest.send('post', '/api/saved-builds', { components: [{ type: 'CPU', name: 'x', price: 1 }] }),
      await guest.send('patch', `/api/saved-builds/${build.id}`, { title: 'Hijacked' }),
      await guest.send('delete', `/api/saved-builds/${build.id}`),
    ];
    for (const res of rest) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
    }
    expect(await ok<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });

  it('answers another user, a moderator and an admin exactly as for a build that does not exist', async () => {
    const owner = await newUser('victim');
    const build = await quickBuild(owner.b, { title: 'Mine alone', description: 'Private notes' });
    const other = await newUser('other');
    const moderator = await newUser('mod');
    const admin = await newUser('admin');
    await query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    await query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    expect((await moderator.b.get('/api/auth/user')).body.role).toBe('moderator');
    expect((await admin.b.get('/api/auth/user')).body.role).toBe('admin');

    /** Every answer a caller gets for the by-id operations on `id`: GraphQL code and message, REST status and body. */
    const answers = async (b: Browser, id: string) => [
      await refused(b, ONE, { id }),
      await refused(b, UPDATE, { id, title: 'Hijacked', isPublic: true }),
      await refused(b, UPDATE, { id, description: null }),
      await refused(b, DELETE, { id }),
      await refused(b, REGENERATE, { id }),
      await b.send('patch', `/api/saved-builds/${id}`, { title: 'Hijacked' }).then((r) => [r.status, r.body]),
      await b.send('delete', `/api/saved-builds/${id}`).then((r) => [r.status, r.body]),
    ];
    // The yardstick: what the owner gets for an id that names nothing.
    const missing = await answers(owner.b, UNKNOWN_ID);
    const notFound = { code: 'NOT_FOUND', message: BUILD_NOT_FOUND };
    expect(missing).toEqual([notFound, notFound, notFound, notFound, notFound, [404, notFound], [404, notFound]]);
    expect(await answers(owner.b, 'not-a-uuid')).toEqual(missing);

    for (const intruder of [other, moderator, admin]) {
      // The same words for someone else's build as for no build at all: nothing says it exists.
      expect(await answers(intruder.b, build.id)).toEqual(missing);
      expect(await answers(intruder.b, UNKNOWN_ID)).toEqual(missing);
      // Their own lists never show it.
      const mine = await ok<Page>(intruder.b, MINE, { first: 50 }, 'mySavedBuilds');
      expect(mine.nodes.map((n) => n.id)).not.toContain(build.id);
      const list = await intruder.b.get('/api/saved-builds');
      expect(list.status).toBe(200);
      expect(list.body.map((n: { id: string }) => n.id)).not.toContain(build.id);
    }
    // Nothing changed.
    expect(await ok<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });

  it('opens sharedBuild and publicBuilds to everyone; a private build never shows in publicBuilds', async () => {
    const owner = await newUser('sharer');
    const other = await newUser('viewer');
    const moderator = await newUser('modview');
    await query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    const guest = browser(server);
    const build = await quickBuild(owner.b, { title: 'Shared by link' });

    for (const [viewer, isOwner] of [
      [guest, false],
      [other.b, false],
      [moderator.b, false],
      [owner.b, true],
    ] as const) {
      const shared = await ok<Saved>(viewer, SHARED, { token: build.shareToken }, 'sharedBuild');
      expect(shared).toEqual({ ...build, viewerIsOwner: isOwner });
      expect(await ok(viewer, SHARED, { token: 'A'.repeat(32) }, 'sharedBuild')).toBeNull();
      expect(await ok(viewer, SHARED, { token: '' }, 'sharedBuild')).toBeNull();
      expect(await ok(viewer, SHARED, { token: 'x'.repeat(500) }, 'sharedBuild')).toBeNull();
      // A NUL character is refused before it could reach SQL (common's input rule), like any text.
      expect(await refused(viewer, SHARED, { token: `${build.shareToken.slice(0, 31)}\u0000` })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage('Variable "$token"'),
      });
    }

    const galleryIds = async (viewer: Browser) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page<{ id: string; isPublic: boolean }> = await ok(
          viewer,
          PUBLIC,
          { first: 200, after },
          'publicBuilds',
        );
        for (const n of page.nodes) expect(n.isPublic).toBe(true);
        ids.push(...page.nodes.map((n) => n.id));
        if (!page.hasNextPage) return ids;
        after = page.endCursor;
      }
    };
    for (const viewer of [guest, other.b, owner.b]) expect(await galleryIds(viewer)).not.toContain(build.id);

    await ok(owner.b, UPDATE, { id: build.id, isPublic: true }, 'updateSavedBuild');
    for (const viewer of [guest, other.b, moderator.b, owner.b]) expect(await galleryIds(viewer)).toContain(build.id);
    const first = await ok<Page<{ id: string; viewerIsOwner: boolean; owner: { username: string } }>>(
      guest,
      PUBLIC,
      { first: 1 },
      'publicBuilds',
    );
    expect(first.nodes[0]).toMatchObject({ id: build.id, viewerIsOwner: false, owner: { username: owner.username } });

    await ok(owner.b, UPDATE, { id: build.id, isPublic: false }, 'updateSavedBuild');
    for (const viewer of [guest, other.b, owner.b]) expect(await galleryIds(viewer)).not.toContain(build.id);
    // Still readable by its link: the link, not the gallery, is what shares it.
    expect(await ok<Saved>(guest, SHARED, { token: build.shareToken }, 'sharedBuild')).toMatchObject({ id: build.id });
  });

  it('lets any signed-in user clone a shared build into a private copy with a new token', async () => {
    const owner = await newUser('original');
    const cloner = await newUser('cloner');
    const moderator = await newUser('modclone');
    await query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    const source = await ok<Saved>(
      owner.b,
      CREATE,
      {
        input: {
          title: 'Worth copying',
          description: 'A fine build',
          isPublic: true,
          budget: 1500,
          resolution: '1440p',
          useCases: ['gaming', 'work'],
          components: componentsOf(parts),
        },
      },
      'createSavedBuild',
    );

    for (const who of [cloner, moderator, owner]) {
      const copy = await ok<Saved>(who.b, CLONE, { token: source.shareToken }, 'cloneSharedBuild');
      expect(copy.id).not.toBe(source.id);
      expect(copy.shareToken).toMatch(TOKEN);
      expect(copy.shareToken).not.toBe(source.shareToken);
      expect(copy).toMatchObject({
        title: source.title,
        description: source.description,
        category: source.category,
        totalPrice: source.totalPrice,
        budget: 1500,
        resolution: '1440p',
        useCases: ['gaming', 'work'],
        isPublic: false,
        viewerIsOwner: true,
        owner: { username: who.username },
        components: source.components,
      });
      expect(await ok<Saved>(who.b, ONE, { id: copy.id }, 'savedBuild')).toMatchObject({ id: copy.id });
      // The copy is the cloner's own: the original's owner cannot touch it.
      if (who !== owner) expect((await refused(owner.b, ONE, { id: copy.id })).code).toBe('NOT_FOUND');
    }
    // The original is unchanged, and still the owner's.
    expect(await ok<Saved>(owner.b, ONE, { id: source.id }, 'savedBuild')).toEqual(source);

    for (const token of ['B'.repeat(32), '', source.shareToken.toLowerCase()]) {
      expect(await refused(cloner.b, CLONE, { token })).toEqual({
        code: 'NOT_FOUND',
        message: 'This share link is not valid. It may have been revoked.',
      });
    }
  });

  it('regenerating the share token kills the old link; the new one works', async () => {
    const owner = await newUser('regen');
    const other = await newUser('holder');
    const build = await quickBuild(owner.b);
    const oldToken = build.shareToken;
    expect(await ok<Saved>(other.b, SHARED, { token: oldToken }, 'sharedBuild')).toMatchObject({ id: build.id });

    const fresh = await ok<{ id: string; shareToken: string; sharePath: string; updatedAt: string }>(
      owner.b,
      REGENERATE,
      { id: build.id },
      'regenerateShareToken',
    );
    expect(fresh.id).toBe(build.id);
    expect(fresh.shareToken).toMatch(TOKEN);
    expect(fresh.shareToken).not.toBe(oldToken);
    expect(fresh.sharePath).toBe(`/shared/${fresh.shareToken}`);

    expect(await ok(other.b, SHARED, { token: oldToken }, 'sharedBuild')).toBeNull();
    expect(await ok(browser(server), SHARED, { token: oldToken }, 'sharedBuild')).toBeNull();
    expect((await refused(other.b, CLONE, { token: oldToken })).code).toBe('NOT_FOUND');
    expect(await ok<Saved>(other.b, SHARED, { token: fresh.shareToken }, 'sharedBuild')).toMatchObject({
      id: build.id,
      title: build.title,
    });
    expect(await ok<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toMatchObject({
      shareToken: fresh.shareToken,
      updatedAt: fresh.updatedAt,
    });
  });
});

// --- Input limits ------------------------------------------------------------------------------

describe('input limits', () => {
  const cpu = { type: 'CPU', name: 'CPU', price: 100 };
  const ram = (i: number) => ({ type: 'RAM', name: `Stick ${i}`, price: 10 });

  it('refuses every bad create with BAD_USER_INPUT / 400 and a clear message, saving nothing', async () => {
    const { b } = await newUser('limits');
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(101), components: [cpu] }, TITLE_TOO_LONG],
      [{ description: 'y'.repeat(1001), components: [cpu] }, DESCRIPTION_TOO_LONG],
      [{ components: Array.from({ length: 31 }, (_, i) => ram(i)) }, TOO_MANY_COMPONENTS],
      [{ components: [] }, NO_COMPONENTS],
      [{ components: [{ ...cpu, price: -1 }] }, 'Component 1: price must not be negative.'],
      [
        { components: [cpu, { type: 'GPU', name: 'G', price: 100_001 }] },
        'Component 2: price must be at most $100,000.',
      ],
      [
        { components: [{ type: 'Monitor', name: 'Screen', price: 100 }] },
        `Component 1: type must be one of ${PART_TYPES.join(', ')}.`,
      ],
      [{ components: [{ type: 'CPU', name: '   ', price: 1 }] }, 'Component 1: name is required.'],
      [
        { components: [{ type: 'CPU', name: 'n'.repeat(201), price: 1 }] },
        'Component 1: name must be at most 200 characters.',
      ],
      [{ components: [{ ...cpu, componentId: '42' }] }, 'Component 1: componentId must be the id of a catalog part.'],
      [{ resolution: '8K', components: [cpu] }, 'resolution must be one of 1080p, 1440p, 4K.'],
      [{ useCases: ['gaming', 'mining'], components: [cpu] }, USE_CASE_UNKNOWN_MESSAGE],
      [{ components: [cpu, ram(1), { ...cpu, name: 'Second CPU' }] }, 'A build has one CPU; 2 were given.'],
      [{ budget: 0, components: [cpu] }, 'budget must be at least $1.'],
      [{ buildType: 'b'.repeat(41), components: [cpu] }, 'buildType must be text of at most 40 characters.'],
    ];
    for (const [input, message] of cases) {
      expect([input, await refused(b, CREATE, { input })]).toEqual([input, { code: 'BAD_USER_INPUT', message }]);
      const rest = await b.send('post', '/api/saved-builds', input);
      expect([input, rest.status, rest.body]).toEqual([input, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    // PostgreSQL cannot store U+0000: each transport refuses it first, naming the field its way.
    const nul: [Record<string, unknown>, string][] = [
      [{ title: 'a\u0000b', components: [cpu] }, 'title'],
      [{ description: '\u0000', components: [cpu] }, 'description'],
      [{ components: [{ ...cpu, name: 'CPU\u0000' }] }, 'components[0].name'],
      [{ buildType: 'gaming\u0000', components: [cpu] }, 'buildType'],
    ];
    for (const [input, field] of nul) {
      expect(await refused(b, CREATE, { input })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage(`Variable "$input.${field}"`),
      });
      const rest = await b.send('post', '/api/saved-builds', input);
      expect([rest.status, rest.body]).toEqual([
        400,
        { code: 'BAD_USER_INPUT', message: nulCharacterMessage(`Field "${field}"`) },
      ]);
    }

    // Only over REST can the shapes themselves be wrong.
    const restOnly: [unknown, string][] = [
      [{}, NO_COMPONENTS],
      [{ components: 'CPU' }, 'components must be a list of parts.'],
      [{ components: ['CPU'] }, 'Component 1 must be an object.'],
      [{ components: [{ type: 'CPU', name: 'x' }] }, 'Component 1: price is required.'],
      [
        { components: [{ type: 'CPU', name: 'x', price: 'cheap' }] },
        'Component 1: price must be an amount in dollars, 0 or more.',
      ],
      [
        { components: [{ type: 'CPU', name: 'x', price: '-3' }] },
        'Component 1: price must be an amount in dollars, 0 or more.',
      ],
      [
        { components: [{ type: 7, name: 'x', price: 1 }] },
        `Component 1: type must be one of ${PART_TYPES.join(', ')}.`,
      ],
      [{ title: 42, components: [cpu] }, 'Title must be text.'],
      [{ description: ['a'], components: [cpu] }, 'Description must be text.'],
      [{ isPublic: 'yes', components: [cpu] }, 'isPublic must be true or false.'],
      [{ useCases: 'gaming', components: [cpu] }, USE_CASE_UNKNOWN_MESSAGE],
      [[cpu], 'The saved build must be an object.'],
    ];
    for (const [body, message] of restOnly) {
      const res = await b.send('post', '/api/saved-builds', body as object);
      expect([body, res.status, res.body]).toEqual([body, 400, { code: 'BAD_USER_INPUT', message }]);
    }

    // Malformed JSON, and GraphQL values of the wrong type.
    const raw = await request(server.app.httpServer)
      .post('/api/saved-builds')
      .set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`)
      .set('Content-Type', 'application/json')
      .send('{"title": "half a body", "components": [');
    expect(raw.status).toBe(400);
    expect(raw.body.code).toBe('BAD_USER_INPUT');
    expect(raw.body.message).toEqual(expect.any(String));
    for (const input of [
      { components: [{ type: 'CPU', name: 'x', price: 'cheap' }] },
      { components: [{ type: 'CPU', name: 'x' }] },
      { components: [{ ...cpu, retailLinks: { amazon: 'https://evil.example' } }] },
      { title: 'no components' },
      { isPublic: 'yes', components: [cpu] },
    ]) {
      const error = await refused(b, CREATE, { input });
      expect([input, error.code]).toEqual([input, 'BAD_USER_INPUT']);
    }

    expect(await rowCounts()).toEqual(before);
    expect((await b.get('/api/saved-builds')).body).toEqual([]);
  });

  it('accepts the limits themselves: a 100-character title, a 1000-character description, 30 parts, price 0', async () => {
    const { b } = await newUser('edges');
    const components = [{ ...cpu, price: 0 }, ...Array.from({ length: 29 }, (_, i) => ram(i))];
    const saved = await ok<Saved>(
      b,
      CREATE,
      { input: { title: 't'.repeat(100), description: 'd'.repeat(1000), components } },
      'createSavedBuild',
    );
    expect(saved.title).toHaveLength(100);
    expect(saved.description).toHaveLength(1000);
    expect(saved.components).toHaveLength(30);
    expect(saved.components[0].price).toBe(0);
    expect(saved.components.map((c) => c.name)).toEqual(components.map((c) => c.name));
  });

  it('refuses bad updates the same way and changes nothing', async () => {
    const { b } = await newUser('badpatch');
    const build = await quickBuild(b, { title: 'Keep me', description: 'Keep this too' });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(101) }, TITLE_TOO_LONG],
      [{ title: '   ' }, TITLE_EMPTY],
      [{ description: 'y'.repeat(1001) }, DESCRIPTION_TOO_LONG],
      [{}, 'Give a title, a description or isPublic to change.'],
    ];
    for (const [patch, message] of cases) {
      expect(await refused(b, UPDATE, { id: build.id, ...patch })).toEqual({ code: 'BAD_USER_INPUT', message });
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, patch);
      expect([patch, rest.status, rest.body]).toEqual([patch, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    for (const field of ['title', 'description']) {
      expect(await refused(b, UPDATE, { id: build.id, [field]: 'x\u0000' })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage(`Variable "$${field}"`),
      });
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, { [field]: 'x\u0000' });
      expect([rest.status, rest.body]).toEqual([
        400,
        { code: 'BAD_USER_INPUT', message: nulCharacterMessage(`Field "${field}"`) },
      ]);
    }
    const restOnly: [unknown, string][] = [
      [{ isPublic: 'yes' }, 'isPublic must be true or false.'],
      [{ title: 5 }, 'Title must be text.'],
      [{ shareToken: 'mine-now', ownerId: UNKNOWN_ID }, 'Give a title, a description or isPublic to change.'],
    ];
    for (const [patch, message] of restOnly) {
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, patch as object);
      expect([patch, rest.status, rest.body]).toEqual([patch, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    const raw = await request(server.app.httpServer)
      .patch(`/api/saved-builds/${build.id}`)
      .set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`)
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect([raw.status, raw.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(await ok<Saved>(b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });
});

describe('the per-account limit', () => {
  it(`refuses a build beyond ${SAVED_BUILD_LIMITS.perUser} with CONFLICT / 409, for creates and clones alike`, async () => {
    const { b, id } = await newUser('hoarder');
    const donor = await newUser('donor');
    const shared = await quickBuild(donor.b);
    const max = SAVED_BUILD_LIMITS.perUser;
    await query(
      `INSERT INTO saved_build ("ownerId", title, category, "shareToken", "totalPriceCents", "createdAt", "updatedAt")
       SELECT $1::uuid, 'Filler ' || g, 'Budget Gaming', substr(md5($1::text || g::text), 1, 32), 100 * g,
              now() - g * interval '1 second', now() - g * interval '1 second'
       FROM generate_series(1, $2::int - 1) AS g`,
      [id, max],
    );
    const last = await quickBuild(b, { title: 'The last one' });
    const before = await rowCounts();
    const conflict = { code: 'CONFLICT', message: TOO_MANY_BUILDS };
    expect(await refused(b, CREATE, { input: { components: [{ type: 'CPU', name: 'x', price: 1 }] } })).toEqual(
      conflict,
    );
    expect(await refused(b, CLONE, { token: shared.shareToken })).toEqual(conflict);
    const rest = await b.send('post', '/api/saved-builds', { components: [{ type: 'CPU', name: 'x', price: 1 }] });
    expect([rest.status, rest.body]).toEqual([409, conflict]);
    expect(await rowCounts()).toEqual(before);

    // Every one of them is listed, 200 at a time, in a fixed number of statements.
    const page = await sqlOf(() => ok<Page>(b, MINE, { first: 200 }, 'mySavedBuilds'));
    expect(page.result).toMatchObject({ totalCount: max, hasNextPage: true });
    expect(page.result.nodes[0].id).toBe(last.id);
    expect(page.statements).toHaveLength(3);
    const all = await b.get('/api/saved-builds');
    expect(all.body).toHaveLength(max);

    expect(await ok<string>(b, DELETE, { id: last.id }, 'deleteSavedBuild')).toBe(last.id);
    expect((await ok<Saved>(b, CLONE, { token: shared.shareToken }, 'cloneSharedBuild')).isPublic).toBe(false);
  });
});

// --- Lists ---------------------------------------------------------------------------------------

describe('pagination', () => {
  it('pages mySavedBuilds by cursor, most recently changed first', async () => {
    const { b } = await newUser('pager');
    const created: Saved[] = [];
    for (let i = 0; i < 5; i += 1) created.push(await quickBuild(b, { title: `Build ${i}` }));
    const newestFirst = created.map((c) => c.id).reverse();

    const seen: string[] = [];
    let after: string | null = null;
    const shapes: [number, boolean, number][] = [];
    for (;;) {
      const page: Page = await ok(b, MINE, { first: 2, after }, 'mySavedBuilds');
      shapes.push([page.nodes.length, page.hasNextPage, page.totalCount]);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(shapes).toEqual([
      [2, true, 5],
      [2, true, 5],
      [1, false, 5],
    ]);
    expect(seen).toEqual(newestFirst);

    // A change moves a build to the top; the REST list has the same order.
    await ok(b, UPDATE, { id: created[0].id, title: 'Touched' }, 'updateSavedBuild');
    const top = await ok<Page>(b, MINE, { first: 1 }, 'mySavedBuilds');
    expect(top.nodes[0]).toMatchObject({ id: created[0].id, title: 'Touched' });
    const rest = await b.get('/api/saved-builds');
    expect(rest.body.map((n: { id: string }) => n.id)).toEqual([created[0].id, ...newestFirst.slice(0, 4)]);

    // The last page's cursor gives an empty page; the default page size is 24.
    const all = await ok<Page>(b, MINE, { first: 5 }, 'mySavedBuilds');
    expect(all.hasNextPage).toBe(false);
    const empty = await ok<Page>(b, MINE, { first: 5, after: all.endCursor }, 'mySavedBuilds');
    expect(empty).toEqual({ totalCount: 5, hasNextPage: false, endCursor: null, nodes: [] });
    const byDefault = await ok<{ nodes: unknown[] }>(
      b,
      'query { mySavedBuilds { nodes { id } } }',
      {},
      'mySavedBuilds',
    );
    expect(byDefault.nodes).toHaveLength(5);
  });

  it('refuses malformed cursors and page sizes with BAD_USER_INPUT', async () => {
    const { b } = await newUser('cursors');
    await quickBuild(b, { isPublic: true });
    await quickBuild(b, { isPublic: true });
    const mine = await ok<Page>(b, MINE, { first: 1 }, 'mySavedBuilds');
    const gallery = await ok<Page>(b, PUBLIC, { first: 1 }, 'publicBuilds');
    const malformed = 'Malformed cursor: use the endCursor of the previous page of the same list';
    for (const after of [
      'garbage',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('["updatedAt","yesterday","00000000-0000-4000-8000-000000000000"]').toString('base64url'),
      gallery.endCursor,
    ]) {
      expect(await refused(b, MINE, { first: 5, after })).toEqual({ code: 'BAD_USER_INPUT', message: malformed });
    }
    // An empty cursor is no cursor: the first page.
    expect(await ok<Page>(b, MINE, { first: 5, after: '' }, 'mySavedBuilds')).toMatchObject({ totalCount: 2 });
    expect(await refused(b, PUBLIC, { first: 5, after: mine.endCursor })).toEqual({
      code: 'BAD_USER_INPUT',
      message: malformed,
    });
    expect(await refused(b, MINE, { first: 5, after: 'c'.repeat(300) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Malformed cursor',
    });
    expect(await refused(b, MINE, { first: 0 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be at least 1',
    });
    expect(await refused(b, PUBLIC, { first: 201 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be at most 200',
    });
    expect((await refused(b, PUBLIC, { first: 5, tier: 'Ultra' })).code).toBe('BAD_USER_INPUT');
  });

  it('pages publicBuilds newest first, with the tier filter', async () => {
    const a = await newUser('galleryA');
    const c = await newUser('galleryC');
    // Public builds of every tier, from two users, and private ones in between.
    const tiers = [150, 1200, 3000, 500, 900, 2000, 700];
    for (const [i, price] of tiers.entries()) {
      const b = i % 2 ? a.b : c.b;
      await quickBuild(b, {
        title: `Gallery ${i}`,
        components: [{ type: 'GPU', name: `Card ${i}`, price }],
        isPublic: true,
      });
      await quickBuild(b, { title: `Private ${i}`, components: [{ type: 'GPU', name: `Card ${i}`, price }] });
    }
    // Changing an older public build does not move it: the gallery is ordered by creation.
    const oldest = await query<{ id: string }>(`SELECT id FROM saved_build WHERE "isPublic" AND title = 'Gallery 1'`);
    await ok(a.b, UPDATE, { id: oldest[0].id, description: 'Updated later' }, 'updateSavedBuild');

    const TIER_LABELS: Record<string, string> = {
      BUDGET_GAMING: 'Budget Gaming',
      MID_RANGE_GAMING: 'Mid-Range Gaming',
      HIGH_END_GAMING: 'High-End Gaming',
    };
    const walk = async (tier: string | null, first: number) => {
      const ids: string[] = [];
      const counts = new Set<number>();
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: Page<{ id: string; category: string; isPublic: boolean }> = await ok(
          browser(server),
          PUBLIC,
          { tier, first, after },
          'publicBuilds',
        );
        pages += 1;
        counts.add(page.totalCount);
        for (const n of page.nodes) {
          expect(n.isPublic).toBe(true);
          if (tier) expect(n.category).toBe(TIER_LABELS[tier]);
        }
        ids.push(...page.nodes.map((n) => n.id));
        if (!page.hasNextPage) return { ids, counts: [...counts], pages };
        expect(page.nodes).toHaveLength(first);
        after = page.endCursor;
      }
    };
    const expected = async (category: string | null) =>
      (
        await query<{ id: string }>(
          `SELECT id FROM saved_build WHERE "isPublic" AND ($1::text IS NULL OR category = $1)
           ORDER BY "createdAt" DESC, id DESC`,
          [category],
        )
      ).map((r) => r.id);

    const everything = await walk(null, 3);
    const all = await expected(null);
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(everything.ids).toEqual(all);
    expect(everything.counts).toEqual([all.length]);
    expect(everything.pages).toBe(Math.ceil(all.length / 3));
    // Our seven, in the order they were made (newest first).
    const ours = await query<{ id: string; title: string }>(
      `SELECT id, title FROM saved_build WHERE "isPublic" AND title LIKE 'Gallery %'`,
    );
    const titleOf = new Map(ours.map((r) => [r.id, r.title]));
    expect(everything.ids.filter((id) => titleOf.has(id)).map((id) => titleOf.get(id))).toEqual(
      tiers.map((_, i) => `Gallery ${i}`).reverse(),
    );

    for (const [tier, label] of Object.entries(TIER_LABELS)) {
      const filtered = await walk(tier, 2);
      const want = await expected(label);
      expect(want.length).toBeGreaterThanOrEqual(2);
      expect(filtered.ids).toEqual(want);
      expect(filtered.counts).toEqual([want.length]);
    }
  });
});

// --- SQL per request ---------------------------------------------------------------------------

describe('query counts', () => {
  const LIST = `query M($first: Int!) { mySavedBuilds(first: $first) {
    totalCount hasNextPage endCursor
    nodes { id title description category isPublic shareToken sharePath totalPrice updatedAt viewerIsOwner
      owner { username } components { type name price componentId retailLinks { amazon newegg bestBuy } } } } }`;
  const LIST_RICH = `query M($first: Int!, $after: String) { mySavedBuilds(first: $first, after: $after) {
    totalCount hasNextPage endCursor
    nodes { id title owner { username } components { type name price componentId slug }
      compatibility { compatible estimatedWattage unchecked } } } }`;

  it('costs a fixed number of statements to list a user’s builds with their parts, 3 builds or 25', async () => {
    const small = await newUser('few');
    const large = await newUser('many');
    const eight = componentsOf(parts.slice(0, 8));
    for (let i = 0; i < 3; i += 1) await quickBuild(small.b, { components: eight });
    for (let i = 0; i < 25; i += 1) await quickBuild(large.b, { components: eight });

    const measure = async (user: { b: Browser }, builds: number) => {
      const graphql = await sqlOf(() => ok<Page>(user.b, LIST, { first: 50 }, 'mySavedBuilds'));
      expect(graphql.result.nodes).toHaveLength(builds);
      for (const n of graphql.result.nodes) expect(n.components).toHaveLength(eight.length);
      const rest = await sqlOf(() => user.b.get('/api/saved-builds'));
      expect(rest.result.body).toHaveLength(builds);
      for (const n of rest.result.body) expect(n.components).toHaveLength(eight.length);
      const rich = await sqlOf(() => ok<Page>(user.b, LIST_RICH, { first: 2 }, 'mySavedBuilds'));
      const later = await sqlOf(() =>
        ok<Page>(user.b, LIST_RICH, { first: 50, after: rich.result.endCursor }, 'mySavedBuilds'),
      );
      expect(later.result.nodes).toHaveLength(builds - 2);
      return {
        graphql: graphql.statements,
        rest: rest.statements,
        rich: rich.statements.length,
        later: later.statements.length,
      };
    };
    const few = await measure(small, 3);
    const many = await measure(large, 25);

    // The session's user, the page (with its count) and every part of the page in one statement.
    expect(few.graphql).toHaveLength(3);
    expect(many.graphql).toHaveLength(3);
    expect(few.rest).toHaveLength(3);
    expect(many.rest).toHaveLength(3);
    expect(many.graphql.filter((s) => /saved_build_component/.test(s))).toHaveLength(1);
    expect(many.rest.filter((s) => /saved_build_component/.test(s))).toHaveLength(1);
    // Catalog slugs and compatibility add one statement; a later page adds its count.
    expect(few.rich).toBe(many.rich);
    expect(few.later).toBe(many.later);
    expect(many.rich).toBeLessThanOrEqual(4);
    expect(many.later).toBeLessThanOrEqual(5);
  });

  it('costs a fixed number of statements for a page of the public gallery, owners included', async () => {
    const GALLERY = `query P($first: Int!) { publicBuilds(first: $first) {
      totalCount nodes { id owner { username } viewerIsOwner components { type name price } } } }`;
    const guest = browser(server);
    const one = await sqlOf(() => ok<Page>(guest, GALLERY, { first: 1 }, 'publicBuilds'));
    const many = await sqlOf(() => ok<Page>(guest, GALLERY, { first: 200 }, 'publicBuilds'));
    expect(many.result.nodes.length).toBeGreaterThan(5);
    expect(new Set(many.result.nodes.map((n) => n.owner.username)).size).toBeGreaterThan(1);
    // A guest has no session to load: the page, the parts, the owners.
    expect(one.statements).toHaveLength(3);
    expect(many.statements).toHaveLength(3);
  });
});

// --- Account deletion --------------------------------------------------------------------------

describe('account deletion', () => {
  it('removes the user’s saved builds and their parts, and only theirs', async () => {
    const leaving = await newUser('leaving');
    const staying = await newUser('staying');
    const first = await quickBuild(leaving.b, { isPublic: true });
    await quickBuild(leaving.b);
    const kept = await quickBuild(staying.b);
    const copy = await ok<Saved>(staying.b, CLONE, { token: first.shareToken }, 'cloneSharedBuild');

    const res = await leaving.b.graphql('mutation { deleteAccount }');
    expect(res.body).toEqual({ data: { deleteAccount: true } });
    expect(await query('SELECT id FROM saved_build WHERE "ownerId" = $1', [leaving.id])).toEqual([]);
    const orphans = await query(
      `SELECT c.id FROM saved_build_component c LEFT JOIN saved_build b ON b.id = c."buildId" WHERE b.id IS NULL`,
    );
    expect(orphans).toEqual([]);
    expect(await ok(staying.b, SHARED, { token: first.shareToken }, 'sharedBuild')).toBeNull();
    const theirs = await ok<Page>(staying.b, MINE, { first: 10 }, 'mySavedBuilds');
    expect(theirs.nodes.map((n) => n.id).sort()).toEqual([kept.id, copy.id].sort());
    expect(theirs.nodes.find((n) => n.id === copy.id)?.components).toEqual(first.components);

    // Over REST too.
    const rest = await newUser('restleave');
    await quickBuild(rest.b);
    expect((await rest.b.send('delete', '/api/user/delete-account')).status).toBe(200);
    expect(await query('SELECT id FROM saved_build WHERE "ownerId" = $1', [rest.id])).toEqual([]);
  });
});
