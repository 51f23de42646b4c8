import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockLink } from '@apollo/client/testing';
import { PostCommentDocument } from '../../../generated/news';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { commentsMock, makeComment, QUIET_COMMENT_ADDED, STATS_MOCK } from './fixtures';
import { CommentSection } from '../CommentSection';

const ME = {
  __typename: 'CommentAuthor',
  id: TEST_USER.id,
  username: TEST_USER.username,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
} as const;

// Issue 28 item 8: a post writes the mutation's answer into the cached thread and counts; it reads nothing again.
it('shows a posted reply from the mutation’s answer, without reading the thread again', async () => {
  const user = userEvent.setup();
  let threadReads = 0;
  const reply = makeComment('r1', { parentId: 'c1', content: 'Agreed, from the cache', author: ME });
  const { replies: _replies, ...answer } = reply;
  const post: MockLink.MockedResponse = {
    request: {
      query: PostCommentDocument,
      variables: { newsId: 'news-1', content: 'Agreed, from the cache', parentId: 'c1' },
    },
    result: { data: { postComment: answer } },
  };
  renderApp(
    { '/news': <CommentSection newsId="news-1" newsTitle="Story number 1" /> },
    {
      at: '/news',
      mocks: [
        meMock(TEST_USER),
        commentsMock('news-1', () => {
          threadReads += 1;
          return [makeComment('c1')];
        }),
        QUIET_COMMENT_ADDED,
        STATS_MOCK,
        post,
      ],
    },
  );
  const comment = within(await screen.findByRole('article', { name: 'Comment by ana_builds' }));
  await user.click(await comment.findByRole('button', { name: 'Reply to ana_builds' }));
  await user.type(comment.getByRole('textbox', { name: 'Reply to ana_builds' }), 'Agreed, from the cache');
  await user.click(comment.getByRole('button', { name: 'Reply' }));
  expect(await screen.findByText('Comment posted')).toBeInTheDocument();
  const mine = await screen.findByRole('article', { name: `Comment by ${TEST_USER.username}` });
  expect(within(mine).getByText('Agreed, from the cache')).toBeInTheDocument();
  expect(threadReads).toBe(1);
});
