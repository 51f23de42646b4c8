// Issue 33 item 6: the enum twins of closed-set String fields answer the enum value that stands for
// each string, and the closed-set filters of `components` take any casing.
import { CHECK_STATUS_ENUM, PSU_BASIS_ENUM, enumNameOf, type CheckStatus, type PsuBasis } from '@rigforge/common';
import { expectData } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

interface Report {
  psuDecidedBy: PsuBasis;
  psuBasis: string;
  checks: { status: CheckStatus; verdict: string }[];
}

/** A report's enum twins name its strings (the twins carry the same values under the enum's names). */
function expectTwinsOf(report: Report): void {
  expect(report.psuBasis).toBe(enumNameOf(PSU_BASIS_ENUM, report.psuDecidedBy));
  expect(report.checks.length).toBeGreaterThan(0);
  for (const check of report.checks) expect(check.verdict).toBe(enumNameOf(CHECK_STATUS_ENUM, check.status));
}

const REPORT = 'psuDecidedBy psuBasis checks { status verdict }';

it("echoes budgetAllocation's enum inputs as enums", async () => {
  const allocation = await expectData<Record<string, unknown>>(
    server,
    '{ budgetAllocation(budgetCents: 150000, kind: CONTENT, screen: RES_1440P) { buildType kind resolution screen } }',
    {},
    'budgetAllocation',
  );
  expect(allocation).toEqual({ buildType: 'content', kind: 'CONTENT', resolution: '1440p', screen: 'RES_1440P' });
});

it("gives a use-case build's twins: uses, screen, build type, price tier, colour and guide tier", async () => {
  const build = await expectData<Record<string, unknown> & { compatibility: Report }>(
    server,
    `{ generatePartsFromUseCases(uses: [GAMING, WORKSTATION], budgetCents: 90000, strictBudget: true) {
      useCases uses resolution screen buildType kind tier priceTier tierColor color buildTier guideTier
      compatibility { ${REPORT} } } }`,
    {},
    'generatePartsFromUseCases',
  );
  expect(build).toMatchObject({
    useCases: ['gaming', 'workstation'],
    uses: ['GAMING', 'WORKSTATION'],
    resolution: '1440p',
    screen: 'RES_1440P',
    kind: 'GAMING',
    buildTier: 'Mid-Range',
    guideTier: 'MID_RANGE',
  });
  const tierWord = String(build.tier).split(' ')[0];
  expect(build.priceTier).toBe(`${tierWord.toUpperCase().replace('-', '_')}_GAMING`);
  expect(build.color).toBe(String(build.tierColor).toUpperCase());
  expectTwinsOf(build.compatibility);
});

it('gives a build from an allocation its build type as kind and its use cases as uses', async () => {
  const build = await expectData<Record<string, unknown>>(
    server,
    `{ generateParts(allocation: { cpuCents: 25000, gpuCents: 45000, ramCents: 10000, storageCents: 10000,
      otherCents: 35000, kind: STREAMING, screen: RES_4K }) { buildType kind resolution screen useCases uses guideTier } }`,
    {},
    'generateParts',
  );
  expect(build).toEqual({
    buildType: 'streaming',
    kind: 'STREAMING',
    resolution: '4K',
    screen: 'RES_4K',
    useCases: ['gaming', 'content-creation'],
    uses: ['GAMING', 'CONTENT_CREATION'],
    guideTier: null,
  });
});

describe('closed-set filters of components', () => {
  const count = async (filter: string): Promise<number> =>
    (await expectData<{ totalCount: number }>(server, `{ components(${filter}) { totalCount } }`, {}, 'components'))
      .totalCount;

  it.each([
    ['memoryType', 'DDR5', 'ddr5'],
    ['storageInterface', 'NVMe', 'nvme'],
    ['coolerType', 'Liquid', ' LIQUID '],
  ])('finds the same parts for %s %s and %p', async (arg, catalog, other) => {
    const expected = await count(`${arg}: "${catalog}"`);
    expect(expected).toBeGreaterThan(0);
    expect(await count(`${arg}: ${JSON.stringify(other)}`)).toBe(expected);
  });
});
