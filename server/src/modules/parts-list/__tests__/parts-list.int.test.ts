import { PARTS_LIST_REFUSALS, PART_TYPES, exportBuild, type PartType } from '@rigforge/common';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

interface Row {
  id: string;
  type: PartType;
  name: string;
  slug: string;
  priceCents: number | null;
  specsComplete: boolean;
}
/** The catalog's parts by type, cheapest first. */
const byType = new Map<PartType, Row[]>();

beforeAll(async () => {
  server = await startTestServer();
  const rows = await sql<Row>(
    server,
    'SELECT id, type, name, slug, "priceCents", "specsComplete" FROM component ORDER BY type, "priceCents" NULLS LAST, id',
  );
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
});

afterAll(async () => {
  await server.close();
});

const first = (type: PartType): Row => byType.get(type)![0];

const Q = `query Parse($text: String!) {
  parsePartsList(text: $text) {
    lines { lineNumber raw type name priceCents component { id slug name type priceCents } confidence custom problemCode problem }
    ignored { lineNumber raw reasonCode reason }
    totalCents
  }
}`;

interface Line {
  lineNumber: number;
  raw: string;
  type: PartType;
  name: string;
  priceCents: number | null;
  component: { id: string; slug: string; name: string; type: PartType; priceCents: number | null } | null;
  confidence: number;
  custom: boolean;
  problemCode: string | null;
  problem: string | null;
}
interface Answer {
  lines: Line[];
  ignored: { lineNumber: number; raw: string; reasonCode: string; reason: string }[];
  totalCents: number;
}

const parse = (text: string) => expectData<Answer>(server, Q, { text }, 'parsePartsList');
const rest = (body: unknown) => server.http.post('/api/parts-list/parse').send(body as object);

