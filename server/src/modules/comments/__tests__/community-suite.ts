// The community integration suites' shared set-up: a fresh app per file (embedded, or the real
// PostgreSQL named by TEST_DATABASE_URL) with a statement counter, news items written straight into
// the table, users of each role, and the operations the suites call.
import type { Logger as TypeOrmLogger } from 'typeorm';
import { browser, signUp, type Browser } from '../../../test/accounts';
import { expectData, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

export const COMMENT_FIELDS = `id newsId parentId content isDeleted likes dislikes viewerLike viewerCanDelete
  viewerIsModerator createdAt author { id username firstName lastName profileImageUrl }`;
export const THREAD = `query T($newsId: ID!) { comments(newsId: $newsId) { nodes {
  ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } } } } }`;
export const POST = `mutation P($newsId: ID!, $content: String!, $parentId: ID) {
  postComment(newsId: $newsId, content: $content, parentId: $parentId) { ${COMMENT_FIELDS} } }`;
export const LIKE = `mutation L($commentId: ID!, $isLike: Boolean!) {
  likeComment(commentId: $commentId, isLike: $isLike) { viewerLike comment { id likes dislikes viewerLike } } }`;
export const DELETE = 'mutation D($commentId: ID!) { deleteComment(commentId: $commentId) }';
export const NOTIFICATIONS = `query N($first: Int) { notifications(first: $first) { nodes {
  id type message isRead createdAt newsId newsSlug commentId relatedUser { username firstName lastName profileImageUrl } } } }`;
export const UNREAD = '{ unreadNotificationCount }';
export const MARK_READ = 'mutation R($id: ID!) { markNotificationRead(id: $id) { id isRead } }';
export const MARK_ALL = 'mutation { markAllNotificationsRead }';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface CommentView {
  id: string;
  newsId: string;
  parentId: string | null;
  content: string;
  isDeleted: boolean;
  likes: number;
  dislikes: number;
  viewerLike: boolean | null;
  viewerCanDelete: boolean;
  viewerIsModerator: boolean;
  createdAt: string;
  author: { id: string; username: string | null } | null;
  replies: CommentView[];
}

export interface NotificationView {
  id: string;
  type: 'COMMENT_LIKE' | 'COMMENT_REPLY' | 'NEWS' | 'OTHER';
  message: string;
  isRead: boolean;
  newsId: string | null;
  newsSlug: string | null;
  commentId: string | null;
  relatedUser: { username: string | null } | null;
}

export interface Member {
  b: Browser;
  id: string;
  username: string;
  email: string;
}

export interface CommunitySuite {
  readonly server: TestServer;
  newUser(prefix: string, role?: 'user' | 'moderator' | 'admin'): Promise<Member>;
  /** A news item written straight into the table; its id. */
  newsItem(title?: string): Promise<string>;
  post(m: Member, newsId: string, content: string, parentId?: string | null): Promise<CommentView>;
  thread(caller: { graphql: Browser['graphql'] }, newsId: string): Promise<CommentView[]>;
  commentCount(newsId: string): Promise<number>;
  sqlOf<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

let newsCounter = 0;

export function communitySuite(): CommunitySuite {
  const captured: string[] = [];
  let capturing = false;
  const countingLogger: TypeOrmLogger = {
    logQuery: (query) => {
      if (capturing) captured.push(query);
    },
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  let server: TestServer | undefined;
  const suite: CommunitySuite = {
    get server() {
      if (!server) throw new Error('the community suite starts its server in beforeAll');
      return server;
    },
    async newUser(prefix, role = 'user') {
      const b = browser(suite.server);
      const account = await signUp(b, prefix);
      if (role !== 'user') await sql(suite.server, `UPDATE users SET role = $2 WHERE id = $1`, [account.id, role]);
      return { b, id: account.id, username: account.username, email: account.email };
    },
    async newsItem(title = 'A test news item') {
      newsCounter += 1;
      const [row] = await sql<{ id: string }>(
        suite.server,
        `INSERT INTO news_item (slug, source, title, excerpt, content, "publishedAt")
         VALUES ($1, 'AMD', $2, 'excerpt', 'content', now()) RETURNING id`,
        [`test-item-${newsCounter}-${Math.random().toString(36).slice(2, 8)}`, title],
      );
      return row.id;
    },
    post: (m, newsId, content, parentId = null) =>
      expectData<CommentView>(m.b, POST, { newsId, content, parentId }, 'postComment'),
    thread: async (caller, newsId) =>
      (await expectData<{ nodes: CommentView[] }>(caller, THREAD, { newsId }, 'comments')).nodes,
    async commentCount(newsId) {
      const [row] = await sql<{ commentCount: number }>(
        suite.server,
        `SELECT "commentCount" FROM news_item WHERE id = $1`,
        [newsId],
      );
      return row.commentCount;
    },
    async sqlOf(call) {
      captured.length = 0;
      capturing = true;
      try {
        const result = await call();
        return { result, statements: [...captured] };
      } finally {
        capturing = false;
      }
    },
  };
  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        limits: {
          signUpPerIp: { points: 1000, durationSeconds: 3600 },
          commentPerUser: { points: 1000, durationSeconds: 3600 },
        },
      },
    );
    server.db.dataSource.setOptions({ logger: countingLogger });
  });
  afterAll(async () => {
    await server?.close();
  });
  return suite;
}

/** The number of visible (non-deleted) comments of an item, counted from the rows. */
export async function visibleComments(server: TestServer, newsId: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    server,
    `SELECT count(*)::int AS n FROM comment WHERE "newsId" = $1 AND "deletedAt" IS NULL`,
    [newsId],
  );
  return row.n;
}
