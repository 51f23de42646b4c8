// Saved builds end to end: input limits over both transports (nothing is saved when a request is
// refused) and the per-account limit on saved builds.
import {
  DESCRIPTION_TOO_LONG,
  NO_COMPONENTS,
  PART_TYPES,
  SAVED_BUILD_LIMITS,
  TITLE_EMPTY,
  TITLE_TOO_LONG,
  TOO_MANY_COMPONENTS,
  USE_CASE_UNKNOWN_MESSAGE,
  nulCharacterMessage,
} from '@rigforge/common';
import request from 'supertest';
import { SESSION_COOKIE } from '../../../lib/session-cookie';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { BuildsService, TOO_MANY_BUILDS } from '../builds.service';
import {
  CLONE,
  CREATE,
  DELETE,
  MINE,
  ONE,
  UNKNOWN_ID,
  UPDATE,
  quickBuild,
  type Page,
  type Saved,
  buildsSuite,
} from './builds-suite';

const suite = buildsSuite();
const { newUser, rowCounts, sqlOf } = suite;

// --- Input limits ------------------------------------------------------------------------------

describe('input limits', () => {
  const cpu = { type: 'CPU', name: 'CPU', price: 100 };
  const ram = (i: number) => ({ type: 'RAM', name: `Stick ${i}`, price: 10 });

  it('refuses every bad create with BAD_USER_INPUT / 400 and a clear message, saving nothing', async () => {
    const { b } = await newUser('limits');
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(101), components: [cpu] }, TITLE_TOO_LONG],
      [{ description: 'y'.repeat(1001), components: [cpu] }, DESCRIPTION_TOO_LONG],
      [{ components: Array.from({ length: 31 }, (_, i) => ram(i)) }, TOO_MANY_COMPONENTS],
      [{ components: [] }, NO_COMPONENTS],
      [{ components: [{ ...cpu, price: -1 }] }, 'Component 1: price must not be negative.'],
      [
        { components: [cpu, { type: 'GPU', name: 'G', price: 100_001 }] },
        'Component 2: price must be at most $100,000.',
      ],
      [
        { components: [{ type: 'Monitor', name: 'Screen', price: 100 }] },
        `Component 1: type must be one of ${PART_TYPES.join(', ')}.`,
      ],
      [{ components: [{ type: 'CPU', name: '   ', price: 1 }] }, 'Component 1: name is required.'],
      [
        { components: [{ type: 'CPU', name: 'n'.repeat(201), price: 1 }] },
        'Component 1: name must be at most 200 characters.',
      ],
      [{ components: [{ ...cpu, componentId: '42' }] }, 'Component 1: componentId must be the id of a catalog part.'],
      [{ resolution: '8K', components: [cpu] }, 'resolution must be one of 1080p, 1440p, 4K.'],
      [{ useCases: ['gaming', 'mining'], components: [cpu] }, USE_CASE_UNKNOWN_MESSAGE],
      [{ components: [cpu, ram(1), { ...cpu, name: 'Second CPU' }] }, 'A build has one CPU; 2 were given.'],
      [{ budget: 0, components: [cpu] }, 'budget must be at least $1.'],
      [{ buildType: 'b'.repeat(41), components: [cpu] }, 'buildType must be text of at most 40 characters.'],
    ];
    for (const [input, message] of cases) {
      expect([input, await expectRefusal(b, CREATE, { input })]).toEqual([input, { code: 'BAD_USER_INPUT', message }]);
      const rest = await b.send('post', '/api/saved-builds', input);
      expect([input, rest.status, rest.body]).toEqual([input, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    // PostgreSQL cannot store U+0000: each transport refuses it first, naming the field its way.
    const nul: [Record<string, unknown>, string][] = [
      [{ title: 'a\u0000b', components: [cpu] }, 'title'],
      [{ description: '\u0000', components: [cpu] }, 'description'],
      [{ components: [{ ...cpu, name: 'CPU\u0000' }] }, 'components[0].name'],
      [{ buildType: 'gaming\u0000', components: [cpu] }, 'buildType'],
    ];
    for (const [input, field] of nul) {
      expect(await expectRefusal(b, CREATE, { input })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage(`Variable "$input.${field}"`),
      });
      const rest = await b.send('post', '/api/saved-builds', input);
      expect([rest.status, rest.body]).toEqual([
        400,
        { code: 'BAD_USER_INPUT', message: nulCharacterMessage(`Field "${field}"`) },
      ]);
    }

    // Only over REST can the shapes themselves be wrong.
    const restOnly: [unknown, string][] = [
      [{}, NO_COMPONENTS],
      [{ components: 'CPU' }, 'components must be a list of parts.'],
      [{ components: ['CPU'] }, 'Component 1 must be an object.'],
      [{ components: [{ type: 'CPU', name: 'x' }] }, 'Component 1: price is required.'],
      [
        { components: [{ type: 'CPU', name: 'x', price: 'cheap' }] },
        'Component 1: price must be an amount in dollars, 0 or more.',
      ],
      [
        { components: [{ type: 'CPU', name: 'x', price: '-3' }] },
        'Component 1: price must be an amount in dollars, 0 or more.',
      ],
      [
        { components: [{ type: 7, name: 'x', price: 1 }] },
        `Component 1: type must be one of ${PART_TYPES.join(', ')}.`,
      ],
      [{ title: 42, components: [cpu] }, 'Title must be text.'],
      [{ description: ['a'], components: [cpu] }, 'Description must be text.'],
      [{ isPublic: 'yes', components: [cpu] }, 'isPublic must be true or false.'],
      [{ useCases: 'gaming', components: [cpu] }, USE_CASE_UNKNOWN_MESSAGE],
      [[cpu], 'The saved build must be an object.'],
    ];
    for (const [body, message] of restOnly) {
      const res = await b.send('post', '/api/saved-builds', body as object);
      expect([body, res.status, res.body]).toEqual([body, 400, { code: 'BAD_USER_INPUT', message }]);
    }

    // Malformed JSON, and GraphQL values of the wrong type.
    const raw = await request(suite.server.app.httpServer)
      .post('/api/saved-builds')
      .set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`)
      .set('Content-Type', 'application/json')
      .send('{"title": "half a body", "components": [');
    expect(raw.status).toBe(400);
    expect(raw.body.code).toBe('BAD_USER_INPUT');
    expect(raw.body.message).toEqual(expect.any(String));
    for (const input of [
      { components: [{ type: 'CPU', name: 'x', price: 'cheap' }] },
      { components: [{ type: 'CPU', name: 'x' }] },
      { components: [{ ...cpu, retailLinks: { amazon: 'https://evil.example' } }] },
      { title: 'no components' },
      { isPublic: 'yes', components: [cpu] },
    ]) {
      const error = await expectRefusal(b, CREATE, { input });
      expect([input, error.code]).toEqual([input, 'BAD_USER_INPUT']);
    }

    expect(await rowCounts()).toEqual(before);
    expect((await b.get('/api/saved-builds')).body).toEqual([]);
  });

  it('accepts the limits themselves: a 100-character title, a 1000-character description, 30 parts, price 0', async () => {
    const { b } = await newUser('edges');
    const components = [{ ...cpu, price: 0 }, ...Array.from({ length: 29 }, (_, i) => ram(i))];
    const saved = await expectData<Saved>(
      b,
      CREATE,
      { input: { title: 't'.repeat(100), description: 'd'.repeat(1000), components } },
      'createSavedBuild',
    );
    expect(saved.title).toHaveLength(100);
    expect(saved.description).toHaveLength(1000);
    expect(saved.components).toHaveLength(30);
    expect(saved.components[0].price).toBe(0);
    expect(saved.components.map((c) => c.name)).toEqual(components.map((c) => c.name));
  });

  it('refuses bad updates the same way and changes nothing', async () => {
    const { b } = await newUser('badpatch');
    const build = await quickBuild(b, { title: 'Keep me', description: 'Keep this too' });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(101) }, TITLE_TOO_LONG],
      [{ title: '   ' }, TITLE_EMPTY],
      [{ description: 'y'.repeat(1001) }, DESCRIPTION_TOO_LONG],
      [{}, 'Give a title, a description or isPublic to change.'],
    ];
    for (const [patch, message] of cases) {
      expect(await expectRefusal(b, UPDATE, { id: build.id, ...patch })).toEqual({ code: 'BAD_USER_INPUT', message });
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, patch);
      expect([patch, rest.status, rest.body]).toEqual([patch, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    for (const field of ['title', 'description']) {
      expect(await expectRefusal(b, UPDATE, { id: build.id, [field]: 'x\u0000' })).toEqual({
        code: 'BAD_USER_INPUT',
        message: nulCharacterMessage(`Variable "$${field}"`),
      });
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, { [field]: 'x\u0000' });
      expect([rest.status, rest.body]).toEqual([
        400,
        { code: 'BAD_USER_INPUT', message: nulCharacterMessage(`Field "${field}"`) },
      ]);
    }
    const restOnly: [unknown, string][] = [
      [{ isPublic: 'yes' }, 'isPublic must be true or false.'],
      [{ title: 5 }, 'Title must be text.'],
      [{ shareToken: 'mine-now', ownerId: UNKNOWN_ID }, 'Give a title, a description or isPublic to change.'],
    ];
    for (const [patch, message] of restOnly) {
      const rest = await b.send('patch', `/api/saved-builds/${build.id}`, patch as object);
      expect([patch, rest.status, rest.body]).toEqual([patch, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    const raw = await request(suite.server.app.httpServer)
      .patch(`/api/saved-builds/${build.id}`)
      .set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`)
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect([raw.status, raw.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(await expectData<Saved>(b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });
});

describe('where input is checked', () => {
  it('refuses bad input at the edge, before the service runs, over GraphQL and REST alike', async () => {
    const { b } = await newUser('edge');
    const build = await quickBuild(b);
    const create = jest.spyOn(BuildsService.prototype, 'create');
    const update = jest.spyOn(BuildsService.prototype, 'update');
    try {
      const input = { title: 'x'.repeat(101), components: [{ type: 'CPU', name: 'CPU', price: 100 }] };
      expect(await expectRefusal(b, CREATE, { input })).toEqual({ code: 'BAD_USER_INPUT', message: TITLE_TOO_LONG });
      expect((await b.send('post', '/api/saved-builds', input)).status).toBe(400);
      expect(await expectRefusal(b, UPDATE, { id: build.id, title: '  ' })).toEqual({
        code: 'BAD_USER_INPUT',
        message: TITLE_EMPTY,
      });
      expect((await b.send('patch', `/api/saved-builds/${build.id}`, { title: '  ' })).status).toBe(400);
      expect(create).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
      expect((await b.send('patch', `/api/saved-builds/${build.id}`, { title: 'Fine' })).status).toBe(200);
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      create.mockRestore();
      update.mockRestore();
    }
  });
});

describe('the per-account limit', () => {
  it(`refuses a build beyond ${SAVED_BUILD_LIMITS.perUser} with CONFLICT / 409, for creates and clones alike`, async () => {
    const { b, id } = await newUser('hoarder');
    const donor = await newUser('donor');
    const shared = await quickBuild(donor.b);
    const max = SAVED_BUILD_LIMITS.perUser;
    await sql(
      suite.server,
      `INSERT INTO saved_build ("ownerId", title, category, "shareToken", "totalPriceCents", "createdAt", "updatedAt")
       SELECT $1::uuid, 'Filler ' || g, 'Budget Gaming', substr(md5($1::text || g::text), 1, 32), 100 * g,
              now() - g * interval '1 second', now() - g * interval '1 second'
       FROM generate_series(1, $2::int - 1) AS g`,
      [id, max],
    );
    const last = await quickBuild(b, { title: 'The last one' });
    const before = await rowCounts();
    const conflict = { code: 'CONFLICT', message: TOO_MANY_BUILDS };
    expect(await expectRefusal(b, CREATE, { input: { components: [{ type: 'CPU', name: 'x', price: 1 }] } })).toEqual(
      conflict,
    );
    expect(await expectRefusal(b, CLONE, { token: shared.shareToken })).toEqual(conflict);
    const rest = await b.send('post', '/api/saved-builds', { components: [{ type: 'CPU', name: 'x', price: 1 }] });
    expect([rest.status, rest.body]).toEqual([409, conflict]);
    expect(await rowCounts()).toEqual(before);

    // Every one of them is listed, 75 at a time with all their parts (the cost model counts each
    // build as 30 parts, the most it may hold), in a fixed number of statements.
    const page = await sqlOf(() => expectData<Page>(b, MINE, { first: 75 }, 'mySavedBuilds'));
    expect(page.result).toMatchObject({ totalCount: max, hasNextPage: true });
    expect(page.result.nodes[0].id).toBe(last.id);
    expect(page.statements).toHaveLength(3);
    const all = await b.get('/api/saved-builds');
    expect(all.body).toHaveLength(max);

    expect(await expectData<string>(b, DELETE, { id: last.id }, 'deleteSavedBuild')).toBe(last.id);
    expect((await expectData<Saved>(b, CLONE, { token: shared.shareToken }, 'cloneSharedBuild')).isPublic).toBe(false);
  });
});
