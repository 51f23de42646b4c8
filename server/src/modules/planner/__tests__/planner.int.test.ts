import {
  ALLOCATION_TABLE,
  BUDGET_RANGE_MESSAGE,
  BUILD_TYPE_MESSAGE,
  RESOLUTION_MESSAGE,
  RETAIL_KEYWORDS,
  USE_CASES_REQUIRED_MESSAGE,
  USE_CASE_UNKNOWN_MESSAGE,
  type PartType,
} from '@rigforge/common';
import { expectData, expectRefusal } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

interface Check {
  id: string;
  label: string;
  status: string;
  message: string;
}
interface Report {
  checks: Check[];
  compatible: boolean;
  estimatedWattage: number;
  recommendedPsuWattage: number;
  unchecked: string[];
}
interface Part {
  id: string;
  slug: string;
  name: string;
  category: PartType;
  price: number;
  reason: string;
  retailLinks: { amazon: string; newegg: string; bestBuy: string };
}
interface Build {
  parts: Part[];
  total: number;
  budget: number;
  fitsBudget: boolean;
  message: string | null;
  useCases: string[];
  buildType: string;
  resolution: string;
  tier: string;
  tierColor: string;
  buildTier: string | null;
  estimatedWattage: number;
  recommendedPsuWattage: number;
  compatibility: Report;
}

const REPORT =
  'checks { id: rule label status message } compatible estimatedWattage recommendedPsuWattage psuDecidedBy unchecked';
const BUILD = `parts { id: componentId slug name category price reason retailLinks { amazon newegg bestBuy } }
  total budget fitsBudget message upgrades { id: componentId slug name type priceCents extraCents reason } useCases buildType resolution tier tierColor buildTier
  estimatedWattage recommendedPsuWattage compatibility { ${REPORT} }`;
const ALLOCATION = `allocation { cpu gpu ram storage other } percentages { cpu gpu ram storage other }
  budget total buildType resolution recommendations { cpu { id slug name category price } gpu { id slug name category price } }`;

const REQUIRED: PartType[] = ['CPU', 'Motherboard', 'RAM', 'Storage', 'PSU', 'Case', 'Cooler'];

/** What every generated build must be: compatible with no warning, within budget, with reasons and links. */
function expectSoundBuild(build: Build, budget: number): void {
  expect(build.fitsBudget).toBe(true);
  expect(build.message).toBeNull();
  const categories = build.parts.map((p) => p.category);
  for (const type of REQUIRED) expect(categories).toContain(type);
  const sum = build.parts.reduce((s, p) => s + Math.round(p.price * 100), 0);
  expect(Math.round(build.total * 100)).toBe(sum);
  expect(build.total).toBeLessThanOrEqual(budget);
  expect(build.compatibility.compatible).toBe(true);
  expect(build.compatibility.checks.length).toBeGreaterThanOrEqual(10);
  expect(build.compatibility.checks.filter((c) => c.status !== 'pass')).toEqual([]);
  expect(build.estimatedWattage).toBe(build.compatibility.estimatedWattage);
  expect(build.recommendedPsuWattage % 50).toBe(0);
  for (const part of build.parts) {
    expect(part.reason).toMatch(/^[A-Z0-9].{10,}[.!]$/);
    const q = encodeURIComponent(`${part.name} ${RETAIL_KEYWORDS[part.category]}`);
    expect(part.retailLinks).toEqual({
      amazon: `https://www.amazon.com/s?k=${q}`,
      newegg: `https://www.newegg.com/p/pl?d=${q}`,
      bestBuy: `https://www.bestbuy.com/site/searchpage.jsp?st=${q}`,
    });
  }
}

