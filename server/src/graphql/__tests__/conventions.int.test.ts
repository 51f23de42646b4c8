// The conventions third-party clients rely on (docs/api.md): one failing field leaves the rest of
// the answer, money in integer cents, closed sets as enums, the part kind as `type`.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser, signUp } from '../../test/accounts';
import { expectData, expectRefusal } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('a failing field does not erase the rest of the answer', () => {
  it('gives a guest the guides beside mySavedBuilds: null and UNAUTHENTICATED on that field', async () => {
    const res = await server.graphql(`{
      guides(first: 2) { totalCount nodes { slug } }
      mySavedBuilds { totalCount }
    }`);
    expect(res.status).toBe(200);
    expect(res.body.data.guides.nodes).toHaveLength(2);
    expect(res.body.data.mySavedBuilds).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({
      message: SIGN_IN_REQUIRED_MESSAGE,
      path: ['mySavedBuilds'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers a lookup that fails with null and its error, beside the fields that worked', async () => {
    const b = browser(server);
    await signUp(b, 'partial');
    const res = await b.graphql(`{
      mySavedBuilds { totalCount }
      savedBuild(id: "00000000-0000-4000-8000-000000000000") { id }
      compareComponents(ids: ["00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-000000000001"]) { rows { key } }
      checkCompatibility(partIds: ["not-a-part"]) { compatible }
      me { username }
    }`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      mySavedBuilds: { totalCount: 0 },
      savedBuild: null,
      compareComponents: null,
      checkCompatibility: null,
      me: { username: expect.any(String) },
    });
    const codes = Object.fromEntries(
      (res.body.errors as { path: string[]; extensions: { code: string } }[]).map((e) => [
        e.path[0],
        e.extensions.code,
      ]),
    );
    // A malformed id is the caller's mistake (BAD_USER_INPUT, naming the argument); a well-formed id of nothing is NOT_FOUND.
    expect(codes).toEqual({
      savedBuild: 'NOT_FOUND',
      compareComponents: 'NOT_FOUND',
      checkCompatibility: 'BAD_USER_INPUT',
    });
  });
});

describe('money is integer cents, beside the deprecated dollar fields', () => {
  it('answers the planner in cents and takes budgets in cents', async () => {
    const allocation = await server.graphql(`{
      budgetAllocation(budgetCents: 150000) {
        budget budgetCents total totalCents allocation { cpu gpu ram storage other } allocationCents { cpu gpu ram storage other }
        recommendations { cpu { price priceCents category type } }
      }
    }`);
    expect(allocation.body.errors).toBeUndefined();
    const a = allocation.body.data.budgetAllocation;
    expect(a).toMatchObject({ budget: 1500, budgetCents: 150000, totalCents: a.total * 100 });
    const shares = Object.entries(a.allocation as Record<string, number>);
    expect(a.allocationCents).toEqual(Object.fromEntries(shares.map(([k, dollars]) => [k, dollars * 100])));
    const cpu = a.recommendations.cpu;
    expect(cpu).toMatchObject({ priceCents: Math.round(cpu.price * 100), type: 'CPU', category: 'CPU' });

    const build = await server.graphql(`{
      generatePartsFromUseCases(useCases: ["gaming"], budgetCents: 120000, strictBudget: true) {
        budget budgetCents total totalCents parts { price priceCents category type }
      }
    }`);
    expect(build.body.errors).toBeUndefined();
    const g = build.body.data.generatePartsFromUseCases;
    expect(g).toMatchObject({ budget: 1200, budgetCents: 120000, totalCents: Math.round(g.total * 100) });
    for (const part of g.parts) {
      expect(part.priceCents).toBe(Math.round(part.price * 100));
      expect(part.type).toBe(part.category);
    }
    expect(g.parts.reduce((sum: number, p: { priceCents: number }) => sum + p.priceCents, 0)).toBe(g.totalCents);

    const fromShares = await expectData<{ budgetCents: number }>(
      server,
      `query($a: AllocationInput!) { generateParts(allocation: $a) { budgetCents } }`,
      {
        a: { ...Object.fromEntries(shares.map(([k, dollars]) => [`${k}Cents`, dollars * 100])), budgetCents: 150000 },
      },
      'generateParts',
    );
    expect(fromShares.budgetCents).toBe(150000);
    // A refusal speaks of the argument the caller sent, in its unit: budgetCents in cents, budget in dollars.
    expect(await expectRefusal(server, `{ budgetAllocation(budgetCents: 100) { budgetCents } }`)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'budgetCents must be a whole number of cents from 50000 to 500000 ($500 to $5,000).',
    });
    const deprecated = await server.graphql(`{ budgetAllocation(budget: 100) { budgetCents } }`);
    expect(deprecated.body.errors[0]).toMatchObject({
      message: 'Budget must be a number from $500 to $5,000.',
      extensions: { code: 'BAD_USER_INPUT', field: 'budget' },
    });
    const inCents = await server.graphql(`{ budgetAllocation(budgetCents: 100) { budgetCents } }`);
    expect(inCents.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'budgetCents' });
    const share = await server.graphql(
      `{ generateParts(allocation: { cpuCents: -5, gpuCents: 1, ramCents: 1, storageCents: 1, otherCents: 1 }) { totalCents } }`,
    );
    expect(share.body.errors[0]).toMatchObject({
      message: 'cpuCents must be a whole number of cents, zero or more.',
      extensions: { code: 'BAD_USER_INPUT', field: 'allocation.cpuCents' },
    });
  });

  it('saves and reads saved builds in cents', async () => {
    const b = browser(server);
    await signUp(b, 'cents');
    const saved = await expectData(
      b,
      `mutation($input: SavedBuildInput!) { createSavedBuild(input: $input) {
        totalPrice totalPriceCents budget budgetCents components { type price priceCents }
      } }`,
      {
        input: {
          budgetCents: 100000,
          components: [
            { type: 'CPU', name: 'A CPU', priceCents: 29999 },
            { type: 'GPU', name: 'A GPU', priceCents: 45001 },
          ],
        },
      },
      'createSavedBuild',
    );
    expect(saved).toEqual({
      totalPrice: '750.00',
      totalPriceCents: 75000,
      budget: 1000,
      budgetCents: 100000,
      components: [
        { type: 'CPU', price: 299.99, priceCents: 29999 },
        { type: 'GPU', price: 450.01, priceCents: 45001 },
      ],
    });
  });
});
