// Saved builds end to end, creating, reading, changing and deleting them over GraphQL and the REST
// shim, with real catalog parts from the planner; and what deleting an account does to them.
import { priceTierFor, retailLinksFor, type PartType } from '@rigforge/common';
import { ServerBuildTotals1764100000000 } from '../../../db/migrations/1764100000000-ServerBuildTotals';
import { browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { BUILD_NOT_FOUND } from '../builds.policy';
import {
  CLONE,
  CREATE,
  DELETE,
  MINE,
  ONE,
  PUBLIC,
  SHARED,
  TOKEN,
  UNKNOWN_ID,
  UPDATE,
  centsOf,
  componentsOf,
  quickBuild,
  type Page,
  type Saved,
  type SavedPart,
  buildsSuite,
} from './builds-suite';

const suite = buildsSuite();
const { newUser, partOf, rowCounts } = suite;

// --- Create and read ---------------------------------------------------------------------------

describe('creating a build', () => {
  it('saves the parts in order with the defaults: tier title and category, private, a 32-character token', async () => {
    const { b, username } = await newUser('saver');
    const input = {
      title: '   ',
      budget: 1500,
      resolution: '1440p',
      useCases: ['gaming'],
      components: componentsOf(suite.parts),
    };
    const saved = await expectData<Saved>(b, CREATE, { input }, 'createSavedBuild');

    const cents = centsOf(suite.parts);
    const tier = priceTierFor(cents / 100).label;
    expect(saved).toMatchObject({
      title: `${tier} Build - $1500`,
      description: null,
      category: tier,
      isPublic: false,
      totalPriceCents: cents,
      totalPrice: (cents / 100).toFixed(2),
      budget: 1500,
      buildType: null,
      resolution: '1440p',
      useCases: ['gaming'],
      viewerIsOwner: true,
      owner: { username },
    });
    expect(saved.shareToken).toMatch(TOKEN);
    expect(saved.sharePath).toBe(`/shared/${saved.shareToken}`);
    expect(saved.createdAt).toBe(saved.updatedAt);
    expect(saved.components.map((c) => [c.type, c.name, c.price, c.componentId])).toEqual(
      suite.parts.map((p) => [p.category, p.name, p.price, p.id]),
    );
    for (const c of saved.components) {
      expect(c.retailLinks).toEqual(retailLinksFor(c.name, c.type as PartType));
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
    }

    // The same build read back by id, in the list, and over REST.
    expect(await expectData<Saved>(b, ONE, { id: saved.id }, 'savedBuild')).toEqual(saved);
    const mine = await expectData<Page>(b, MINE, { first: 10 }, 'mySavedBuilds');
    expect(mine).toMatchObject({ totalCount: 1, hasNextPage: false });
    expect(mine.nodes).toEqual([saved]);
    const rest = await b.get('/api/saved-builds');
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0]).toMatchObject({
      id: saved.id,
      title: saved.title,
      description: null,
      category: tier,
      totalPrice: saved.totalPrice,
      isPublic: false,
      shareToken: saved.shareToken,
      sharePath: saved.sharePath,
      budget: 1500,
      resolution: '1440p',
      useCases: ['gaming'],
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
    });
    expect(rest.body[0].components).toEqual(
      saved.components.map((c) => ({
        type: c.type,
        name: c.name,
        price: c.price,
        retailLinks: c.retailLinks,
        componentId: c.componentId,
        customPrice: c.customPrice,
        locked: false,
        owned: false,
      })),
    );
  });

  it('takes the total and its tier from the parts, whatever total and category are sent', async () => {
    const { b } = await newUser('totals');
    const components = [
      { type: 'CPU', name: 'A CPU', price: 234.56 },
      { type: 'GPU', name: 'A GPU', price: 1000 },
    ];
    const fromTotal = await expectData<Saved>(b, CREATE, { input: { components } }, 'createSavedBuild');
    expect(fromTotal).toMatchObject({
      title: 'Mid-Range Gaming Build - $1235',
      category: 'Mid-Range Gaming',
      totalPrice: '1234.56',
      totalPriceCents: 123456,
      budget: null,
    });
    const given = await expectData<Saved>(
      b,
      CREATE,
      {
        input: {
          title: '  My rig  ',
          description: '  Quiet and small.  ',
          totalPrice: '1999.5',
          category: 'high-end gaming',
          isPublic: true,
          buildType: 'gaming',
          components,
        },
      },
      'createSavedBuild',
    );
    expect(given).toMatchObject({
      title: 'My rig',
      description: 'Quiet and small.',
      totalPrice: '1234.56',
      category: 'Mid-Range Gaming',
      isPublic: true,
      buildType: 'gaming',
    });
    // A cheap build lands in the budget tier.
    const cheap = await expectData<Saved>(
      b,
      CREATE,
      { input: { components: [{ type: 'RAM', name: 'Some RAM', price: 0 }] } },
      'createSavedBuild',
    );
    expect(cheap).toMatchObject({ title: 'Budget Gaming Build - $0', category: 'Budget Gaming', totalPrice: '0.00' });
  });

  it('files a build in the gallery by the total of its parts, not by the figures its caller sends', async () => {
    const { b } = await newUser('claims');
    const claims = { totalPrice: '4999.99', category: 'High-End Gaming', isPublic: true };
    const part = { type: 'RAM', name: 'Cheap RAM', price: 5 };
    const overGraphql = await expectData<Saved>(
      b,
      CREATE,
      { input: { ...claims, totalPriceCents: 499_999, title: 'Claims GraphQL', components: [part] } },
      'createSavedBuild',
    );
    const overRest = await b.send('post', '/api/saved-builds', { ...claims, title: 'Claims REST', components: [part] });
    expect(overRest.status).toBe(201);
    for (const saved of [overGraphql, overRest.body as Saved]) {
      expect(saved).toMatchObject({ totalPrice: '5.00', category: 'Budget Gaming' });
    }
    const ids = [overGraphql.id, (overRest.body as Saved).id];
    const tierOf = async (tier: string) =>
      (await expectData<Page>(browser(suite.server), PUBLIC, { tier, first: 200 }, 'publicBuilds')).nodes.map(
        (n) => n.id,
      );
    const highEnd = await tierOf('HIGH_END_GAMING');
    expect(ids.filter((id) => highEnd.includes(id))).toEqual([]);
    expect(await tierOf('BUDGET_GAMING')).toEqual(expect.arrayContaining(ids));
  });

  it('names a build not for gaming by its purpose, and lists it under its price tier in the gallery', async () => {
    const { b } = await newUser('purpose');
    const part = { type: 'RAM', name: 'Server RAM', price: 2000 };
    const saved = await expectData<Saved>(
      b,
      CREATE,
      { input: { title: 'NAS', isPublic: true, useCases: ['server'], components: [part] } },
      'createSavedBuild',
    );
    expect(saved).toMatchObject({ category: 'High-End Home Server' });
    const untitled = await expectData<Saved>(
      b,
      CREATE,
      { input: { useCases: ['work', 'gaming'], components: [part] } },
      'createSavedBuild',
    );
    expect(untitled).toMatchObject({ category: 'High-End Gaming', title: 'High-End Gaming Build - $2000' });
    const tierOf = async (tier: string) =>
      (await expectData<Page>(browser(suite.server), PUBLIC, { tier, first: 200 }, 'publicBuilds')).nodes.map(
        (n) => n.id,
      );
    expect(await tierOf('HIGH_END_GAMING')).toContain(saved.id);
    expect(await tierOf('MID_RANGE_GAMING')).not.toContain(saved.id);
  });

  it('recomputes the totals and tiers of builds saved before the server computed them', async () => {
    const { b } = await newUser('legacy');
    const saved = await quickBuild(b, { title: 'Legacy' });
    await sql(
      suite.server,
      `UPDATE saved_build SET "totalPriceCents" = 499999, category = 'High-End Gaming' WHERE id = $1`,
      [saved.id],
    );
    const runner = suite.server.db.dataSource.createQueryRunner();
    try {
      await new ServerBuildTotals1764100000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(
      await sql(suite.server, `SELECT "totalPriceCents", category FROM saved_build WHERE id = $1`, [saved.id]),
    ).toEqual([{ totalPriceCents: 60000, category: 'Budget Gaming' }]);
  });

  it('keeps a catalog link only for parts that exist, and refuses a link to a part of another type', async () => {
    const { b } = await newUser('links');
    const cpu = partOf('CPU');
    const gpu = partOf('GPU');
    const saved = await expectData<Saved>(
      b,
      CREATE,
      {
        input: {
          components: [
            { type: 'CPU', name: cpu.name, price: cpu.price, componentId: cpu.id.toUpperCase() },
            { type: 'GPU', name: 'A card that left the catalog', price: 300, componentId: UNKNOWN_ID },
            { type: 'Case', name: 'A case from elsewhere', price: 80 },
          ],
        },
      },
      'createSavedBuild',
    );
    expect(saved.components.map((c) => c.componentId)).toEqual([cpu.id, null, null]);
    expect(saved.components.map((c) => c.slug === null)).toEqual([false, true, true]);

    const before = await rowCounts();
    const wrongType = await expectRefusal(b, CREATE, {
      input: { components: [{ type: 'CPU', name: gpu.name, price: gpu.price, componentId: gpu.id }] },
    });
    expect(wrongType).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Component 1: the catalog part is a GPU, not a CPU.',
    });
    const rest = await b.send('post', '/api/saved-builds', {
      components: [
        { type: 'CPU', name: cpu.name, price: cpu.price, componentId: cpu.id },
        { type: 'Cooler', name: gpu.name, price: gpu.price, componentId: gpu.id },
      ],
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Component 2: the catalog part is a GPU, not a Cooler.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('over REST: answers 201 with the build, builds the retail links itself and reads dollar strings', async () => {
    const { b } = await newUser('rest');
    const res = await b.send('post', '/api/saved-builds', {
      title: 'REST build',
      totalPrice: '650.00',
      category: 'Budget Gaming',
      isPublic: false,
      buildType: 'gaming',
      resolution: '1080p',
      components: [
        {
          type: 'cpu',
          name: '  Ryzen   5 7600  ',
          price: '199.99',
          retailLinks: { amazon: 'https://evil.example/a', newegg: 'javascript:alert(1)', bestBuy: 'x' },
        },
        { category: 'GPU', name: 'RX 7600', price: 450.01, retailLinks: 'https://evil.example' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'REST build',
      description: null,
      category: 'Budget Gaming',
      totalPrice: '650.00',
      isPublic: false,
      buildType: 'gaming',
      resolution: '1080p',
      useCases: [],
    });
    expect(res.body.shareToken).toMatch(TOKEN);
    expect(res.body.sharePath).toBe(`/shared/${res.body.shareToken}`);
    expect(res.body.components).toEqual([
      {
        type: 'CPU',
        name: 'Ryzen 5 7600',
        price: 199.99,
        retailLinks: retailLinksFor('Ryzen 5 7600', 'CPU'),
        componentId: null,
        customPrice: true,
        locked: false,
        owned: false,
      },
      {
        type: 'GPU',
        name: 'RX 7600',
        price: 450.01,
        retailLinks: retailLinksFor('RX 7600', 'GPU'),
        componentId: null,
        customPrice: true,
        locked: false,
        owned: false,
      },
    ]);
    // Stored as sent through the parser, never with the caller's links.
    const read = await expectData<Saved>(b, ONE, { id: res.body.id }, 'savedBuild');
    expect(read.components.map((c) => c.retailLinks)).toEqual(res.body.components.map((c: SavedPart) => c.retailLinks));
    expect(JSON.stringify((await b.get('/api/saved-builds')).body)).not.toContain('evil.example');
  });

  it('reports compatibility on the catalog parts, counting a part listed twice twice (as checkCompatibility does)', async () => {
    const { b } = await newUser('compat');
    const ssd = partOf('Storage');
    const twice = [...suite.parts, ssd];
    const COMPAT = `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) {
      id compatibility { compatible estimatedWattage recommendedPsuWattage unchecked checks { id: rule status } } } }`;
    const saved = await expectData<{ id: string; compatibility: Record<string, unknown> }>(
      b,
      COMPAT,
      { input: { components: componentsOf(twice) } },
      'createSavedBuild',
    );
    const expected = await expectData<Record<string, unknown>>(
      b,
      'query Q($ids: [ID!]!) { checkCompatibility(partIds: $ids) { compatible estimatedWattage recommendedPsuWattage unchecked checks { id: rule status } } }',
      { ids: twice.map((p) => p.id) },
      'checkCompatibility',
    );
    expect(saved.compatibility).toEqual(expected);
    const single = await expectData<Record<string, number>>(
      b,
      'query Q($ids: [ID!]!) { checkCompatibility(partIds: $ids) { estimatedWattage } }',
      { ids: suite.parts.map((p) => p.id) },
      'checkCompatibility',
    );
    expect(expected.estimatedWattage).toBeGreaterThan(single.estimatedWattage);
    // Read back later (through the loaders), the same report; parts without a catalog row are unchecked.
    const read = await expectData<{ compatibility: unknown }>(
      b,
      'query O($id: ID!) { savedBuild(id: $id) { compatibility { compatible estimatedWattage recommendedPsuWattage unchecked checks { id: rule status } } } }',
      { id: saved.id },
      'savedBuild',
    );
    expect(read.compatibility).toEqual(expected);
    const partly = await expectData<{ compatibility: { unchecked: string[] } }>(
      b,
      `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) { compatibility { unchecked } } }`,
      { input: { components: [...componentsOf([partOf('CPU')]), { type: 'GPU', name: 'Homemade GPU', price: 1 }] } },
      'createSavedBuild',
    );
    expect(partly.compatibility.unchecked).toContain('Homemade GPU');
    const none = await quickBuild(b);
    const noReport = await expectData<{ compatibility: unknown }>(
      b,
      'query O($id: ID!) { savedBuild(id: $id) { compatibility { compatible } } }',
      { id: none.id },
      'savedBuild',
    );
    expect(noReport.compatibility).toBeNull();
  });
});

// --- Update and delete -------------------------------------------------------------------------

describe('changing and deleting a build', () => {
  it('updates the title, the description and the visibility, alone or together, over GraphQL and REST', async () => {
    const { b } = await newUser('editor');
    const saved = await quickBuild(b, { title: 'Original', description: 'First words' });

    const renamed = await expectData<Saved>(b, UPDATE, { id: saved.id, title: '  Renamed  ' }, 'updateSavedBuild');
    expect(renamed).toMatchObject({ title: 'Renamed', description: 'First words', isPublic: false });
    expect(renamed.createdAt).toBe(saved.createdAt);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect(renamed.components).toEqual(saved.components);
    expect(renamed.shareToken).toBe(saved.shareToken);

    const published = await expectData<Saved>(b, UPDATE, { id: saved.id, isPublic: true }, 'updateSavedBuild');
    expect(published).toMatchObject({ title: 'Renamed', description: 'First words', isPublic: true });
    const cleared = await expectData<Saved>(b, UPDATE, { id: saved.id, description: null }, 'updateSavedBuild');
    expect(cleared).toMatchObject({ title: 'Renamed', description: null, isPublic: true });
    const both = await expectData<Saved>(
      b,
      UPDATE,
      { id: saved.id, title: 'Both', description: 'Again', isPublic: false },
      'updateSavedBuild',
    );
    expect(both).toMatchObject({ title: 'Both', description: 'Again', isPublic: false });
    const blank = await expectData<Saved>(b, UPDATE, { id: saved.id, description: '   ' }, 'updateSavedBuild');
    expect(blank.description).toBeNull();

    const rest = await b.send('patch', `/api/saved-builds/${saved.id}`, { description: 'From REST', isPublic: true });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: saved.id, title: 'Both', description: 'From REST', isPublic: true });
    expect(rest.body.components).toHaveLength(2);
    const restClear = await b.send('patch', `/api/saved-builds/${saved.id}`, { description: '' });
    expect(restClear.body).toMatchObject({ title: 'Both', description: null, isPublic: true });
    const restTitle = await b.send('patch', `/api/saved-builds/${saved.id}`, { title: 'REST title' });
    expect(restTitle.body).toMatchObject({ title: 'REST title', description: null, isPublic: true });

    expect(await expectData<Saved>(b, ONE, { id: saved.id }, 'savedBuild')).toMatchObject({
      title: 'REST title',
      description: null,
      isPublic: true,
    });
  });

  it('deletes a build with its parts, over GraphQL and REST; a second delete is NOT_FOUND', async () => {
    const { b } = await newUser('deleter');
    const first = await quickBuild(b);
    const second = await quickBuild(b);
    expect(await expectData<string>(b, DELETE, { id: first.id }, 'deleteSavedBuild')).toBe(first.id);
    expect(await expectRefusal(b, ONE, { id: first.id })).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });
    expect(await expectRefusal(b, DELETE, { id: first.id })).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });
    expect(await expectData(b, SHARED, { token: first.shareToken }, 'sharedBuild')).toBeNull();

    const res = await b.send('delete', `/api/saved-builds/${second.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const again = await b.send('delete', `/api/saved-builds/${second.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'NOT_FOUND', message: BUILD_NOT_FOUND });

    const left = await sql(suite.server, 'SELECT id FROM saved_build_component WHERE "buildId" = ANY($1::uuid[])', [
      [first.id, second.id],
    ]);
    expect(left).toEqual([]);
    expect((await b.get('/api/saved-builds')).body).toEqual([]);
  });
});

