// The fuzz suite's own parts, without a server: that the routes and operations are read from the
// app and the schema (not listed), that valid cases are valid, and that the properties can fail.
import express, { Router } from 'express';
import fc from 'fast-check';
import { parse, validate } from 'graphql';
import { checkGraphql, checkRest } from '../checks';
import { checkedInSchema, editCursor, operationCases, renderOperation, rootFields } from '../graphql-ops';
import type { RawResponse } from '../http';
import { poolKeysFor, Pools } from '../pools';
import { appRoutes, encodeSegment, routeKeys, samePath, specifiedPaths } from '../rest-routes';
import { variantOf } from '../values';

const schema = checkedInSchema();

describe('poolKeysFor', () => {
  const keys = [
    'NewsItem.id',
    'NewsItem.slug',
    'Comment.id',
    'Component.id',
    'Component.slug',
    'Component.name',
    'SavedBuild.id',
    'SavedBuild.shareToken',
    'ComponentConnection.endCursor',
    'User.email',
  ];

  it.each([
    ['newsId', [], ['NewsItem.id']],
    ['commentId', ['likeComment'], ['Comment.id']],
    ['id', ['deleteSavedBuild', 'ID'], ['SavedBuild.id']],
    ['idOrSlug', ['components'], ['Component.id', 'Component.slug']],
    ['ids', ['compareComponents', 'Comparison'], ['Component.id']],
    ['componentName', [], ['Component.name']],
    ['token', ['sharedBuild', 'SavedBuild'], ['SavedBuild.shareToken']],
    ['after', ['components', 'ComponentConnection'], ['ComponentConnection.endCursor']],
    ['email', ['signIn', 'User'], ['User.email']],
  ])('%s (near %j) draws from %j', (name, hints, expected) => {
    expect(poolKeysFor(name, hints, keys)).toEqual(expected);
  });

  it('draws from every pool of the field when nothing names a type', () => {
    expect(poolKeysFor('parentId', ['nothing'], ['Comment.id', 'NewsItem.id'])).toEqual(['Comment.id', 'NewsItem.id']);
  });

  it('harvests answers by __typename, and forgets a value everywhere', () => {
    const pools = new Pools();
    pools.harvest({
      a: { __typename: 'User', id: 'u1', email: 'a@example.com', n: 3 },
      b: [{ __typename: 'User', id: 'u2' }],
    });
    expect(pools.size('User.id')).toBe(2);
    expect(pools.size('User.n')).toBe(0);
    pools.forget('u1');
    expect(pools.lookup({ kind: 'pool', name: 'id', hints: ['User'], index: 0, fallback: 'none' })).toBe('u2');
  });
});

describe('appRoutes', () => {
  it('finds the routes of nested routers under their mount paths', () => {
    const app = express();
    const inner = Router();
    inner.get('/items/:id', (_req, res) => void res.end());
    inner
      .route('/items')
      .post((_req, res) => void res.end())
      .delete((_req, res) => void res.end());
    const api = Router();
    api.use(inner);
    app.use('/api', api);
    app.get('/healthz', (_req, res) => void res.end());
    expect(appRoutes(app).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/items/:id',
      'POST /api/items',
      'DELETE /api/items',
      'GET /healthz',
    ]);
  });

  it('refuses an app it cannot walk rather than finding nothing', () => {
    expect(() => appRoutes({})).toThrow(/no router stack/);
  });

  it('reads the §7 paths of the specification', () => {
    const paths = specifiedPaths();
    expect(paths).toContain('/api/saved-builds/:id');
    expect(samePath('/api/saved-builds/:buildId', '/api/saved-builds/:id')).toBe(true);
    expect(samePath('/api/saved-builds', '/api/saved-builds/:id')).toBe(false);
  });
});

describe('routeKeys', () => {
  it("takes a route's keys from the operations its path names, in their REST spellings too", () => {
    const names = (path: string, method = 'POST') => routeKeys({ method, path }, schema).related.map((k) => k.name);
    expect(names('/api/auth/sign-up')).toEqual(expect.arrayContaining(['email', 'username', 'password']));
    expect(names('/api/price-alerts')).toEqual(
      expect.arrayContaining(['componentId', 'targetPriceCents', 'targetPrice']),
    );
    expect(names('/api/components', 'GET')).toEqual(expect.arrayContaining(['brands', 'brand', 'minPrice']));
  });
});

