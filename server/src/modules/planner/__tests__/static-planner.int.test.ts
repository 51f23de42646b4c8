// The static deployment's planner (client/src/static/planner.ts) against the server's, on the seed
// catalog: the same GraphQL documents the client sends give the same answers, byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode, type ExecutionResult } from 'graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { CatalogService } from '../../catalog/catalog.service';
import { toPlannerCatalog } from '../planner.catalog';

// The client's modules, loaded by path (the server's TypeScript project stops at server/src).
const client = (file: string): unknown =>
  jest.requireActual(path.resolve(__dirname, '../../../../../client/src', file));
const {
  BudgetAllocationDocument,
  GeneratePartsDocument,
  GeneratePartsFromUseCasesDocument,
  CompleteBuildDocument,
  BetterPartDocument,
  UpgradeAdviceDocument,
  CheckCompatibilityDocument,
  BuilderNotesDocument,
} = client('features/planner/planner.generated') as Record<string, DocumentNode>;
interface StaticData {
  list(name: string): Promise<unknown[]>;
  file(name: string): Promise<unknown>;
}
type Executor = (document: DocumentNode, variables?: Record<string, unknown>) => Promise<ExecutionResult>;
const { createStaticExecutor } = client('static/link') as {
  createStaticExecutor: (sdl: string, data: StaticData, demo: unknown) => Executor;
};
const { createDemoSession } = client('static/demo-auth') as { createDemoSession: () => unknown };

let server: TestServer;
let runStatic: Executor;

beforeAll(async () => {
  server = await startTestServer();
  // What scripts/build-static.mjs exports as data/planner.json, through JSON as the browser reads it.
  const exported = JSON.parse(
    JSON.stringify(toPlannerCatalog(await new CatalogService(server.db.dataSource.manager).plannableParts())),
  ) as unknown;
  const data: StaticData = {
    list: () => Promise.reject(new Error('no lists in this test')),
    file: (name) => (name === 'planner' ? Promise.resolve(exported) : Promise.reject(new Error(name))),
  };
  const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../../schema.graphql'), 'utf8');
  runStatic = createStaticExecutor(sdl, data, createDemoSession());
});

afterAll(async () => {
  await server.close();
});

const cases: [string, DocumentNode, Record<string, unknown>][] = [
  ['use cases: gaming at $1,200', GeneratePartsFromUseCasesDocument, { uses: ['GAMING'], budgetCents: 120000 }],
  [
    'use cases: content creation and work, strict $800',
    GeneratePartsFromUseCasesDocument,
    { uses: ['CONTENT_CREATION', 'WORK'], budgetCents: 80000, strictBudget: true },
  ],
  ['use cases: the default budget', GeneratePartsFromUseCasesDocument, { uses: ['WORKSTATION'] }],
  [
    'allocation: $1,500 gaming at 1440p',
    BudgetAllocationDocument,
    { budgetCents: 150000, kind: 'GAMING', screen: 'RES_1440P' },
  ],
  [
    'calculator: parts for an allocation',
    GeneratePartsDocument,
    {
      allocation: {
        cpuCents: 30000,
        gpuCents: 60000,
        ramCents: 10000,
        storageCents: 10000,
        otherCents: 40000,
        budgetCents: 150000,
        kind: 'GAMING',
        screen: 'RES_1440P',
      },
    },
  ],
];

it.each(cases)('%s: the static planner gives the server’s answer', async (_name, document, variables) => {
  const res = await server.graphql(print(document), variables);
  expect(res.body.errors).toBeUndefined();
  const local = await runStatic(document, variables);
  expect(local.errors).toBeUndefined();
  expect(JSON.parse(JSON.stringify(local.data))).toEqual(res.body.data);
  // Not two empty answers: each case gives parts, or a CPU and GPU recommendation.
  expect(JSON.stringify(res.body.data)).toMatch(/"parts":\[\{|"recommendations":\{"cpu":\{/);
});

it('refuses bad planner input with the static error', async () => {
  const local = await runStatic(GeneratePartsFromUseCasesDocument, { uses: [], budgetCents: 120000 });
  expect(local.errors?.[0].message).toBe('Invalid query parameters for /api/generatePartsFromUseCases');
});

describe('the builder’s planner calls', () => {
  const partsOf = async (budgetCents: number) => {
    const res = await server.graphql(print(CompleteBuildDocument), {
      request: { budgetCents, uses: ['GAMING'], parts: [] },
    });
    return (res.body.data.completeBuild.parts as { componentId: string }[]).map((p) => p.componentId);
  };

  it('completes around a locked part, finds a better part and gives upgrade advice as the server does', async () => {
    const [cpu, ...rest] = await partsOf(110000);
    const calls: [DocumentNode, Record<string, unknown>][] = [
      [CheckCompatibilityDocument, { partIds: [cpu, ...rest] }],
      [BuilderNotesDocument, { partIds: [cpu, ...rest], uses: ['GAMING'], screen: 'RES_4K' }],
      [CompleteBuildDocument, { request: { budgetCents: 115000, uses: ['GAMING'], parts: [{ id: cpu }] } }],
      [
        BetterPartDocument,
        {
          request: { budgetCents: 115000, uses: ['GAMING'], parts: [cpu, ...rest].map((id) => ({ id })) },
          slot: 'GPU',
        },
      ],
      [
        UpgradeAdviceDocument,
        { request: { budgetCents: 50000, uses: ['GAMING'], parts: [cpu, ...rest].map((id) => ({ id, owned: true })) } },
      ],
    ];
    for (const [document, variables] of calls) {
      const res = await server.graphql(print(document), variables);
      expect(res.body.errors).toBeUndefined();
      const local = await runStatic(document, variables);
      expect(local.errors).toBeUndefined();
      expect(JSON.parse(JSON.stringify(local.data))).toEqual(res.body.data);
    }
  });

  it('refuses locked parts over the budget with the server’s sentence and reason', async () => {
    const parts = (await partsOf(300000)).map((id) => ({ id }));
    const variables = { request: { budgetCents: 50000, uses: ['GAMING'], parts } };
    const res = await server.graphql(print(CompleteBuildDocument), variables);
    const local = await runStatic(CompleteBuildDocument, variables);
    expect(res.body.errors[0].extensions.reason).toBe('LOCKS_OVER_BUDGET');
    expect(local.errors?.[0].message).toBe(res.body.errors[0].message);
    expect(local.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'LOCKS_OVER_BUDGET' });
  });
});
