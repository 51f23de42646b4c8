// Issue 30, the builder's "Choose a {part}": the catalog list restricted to parts that fit the parts
// already chosen (compatibleWith), by the compatibility report's rules, with the excluded parts and
// their rules on request; the same filters, sorts and cursors as the plain list.
import {
  BUILDER_PARTS_MAX,
  checkCompatibility,
  selectionFromParts,
  type CompatPart,
  type PartType,
  type SpecsByType,
} from '@rigforge/common';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

interface Row {
  id: string;
  name: string;
  type: PartType;
  specs: Record<string, unknown>;
  specsComplete: boolean;
}

async function parts(type: PartType): Promise<Row[]> {
  return sql<Row>(server, `SELECT id, name, type, specs, "specsComplete" FROM component WHERE type = $1`, [type]);
}

const asCompat = (r: Row): CompatPart => ({
  name: r.name,
  type: r.type,
  specs: r.specs as unknown as SpecsByType[PartType],
});

const LIST = `query ($type: PartType, $with: [ID!], $all: Boolean, $sort: ComponentSort, $first: Int, $after: String, $text: String) {
  components(type: $type, compatibleWith: $with, includeIncompatible: $all, sort: $sort, first: $first, after: $after, text: $text) {
    totalCount hasNextPage endCursor
    nodes { id name exclusions { rule label message } }
  }
}`;
interface Page {
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  nodes: { id: string; name: string; exclusions: { rule: string; label: string; message: string }[] | null }[];
}
const list = (variables: Record<string, unknown>) => expectData<Page>(server, LIST, variables, 'components');

async function allPages(variables: Record<string, unknown>): Promise<Page['nodes']> {
  const out: Page['nodes'] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page = await list({ ...variables, first: 60, after });
    out.push(...page.nodes);
    if (!page.hasNextPage) return out;
    after = page.endCursor;
  }
}

describe('components(compatibleWith:)', () => {
  it('lists exactly the boards the compatibility report passes beside a CPU', async () => {
    const cpu = (await parts('CPU')).find((p) => p.name.includes('Ryzen 5 7600') && p.specsComplete)!;
    const boards = await parts('Motherboard');
    const expected = boards
      .filter((b) => b.specsComplete)
      .filter((b) => checkCompatibility(selectionFromParts([asCompat(cpu), asCompat(b)])).compatible)
      .map((b) => b.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(boards.length);
    const listed = await allPages({ type: 'Motherboard', with: [cpu.id] });
    expect(listed.map((n) => n.id).sort()).toEqual(expected);
    expect(listed.every((n) => n.exclusions?.length === 0)).toBe(true);
  });

  it('with includeIncompatible lists the others too, each with the rule and sentence that excludes it', async () => {
    const cpu = (await parts('CPU')).find((p) => p.name.includes('Ryzen 5 7600') && p.specsComplete)!;
    const all = await allPages({ type: 'Motherboard', with: [cpu.id], all: true });
    expect(all).toHaveLength((await parts('Motherboard')).length);
    const intel = all.find((n) => /Z790|B760|H610/.test(n.name) && n.exclusions?.length);
    expect(intel?.exclusions).toEqual([
      { rule: 'cpu-socket', label: 'CPU socket', message: expect.stringContaining('AM5') },
    ]);
  });

  it('keeps the list filters, sorts and paging', async () => {
    const cpu = (await parts('CPU')).find((p) => p.name.includes('Ryzen 5 7600') && p.specsComplete)!;
    const cheap = await list({ type: 'Motherboard', with: [cpu.id], sort: 'PRICE_ASC', first: 2 });
    expect(cheap.nodes).toHaveLength(2);
    expect(cheap.hasNextPage).toBe(true);
    const next = await list({
      type: 'Motherboard',
      with: [cpu.id],
      sort: 'PRICE_ASC',
      first: 2,
      after: cheap.endCursor,
    });
    expect(next.nodes.map((n) => n.id)).not.toContain(cheap.nodes[0].id);
    const text = await list({ type: 'Motherboard', with: [cpu.id], text: 'zzzz-no-such-board' });
    expect(text).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('answers exclusions null in a plain list', async () => {
    const page = await list({ type: 'CPU', first: 1 });
    expect(page.nodes[0].exclusions).toBeNull();
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    const [cpu] = await parts('CPU');
    expect(await expectRefusal(server, LIST, { with: [cpu.id] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('Give the type of part to choose with compatibleWith'),
    });
    expect((await expectRefusal(server, LIST, { type: 'GPU', with: ['/..//'] })).message).toContain(
      'Every id in compatibleWith must be a RigForge id',
    );
    expect((await expectRefusal(server, LIST, { type: 'GPU', with: [cpu.id, cpu.id] })).message).toContain(
      'compatibleWith names a part twice',
    );
    const many = Array.from({ length: 25 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await expectRefusal(server, LIST, { type: 'GPU', with: many })).message).toContain(
      `at most ${BUILDER_PARTS_MAX} parts`,
    );
    expect(await expectRefusal(server, LIST, { type: 'GPU', with: [many[0]] })).toEqual({
      code: 'NOT_FOUND',
      message: `No component has the id ${many[0]}.`,
    });
  });
});

describe('componentsByIds', () => {
  const Q = `query ($ids: [ID!]!) { componentsByIds(ids: $ids) { id name } }`;
  it('answers the parts in the order asked and leaves unknown ids out', async () => {
    const [a, b] = await parts('GPU');
    const missing = '00000000-0000-4000-8000-000000000000';
    const got = await expectData<{ id: string }[]>(server, Q, { ids: [b.id, missing, a.id] }, 'componentsByIds');
    expect(got.map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it('refuses repeats and non-ids', async () => {
    const [a] = await parts('GPU');
    expect((await expectRefusal(server, Q, { ids: [a.id, a.id] })).message).toContain('Give each component id once');
    expect((await expectRefusal(server, Q, { ids: ['x'] })).message).toContain('Every id in ids must be a RigForge id');
  });
});
