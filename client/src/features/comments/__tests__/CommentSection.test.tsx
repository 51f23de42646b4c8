import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import type { ErrorCode } from '@rigforge/common';
import {
  CommentsDocument,
  DeleteCommentDocument,
  LikeCommentDocument,
  PostCommentDocument,
  type CommentsQuery,
  type LikeCommentMutation,
  type PostCommentMutation,
} from '../comments.generated';
import { browserNavigation } from '../../../lib/navigation';
import { networkError, serverError } from '../../../test/mocks/errors';
import { commentsHandler, completeThread } from '../../../test/mocks/handlers/comments';
import { mockPage } from '../../../test/mocks/connection';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { AUTHOR, makeComment } from './fixtures';
import { CommentSection } from '../CommentSection';
import { type CommentNode } from '../comment-tree';

const ME = {
  __typename: 'CommentAuthor',
  id: TEST_USER.id,
  username: TEST_USER.username,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
} as const;

startMockApi();

/** What the section told the page about its comment total (NewsPage keeps Quick Stats with it). */
let countChanges: string[] = [];

function renderSection(comments: CommentNode[] | (() => CommentNode[]), signedIn = true) {
  server.use(meHandler(signedIn ? TEST_USER : null), commentsHandler(comments));
  countChanges = [];
  const section = (
    <CommentSection newsId="news-1" newsTitle="Story number 1" onCommentCount={(change) => countChanges.push(change)} />
  );
  return renderWithApi({ '/news': section }, { at: '/news' });
}

/** Answers the post of `content` with the comment, or with the server's error; records the variables in `seen`. */
function answerPost(
  content: string,
  outcome: { comment?: CommentNode; error?: { message: string; code: ErrorCode } },
  seen: unknown[] = [],
) {
  return graphql.mutation(PostCommentDocument, async ({ variables }) => {
    if (variables.content !== content) return undefined;
    seen.push(variables);
    // Long enough to see the pending state.
    await delay(300);
    if (outcome.error) return serverError(outcome.error.code, outcome.error.message);
    const { replies: _replies, ...comment } = outcome.comment!;
    return HttpResponse.json({ data: { postComment: comment as PostCommentMutation['postComment'] } });
  });
}

const form = () => screen.getByRole('textbox', { name: 'Add a comment on Story number 1' });

