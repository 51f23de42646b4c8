// Likes and dislikes under concurrent clicks: one choice per user and comment, counts always equal
// to the rows, whatever the interleaving.
import { expectData, sql } from '../../../test/graphql';
import { LIKE, communitySuite, type Member } from './community-suite';

const suite = communitySuite();

interface LikeAnswer {
  viewerLike: boolean | null;
  comment: { id: string; likes: number; dislikes: number; viewerLike: boolean | null };
}

async function countsOf(commentId: string) {
  const [row] = await sql<{ likes: number; dislikes: number; rowLikes: number; rowDislikes: number }>(
    suite.server,
    `SELECT c.likes, c.dislikes,
            (SELECT count(*)::int FROM comment_like l WHERE l."commentId" = c.id AND l."isLike") AS "rowLikes",
            (SELECT count(*)::int FROM comment_like l WHERE l."commentId" = c.id AND NOT l."isLike") AS "rowDislikes"
     FROM comment c WHERE c.id = $1`,
    [commentId],
  );
  return row;
}

describe('likes', () => {
  it('toggles: the same choice again clears it, the other switches it', async () => {
    const ada = await suite.newUser('tog');
    const bob = await suite.newUser('tog');
    const comment = await suite.post(ada, await suite.newsItem(), 'Toggle me');
    const click = (isLike: boolean) =>
      expectData<LikeAnswer>(bob.b, LIKE, { commentId: comment.id, isLike }, 'likeComment');
    expect(await click(true)).toMatchObject({ viewerLike: true, comment: { likes: 1, dislikes: 0, viewerLike: true } });
    expect(await click(false)).toMatchObject({
      viewerLike: false,
      comment: { likes: 0, dislikes: 1, viewerLike: false },
    });
    expect(await click(false)).toMatchObject({
      viewerLike: null,
      comment: { likes: 0, dislikes: 0, viewerLike: null },
    });
    expect(await click(true)).toMatchObject({ viewerLike: true, comment: { likes: 1, dislikes: 0 } });
    expect(await click(true)).toMatchObject({ viewerLike: null, comment: { likes: 0, dislikes: 0 } });
  });

  it('keeps counts exact under many concurrent clicks from many users', async () => {
    const author = await suite.newUser('hot');
    const comment = await suite.post(author, await suite.newsItem(), 'Popular');
    const users: Member[] = [];
    for (let i = 0; i < 12; i += 1) users.push(await suite.newUser('clk'));
    // Every user clicks like or dislike several times at once: 12 × 5 concurrent requests.
    const clicks = users.flatMap((u, i) =>
      Array.from({ length: 5 }, (_, k) =>
        expectData<LikeAnswer>(u.b, LIKE, { commentId: comment.id, isLike: (i + k) % 3 !== 0 }, 'likeComment'),
      ),
    );
    await Promise.all(clicks);
    const counts = await countsOf(comment.id);
    expect(counts.likes).toBe(counts.rowLikes);
    expect(counts.dislikes).toBe(counts.rowDislikes);
  });

  it('ends with exactly the likes of users who clicked once, however the clicks interleave', async () => {
    const author = await suite.newUser('once');
    const comment = await suite.post(author, await suite.newsItem(), 'Count us');
    const users: Member[] = [];
    for (let i = 0; i < 20; i += 1) users.push(await suite.newUser('one'));
    await Promise.all(users.map((u, i) => expectData(u.b, LIKE, { commentId: comment.id, isLike: i % 4 !== 0 })));
    expect(await countsOf(comment.id)).toEqual({ likes: 15, dislikes: 5, rowLikes: 15, rowDislikes: 5 });
    // Each liker clicks like twice more at once: cleared, then liked again, whichever runs first.
    await Promise.all(
      users
        .slice(4)
        .flatMap((u, i) =>
          i % 4 === 0
            ? []
            : [
                expectData(u.b, LIKE, { commentId: comment.id, isLike: true }),
                expectData(u.b, LIKE, { commentId: comment.id, isLike: true }),
              ],
        ),
    );
    expect(await countsOf(comment.id)).toEqual({ likes: 15, dislikes: 5, rowLikes: 15, rowDislikes: 5 });
  });
});