describe('POST /api/budget-calculator and budgetAllocation', () => {
  const Q = `query A($budget: Float!, $buildType: String, $resolution: String) {
    budgetAllocation(budget: $budget, buildType: $buildType, resolution: $resolution) { ${ALLOCATION} } }`;

  it('splits the budget by the table and names real catalog parts', async () => {
    const res = await server.http
      .post('/api/budget-calculator')
      .send({ budget: 1500, buildType: 'gaming', resolution: '1440p' });
    expect(res.status).toBe(200);
    const pct = ALLOCATION_TABLE.gaming['1440p'];
    expect(res.body.allocation).toEqual({
      cpu: Math.floor((1500 * pct.cpu) / 100),
      gpu: Math.floor((1500 * pct.gpu) / 100),
      ram: Math.floor((1500 * pct.ram) / 100),
      storage: Math.floor((1500 * pct.storage) / 100),
      other: Math.floor((1500 * pct.other) / 100),
    });
    expect(res.body.percentages).toEqual(pct);
    expect(res.body.budget).toBe(1500);
    expect(res.body.total).toBe(1500);
    const { cpu, gpu } = res.body.recommendations;
    expect(cpu.category).toBe('CPU');
    expect(gpu.category).toBe('GPU');
    const detail = await server.http.get(`/api/components/${cpu.slug}`);
    expect(detail.body.name).toBe(cpu.name);
  });

  it('defaults to gaming at 1080p, and the GraphQL twin answers the same', async () => {
    const rest = await server.http.post('/api/budget-calculator').send({ budget: 2000 });
    expect(rest.body.buildType).toBe('gaming');
    expect(rest.body.resolution).toBe('1080p');
    const graph = await expectData<Record<string, unknown>>(server, Q, { budget: 2000 }, 'budgetAllocation');
    expect(graph).toEqual(rest.body);
  });

  it('keeps the total within the budget for odd amounts', async () => {
    const res = await server.http
      .post('/api/budget-calculator')
      .send({ budget: 1234, buildType: 'workstation', resolution: '4K' });
    expect(res.status).toBe(200);
    const a = res.body.allocation as Record<string, number>;
    for (const v of Object.values(a)) expect(Number.isInteger(v)).toBe(true);
    expect(res.body.total).toBe(Object.values(a).reduce((s, v) => s + v, 0));
    expect(res.body.total).toBeLessThanOrEqual(1234);
  });

  it.each([
    [{ budget: 499 }, BUDGET_RANGE_MESSAGE],
    [{ budget: 5001 }, BUDGET_RANGE_MESSAGE],
    [{ budget: 'lots' }, BUDGET_RANGE_MESSAGE],
    [{}, BUDGET_RANGE_MESSAGE],
    [{ budget: 1500, buildType: 'mining' }, BUILD_TYPE_MESSAGE],
    [{ budget: 1500, resolution: '8K' }, RESOLUTION_MESSAGE],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const res = await server.http.post('/api/budget-calculator').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await server.http
      .post('/api/budget-calculator')
      .set('Content-Type', 'application/json')
      .send('{"budget": 15');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });

  it('refuses bad GraphQL arguments with BAD_USER_INPUT', async () => {
    expect(await expectRefusal(server, Q, { budget: 100 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: BUDGET_RANGE_MESSAGE,
    });
    expect(await expectRefusal(server, Q, { budget: 1500, resolution: '720p' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: RESOLUTION_MESSAGE,
    });
    expect((await expectRefusal(server, Q, { budget: 'x' })).code).toBe('BAD_USER_INPUT');
  });
});

describe('POST /api/generate-parts-list and generateParts', () => {
  const Q = `query G($allocation: AllocationInput!) { generateParts(allocation: $allocation) { ${BUILD} } }`;

  it('turns the calculator response into a compatible build within the budget', async () => {
    const calc = await server.http
      .post('/api/budget-calculator')
      .send({ budget: 1500, buildType: 'gaming', resolution: '1440p' });
    const res = await server.http.post('/api/generate-parts-list').send(calc.body);
    expect(res.status).toBe(200);
    const build = res.body as Build;
    expectSoundBuild(build, 1500);
    expect(build.parts.map((p) => p.category)).toContain('GPU');
    expect(build.buildType).toBe('gaming');
    expect(build.resolution).toBe('1440p');
    expect(build.buildTier).toBeNull();
  });

  it.each([
    [3000, 'gaming', '1440p'],
    [3000, 'gaming', '4K'],
    [1500, 'streaming', '1080p'],
    [4200, 'workstation', '1440p'],
  ])(
    "puts the calculator's recommended CPU and GPU in the list it generates ($%d %s %s)",
    async (budget, buildType, resolution) => {
      const calc = await server.http.post('/api/budget-calculator').send({ budget, buildType, resolution });
      expect(calc.status).toBe(200);
      const res = await server.http.post('/api/generate-parts-list').send(calc.body);
      expect(res.status).toBe(200);
      const parts = (res.body as Build).parts;
      const { cpu, gpu } = calc.body.recommendations as Record<'cpu' | 'gpu', { id: string } | null>;
      expect(cpu?.id).toBe(parts.find((p) => p.category === 'CPU')?.id);
      expect(gpu?.id ?? null).toBe(parts.find((p) => p.category === 'GPU')?.id ?? null);
    },
  );

  it('with use cases, recommends the CPU and GPU of the list generated for them (REST and GraphQL)', async () => {
    const calc = await server.http
      .post('/api/budget-calculator')
      .send({ budget: 3000, buildType: 'gaming', resolution: '4K', useCases: ['content-creation', 'gaming'] });
    expect(calc.status).toBe(200);
    const list = await server.http
      .post('/api/generate-parts-from-usecases')
      .send({ useCases: ['content-creation', 'gaming'], budget: 3000, strictBudget: true });
    expect(list.status).toBe(200);
    const parts = (list.body as Build).parts;
    const { cpu, gpu } = calc.body.recommendations as Record<'cpu' | 'gpu', { id: string } | null>;
    expect(cpu?.id).toBe(parts.find((p) => p.category === 'CPU')?.id);
    expect(gpu?.id).toBe(parts.find((p) => p.category === 'GPU')?.id);
    const graph = await expectData<{ recommendations: { cpu: { id: string }; gpu: { id: string } } }>(
      server,
      'query A($uses: [UseCase!]) { budgetAllocation(budgetCents: 300000, kind: GAMING, screen: RES_4K, uses: $uses) { recommendations { cpu { id } gpu { id } } } }',
      { uses: ['CONTENT_CREATION', 'GAMING'] },
      'budgetAllocation',
    );
    expect(graph.recommendations).toEqual({ cpu: { id: cpu?.id }, gpu: { id: gpu?.id } });
  });

  it('refuses use cases it does not know, or none, with a clear message', async () => {
    for (const useCases of [[], ['flying'], 'gaming']) {
      const res = await server.http.post('/api/budget-calculator').send({ budget: 3000, useCases });
      expect(res.status).toBe(400);
      expect([USE_CASES_REQUIRED_MESSAGE, USE_CASE_UNKNOWN_MESSAGE]).toContain(res.body.message);
    }
  });

  it('takes the bare allocation too, and GraphQL gives the same build', async () => {
    const allocation = { cpu: 660, gpu: 420, ram: 330, storage: 240, other: 350, buildType: 'workstation' };
    const rest = await server.http.post('/api/generate-parts-list').send(allocation);
    expect(rest.status).toBe(200);
    expectSoundBuild(rest.body as Build, 2000);
    expect(rest.body.budget).toBe(2000);
    const graph = await expectData<Build>(server, Q, { allocation }, 'generateParts');
    expect(graph).toEqual(rest.body);
  });

  it.each([
    [
      { cpu: 300, gpu: 500, ram: 100, storage: 100 },
      'The allocation needs an amount in dollars for other, zero or more.',
    ],
    [
      { cpu: -5, gpu: 500, ram: 100, storage: 100, other: 300 },
      'The allocation needs an amount in dollars for cpu, zero or more.',
    ],
    [{ cpu: 50, gpu: 50, ram: 50, storage: 50, other: 50 }, BUDGET_RANGE_MESSAGE],
    [
      { cpu: 900, gpu: 900, ram: 100, storage: 100, other: 100, budget: 1000 },
      'The allocation adds up to more than the budget.',
    ],
    [{ cpu: 300, gpu: 500, ram: 100, storage: 100, other: 300, buildType: 'office' }, BUILD_TYPE_MESSAGE],
    // Not an object, yet JSON (a form-encoded body is refused earlier, with 415).
    [['not an object'], 'The allocation needs an amount in dollars for cpu, zero or more.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await server.http.post('/api/generate-parts-list').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a bad GraphQL allocation with BAD_USER_INPUT', async () => {
    const allocation = { cpu: 300, gpu: 500, ram: 100, storage: 100, other: 300, resolution: '5K' };
    expect(await expectRefusal(server, Q, { allocation })).toEqual({
      code: 'BAD_USER_INPUT',
      message: RESOLUTION_MESSAGE,
    });
  });
});

describe('POST /api/generate-parts-from-usecases and generatePartsFromUseCases', () => {
  const Q = `query U($useCases: [String!]!, $budget: Float, $strictBudget: Boolean) {
    generatePartsFromUseCases(useCases: $useCases, budget: $budget, strictBudget: $strictBudget) { ${BUILD} } }`;

  it('builds within a chosen budget and carries the budget tier', async () => {
    const res = await server.http
      .post('/api/generate-parts-from-usecases')
      .send({ useCases: ['gaming'], budget: 900, strictBudget: true });
    expect(res.status).toBe(200);
    const build = res.body as Build;
    expectSoundBuild(build, 900);
    expect(build.buildTier).toBe('Mid-Range');
    expect(build.buildType).toBe('gaming');
    expect(build.resolution).toBe('1440p');
    expect(['Budget Gaming', 'Mid-Range Gaming']).toContain(build.tier);
  });

  it('labels a build not meant for gaming by its purpose, never "... Gaming" (issue 29 item 7)', async () => {
    for (const [useCases, purpose] of [
      [['workstation'], 'Workstation'],
      [['server'], 'Home Server'],
      [['music-production', 'work'], 'Studio'],
    ] as const) {
      const res = await server.http
        .post('/api/generate-parts-from-usecases')
        .send({ useCases, budget: 1200, strictBudget: true });
      expect(res.status).toBe(200);
      expect((res.body as Build).tier).toMatch(new RegExp(`^(Budget|Mid-Range) ${purpose}$`));
    }
  });

  it.each([1000, 1400, 2000])(
    "sizes the $%d gaming build's power supply to at least the card maker's recommendation",
    async (budget) => {
      const res = await server.http
        .post('/api/generate-parts-from-usecases')
        .send({ useCases: ['gaming'], budget, strictBudget: true });
      const build = res.body as Build;
      expectSoundBuild(build, budget);
      const specsOf = async (category: string): Promise<Record<string, unknown>> => {
        const part = build.parts.find((p) => p.category === category);
        const rows: { specs: Record<string, unknown> }[] = await server.db.dataSource.query(
          'SELECT specs FROM component WHERE slug = $1',
          [part?.slug],
        );
        return rows[0].specs;
      };
      const gpu = await specsOf('GPU');
      const psu = await specsOf('PSU');
      expect(typeof gpu.recommendedPsu).toBe('number');
      expect(psu.wattage).toBeGreaterThanOrEqual(gpu.recommendedPsu as number);
      expect(build.recommendedPsuWattage).toBeGreaterThanOrEqual(gpu.recommendedPsu as number);
      // The check says which figure decided: the card maker's, or our load formula.
      const check = build.compatibility.checks.find((c) => c.id === 'psu-wattage');
      expect(check?.message).toMatch(/maker recommends|covers the estimated \d+ W load with headroom/);
      expect(build.total).toBeGreaterThanOrEqual(0.9 * budget);
    },
  );

  it('says so when the fastest build leaves part of a big budget unspent', async () => {
    const res = await server.http
      .post('/api/generate-parts-from-usecases')
      .send({ useCases: ['gaming'], budget: 5000, strictBudget: true });
    const build = res.body as Build;
    expect(build.fitsBudget).toBe(true);
    expect(build.total).toBeLessThan(4500);
    expect(build.message).toBe(
      `The fastest build we can make costs $${Math.round(build.total).toLocaleString('en-US')}; the rest buys nothing faster.`,
    );
  });

  it('offers the unspent money as optional upgrades: real parts, in order, each within what is left', async () => {
    const Q2 = `query U($uses: [UseCase!], $budgetCents: Int) {
      generatePartsFromUseCases(uses: $uses, budgetCents: $budgetCents, strictBudget: true) {
        totalCents budgetCents message upgrades { id: componentId slug name type priceCents extraCents reason } } }`;
    const build = await expectData<{
      totalCents: number;
      budgetCents: number;
      message: string | null;
      upgrades: { id: string; slug: string; type: string; priceCents: number; extraCents: number; reason: string }[];
    }>(server, Q2, { uses: ['GAMING'], budgetCents: 500000 }, 'generatePartsFromUseCases');
    expect(build.message).toMatch(/the rest buys nothing faster/);
    expect(build.upgrades.length).toBeGreaterThan(0);
    const order = ['PSU', 'Cooler', 'Storage', 'RAM'];
    const types = build.upgrades.map((u) => u.type);
    expect(types).toEqual(order.filter((t) => types.includes(t)));
    for (const u of build.upgrades) {
      expect(u.extraCents).toBeLessThanOrEqual(build.budgetCents - build.totalCents);
      expect(u.reason).toMatch(/up from/);
      const rows: { priceCents: number; type: string }[] = await server.db.dataSource.query(
        'SELECT "priceCents", "type" FROM component WHERE id = $1',
        [u.id],
      );
      expect(rows[0]).toEqual({ priceCents: u.priceCents, type: u.type });
    }
  });

  it.each([
    [['workstation', 'work'], 2000],
    [['work', 'gaming', 'content-creation'], 800],
    [['gaming', 'content-creation'], 1800],
    [['gaming'], 1400],
    [['content-creation'], 1600],
    [['server'], 1000],
  ])('without a budget uses the required default for %j ($%d)', async (useCases, budget) => {
    const res = await server.http.post('/api/generate-parts-from-usecases').send({ useCases });
    expect(res.status).toBe(200);
    expect(res.body.budget).toBe(budget);
    expect(res.body.buildTier).toBeNull();
    expectSoundBuild(res.body as Build, budget);
  });

  it('uses integrated graphics for office work, and 32 GB or more for content creation', async () => {
    const work = await server.http.post('/api/generate-parts-from-usecases').send({ useCases: ['work'] });
    expect(work.body.buildType).toBe('productivity');
    expect(work.body.resolution).toBe('1080p');
    expect((work.body as Build).parts.map((p) => p.category)).not.toContain('GPU');
    const content = await server.http
      .post('/api/generate-parts-from-usecases')
      .send({ useCases: ['content-creation'], budget: 2000, strictBudget: true });
    const ram = (content.body as Build).parts.find((p) => p.category === 'RAM');
    expect(ram?.name).toMatch(/\b(32|48|64|96|128)\s?GB\b/i);
  });

  it('is deterministic, and GraphQL gives the same build as REST', async () => {
    const body = { useCases: ['music-production', 'gaming'], budget: 1700, strictBudget: true };
    const a = await server.http.post('/api/generate-parts-from-usecases').send(body);
    const b = await server.http.post('/api/generate-parts-from-usecases').send(body);
    expect(b.body).toEqual(a.body);
    expect(await expectData<Build>(server, Q, body, 'generatePartsFromUseCases')).toEqual(a.body);
  });

  it.each([
    [{ useCases: [] }, USE_CASES_REQUIRED_MESSAGE],
    [{}, USE_CASES_REQUIRED_MESSAGE],
    [{ useCases: 'gaming' }, USE_CASES_REQUIRED_MESSAGE],
    [{ useCases: ['gaming', 'crypto'] }, USE_CASE_UNKNOWN_MESSAGE],
    [{ useCases: ['gaming'], budget: 100000 }, BUDGET_RANGE_MESSAGE],
    [{ useCases: ['gaming'], budget: 'cheap' }, BUDGET_RANGE_MESSAGE],
    [{ useCases: ['gaming'], budget: 1000, strictBudget: 'yes' }, 'strictBudget must be true or false.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await server.http.post('/api/generate-parts-from-usecases').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses bad GraphQL use cases with BAD_USER_INPUT', async () => {
    expect(await expectRefusal(server, Q, { useCases: [] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: USE_CASES_REQUIRED_MESSAGE,
    });
    expect(await expectRefusal(server, Q, { useCases: ['vr'] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: USE_CASE_UNKNOWN_MESSAGE,
    });
  });
});

describe('checkCompatibility', () => {
  const Q = `query C($partIds: [ID!]!) { checkCompatibility(partIds: $partIds) { ${REPORT} } }`;

  async function idOf(type: string, socket: string): Promise<string> {
    const res = await server.graphql(
      `query($type: PartType, $socket: String) { components(type: $type, socket: $socket, first: 1, sort: PRICE_ASC) { nodes { id } } }`,
      { type, socket },
    );
    return res.body.data.components.nodes[0].id as string;
  }

  it('passes every check of a generated build and reports the same wattage', async () => {
    const res = await server.http
      .post('/api/generate-parts-from-usecases')
      .send({ useCases: ['gaming'], budget: 1200, strictBudget: true });
    const build = res.body as Build;
    const report = await expectData<Report>(server, Q, { partIds: build.parts.map((p) => p.id) }, 'checkCompatibility');
    expect(report).toEqual({ ...build.compatibility, unchecked: [] });
  });

  it('fails a CPU on a board of another socket, with a sentence naming both', async () => {
    const cpu = await idOf('CPU', 'AM5');
    const board = await idOf('Motherboard', 'LGA1700');
    const report = await expectData<Report>(server, Q, { partIds: [cpu, board] }, 'checkCompatibility');
    expect(report.compatible).toBe(false);
    const socket = report.checks.find((c) => c.id === 'cpu-socket');
    expect(socket?.status).toBe('fail');
    expect(socket?.message).toMatch(/AM5.*LGA1700/);
  });

  it('refuses unknown ids, two CPUs, and an empty list', async () => {
    expect((await expectRefusal(server, Q, { partIds: ['00000000-0000-4000-8000-000000000000'] })).code).toBe(
      'NOT_FOUND',
    );
    expect(await expectRefusal(server, Q, { partIds: ['nope'] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Every id in partIds must be a RigForge id (a UUID, as the API gives them).',
    });
    const a = await idOf('CPU', 'AM5');
    const b = await idOf('CPU', 'AM4');
    expect(await expectRefusal(server, Q, { partIds: [a, b] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A build has one CPU; more than one was given.',
    });
    expect(await expectRefusal(server, Q, { partIds: [] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Give at least one part to check.',
    });
  });
});
