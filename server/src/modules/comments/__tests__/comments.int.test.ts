// Comments end to end: posting and replying, validation and moderation, the thread's shape and
// cost, deletion that keeps threads whole, exact comment counts, and account deletion.
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { BLOCKED_MESSAGE, COMMENT_MESSAGES } from '../comments.rules';
import { CommentsService } from '../comments.service';
import { DELETE, LIKE, POST, UNKNOWN_ID, communitySuite, visibleComments, type CommentView } from './community-suite';

const suite = communitySuite();

describe('posting', () => {
  it('posts a trimmed comment and a reply to any depth, shown as one thread oldest first', async () => {
    const ada = await suite.newUser('ada');
    const bob = await suite.newUser('bob');
    const newsId = await suite.newsItem();
    const first = await suite.post(ada, newsId, '  First!  ');
    expect(first).toMatchObject({ content: 'First!', parentId: null, isDeleted: false, likes: 0, dislikes: 0 });
    expect(first.author).toMatchObject({ id: ada.id, username: ada.username });
    expect(first.viewerCanDelete).toBe(true);
    const second = await suite.post(bob, newsId, 'Second');
    const reply = await suite.post(bob, newsId, 'A reply', first.id);
    const deeper = await suite.post(ada, newsId, 'Deeper', reply.id);
    const deepest = await suite.post(bob, newsId, 'Deepest', deeper.id);

    const thread = await suite.thread(ada.b, newsId);
    expect(thread.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(thread[0].replies[0].id).toBe(reply.id);
    expect(thread[0].replies[0].replies[0].id).toBe(deeper.id);
    expect(thread[0].replies[0].replies[0].replies[0].id).toBe(deepest.id);
    expect(thread[1].viewerCanDelete).toBe(false);
    expect(await suite.commentCount(newsId)).toBe(5);

    // The REST shim answers the same thread, with the public author details only.
    const rest = await bob.b.get(`/api/news/${newsId}/comments`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    expect(rest.body[0]).toMatchObject({ id: first.id, content: 'First!', userId: ada.id, viewerCanDelete: false });
    expect(rest.body[0].user).toEqual({
      id: ada.id,
      username: ada.username,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    expect(JSON.stringify(rest.body)).not.toContain(ada.email);
    expect(rest.body[0].replies[0].replies[0].replies[0].id).toBe(deepest.id);
  });

  it('posts over REST (201) and refuses bad input with a clear message', async () => {
    const ada = await suite.newUser('rest');
    const newsId = await suite.newsItem();
    const res = await ada.b.send('post', `/api/news/${newsId}/comments`, { content: ' Over REST ', parentId: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content: 'Over REST', userId: ada.id, replies: [] });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ content: '   ' }, 400, COMMENT_MESSAGES.empty],
      [{}, 400, COMMENT_MESSAGES.empty],
      [{ content: 'x'.repeat(1001) }, 400, COMMENT_MESSAGES.tooLong],
      [{ content: 'ok', parentId: 5 }, 400, 'parentId must be a comment id or null'],
      [{ content: 'ok', parentId: UNKNOWN_ID }, 404, COMMENT_MESSAGES.notFound],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await ada.b.send('post', `/api/news/${newsId}/comments`, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status, message });
    }
    const unknown = await ada.b.send('post', `/api/news/${UNKNOWN_ID}/comments`, { content: 'hello' });
    expect(unknown.status).toBe(404);
    expect((await ada.b.get(`/api/news/not-a-uuid/comments`)).status).toBe(404);
    const nul = await ada.b.send('post', `/api/news/${newsId}/comments`, { content: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(await suite.commentCount(newsId)).toBe(1);
  });

  it("refuses blocked language (GraphQL: the verdict in extensions; REST: 'Comment blocked: {json}') and passes clean text", async () => {
    const ada = await suite.newUser('mod');
    const newsId = await suite.newsItem();
    for (const [text, term] of [
      ['this is shit', 'shit'],
      ['f u c k this', 'fuck'],
      ['sh1t', 'shit'],
      ['fuuuuck', 'fuck'],
    ]) {
      const res = await ada.b.graphql(POST, { newsId, content: text });
      expect(res.body.errors[0]).toMatchObject({
        message: BLOCKED_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', field: 'content', reason: 'profanity', terms: [term] },
      });
    }
    const rest = await ada.b.send('post', `/api/news/${newsId}/comments`, { content: 'what a b1tch of a card' });
    expect(rest.status).toBe(400);
    expect(JSON.parse(rest.body.message.replace(/^Comment blocked: /, ''))).toEqual({
      reason: 'profanity',
      terms: ['bitch'],
    });
    await suite.post(ada, newsId, 'Scunthorpe fans love the cockpit view; a fair assessment');
    expect(await suite.commentCount(newsId)).toBe(1);
  });

  it('refuses bad input at the edge, before the service runs, over GraphQL and REST alike', async () => {
    const ada = await suite.newUser('edge');
    const newsId = await suite.newsItem();
    const post = jest.spyOn(CommentsService.prototype, 'post');
    const like = jest.spyOn(CommentsService.prototype, 'like');
    try {
      const long = await ada.b.graphql(POST, { newsId, content: 'x'.repeat(1001) });
      expect(long.body.errors[0]).toMatchObject({
        message: COMMENT_MESSAGES.tooLong,
        extensions: { code: 'BAD_USER_INPUT', field: 'content' },
      });
      const rest = await ada.b.send('post', `/api/news/${newsId}/comments`, { content: '  ' });
      expect({ status: rest.status, message: rest.body.message }).toEqual({
        status: 400,
        message: COMMENT_MESSAGES.empty,
      });
      const click = await ada.b.send('post', `/api/comments/${UNKNOWN_ID}/like`, { isLike: 'yes' });
      expect(click.status).toBe(400);
      expect(post).not.toHaveBeenCalled();
      expect(like).not.toHaveBeenCalled();
      await suite.post(ada, newsId, 'Fine');
      expect(post).toHaveBeenCalledTimes(1);
    } finally {
      post.mockRestore();
      like.mockRestore();
    }
  });

  it('only replies to a live comment on the same item', async () => {
    const ada = await suite.newUser('par');
    const one = await suite.newsItem();
    const two = await suite.newsItem();
    const onOne = await suite.post(ada, one, 'On item one');
    expect(await expectRefusal(ada.b, POST, { newsId: two, content: 'x', parentId: onOne.id })).toEqual({
      code: 'BAD_USER_INPUT',
      message: COMMENT_MESSAGES.parentElsewhere,
    });
    expect(await suite.commentCount(two)).toBe(0);
    expect((await expectRefusal(ada.b, POST, { newsId: UNKNOWN_ID, content: 'x' })).code).toBe('NOT_FOUND');
    expect((await expectRefusal(ada.b, 'query { comments(newsId: "nope") { nodes { id } } }')).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('reading a thread', () => {
  it('costs the same number of SQL statements whatever the size and depth of the thread', async () => {
    const ada = await suite.newUser('cost');
    const bob = await suite.newUser('cost');
    const small = await suite.newsItem();
    await suite.post(ada, small, 'Only one');
    const big = await suite.newsItem();
    let parent: string | null = null;
    for (let i = 0; i < 12; i += 1) {
      const c: CommentView = await suite.post(i % 2 ? ada : bob, big, `Comment ${i}`, i % 3 ? parent : null);
      parent = c.id;
    }
    await expectData(bob.b, LIKE, { commentId: parent, isLike: true });
    const smallRun = await suite.sqlOf(() => suite.thread(bob.b, small));
    const bigRun = await suite.sqlOf(() => suite.thread(bob.b, big));
    expect(bigRun.statements.length).toBe(smallRun.statements.length);
    // The session's user, the comments, their authors and the viewer's likes.
    expect(bigRun.statements.length).toBeLessThanOrEqual(4);
    const guestRun = await suite.sqlOf(() => suite.thread(suite.server, big));
    expect(guestRun.statements.length).toBeLessThanOrEqual(2);
  });
});

describe('deleting', () => {
  it('keeps a deleted comment with replies as "[deleted]", removes one without, and keeps counts exact', async () => {
    const ada = await suite.newUser('del');
    const bob = await suite.newUser('del');
    const newsId = await suite.newsItem();
    const parent = await suite.post(ada, newsId, 'Parent');
    const reply = await suite.post(bob, newsId, 'Reply', parent.id);
    const lone = await suite.post(ada, newsId, 'Lone');
    await expectData(bob.b, LIKE, { commentId: parent.id, isLike: true });
    expect(await suite.commentCount(newsId)).toBe(3);

    expect(await expectData<boolean>(ada.b, DELETE, { commentId: parent.id }, 'deleteComment')).toBe(true);
    let thread = await suite.thread(bob.b, newsId);
    expect(thread[0]).toMatchObject({
      id: parent.id,
      content: '[deleted]',
      isDeleted: true,
      author: null,
      likes: 0,
      viewerLike: null,
      viewerCanDelete: false,
    });
    expect(thread[0].replies[0].id).toBe(reply.id);
    expect(await suite.commentCount(newsId)).toBe(2);
    const [row] = await sql<{ content: string; userId: string | null }>(
      suite.server,
      `SELECT content, "userId" FROM comment WHERE id = $1`,
      [parent.id],
    );
    expect(row).toEqual({ content: '', userId: null });
    // A deleted comment takes no more replies, likes or deletions.
    expect((await expectRefusal(bob.b, POST, { newsId, content: 'late', parentId: parent.id })).message).toBe(
      COMMENT_MESSAGES.parentDeleted,
    );
    expect((await expectRefusal(bob.b, LIKE, { commentId: parent.id, isLike: true })).message).toBe(
      COMMENT_MESSAGES.rateDeleted,
    );
    expect((await expectRefusal(ada.b, DELETE, { commentId: parent.id })).code).toBe('NOT_FOUND');

    expect((await ada.b.send('delete', `/api/comments/${lone.id}`)).status).toBe(204);
    thread = await suite.thread(bob.b, newsId);
    expect(thread.map((c) => c.id)).toEqual([parent.id]);
    expect(await suite.commentCount(newsId)).toBe(1);

    // The last reply goes, and its "[deleted]" parent with it.
    expect(await expectData<boolean>(bob.b, DELETE, { commentId: reply.id }, 'deleteComment')).toBe(true);
    expect(await suite.thread(bob.b, newsId)).toEqual([]);
    expect(await suite.commentCount(newsId)).toBe(0);
    const [left] = await sql<{ n: number }>(
      suite.server,
      `SELECT count(*)::int AS n FROM comment WHERE "newsId" = $1`,
      [newsId],
    );
    expect(left.n).toBe(0);
  });

  it('removes a chain of "[deleted]" ancestors once their last reply goes', async () => {
    const ada = await suite.newUser('chain');
    const newsId = await suite.newsItem();
    const a = await suite.post(ada, newsId, 'a');
    const b = await suite.post(ada, newsId, 'b', a.id);
    const c = await suite.post(ada, newsId, 'c', b.id);
    const sibling = await suite.post(ada, newsId, 'sibling', a.id);
    await expectData(ada.b, DELETE, { commentId: a.id });
    await expectData(ada.b, DELETE, { commentId: b.id });
    expect(await suite.commentCount(newsId)).toBe(2);
    await expectData(ada.b, DELETE, { commentId: c.id });
    // b goes with c; a stays "[deleted]" for its other reply.
    const thread = await suite.thread(ada.b, newsId);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ id: a.id, isDeleted: true });
    expect(thread[0].replies.map((r) => r.id)).toEqual([sibling.id]);
    await expectData(ada.b, DELETE, { commentId: sibling.id });
    expect(await suite.thread(ada.b, newsId)).toEqual([]);
    expect(await suite.commentCount(newsId)).toBe(0);
  });

  it('keeps the count equal to the visible comments under concurrent posts, likes and deletes', async () => {
    const users = await Promise.all([suite.newUser('cc'), suite.newUser('cc'), suite.newUser('cc')]);
    const newsId = await suite.newsItem();
    const root = await suite.post(users[0], newsId, 'root');
    const posted = await Promise.all(
      Array.from({ length: 15 }, (_, i) => suite.post(users[i % 3], newsId, `reply ${i}`, i % 2 ? root.id : null)),
    );
    // Deletes, replies and likes on the same comments at once: none may fail (no deadlock), counts stay exact.
    await Promise.all([
      expectData(users[0].b, DELETE, { commentId: root.id }),
      ...posted
        .filter((_, i) => i % 3 === 0)
        .map((c, i) => expectData(users[(i * 3) % 3].b, DELETE, { commentId: c.id })),
      ...posted.filter((_, i) => i % 3 === 1).map((c, i) => suite.post(users[i % 3], newsId, 'late reply', c.id)),
      ...posted
        .filter((_, i) => i % 3 !== 0)
        .flatMap((c) => users.map((u, k) => expectData(u.b, LIKE, { commentId: c.id, isLike: k !== 1 }))),
    ]);
    expect(await suite.commentCount(newsId)).toBe(await visibleComments(suite.server, newsId));
    const [row] = await sql<{ bad: number }>(
      suite.server,
      `SELECT count(*)::int AS bad FROM comment c WHERE c."newsId" = $1 AND c."deletedAt" IS NULL AND
         (c.likes <> (SELECT count(*) FROM comment_like l WHERE l."commentId" = c.id AND l."isLike") OR
          c.dislikes <> (SELECT count(*) FROM comment_like l WHERE l."commentId" = c.id AND NOT l."isLike"))`,
      [newsId],
    );
    expect(row.bad).toBe(0);
  });
});

describe('account deletion', () => {
  it("takes the user's likes off the counts and drops their notifications; their comments stay, anonymised", async () => {
    const ada = await suite.newUser('gone');
    const bob = await suite.newUser('stay');
    const newsId = await suite.newsItem();
    const bobs = await suite.post(bob, newsId, 'Bob writes');
    const other = await suite.post(bob, newsId, 'Bob again');
    const adas = await suite.post(ada, newsId, 'Ada writes');
    await suite.post(bob, newsId, 'Bob replies to Ada', adas.id);
    await expectData(ada.b, LIKE, { commentId: bobs.id, isLike: true });
    await expectData(ada.b, LIKE, { commentId: other.id, isLike: false });
    const carol = await suite.newUser('carol');
    await expectData(carol.b, LIKE, { commentId: bobs.id, isLike: true });

    const res = await ada.b.send('delete', '/api/user/delete-account');
    expect(res.status).toBeLessThan(300);

    const thread = await suite.thread(bob.b, newsId);
    const byId = new Map(thread.map((c) => [c.id, c]));
    expect(byId.get(bobs.id)).toMatchObject({ likes: 1, dislikes: 0 });
    expect(byId.get(other.id)).toMatchObject({ likes: 0, dislikes: 0 });
    expect(byId.get(adas.id)).toMatchObject({ content: 'Ada writes', isDeleted: false, author: null });
    expect(byId.get(adas.id)?.replies).toHaveLength(1);
    const [left] = await sql<{ likes: number; notes: number }>(
      suite.server,
      `SELECT (SELECT count(*)::int FROM comment_like WHERE "userId" = $1) AS likes,
              (SELECT count(*)::int FROM notification WHERE "userId" = $1) AS notes`,
      [ada.id],
    );
    expect(left).toEqual({ likes: 0, notes: 0 });
    expect(await suite.commentCount(newsId)).toBe(4);
  });
});