describe('parsePartsList', () => {
  it('round-trips our export: the same parts at confidence 1, over GraphQL and REST alike', async () => {
    const parts = PART_TYPES.map(first);
    const text = exportBuild(
      {
        title: 'Round trip',
        totalPrice: 1000,
        components: parts.map((p) => ({ type: p.type, name: p.name, price: (p.priceCents ?? 0) / 100 })),
        url: 'https://rigforge.example/shared/x',
      },
      'markdown',
    );
    const answer = await parse(text);
    expect(answer.lines.map((l) => [l.type, l.component?.id, l.confidence, l.custom])).toEqual(
      parts.map((p) => [p.type, p.id, 1, false]),
    );
    expect(answer.lines.map((l) => l.priceCents)).toEqual(parts.map((p) => p.priceCents ?? 0));
    expect(answer.totalCents).toBe(parts.reduce((s, p) => s + (p.priceCents ?? 0), 0));
    expect(answer.ignored).toEqual([]);

    const res = await rest({ text });
    expect(res.status).toBe(200);
    const body = res.body as Omit<Answer, 'lines'> & {
      lines: (Omit<Line, 'component'> & { component: { id: string; price: string | null } | null })[];
    };
    expect(body.lines.map((l) => [l.type, l.component?.id, l.confidence, l.custom])).toEqual(
      parts.map((p) => [p.type, p.id, 1, false]),
    );
    // The component in the components route's shape: the price as numeric-string dollars.
    expect(body.lines[0].component?.price).toBe(
      parts[0].priceCents === null ? null : (parts[0].priceCents / 100).toFixed(2),
    );
    expect(body.totalCents).toBe(answer.totalCents);
  });

  it('keeps unmatched lines as custom parts with their price, and reports lines that are not parts', async () => {
    const answer = await parse(
      [
        'CPU: Totally Unknown Processor 9000 $123.45',
        'Monitor: Dell S2721DGF $299.99',
        'Just a sentence.',
        `GPU: ${first('GPU').slug}`,
      ].join('\n'),
    );
    expect(answer.lines.map((l) => [l.type, l.name, l.priceCents, l.component, l.confidence, l.custom])).toEqual([
      ['CPU', 'Totally Unknown Processor 9000', 12345, null, 0, true],
      ['GPU', first('GPU').slug, null, expect.objectContaining({ id: first('GPU').id }), 1, false],
    ]);
    expect(answer.ignored).toEqual([
      {
        lineNumber: 2,
        raw: 'Monitor: Dell S2721DGF $299.99',
        reasonCode: 'NOT_CHECKED',
        reason: 'Monitor is not a part we check.',
      },
      { lineNumber: 3, raw: 'Just a sentence.', reasonCode: 'NOT_A_PART', reason: expect.stringMatching(/not a part/) },
    ]);
    expect(answer.totalCents).toBe(12345);
  });

  it('reads a 40-line PCPartPicker table with extras, a ninth drive, bad prices and other categories', async () => {
    const storage = byType.get('Storage')!;
    const rows = [
      '[PCPartPicker Part List](https://pcpartpicker.com/list/abc)',
      '',
      'Type|Item|Price',
      ':----|:----|:----',
      ...PART_TYPES.filter((t) => t !== 'Storage').map(
        (t) =>
          `**${t === 'GPU' ? 'Video Card' : t === 'PSU' ? 'Power Supply' : t === 'RAM' ? 'Memory' : t === 'Cooler' ? 'CPU Cooler' : t}** | [${first(t).name}](https://pcpartpicker.com/product/x) | $10.00 @ Amazon`,
      ),
      ...Array.from({ length: 9 }, (_, i) => `**Storage** | ${storage[i % storage.length].name} | $1.00`),
      `**CPU** | [${byType.get('CPU')![1].name}](https://pcpartpicker.com/product/y) | $20.00 @ Newegg`,
      '**Memory** | Mystery Memory A | -$5.00',
      '**Memory** | Mystery Memory | $abc',
      '**Memory** | Mystery Memory C | $100,000.01',
      ...Array.from({ length: 7 }, (_, i) => `**Case Fan** | Fan ${i} | $9.99`),
      ...Array.from({ length: 7 }, (_, i) => `**Memory** | Custom Kit ${i} | $${i + 1}.00`),
      ' | *Prices include shipping, taxes, rebates, and discounts* |',
      ' | **Total** | **$999.99**',
    ];
    while (rows.length < 40) rows.push('');
    expect(rows).toHaveLength(40);
    const answer = await parse(rows.join('\n'));
    expect(answer.lines).toHaveLength(7 + 9 + 1 + 3 + 7);
    expect(answer.lines.filter((l) => l.problemCode === 'TOO_MANY_DRIVES').map((l) => l.lineNumber)).toEqual([20]);
    const extra = answer.lines.find((l) => l.problemCode === 'EXTRA_PART')!;
    expect([extra.lineNumber, extra.type, extra.component?.id]).toEqual([21, 'CPU', byType.get('CPU')![1].id]);
    expect(extra.problem).toBe('A build has one CPU; this line is an extra one and is not part of the build.');
    expect(
      answer.lines
        .filter((l) => l.problemCode !== null && l.problemCode !== 'EXTRA_PART')
        .map((l) => [l.lineNumber, l.problemCode, l.priceCents]),
    ).toEqual([
      [20, 'TOO_MANY_DRIVES', 100],
      [22, 'NEGATIVE_PRICE', null],
      [23, 'PRICE_NOT_A_NUMBER', null],
      [24, 'PRICE_TOO_HIGH', null],
    ]);
    expect(answer.ignored).toHaveLength(7);
    expect(answer.lines.slice(0, 7).every((l) => l.confidence === 1 && !l.custom)).toBe(true);
    // 7 × $10 + 8 drives × $1 + the custom kits $1..$7; the extra CPU, the ninth drive and the bad prices do not count.
    expect(answer.totalCents).toBe(7000 + 800 + 2800);
  });
});