describe('CommentSection', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    assign.mockRestore();
    jest.restoreAllMocks();
  });

  it('shows the empty state and, for guests, a sign-in prompt instead of the form', async () => {
    renderSection([], false);
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your thoughts!')).toBeInTheDocument();
    // The session's answer and the thread's arrive separately (in either order).
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fnews',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('counts characters once text exists, refuses blank text and posts the trimmed text', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const posted = makeComment('c-new', { content: 'Great card', author: ME });
    let thread: CommentNode[] = [];
    server.use(answerPost('Great card', { comment: posted }, seen));
    renderSection(() => thread);
    await screen.findByText('No comments yet');
    await screen.findByRole('textbox', { name: 'Add a comment on Story number 1' });
    expect(form()).toHaveAttribute('maxLength', '1000');
    expect(screen.queryByText(/\/1000$/)).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Comment' });
    expect(submit).toBeDisabled();

    await user.type(form(), '   ');
    expect(screen.getByText('3/1000')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(seen).toEqual([]);

    await user.type(form(), 'Great card  ');
    expect(screen.getByText('15/1000')).toBeInTheDocument();
    thread = [posted];
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(seen).toEqual([{ newsId: 'news-1', content: 'Great card', parentId: null }]);
    expect(form()).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Comment by gamer_one' })).toBeInTheDocument();
  });

  it('on 401 says so verbatim and goes to sign-in after 1 s', async () => {
    const user = userEvent.setup();
    server.use(answerPost('Hello', { error: { message: '401: Unauthorized', code: 'UNAUTHENTICATED' } }));
    renderSection([]);
    await screen.findByText('No comments yet');
    await screen.findByRole('textbox', { name: 'Add a comment on Story number 1' });
    await user.type(form(), 'Hello');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to post comments.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fnews'), { timeout: 2500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // The text stays, to post after signing in.
    expect(form()).toHaveValue('Hello');
  });

  it("shows a blocked comment's JSON reason under 'Comment blocked', or the fallback", async () => {
    const user = userEvent.setup();
    server.use(
      answerPost('You are a jerk', {
        error: { message: 'Comment blocked: {"reason":"Insults are not allowed"}', code: 'BAD_USER_INPUT' },
      }),
      answerPost('Another jerk', { error: { message: 'Comment blocked', code: 'BAD_USER_INPUT' } }),
    );
    renderSection([]);
    await screen.findByText('No comments yet');
    await screen.findByRole('textbox', { name: 'Add a comment on Story number 1' });
    await user.type(form(), 'You are a jerk');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment blocked')).toBeInTheDocument();
    expect(screen.getByText('Insults are not allowed')).toBeInTheDocument();

    await user.clear(form());
    await user.type(form(), 'Another jerk');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(
      await screen.findByText(
        'Your comment contains inappropriate language or content. Please keep discussions respectful and family-friendly.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports any other failure with the catalogue text', async () => {
    const user = userEvent.setup();
    server.use(answerPost('Hello', { error: { message: 'boom', code: 'INTERNAL_SERVER_ERROR' } }));
    renderSection([]);
    await screen.findByText('No comments yet');
    await screen.findByRole('textbox', { name: 'Add a comment on Story number 1' });
    await user.type(form(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to post comment. Please try again.')).toBeInTheDocument();
  });

  it("says 'Failed to load comments' when the thread cannot be loaded", async () => {
    server.use(meHandler(TEST_USER), graphql.query(CommentsDocument, networkError));
    renderWithApi(
      { '/news': <CommentSection newsId="news-1" newsTitle="Story number 1" onCommentCount={() => undefined} /> },
      { at: '/news' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load comments');
  });

  it('shows a long thread a page at a time: the next page under Show more comments, after the first', async () => {
    const first = [makeComment('p1'), makeComment('p2')];
    const second = [makeComment('p3')];
    const asked: (string | null)[] = [];
    server.use(
      meHandler(TEST_USER),
      graphql.query(CommentsDocument, ({ variables }) => {
        asked.push(variables.after ?? null);
        const page =
          variables.after === 'cursor-p2'
            ? mockPage(
                'CommentConnection',
                second.map((c) => completeThread(c)),
                { totalCount: 3 },
              )
            : mockPage(
                'CommentConnection',
                first.map((c) => completeThread(c)),
                {
                  totalCount: 3,
                  hasNextPage: true,
                  endCursor: 'cursor-p2',
                },
              );
        // completeThread gives each level the fields the query selects there (the client's tree type is looser).
        return HttpResponse.json({ data: { comments: page as unknown as CommentsQuery['comments'] } });
      }),
    );
    renderWithApi(
      { '/news': <CommentSection newsId="news-1" newsTitle="Story number 1" onCommentCount={() => undefined} /> },
      { at: '/news' },
    );
    expect(await screen.findByText('Comment p2')).toBeInTheDocument();
    expect(screen.queryByText('Comment p3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment p3')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Comment thread' });
    expect(
      within(thread)
        .getAllByRole('article')
        .map((a) => a.textContent?.includes('Comment p')),
    ).toHaveLength(3);
    expect(screen.getByText('Comment p1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
    expect(asked).toEqual([null, 'cursor-p2']);
  });

  it('indents four levels and lists deeper replies flat, saying whom they answer', async () => {
    const chain = (depth: number): CommentNode =>
      makeComment(`d${depth}`, {
        author: { ...AUTHOR, id: `u${depth}`, username: `user${depth}` },
        replies: depth < 6 ? [chain(depth + 1)] : [],
      });
    renderSection([chain(0)]);
    const deepest = await screen.findByRole('article', { name: 'Comment by user6' });
    const levelOf = (name: string) => screen.getByRole('article', { name }).closest('li')?.getAttribute('data-level');
    expect(['user0', 'user1', 'user2', 'user3'].map((u) => levelOf(`Comment by ${u}`))).toEqual(['0', '1', '2', '3']);
    expect(levelOf('Comment by user4')).toBe('4');
    expect(levelOf('Comment by user6')).toBe('4');
    expect(deepest.closest('li')).toHaveAttribute('data-flattened', 'true');
    expect(within(deepest).getByText('Replying to user5')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Comment by user4' })).getByText('Replying to user3'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (7)' })).toBeInTheDocument();
  });

  it("highlights the viewer's like and switches it to a dislike", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    server.use(
      graphql.mutation(LikeCommentDocument, ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            // The server names the type of every object (the cache needs it); the generated types leave it out.
            likeComment: {
              __typename: 'CommentLikeResult',
              viewerLike: false,
              comment: { __typename: 'Comment', id: 'c1', likes: 2, dislikes: 2, viewerLike: false },
            } as LikeCommentMutation['likeComment'],
          },
        });
      }),
    );
    renderSection([makeComment('c1', { likes: 3, dislikes: 1, viewerLike: true })]);
    const comment = within(await screen.findByRole('article', { name: 'Comment by ana_builds' }));
    expect(comment.getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(comment.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(comment.getByRole('button', { name: 'Dislike (1)' }));
    expect(await comment.findByRole('button', { name: 'Dislike (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(comment.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(seen).toEqual([{ commentId: 'c1', isLike: false }]);
  });

  it('asks guests who like to sign in, without calling the API', async () => {
    const user = userEvent.setup();
    renderSection([makeComment('c1', { likes: 3 })], false);
    const comment = within(await screen.findByRole('article', { name: 'Comment by ana_builds' }));
    await user.click(comment.getByRole('button', { name: 'Like (3)' }));
    expect(await screen.findByText('Please sign in to like comments.')).toBeInTheDocument();
    expect(comment.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('labels Delete (own) and Remove (moderation), confirms first and says which happened', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm');
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation(DeleteCommentDocument, ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleteComment: true } });
      }),
    );
    renderSection([
      makeComment('mine', { author: ME, viewerCanDelete: true }),
      makeComment('theirs', {
        viewerCanDelete: true,
        viewerIsModerator: true,
        author: { ...AUTHOR, id: 'u-someone', username: 'someone' },
      }),
      makeComment('other', { author: { ...AUTHOR, id: 'u-third', username: 'third' } }),
      makeComment('gone', {
        isDeleted: true,
        content: '[deleted]',
        author: null,
        replies: [makeComment('kept', { author: { ...AUTHOR, id: 'u-replier', username: 'replier' } })],
      }),
    ]);
    const mine = within(await screen.findByRole('article', { name: 'Comment by gamer_one' }));
    await mine.findByRole('button', { name: 'Delete' });
    const theirs = within(screen.getByRole('article', { name: 'Comment by someone' }));
    expect(
      within(screen.getByRole('article', { name: 'Comment by third' })).queryByRole('button', {
        name: /Delete|Remove/,
      }),
    ).not.toBeInTheDocument();
    const gone = screen.getByRole('article', { name: 'Comment by [deleted]' });
    expect(within(gone).getAllByText('[deleted]')).toHaveLength(2);
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by replier' })).toBeInTheDocument();

    confirm.mockReturnValueOnce(false);
    await user.click(mine.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(deleted).toEqual([]);

    confirm.mockReturnValueOnce(true);
    await user.click(mine.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();

    confirm.mockReturnValueOnce(true);
    await user.click(theirs.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Comment removed')).toBeInTheDocument();
    expect(deleted).toEqual([{ commentId: 'mine' }, { commentId: 'theirs' }]);
    // The page reads its totals again after each removal.
    await waitFor(() => expect(countChanges).toEqual(['changed', 'changed']));
  });

  // Issue 28 item 8: a post writes the mutation's answer into the cached thread and counts; it reads nothing again.
  it('shows a posted reply from the mutation’s answer, without reading the thread again', async () => {
    const user = userEvent.setup();
    let threadReads = 0;
    const reply = makeComment('r1', { parentId: 'c1', content: 'Agreed, from the cache', author: ME });
    renderSection(() => {
      threadReads += 1;
      return [makeComment('c1')];
    });
    server.use(answerPost('Agreed, from the cache', { comment: reply }));
    const comment = within(await screen.findByRole('article', { name: 'Comment by ana_builds' }));
    await user.click(await comment.findByRole('button', { name: 'Reply to ana_builds' }));
    await user.type(comment.getByRole('textbox', { name: 'Reply to ana_builds' }), 'Agreed, from the cache');
    await user.click(comment.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    const mine = await screen.findByRole('article', { name: `Comment by ${TEST_USER.username}` });
    expect(within(mine).getByText('Agreed, from the cache')).toBeInTheDocument();
    expect(threadReads).toBe(1);
    // The page adds the one comment to its total from the answer, without reading it again.
    expect(countChanges).toEqual(['posted']);
  });

  it('toggles a reply form per comment and posts the reply under it', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const reply = makeComment('r1', { parentId: 'c1', content: 'Agreed', author: ME });
    server.use(answerPost('Agreed', { comment: reply }, seen));
    renderSection([makeComment('c1')]);
    const comment = within(await screen.findByRole('article', { name: 'Comment by ana_builds' }));
    const toggle = await comment.findByRole('button', { name: 'Reply to ana_builds' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = comment.getByRole('textbox', { name: 'Reply to ana_builds' });
    await user.type(box, ' Agreed ');
    await user.click(comment.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(seen).toEqual([{ newsId: 'news-1', content: 'Agreed', parentId: 'c1' }]);
    await waitFor(() =>
      expect(comment.queryByRole('textbox', { name: 'Reply to ana_builds' })).not.toBeInTheDocument(),
    );
  });
});
