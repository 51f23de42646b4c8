// The saved-build integration suites' shared set-up: a fresh app per file (embedded, or the real
// PostgreSQL named by TEST_DATABASE_URL) with a strictly increasing clock and a statement counter,
// the real catalog parts of a gaming build from the planner, and the operations they call.
import type { PartType } from '@rigforge/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { browser, signUp, type Browser } from '../../../test/accounts';
import { expectData, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

const PART_FIELDS = 'type name price componentId customPrice slug retailLinks { amazon newegg bestBuy }';
const BUILD = `id title description category isPublic shareToken sharePath totalPrice totalPriceCents budget
  buildType resolution useCases createdAt updatedAt viewerIsOwner owner { username } components { ${PART_FIELDS} }`;

export const CREATE = `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) { ${BUILD} } }`;
export const UPDATE = `mutation U($id: ID!, $title: String, $description: String, $isPublic: Boolean) {
  updateSavedBuild(id: $id, title: $title, description: $description, isPublic: $isPublic) { ${BUILD} } }`;
export const DELETE = 'mutation D($id: ID!) { deleteSavedBuild(id: $id) }';
export const REGENERATE =
  'mutation R($id: ID!) { regenerateShareToken(id: $id) { id shareToken sharePath updatedAt } }';
export const CLONE = `mutation K($token: String!) { cloneSharedBuild(token: $token) { ${BUILD} } }`;
export const ONE = `query O($id: ID!) { savedBuild(id: $id) { ${BUILD} } }`;
export const SHARED = `query S($token: String!) { sharedBuild(token: $token) { ${BUILD} } }`;
export const MINE = `query M($first: Int!, $after: String) {
  mySavedBuilds(first: $first, after: $after) { totalCount hasNextPage endCursor nodes { ${BUILD} } } }`;
export const PUBLIC = `query P($tier: PriceTier, $first: Int!, $after: String) {
  publicBuilds(tier: $tier, first: $first, after: $after) {
    totalCount hasNextPage endCursor nodes { id title category isPublic createdAt viewerIsOwner owner { username } } } }`;

export const TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface GeneratedPart {
  id: string;
  name: string;
  category: PartType;
  price: number;
}
export interface SavedPart {
  type: string;
  name: string;
  price: number;
  componentId: string | null;
  customPrice: boolean;
  slug: string | null;
  retailLinks: { amazon: string; newegg: string; bestBuy: string };
}
export interface Saved {
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
export interface Page<T = Saved> {
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  nodes: T[];
}

/** The generator's parts as a saved build's components (catalog ids included). */
export function componentsOf(list: readonly GeneratedPart[]) {
  return list.map((p) => ({ type: p.category, name: p.name, price: p.price, componentId: p.id }));
}

export const centsOf = (list: readonly { price: number }[]) =>
  list.reduce((sum, p) => sum + Math.round(p.price * 100), 0);

/** Saves a small build (two parts, no catalog link) over GraphQL. */
export async function quickBuild(b: Browser, input: Record<string, unknown> = {}): Promise<Saved> {
  const components = [
    { type: 'CPU', name: 'Test CPU', price: 200 },
    { type: 'GPU', name: 'Test GPU', price: 400 },
  ];
  return expectData<Saved>(b, CREATE, { input: { components, ...input } }, 'createSavedBuild');
}

export interface BuildsSuite {
  readonly server: TestServer;
  /** A compatible gaming build of the seed catalog (every part has a catalog id). */
  readonly parts: readonly GeneratedPart[];
  /** The generated part of this type. */
  partOf: (type: PartType) => GeneratedPart;
  /** A signed-in browser and its account. */
  newUser: (prefix: string) => Promise<{ b: Browser; id: string; email: string; username: string; password: string }>;
  /** The number of saved builds and saved parts in the whole database. */
  rowCounts: () => Promise<{ builds: number; parts: number }>;
  /** The SQL statements one call runs (through TypeORM: the session's user, the page, the parts...). */
  sqlOf: <T>(call: () => Promise<T>) => Promise<{ result: T; statements: string[] }>;
}

/**
 * Starts the app for one test file (in beforeAll; closed in afterAll) and returns the suite, whose
 * `server` and `parts` are set once beforeAll has run.
 */
export function buildsSuite(): BuildsSuite {
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

  let server: TestServer | undefined;
  let parts: GeneratedPart[] = [];
  const suite: BuildsSuite = {
    get server() {
      if (!server) throw new Error('the builds suite starts its server in beforeAll');
      return server;
    },
    get parts() {
      return parts;
    },
    partOf: (type) => {
      const found = parts.find((p) => p.category === type);
      if (!found) throw new Error(`the generated build has no ${type}`);
      return found;
    },
    newUser: async (prefix) => {
      const b = browser(suite.server);
      const account = await signUp(b, prefix);
      return { b, ...account };
    },
    rowCounts: async () => {
      const [row] = await sql<{ builds: number; parts: number }>(
        suite.server,
        `SELECT (SELECT count(*) FROM saved_build)::int AS builds, (SELECT count(*) FROM saved_build_component)::int AS parts`,
      );
      return row;
    },
    sqlOf: async (call) => {
      captured.length = 0;
      capturing = true;
      try {
        const result = await call();
        return { result, statements: [...captured] };
      } finally {
        capturing = false;
      }
    },
  };

  beforeAll(async () => {
    server = await startTestServer({}, { clock, limits: { signUpPerIp: { points: 1000, durationSeconds: 3600 } } });
    server.db.dataSource.setOptions({ logger: countingLogger });
    const generated = await expectData<{ parts: GeneratedPart[] }>(
      server,
      'query { generatePartsFromUseCases(useCases: ["gaming"], budget: 1500) { parts { id: componentId name category price } } }',
      {},
      'generatePartsFromUseCases',
    );
    parts = generated.parts;
    expect(parts.length).toBeGreaterThanOrEqual(7);
  });

  afterAll(async () => {
    await server?.close();
  });

  return suite;
}