describe('parsePartsList: bad input is refused with a code and a sentence, never a 500', () => {
  const cases: [string, unknown, string][] = [
    ['more than 200 lines', 'CPU: x\n'.repeat(201), PARTS_LIST_REFUSALS.TOO_MANY_LINES],
    ['more than 20 KB', `CPU: ${'x'.repeat(20 * 1024)}`, PARTS_LIST_REFUSALS.TOO_LARGE],
    ['an empty list', '', PARTS_LIST_REFUSALS.EMPTY],
    ['a blank list', ' \n\t\n ', PARTS_LIST_REFUSALS.EMPTY],
  ];
  for (const [what, text, message] of cases) {
    it(`${what}: GraphQL and REST`, async () => {
      expect(await expectRefusal(server, Q, { text })).toEqual({ code: 'BAD_USER_INPUT', message });
      const res = await rest({ text });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message });
    });
  }

  it('GraphQL names the refusal: field text and the reason code', async () => {
    for (const [text, reason] of [
      ['CPU: x\n'.repeat(201), 'TOO_MANY_LINES'],
      [`CPU: ${'x'.repeat(20 * 1024)}`, 'TOO_LARGE'],
      ['  ', 'EMPTY'],
    ]) {
      const res = await server.graphql(Q, { text });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text', reason });
    }
  });

  it('a NUL character or a lone surrogate: refused by both edges before anything runs', async () => {
    for (const text of ['CPU: a\u0000b', 'CPU: a\ud83db']) {
      const graph = await expectRefusal(server, Q, { text });
      expect(graph.code).toBe('BAD_USER_INPUT');
      expect(graph.message).toMatch(/NUL character|lone surrogate/);
      const res = await rest({ text });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('REST: no text, text that is not a string, a body that is not an object', async () => {
    for (const [body, message] of [
      [{}, PARTS_LIST_REFUSALS.EMPTY],
      [{ text: 42 }, PARTS_LIST_REFUSALS.NOT_TEXT],
      [{ text: ['CPU: x'] }, PARTS_LIST_REFUSALS.NOT_TEXT],
    ] as const) {
      const res = await rest(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const res = await server.http.post('/api/parts-list/parse').set('Content-Type', 'application/json').send('[1]');
    expect(res.status).toBe(400);
  });

  it('GraphQL: text missing or not a string is refused by the schema', async () => {
    expect((await expectRefusal(server, Q, {})).code).toBe('BAD_USER_INPUT');
    expect((await expectRefusal(server, Q, { text: 5 })).code).toBe('BAD_USER_INPUT');
  });
});

describe('parsePartsList follows the catalog', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    // No catalog cache: every request reads the catalog again, so the matcher must notice changes.
    fresh = await startTestServer({ CATALOG_CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('keeps its matcher while the catalog is unchanged, and matches a renamed part after the write', async () => {
    const ask = (text: string) => expectData<Answer>(fresh, Q, { text }, 'parsePartsList');
    const [cpu] = await sql<Row>(fresh, `SELECT id, name FROM component WHERE type = 'CPU' ORDER BY id LIMIT 1`);
    expect((await ask(`CPU: ${cpu.name}`)).lines[0].component?.id).toBe(cpu.id);
    expect((await ask('CPU: Parts List Renamed 7777')).lines[0].custom).toBe(true);
    await sql(
      fresh,
      `UPDATE component SET name = 'Parts List Renamed 7777', "normName" = 'parts list renamed 7777', "updatedAt" = now() WHERE id = $1`,
      [cpu.id],
    );
    const after = await ask('CPU: Parts List Renamed 7777');
    expect([after.lines[0].component?.id, after.lines[0].confidence]).toEqual([cpu.id, 1]);
  });

  it('matches parts the planner cannot pick too (unpriced, incomplete specs)', async () => {
    const [gpu] = await sql<Row>(fresh, `SELECT id, name FROM component WHERE type = 'GPU' ORDER BY id LIMIT 1`);
    await sql(
      fresh,
      `UPDATE component SET "priceCents" = NULL, "specsComplete" = false, "updatedAt" = now() WHERE id = $1`,
      [gpu.id],
    );
    const answer = await expectData<Answer>(fresh, Q, { text: `Video Card: ${gpu.name}` }, 'parsePartsList');
    expect([answer.lines[0].component?.id, answer.lines[0].component?.priceCents, answer.lines[0].confidence]).toEqual([
      gpu.id,
      null,
      1,
    ]);
  });
});
