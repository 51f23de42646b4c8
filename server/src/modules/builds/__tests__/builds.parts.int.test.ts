// Issue 30 item 7: the builder saves a build's parts with its marks (locked, owned at $0, custom
// parts) and "Update saved build" replaces an edited build's parts in place, owner only, all or
// nothing.
import { SIGN_IN_REQUIRED_MESSAGE, TOO_MANY_COMPONENTS } from '@rigforge/common';
import { browser } from '../../../test/accounts';
import { expectData, expectRefusal } from '../../../test/graphql';
import { BUILD_NOT_FOUND } from '../builds.policy';
import { CREATE, ONE, buildsSuite } from './builds-suite';

const suite = buildsSuite();
const { newUser } = suite;

const PARTS = 'type name priceCents componentId customPrice locked owned';
const REPLACE = `mutation R($id: ID!, $components: [SavedBuildComponentInput!]!) {
  replaceSavedBuildParts(id: $id, components: $components) { id title totalPriceCents category shareToken components { ${PARTS} } } }`;
const READ = `query O($id: ID!) { savedBuild(id: $id) { id title totalPriceCents category components { ${PARTS} } } }`;

interface Read {
  id: string;
  title: string;
  totalPriceCents: number;
  category: string;
  components: {
    type: string;
    name: string;
    priceCents: number;
    componentId: string | null;
    customPrice: boolean;
    locked: boolean;
    owned: boolean;
  }[];
}

async function ownersBuild() {
  const owner = await newUser('builder');
  const [cpu, gpu] = [suite.partOf('CPU'), suite.partOf('GPU')];
  const created = await expectData<{ id: string }>(
    owner.b,
    CREATE,
    {
      input: {
        title: 'My rig',
        components: [
          { partType: 'CPU', name: cpu.name, priceCents: 1, componentId: cpu.id, locked: true },
          { partType: 'GPU', name: gpu.name, priceCents: 1, componentId: gpu.id, owned: true },
          { partType: 'Case', name: 'My old case', priceCents: 4500 },
        ],
      },
    },
    'createSavedBuild',
  );
  return { owner, id: created.id, cpu, gpu };
}

describe('saving the builder’s marks', () => {
  it('keeps locked and owned marks; an owned part is saved at $0 and the total leaves it out', async () => {
    const { owner, id, cpu, gpu } = await ownersBuild();
    const read = await expectData<Read>(owner.b, READ, { id }, 'savedBuild');
    expect(read.components).toEqual([
      expect.objectContaining({ componentId: cpu.id, locked: true, owned: false, customPrice: false }),
      expect.objectContaining({ componentId: gpu.id, priceCents: 0, locked: false, owned: true }),
      expect.objectContaining({ name: 'My old case', priceCents: 4500, customPrice: true, componentId: null }),
    ]);
    expect(read.totalPriceCents).toBe(read.components[0].priceCents + 4500);
  });
});

describe('replaceSavedBuildParts', () => {
  it('replaces the parts in place: title and share link stay, prices and total are the server’s', async () => {
    const { owner, id, cpu } = await ownersBuild();
    const before = await expectData<{ shareToken: string }>(owner.b, ONE, { id }, 'savedBuild');
    const board = suite.partOf('Motherboard');
    const replaced = await expectData<Read & { shareToken: string }>(
      owner.b,
      REPLACE,
      {
        id,
        components: [
          { partType: 'CPU', name: cpu.name, priceCents: 1, componentId: cpu.id, owned: true },
          { partType: 'Motherboard', name: board.name, priceCents: 1, componentId: board.id, locked: true },
        ],
      },
      'replaceSavedBuildParts',
    );
    expect(replaced).toMatchObject({ id, title: 'My rig', shareToken: before.shareToken });
    expect(replaced.components).toEqual([
      expect.objectContaining({ componentId: cpu.id, priceCents: 0, owned: true }),
      expect.objectContaining({ componentId: board.id, locked: true, customPrice: false }),
    ]);
    expect(replaced.totalPriceCents).toBe(replaced.components[1].priceCents);
    expect(await expectData<Read>(owner.b, READ, { id }, 'savedBuild')).toMatchObject({
      totalPriceCents: replaced.totalPriceCents,
      components: replaced.components,
    });
  });

  it('over REST: PUT /api/saved-builds/{id}/components with dollar prices', async () => {
    const { owner, id } = await ownersBuild();
    const res = await owner.b.send('put', `/api/saved-builds/${id}/components`, {
      components: [{ type: 'Case', name: 'Fractal North', price: '129.99', locked: true }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      totalPrice: '129.99',
      components: [expect.objectContaining({ name: 'Fractal North', price: 129.99, locked: true, owned: false })],
    });
  });

  it('is the owner’s alone: a guest is told to sign in, anyone else finds no build', async () => {
    const { owner, id } = await ownersBuild();
    const parts = [{ partType: 'Case', name: 'Hijack', priceCents: 1 }];
    expect(await expectRefusal(browser(suite.server), REPLACE, { id, components: parts })).toEqual({
      code: 'UNAUTHENTICATED',
      message: SIGN_IN_REQUIRED_MESSAGE,
    });
    const other = await newUser('other');
    expect(await expectRefusal(other.b, REPLACE, { id, components: parts })).toEqual({
      code: 'NOT_FOUND',
      message: BUILD_NOT_FOUND,
    });
    const res = await other.b.send('put', `/api/saved-builds/${id}/components`, {
      components: [{ type: 'Case', name: 'Hijack', price: 1 }],
    });
    expect(res.status).toBe(404);
    expect((await expectData<Read>(owner.b, READ, { id }, 'savedBuild')).components).toHaveLength(3);
  });

  it('refuses bad parts with a sentence and changes nothing', async () => {
    const { owner, id } = await ownersBuild();
    const cases: [Record<string, unknown>[], string][] = [
      [[], 'A saved build needs at least one component.'],
      [[{ partType: 'Case', name: 'x', priceCents: -1 }], 'Component 1: price must not be negative.'],
      [
        [
          { partType: 'CPU', name: 'a', priceCents: 1 },
          { partType: 'CPU', name: 'b', priceCents: 1 },
        ],
        'A build has one CPU; 2 were given.',
      ],
      [Array.from({ length: 31 }, () => ({ partType: 'Storage', name: 'd', priceCents: 1 })), TOO_MANY_COMPONENTS],
    ];
    for (const [components, message] of cases) {
      const refusal = await owner.b.graphql(REPLACE, { id, components });
      const body = refusal.body as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message).toBe(message);
    }
    const rest = await owner.b.send('put', `/api/saved-builds/${id}/components`, {
      components: [{ type: 'Case', name: 'x', price: 1, owned: 'yes' }],
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: 'Component 1: owned must be true or false.' });
    expect((await expectData<Read>(owner.b, READ, { id }, 'savedBuild')).components).toHaveLength(3);
  });
});
