// Every list is one connection (issue 33): each list root pages forward (first/after) and backward
// (last/before) over the same items, every edge carries its cursor, pageInfo's flags say where a
// page sits (hasPreviousPage after a cursor only when items lie before it), and every list refuses
// first with last, a size out of range and a cursor it did not make, naming the argument, with the
// list null and the rest of the answer kept.
import { FIRST_AND_LAST } from '@rigforge/common';
import { expectData, sql, type GraphQLCaller, type Variables } from '../test/graphql';
import { communitySuite, type Member } from '../modules/comments/__tests__/community-suite';
import { quickBuild } from '../modules/builds/__tests__/builds-suite';
import { NotificationsService } from '../modules/notifications/notifications.service';

const suite = communitySuite();

interface Edge {
  cursor: string;
  node: { id: string };
}
interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}
interface Page {
  totalCount: number;
  edges: Edge[];
  nodes: { id: string }[];
  pageInfo: PageInfo;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** One list as the cases read it: its root field, its other arguments, who may read it, its page sizes. */
interface ListCase {
  field: string;
  /** Its other arguments, inline (`type: CPU, sort: PRICE_ASC`). */
  args: () => string;
  caller: () => GraphQLCaller;
  /** The page size the walks use (several pages of the test data). */
  size: number;
  max: number;
}

const PAGE_FIELDS = `totalCount edges { cursor node { id } } nodes { id }
  pageInfo { hasNextPage hasPreviousPage startCursor endCursor } endCursor hasNextPage`;

const query = (list: ListCase) => `query L($first: Int, $after: String, $last: Int, $before: String) {
  list: ${list.field}(${list.args()} first: $first, after: $after, last: $last, before: $before) { ${PAGE_FIELDS} }
}`;

const pageOf = (list: ListCase, variables: Variables) =>
  expectData<Page>(list.caller(), query(list), variables, 'list');

/** The error of a refused list: its code, message and the argument it names; the list is null. */
async function refusal(list: ListCase, variables: Variables) {
  const res = await list.caller().graphql(query(list), variables);
  const body = res.body as {
    data: { list: Page | null } | null;
    errors: { message: string; path?: string[]; extensions: { code: string; field?: string } }[];
  };
  expect(body.errors).toHaveLength(1);
  expect(body.data).toEqual({ list: null });
  const [error] = body.errors;
  expect(error.path).toEqual(['list']);
  return { code: error.extensions.code, message: error.message, field: error.extensions.field };
}

/** A page's own consistency: the edges are the nodes with their cursors, the flat fields repeat pageInfo's. */
function checkShape(page: Page) {
  expect(page.nodes).toEqual(page.edges.map((e) => e.node));
  expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
  expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
  expect(page.endCursor).toBe(page.pageInfo.endCursor);
  expect(page.hasNextPage).toBe(page.pageInfo.hasNextPage);
  expect(new Set(page.edges.map((e) => e.cursor)).size).toBe(page.edges.length);
}

/** Every page forward, following endCursor; the edges in list order. */
async function forward(list: ListCase): Promise<Edge[]> {
  const edges: Edge[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await pageOf(list, { first: list.size, after });
    checkShape(page);
    expect(page.edges.length).toBeLessThanOrEqual(list.size);
    // Forward: a previous page exactly when a cursor was given (the walk's items lie before it).
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    edges.push(...page.edges);
    expect(page.totalCount).toBeGreaterThanOrEqual(edges.length);
    if (!page.pageInfo.hasNextPage) return edges;
    after = page.pageInfo.endCursor;
  }
}

/** Every page backward from the end, following startCursor; the edges in list order. */
async function backward(list: ListCase): Promise<Edge[]> {
  let edges: Edge[] = [];
  let before: string | null = null;
  for (;;) {
    const page = await pageOf(list, { last: list.size, before });
    checkShape(page);
    expect(page.pageInfo.hasNextPage).toBe(before !== null);
    edges = [...page.edges, ...edges];
    if (!page.pageInfo.hasPreviousPage) return edges;
    before = page.pageInfo.startCursor;
  }
}

let member: Member;
let admin: Member;
let newsId: string;
const guest = (): GraphQLCaller => suite.server;

const LISTS: ListCase[] = [
  { field: 'components', args: () => 'type: CPU, sort: PRICE_ASC,', caller: guest, size: 7, max: 60 },
  // Ratings tie often: the id breaks the ties, the same way either direction.
  { field: 'components', args: () => 'type: GPU, sort: RATING,', caller: guest, size: 9, max: 60 },
  { field: 'guides', args: () => '', caller: guest, size: 3, max: 100 },
  { field: 'articles', args: () => '', caller: guest, size: 3, max: 100 },
  { field: 'news', args: () => '', caller: guest, size: 4, max: 100 },
  { field: 'comments', args: () => `newsId: "${newsId}",`, caller: guest, size: 2, max: 200 },
  { field: 'publicBuilds', args: () => '', caller: guest, size: 2, max: 200 },
  { field: 'mySavedBuilds', args: () => '', caller: () => member.b, size: 2, max: 200 },
  { field: 'notifications', args: () => '', caller: () => member.b, size: 2, max: 50 },
  { field: 'myPriceAlerts', args: () => '', caller: () => member.b, size: 2, max: 100 },
  { field: 'contactMessages', args: () => '', caller: () => admin.b, size: 2, max: 100 },
];

beforeAll(async () => {
  member = await suite.newUser('pager');
  admin = await suite.newUser('pageadmin', 'admin');
  newsId = await suite.newsItem('Paged comments');
  for (let i = 0; i < 5; i += 1) {
    await suite.post(member, newsId, `Comment number ${i + 1} on the paged item.`);
    await quickBuild(member.b, { title: `Paged build ${i + 1}`, isPublic: true });
  }
  const notifications = new NotificationsService(suite.server.db.dataSource.manager, {
    events: suite.server.app.events,
  });
  for (let i = 0; i < 5; i += 1) await notifications.notify(member.id, `Notice ${i + 1}`);
  const parts = await sql<{ id: string }>(suite.server, `SELECT id FROM component ORDER BY id LIMIT 5`);
  for (const part of parts) {
    await expectData(member.b, 'mutation($id: ID!) { setPriceAlert(componentId: $id, targetPriceCents: 100) { id } }', {
      id: part.id,
    });
  }
  // Two messages in the same microsecond: the id breaks the tie.
  await sql(
    suite.server,
    `INSERT INTO contact_message (name, email, subject, message, "createdAt")
     SELECT 'Ada', 'ada@example.com', 'Question ' || n, 'Hello', '2026-01-01T00:00:00Z'::timestamptz + (n / 2) * interval '1 minute'
       FROM generate_series(1, 5) AS n`,
  );
}, 120_000);

/** A list's name in the cases: its field and its other arguments. */
const named = (list: ListCase): [string, ListCase] => [
  `${list.field}(${list.args().replace(/".*"/, '…').replace(/,$/, '')})`,
  list,
];

describe.each(LISTS.map(named))('%s', (_name, list) => {
  it('pages forward and backward over the same items, each once, in one order', async () => {
    const ahead = await forward(list);
    expect(ahead.length).toBeGreaterThan(list.size);
    const ids = ahead.map((e) => e.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await backward(list)).map((e) => e.node.id)).toEqual(ids);
    const whole = await pageOf(list, { first: Math.min(list.max, ids.length) });
    expect(whole.totalCount).toBe(ids.length);
  });

  it('reads between two edges’ cursors, and from any edge’s cursor either way', async () => {
    const page = await pageOf(list, { first: list.size + 3 });
    const [a, , , d] = page.edges;
    const between = await pageOf(list, { first: 10, after: a.cursor, before: d.cursor });
    expect(between.nodes).toEqual(page.nodes.slice(1, 3));
    expect(between.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const back = await pageOf(list, { last: 1, before: page.edges[2].cursor });
    expect(back.nodes).toEqual([page.nodes[1]]);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    // `before` alone pages backward with the list's default size: up to the start here.
    expect((await pageOf(list, { before: d.cursor })).nodes).toEqual(page.nodes.slice(0, 3));
  });

  it('refuses first with last, a size out of range and a cursor it did not make, naming the argument', async () => {
    expect(await refusal(list, { first: 2, last: 2 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: FIRST_AND_LAST,
      field: 'last',
    });
    expect(await refusal(list, { first: 0 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be at least 1',
      field: 'first',
    });
    expect(await refusal(list, { last: list.max + 1 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: `last must be at most ${list.max}`,
      field: 'last',
    });
    for (const before of ['not-a-cursor', Buffer.from('["elsewhere",1,"x"]').toString('base64url')]) {
      expect(await refusal(list, { last: 2, before })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringMatching(/cursor/i),
        field: 'before',
      });
    }
  });
});

it('refuses one list’s cursor in another, either way', async () => {
  const [news, guides] = await Promise.all([pageOf(LISTS[4], { first: 1 }), pageOf(LISTS[2], { first: 1 })]);
  expect((await refusal(LISTS[2], { first: 1, after: news.pageInfo.endCursor })).field).toBe('after');
  expect((await refusal(LISTS[4], { last: 1, before: guides.pageInfo.startCursor })).field).toBe('before');
});

it('answers a guest the public lists and null with UNAUTHENTICATED for the signed-in ones, in one answer', async () => {
  const res = await suite.server.graphql(
    `{ news(first: 1) { totalCount } notifications { totalCount } myPriceAlerts { totalCount }
       mySavedBuilds { totalCount } contactMessages { totalCount } }`,
  );
  const body = res.body as {
    data: Record<string, unknown>;
    errors: { path: string[]; extensions: { code: string } }[];
  };
  expect(body.data).toEqual({
    news: { totalCount: expect.any(Number) },
    notifications: null,
    myPriceAlerts: null,
    mySavedBuilds: null,
    contactMessages: null,
  });
  expect(body.errors.map((e) => [e.path[0], e.extensions.code]).sort()).toEqual([
    ['contactMessages', 'UNAUTHENTICATED'],
    ['myPriceAlerts', 'UNAUTHENTICATED'],
    ['mySavedBuilds', 'UNAUTHENTICATED'],
    ['notifications', 'UNAUTHENTICATED'],
  ]);
});