describe('operationCases', () => {
  it('covers every Query and Mutation field of the schema', () => {
    const ids = rootFields(schema).map((r) => r.id);
    expect(ids).toContain('Query.components');
    expect(ids).toContain('Mutation.deleteAccount');
    expect(ids.length).toBe(
      Object.keys(schema.getQueryType()!.getFields()).length +
        Object.keys(schema.getMutationType()!.getFields()).length,
    );
  });

  it('makes operations graphql-js accepts when all arguments are valid', () => {
    const pools = new Pools();
    for (const root of rootFields(schema)) {
      for (const op of fc.sample(operationCases(schema, root, true), { numRuns: 20, seed: 7 })) {
        const { document } = renderOperation(op, pools.lookup);
        expect([root.id, validate(schema, parse(document)).map((e) => e.message)]).toEqual([root.id, []]);
      }
    }
  });

  it('takes a cursor apart and changes one leaf, however deep', () => {
    const cursor = Buffer.from('["guides",[2,-1770112800000],"a-slug"]').toString('base64url');
    const edited = (index: number) =>
      Buffer.from(editCursor(cursor, { replacement: '4.5', index }), 'base64url').toString('utf8');
    expect(edited(1)).toBe('["guides",[4.5,-1770112800000],"a-slug"]');
    expect(edited(6)).toBe('["guides",[2,4.5],"a-slug"]');
    expect(editCursor(cursor, { replacement: undefined, index: 0 })).toBe(cursor);
    expect(Buffer.from(editCursor('not json', { replacement: 'null', index: 0 }), 'base64url').toString()).toBe('null');
  });
});

describe('values', () => {
  it('percent-encodes a lone surrogate as the bytes it would take, which are not UTF-8', () => {
    expect(encodeSegment('a b')).toBe('a%20b');
    expect(encodeSegment('\ud800')).toBe('%ED%A0%80');
  });

  it('makes variants that keep the form of the value', () => {
    const email = variantOf('fzuse1@example.com', [1, 2, 3]);
    expect(email).toMatch(/^[a-z]{3}se1@example\.com$/);
    expect(email).not.toBe('fzuse1@example.com');
    expect(variantOf('Tr1cky', [0, 0, 0])).toBe('Aa0cky');
  });
});

describe('the properties', () => {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): RawResponse => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    text: JSON.stringify(body),
  });

  it('pass a coded GraphQL refusal and an answer with data', () => {
    expect(
      checkGraphql(json(400, { errors: [{ message: 'Bad.', extensions: { code: 'BAD_USER_INPUT' } }] }), null).problems,
    ).toEqual([]);
    const answered = checkGraphql(json(200, { data: { a: { id: '1' } } }), 'a');
    expect(answered).toMatchObject({ problems: [], executed: true, answered: true });
  });

  it('fail a 5xx, INTERNAL_SERVER_ERROR, an unknown code, a stack trace or database text in a message', () => {
    const problems = (status: number, message: string, code: string) =>
      checkGraphql(json(status, { errors: [{ message, extensions: { code } }] }), null).problems;
    expect(problems(500, 'x', 'BAD_USER_INPUT')).toContain('status 500');
    expect(problems(200, 'x', 'INTERNAL_SERVER_ERROR')).toHaveLength(1);
    expect(problems(200, 'x', 'OOPS')).toHaveLength(1);
    expect(problems(200, 'Error\n    at f (/app/x.ts:1:2)', 'BAD_USER_INPUT')).toHaveLength(1);
    expect(problems(200, 'invalid input syntax for type integer: "4.5"', 'BAD_USER_INPUT')).toHaveLength(1);
    expect(checkGraphql({ status: 400, headers: {}, text: '' }, null).problems).not.toEqual([]);
    expect(checkGraphql(json(200, { data: null }), null).problems).toEqual(['data is null without errors']);
  });

  it('hold REST errors to exactly { code, message } with the status of their code', () => {
    expect(checkRest(json(404, { code: 'NOT_FOUND', message: 'No such thing.' }), 'GET').problems).toEqual([]);
    expect(checkRest(json(413, { code: 'BAD_USER_INPUT', message: 'Too large.' }), 'POST').problems).toEqual([]);
    expect(checkRest(json(404, { code: 'NOT_FOUND', message: 'x', stack: 'y' }), 'GET').problems).toHaveLength(1);
    expect(checkRest(json(400, { code: 'NOT_FOUND', message: 'x' }), 'GET').problems).toHaveLength(1);
    expect(checkRest(json(429, { code: 'RATE_LIMITED', message: 'x' }), 'GET').problems).toEqual([
      '429 without Retry-After',
    ]);
    expect(checkRest({ status: 400, headers: {}, text: 'Bad Request' }, 'GET').problems).toHaveLength(1);
    expect(checkRest({ status: 302, headers: { location: '/sign-in' }, text: '' }, 'GET').problems).toEqual([]);
    expect(checkRest({ status: 302, headers: { location: '//evil.example' }, text: '' }, 'GET').problems).toHaveLength(
      1,
    );
    expect(checkRest(json(503, { code: 'UPSTREAM_UNAVAILABLE', message: 'x' }), 'GET').problems).toContain(
      'status 503',
    );
  });
});