// --- Account deletion --------------------------------------------------------------------------

describe('account deletion', () => {
  it('removes the user’s saved builds and their parts, and only theirs', async () => {
    const leaving = await newUser('leaving');
    const staying = await newUser('staying');
    const first = await quickBuild(leaving.b, { isPublic: true });
    await quickBuild(leaving.b);
    const kept = await quickBuild(staying.b);
    const copy = await expectData<Saved>(staying.b, CLONE, { token: first.shareToken }, 'cloneSharedBuild');

    const res = await leaving.b.graphql('mutation { deleteAccount }');
    expect(res.body).toEqual({ data: { deleteAccount: true }, extensions: { cost: expect.any(Object) } });
    expect(await sql(suite.server, 'SELECT id FROM saved_build WHERE "ownerId" = $1', [leaving.id])).toEqual([]);
    const orphans = await sql(
      suite.server,
      `SELECT c.id FROM saved_build_component c LEFT JOIN saved_build b ON b.id = c."buildId" WHERE b.id IS NULL`,
    );
    expect(orphans).toEqual([]);
    expect(await expectData(staying.b, SHARED, { token: first.shareToken }, 'sharedBuild')).toBeNull();
    const theirs = await expectData<Page>(staying.b, MINE, { first: 10 }, 'mySavedBuilds');
    expect(theirs.nodes.map((n) => n.id).sort()).toEqual([kept.id, copy.id].sort());
    expect(theirs.nodes.find((n) => n.id === copy.id)?.components).toEqual(first.components);

    // Over REST too.
    const rest = await newUser('restleave');
    await quickBuild(rest.b);
    expect((await rest.b.send('delete', '/api/user/delete-account')).status).toBe(200);
    expect(await sql(suite.server, 'SELECT id FROM saved_build WHERE "ownerId" = $1', [rest.id])).toEqual([]);
  });
});
