// The GraphQL enums for the planner's closed sets (build type, resolution, use cases, a saved part's
// type): each enum value means one of the product's strings, an unknown value is refused before
// any resolver runs, and the deprecated String arguments keep working for existing clients.
import { PART_TYPES, USE_CASES_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser, signUp } from '../../../test/accounts';
import { expectData, expectRefusal, refusalOf, type GraphQLCaller, type Variables } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/**
 * A request GraphQL refuses before anything runs: 400 and one error; its message. A literal the
 * schema refuses is GRAPHQL_VALIDATION_FAILED, a variable's value BAD_USER_INPUT (Apollo's codes).
 */
async function refused(caller: GraphQLCaller, query: string, variables: Variables = {}): Promise<string> {
  const res = await caller.graphql(query, variables);
  expect(res.status).toBe(400);
  const { code, message } = refusalOf(res);
  expect(code).toBe(message.startsWith('Variable "$') ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED');
  return message;
}

const ALLOCATION = 'budgetCents buildType resolution allocationCents { cpu gpu ram storage other }';
const GENERATED = 'budgetCents totalCents buildType resolution useCases parts { type name priceCents }';

describe('budgetAllocation', () => {
  const ENUMS = `query A($budgetCents: Int, $kind: BuildType, $screen: Resolution) {
    budgetAllocation(budgetCents: $budgetCents, kind: $kind, screen: $screen) { ${ALLOCATION} } }`;
  const STRINGS = `query A($budgetCents: Int, $buildType: String, $resolution: String) {
    budgetAllocation(budgetCents: $budgetCents, buildType: $buildType, resolution: $resolution) { ${ALLOCATION} } }`;

  it.each([
    ['WORKSTATION', 'workstation', 'RES_4K', '4K'],
    ['CONTENT', 'content', 'RES_1440P', '1440p'],
    ['GAMING', 'gaming', 'RES_1080P', '1080p'],
  ])('takes %s and %s and answers as the deprecated strings do', async (kind, buildType, screen, resolution) => {
    const viaEnums = await expectData(server, ENUMS, { budgetCents: 150000, kind, screen }, 'budgetAllocation');
    const viaStrings = await expectData(
      server,
      STRINGS,
      { budgetCents: 150000, buildType, resolution },
      'budgetAllocation',
    );
    expect(viaEnums).toEqual(viaStrings);
    expect(viaEnums).toMatchObject({ buildType, resolution });
  });

  it('takes enum literals in the document too, and the enum wins over the string', async () => {
    const res = await expectData<{ buildType: string; resolution: string }>(
      server,
      `{ budgetAllocation(budgetCents: 150000, kind: STREAMING, buildType: "gaming", screen: RES_4K) { ${ALLOCATION} } }`,
      {},
      'budgetAllocation',
    );
    expect(res).toMatchObject({ buildType: 'streaming', resolution: '4K' });
  });

  it('refuses an unknown value in a variable or a literal with a validation error', async () => {
    expect(await refused(server, ENUMS, { budgetCents: 150000, screen: '1080p' })).toMatch(
      /Variable "\$screen" got invalid value "1080p"; Value "1080p" does not exist in "Resolution" enum/,
    );
    expect(await refused(server, ENUMS, { budgetCents: 150000, kind: 'MINING' })).toMatch(
      /Value "MINING" does not exist in "BuildType" enum/,
    );
    expect(await refused(server, `{ budgetAllocation(budgetCents: 150000, screen: RES_8K) { budgetCents } }`)).toMatch(
      /Value "RES_8K" does not exist in "Resolution" enum/,
    );
  });
});

describe('generateParts', () => {
  const Q = `query G($allocation: AllocationInput!) { generateParts(allocation: $allocation) { ${GENERATED} } }`;
  const shares = { cpuCents: 66000, gpuCents: 42000, ramCents: 33000, storageCents: 24000, otherCents: 35000 };

  it('takes kind and screen, and the deprecated strings give the same build', async () => {
    const viaEnums = await expectData(
      server,
      Q,
      { allocation: { ...shares, kind: 'WORKSTATION', screen: 'RES_1440P' } },
      'generateParts',
    );
    const viaStrings = await expectData(
      server,
      Q,
      { allocation: { ...shares, buildType: 'workstation', resolution: '1440p' } },
      'generateParts',
    );
    expect(viaEnums).toEqual(viaStrings);
    expect(viaEnums).toMatchObject({ buildType: 'workstation', resolution: '1440p' });
  });

  it('refuses an unknown build type', async () => {
    expect(await refused(server, Q, { allocation: { ...shares, kind: 'OFFICE' } })).toMatch(
      /Value "OFFICE" does not exist in "BuildType" enum/,
    );
  });
});

describe('generatePartsFromUseCases', () => {
  const ENUMS = `query U($uses: [UseCase!], $budgetCents: Int) {
    generatePartsFromUseCases(uses: $uses, budgetCents: $budgetCents, strictBudget: true) { ${GENERATED} } }`;
  const STRINGS = `query U($useCases: [String!]!, $budgetCents: Int) {
    generatePartsFromUseCases(useCases: $useCases, budgetCents: $budgetCents, strictBudget: true) { ${GENERATED} } }`;

  it('takes names for ids that are not GraphQL names, and the deprecated ids give the same build', async () => {
    const viaEnums = await expectData(
      server,
      ENUMS,
      { uses: ['CONTENT_CREATION', 'MUSIC_PRODUCTION'], budgetCents: 170000 },
      'generatePartsFromUseCases',
    );
    const viaStrings = await expectData(
      server,
      STRINGS,
      { useCases: ['content-creation', 'music-production'], budgetCents: 170000 },
      'generatePartsFromUseCases',
    );
    expect(viaEnums).toEqual(viaStrings);
    expect(viaEnums).toMatchObject({ useCases: ['content-creation', 'music-production'] });
  });

  it('refuses an unknown use case, and asks for one when neither argument is given', async () => {
    expect(await refused(server, ENUMS, { uses: ['GAMING', 'MINING'] })).toMatch(
      /Value "MINING" does not exist in "UseCase" enum/,
    );
    expect(await expectRefusal(server, `{ generatePartsFromUseCases { budgetCents } }`)).toEqual({
      code: 'BAD_USER_INPUT',
      message: USE_CASES_REQUIRED_MESSAGE,
    });
  });
});

describe('createSavedBuild', () => {
  const CREATE = `mutation C($input: SavedBuildInput!) {
    createSavedBuild(input: $input) { resolution useCases components { type name priceCents } } }`;

  it('takes partType, screen and uses; the deprecated strings still work; bad values are refused', async () => {
    const b = browser(server);
    await signUp(b, 'enums');
    const viaEnums = await expectData(
      b,
      CREATE,
      {
        input: {
          screen: 'RES_1440P',
          uses: ['CONTENT_CREATION'],
          components: PART_TYPES.map((partType) => ({ partType, name: `A ${partType}`, priceCents: 1000 })),
        },
      },
      'createSavedBuild',
    );
    const viaStrings = await expectData(
      b,
      CREATE,
      {
        input: {
          resolution: '1440p',
          useCases: ['content-creation'],
          components: PART_TYPES.map((type) => ({ type, name: `A ${type}`, priceCents: 1000 })),
        },
      },
      'createSavedBuild',
    );
    expect(viaEnums).toEqual(viaStrings);
    expect(viaEnums).toMatchObject({
      resolution: '1440p',
      useCases: ['content-creation'],
      components: PART_TYPES.map((type) => ({ type, name: `A ${type}`, priceCents: 1000 })),
    });

    const bad = { input: { components: [{ partType: 'Monitor', name: 'A screen', priceCents: 1000 }] } };
    expect(await refused(b, CREATE, bad)).toMatch(/Value "Monitor" does not exist in "PartType" enum/);
  });
});
