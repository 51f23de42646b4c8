// Issue 30 items 3, 4 and 8 over GraphQL: Complete my build around locked and owned parts, Find a
// better part for one slot, Upgrade what you own; every refusal coded, with a sentence naming the
// rule or the amount, never a 500.
import { BUILDER_BUDGET_MESSAGE, BUILDER_PARTS_MESSAGE } from '@rigforge/common';
import { expectData, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const PART = 'id: componentId name category priceCents reason locked owned';
const COMPLETE = `query C($request: BuilderRequestInput!) {
  completeBuild(request: $request) { totalCents fitsBudget tier parts { ${PART} } compatibility { compatible } } }`;
const BETTER = `query B($request: BuilderRequestInput!, $slot: PartType!) {
  betterPart(request: $request, slot: $slot) { extraCents message part { ${PART} } parts { id: componentId } } }`;
const UPGRADE = `query U($request: BuilderRequestInput!) {
  upgradeAdvice(request: $request) { gainPercent summary keeps { id name type }
    replacements { priceCents from { id name type } to { ${PART} } } build { totalCents parts { id: componentId owned } } } }`;

interface Part {
  id: string;
  name: string;
  category: string;
  priceCents: number;
  reason: string;
  locked: boolean;
  owned: boolean;
}
interface Completed {
  totalCents: number;
  fitsBudget: boolean;
  tier: string;
  parts: Part[];
  compatibility: { compatible: boolean };
}

const byName = async (type: string, like: string) => {
  const [row] = await sql<{ id: string; name: string; priceCents: number }>(
    server,
    `SELECT id, name, "priceCents" FROM component WHERE type = $1 AND name ILIKE $2 AND "specsComplete" ORDER BY "priceCents" LIMIT 1`,
    [type, `%${like}%`],
  );
  return row;
};

async function refusal(query: string, variables: Record<string, unknown>) {
  const res = await server.graphql(query, variables);
  const body = res.body as { errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
  expect(body.errors).toHaveLength(1);
  const [e] = body.errors!;
  return { code: e.extensions?.code, reason: e.extensions?.reason, message: e.message };
}

describe('completeBuild', () => {
  it('keeps the locked CPU, fills every other slot within the budget, with reasons', async () => {
    const cpu = await byName('CPU', 'Ryzen 7 7800X3D');
    const build = await expectData<Completed>(
      server,
      COMPLETE,
      { request: { budgetCents: 180000, uses: ['GAMING'], screen: 'RES_1440P', parts: [{ id: cpu.id }] } },
      'completeBuild',
    );
    const kept = build.parts.find((p) => p.id === cpu.id);
    expect(kept).toMatchObject({ locked: true, owned: false });
    expect(build.parts.map((p) => p.category)).toEqual(
      expect.arrayContaining(['CPU', 'Motherboard', 'RAM', 'GPU', 'Storage', 'PSU', 'Case', 'Cooler']),
    );
    expect(build.totalCents).toBeLessThanOrEqual(180000);
    expect(build.compatibility.compatible).toBe(true);
    expect(build.parts.filter((p) => p.id !== cpu.id).every((p) => !p.locked && p.reason.length > 0)).toBe(true);
  });

  it('counts an owned part $0', async () => {
    const gpu = await byName('GPU', 'RTX 4070');
    const build = await expectData<Completed>(
      server,
      COMPLETE,
      { request: { budgetCents: 120000, uses: ['GAMING'], parts: [{ id: gpu.id, owned: true }] } },
      'completeBuild',
    );
    expect(build.parts.find((p) => p.id === gpu.id)).toMatchObject({ owned: true, locked: true });
    const others = build.parts.filter((p) => p.id !== gpu.id).reduce((s, p) => s + p.priceCents, 0);
    expect(build.totalCents).toBe(others);
  });

  it('names the amount when the locked parts cost more than the budget', async () => {
    const gpu = await byName('GPU', 'RTX 5090');
    const got = await refusal(COMPLETE, {
      request: { budgetCents: 100000, uses: ['GAMING'], parts: [{ id: gpu.id }] },
    });
    expect(got).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'LOCKS_OVER_BUDGET',
      message: expect.stringMatching(/^Your locked parts cost \$[\d,.]+, over the \$1,000 budget/),
    });
  });

  it('names the rule when locked parts cannot work together', async () => {
    const cpu = await byName('CPU', 'Ryzen');
    const board = await byName('Motherboard', 'Z790');
    const got = await refusal(COMPLETE, {
      request: { budgetCents: 300000, uses: ['GAMING'], parts: [{ id: cpu.id }, { id: board.id }] },
    });
    expect(got).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'LOCKS_CONFLICT' });
    expect(got.message).toMatch(/socket/i);
  });

  it('refuses unknown ids, bad budgets, repeats and too many parts with a sentence', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await refusal(COMPLETE, { request: { budgetCents: 100000, uses: ['GAMING'], parts: [{ id: unknown }] } }),
    ).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining(unknown) });
    expect(await refusal(COMPLETE, { request: { budgetCents: -5, uses: ['GAMING'], parts: [] } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: BUILDER_BUDGET_MESSAGE,
    });
    const cpu = await byName('CPU', 'Ryzen');
    expect(
      await refusal(COMPLETE, {
        request: { budgetCents: 100000, uses: ['GAMING'], parts: [{ id: cpu.id }, { id: cpu.id }] },
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: BUILDER_PARTS_MESSAGE });
    const cpus = await sql<{ id: string }>(server, `SELECT id FROM component WHERE type = 'CPU' LIMIT 2`);
    expect(
      await refusal(COMPLETE, {
        request: { budgetCents: 300000, uses: ['GAMING'], parts: cpus.map((c) => ({ id: c.id })) },
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_MANY_PARTS' });
  });
});

describe('betterPart and upgradeAdvice', () => {
  it('finds a better graphics card for the slot with the rest kept, and says what it adds', async () => {
    const base = await expectData<Completed>(
      server,
      COMPLETE,
      { request: { budgetCents: 120000, uses: ['GAMING'], parts: [] } },
      'completeBuild',
    );
    // Planned for $1,200, asked for $1,400: the same proportion rules apply at both (DDR5 from $1,200, ATX from $1,500).
    const better = await expectData<{ extraCents: number; message: string; part: Part | null }>(
      server,
      BETTER,
      {
        request: { budgetCents: 140000, uses: ['GAMING'], parts: base.parts.map((p) => ({ id: p.id })) },
        slot: 'GPU',
      },
      'betterPart',
    );
    expect(better.part).not.toBeNull();
    expect(better.part!.category).toBe('GPU');
    expect(better.extraCents).toBeGreaterThan(0);
    expect(better.message).toContain(better.part!.name);
  });

  it('advises which owned parts to replace, with the gain and the parts that stay', async () => {
    const owned = await expectData<Completed>(
      server,
      COMPLETE,
      { request: { budgetCents: 70000, uses: ['GAMING'], parts: [] } },
      'completeBuild',
    );
    const advice = await expectData<{
      gainPercent: number;
      summary: string;
      keeps: { id: string }[];
      replacements: { priceCents: number; to: Part }[];
      build: { totalCents: number };
    }>(
      server,
      UPGRADE,
      { request: { budgetCents: 60000, uses: ['GAMING'], parts: owned.parts.map((p) => ({ id: p.id, owned: true })) } },
      'upgradeAdvice',
    );
    expect(advice.summary.length).toBeGreaterThan(0);
    expect(advice.build.totalCents).toBeLessThanOrEqual(60000);
    expect(advice.replacements.length).toBeGreaterThan(0);
    expect(advice.gainPercent).toBeGreaterThan(0);
    expect(advice.summary).toMatch(/\+\d+%/);
    expect(advice.keeps.length + advice.replacements.length).toBeGreaterThan(0);
  });
});

describe('builderNotes', () => {
  const NOTES = `query N($partIds: [ID!]!, $uses: [UseCase!]!, $screen: Resolution) {
    builderNotes(partIds: $partIds, uses: $uses, screen: $screen) { rule message } }`;

  it('says nothing of a build the planner made, and names the rule a hand-picked card breaks', async () => {
    const planned = await expectData<Completed>(
      server,
      COMPLETE,
      { request: { budgetCents: 120000, uses: ['GAMING'], parts: [] } },
      'completeBuild',
    );
    const ids = planned.parts.map((p) => p.id);
    expect(
      await expectData(server, NOTES, { partIds: ids, uses: ['GAMING'], screen: 'RES_1080P' }, 'builderNotes'),
    ).toEqual([]);
    const small = await sql<{ id: string }>(
      server,
      `SELECT id FROM component WHERE type = 'GPU' AND (specs->>'vram')::int < 8 AND "specsComplete" LIMIT 1`,
    );
    const notes = await expectData<{ rule: string; message: string }[]>(
      server,
      NOTES,
      {
        partIds: [...ids.filter((id) => !planned.parts.some((p) => p.id === id && p.category === 'GPU')), small[0].id],
        uses: ['GAMING'],
      },
      'builderNotes',
    );
    expect(notes).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'Enough video memory' })]));
  });

  it('refuses no use case and repeated ids', async () => {
    const [cpu] = await sql<{ id: string }>(server, `SELECT id FROM component WHERE type = 'CPU' LIMIT 1`);
    expect((await refusal(NOTES, { partIds: [cpu.id], uses: [] })).message).toContain('Choose one or more use cases');
    expect((await refusal(NOTES, { partIds: [cpu.id, cpu.id], uses: ['GAMING'] })).message).toBe(BUILDER_PARTS_MESSAGE);
  });
});

describe('the cost of the builder’s computing fields', () => {
  it('refuses aliases that stack them past a few per request, before anything runs', async () => {
    const aliases = (n: number, field: string) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    const parse = 'parsePartsList(text: "CPU: AMD Ryzen 5 7600 $199") { totalCents }';
    expect((await server.graphql(aliases(4, parse))).body.errors).toBeUndefined();
    expect((await refusal(aliases(5, parse), {})).message).toMatch(/^This query costs \d+ points; the limit is 25000/);
    const upgrade = 'upgradeAdvice(request: { budgetCents: 50000, uses: [GAMING], parts: [] }) { gainPercent }';
    expect((await refusal(aliases(10, upgrade), {})).message).toMatch(/costs \d+ points/);
    const [cpu] = await sql<{ id: string }>(server, `SELECT id FROM component WHERE type = 'CPU' LIMIT 1`);
    const list = `components(type: GPU, compatibleWith: ["${cpu.id}"], first: 1) { totalCount }`;
    expect((await refusal(aliases(5, list), {})).message).toMatch(/costs \d+ points/);
  });
});
