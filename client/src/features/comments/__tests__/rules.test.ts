import {
  authorName,
  commentCounter,
  commentToSubmit,
  countComments,
  flattenReplies,
  type CommentNode,
} from '../comment-tree';
import { blockedReason, COMMENT_MESSAGES, postFailureToast } from '../messages';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { makeComment, AUTHOR } from './fixtures';

describe('comment text rules', () => {
  it('trims, refuses whitespace-only and keeps at most 1000 characters', () => {
    expect(commentToSubmit('  hello \n')).toBe('hello');
    expect(commentToSubmit(' \n\t ')).toBeNull();
    expect(commentToSubmit('')).toBeNull();
    expect(commentToSubmit('x'.repeat(1200))).toHaveLength(1000);
  });

  it('counts once text exists', () => {
    expect(commentCounter('')).toBeNull();
    expect(commentCounter(' ')).toBe('1/1000');
    expect(commentCounter('x'.repeat(1000))).toBe('1000/1000');
  });

  it('names authors, and gone accounts as former members', () => {
    expect(authorName(AUTHOR)).toBe('ana_builds');
    expect(authorName({ ...AUTHOR, username: null, firstName: 'Ana', lastName: 'B' })).toBe('Ana B');
    expect(authorName(null)).toBe('Former member');
  });
});

describe('flattening deep replies', () => {
  it('lists every reply depth first with whom it answers', () => {
    const c = (id: string, name: string, replies: CommentNode[] = [], extra = {}) =>
      makeComment(id, { author: { ...AUTHOR, id: name, username: name }, replies, ...extra });
    const root = c('a', 'ann', [c('b', 'bob', [c('d', 'dan')]), c('e', 'eve', [], { isDeleted: true })]);
    root.replies[1].replies = [c('f', 'fay')];
    expect(flattenReplies(root).map((r) => [r.comment.id, r.replyingTo])).toEqual([
      ['b', 'ann'],
      ['d', 'bob'],
      ['e', 'ann'],
      ['f', '[deleted]'],
    ]);
    expect(countComments([root])).toBe(5);
  });

  it("uses the server's allReplies when the query asked for it", () => {
    const c = (id: string, name: string, parentId: string | null, extra = {}) =>
      makeComment(id, { author: { ...AUTHOR, id: name, username: name }, parentId, ...extra });
    const top = {
      ...c('a', 'ann', null),
      replies: undefined,
      allReplies: [c('b', 'bob', 'a'), c('d', 'dan', 'b', { isDeleted: true }), c('f', 'fay', 'd')],
    };
    expect(flattenReplies(top).map((r) => [r.comment.id, r.replyingTo])).toEqual([
      ['b', 'ann'],
      ['d', 'bob'],
      ['f', '[deleted]'],
    ]);
    expect(countComments([top])).toBe(4);
  });
});

describe('blocked comments', () => {
  it('reads the JSON reason after the words', () => {
    expect(blockedReason('Comment blocked: {"reason":"Profanity"}')).toBe('Profanity');
    expect(blockedReason('Comment blocked: {"reason":{"message":"Slur detected"}}')).toBe('Slur detected');
    expect(blockedReason('Comment blocked: ["insult","spam"]')).toBe('insult, spam');
    expect(blockedReason('Comment blocked: "Hate speech"')).toBe(COMMENT_MESSAGES.blockedFallback);
    expect(blockedReason('Comment blocked: {broken')).toBe(COMMENT_MESSAGES.blockedFallback);
    expect(blockedReason('Comment blocked')).toBe(COMMENT_MESSAGES.blockedFallback);
  });

  it('picks the blocked or the generic toast', () => {
    const error = (message: string) => new CombinedGraphQLErrors({ errors: [{ message }] });
    expect(postFailureToast(error('Comment blocked: {"reason":"Spam"}'))).toMatchObject({
      title: 'Comment blocked',
      description: 'Spam',
    });
    const blocked = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Comment blocked: it contains language that is not allowed here.',
          extensions: { code: 'BAD_USER_INPUT', field: 'content', reason: 'profanity', terms: ['shit'] },
        },
      ],
    });
    expect(postFailureToast(blocked)).toMatchObject({ title: 'Comment blocked', description: 'profanity' });
    expect(postFailureToast(error('Something else'))).toMatchObject({
      title: 'Error',
      description: 'Failed to post comment. Please try again.',
    });
    expect(postFailureToast(new Error('Failed to fetch'))).toMatchObject({ title: 'Error' });
    const tooQuick = 'You are posting comments too quickly. Please try again in 9 minutes.';
    expect(
      postFailureToast(
        new CombinedGraphQLErrors({ errors: [{ message: tooQuick, extensions: { code: 'RATE_LIMITED' } }] }),
      ),
    ).toMatchObject({ title: 'Error', description: tooQuick });
  });
});
