import { threadHas, withPostedComment, type CommentNode } from '../comment-tree';
import { completeThread as complete } from '../../../test/mocks/handlers/comments';
import { makeComment } from './fixtures';

/** The raw tree with `reply` added as the last child of `parentId` (null: a new top-level comment). */
function addChild(tree: CommentNode[], parentId: string | null, reply: CommentNode): CommentNode[] {
  if (parentId === null) return [...tree, reply];
  return tree.map((c) =>
    c.id === parentId
      ? { ...c, replies: [...(c.replies ?? []), reply] }
      : { ...c, replies: addChild([...(c.replies ?? [])], parentId, reply) },
  );
}

const ids = (tree: readonly CommentNode[]): string[] =>
  tree.flatMap((c) => [c.id, ...ids(c.replies ?? []), ...(c.allReplies ?? []).map((r) => r.id)]);

// A thread deeper than the indented levels, with siblings at each level: a chain a > b > c > d > e > f
// (d, e and f below the indented levels), side replies b2 and e2, and a second top-level comment.
const raw: CommentNode[] = [
  makeComment('a', {
    replies: [
      makeComment('b', {
        replies: [
          makeComment('c', {
            replies: [
              makeComment('d', {
                replies: [makeComment('e', { replies: [makeComment('f')] }), makeComment('e2')],
              }),
            ],
          }),
        ],
      }),
      makeComment('b2'),
    ],
  }),
  makeComment('z'),
];

describe('a posted comment in the cached thread', () => {
  const thread = raw.map((c) => complete(c));

  it.each([null, ...ids(thread)])('lands where the next read of the thread puts it (parent %s)', (parentId) => {
    const reply = makeComment('new', { parentId });
    const expected = addChild(raw, parentId, reply).map((c) => complete(c));
    // The mutation answers the comment's own fields, no replies.
    const { replies: _replies, ...posted } = reply;
    expect(withPostedComment(thread, posted)).toEqual(expected);
  });

  it('gives up (the page reads the thread again) when the parent is not in the thread', () => {
    expect(withPostedComment(thread, makeComment('new', { parentId: 'gone' }))).toBeNull();
  });

  it('finds a comment at any level, the flat replies included', () => {
    for (const id of ['a', 'c', 'd', 'f', 'e2', 'z']) expect(threadHas(thread, id)).toBe(true);
    expect(threadHas(thread, 'new')).toBe(false);
  });
});
