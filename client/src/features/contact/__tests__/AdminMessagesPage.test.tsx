import { fireEvent, screen, within } from '@testing-library/react';
import { type MockLink } from '@apollo/client/testing';
import { ContactMessagesDocument, MarkContactMessageHandledDocument } from '../../../generated/contact';
import type { CurrentUserFieldsFragment } from '../../../generated/graphql';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { ADMIN_MESSAGES_PAGE_SIZE, AdminMessagesPage } from '../AdminMessagesPage';

const MESSAGE = {
  __typename: 'ContactMessage',
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Build Help',
  message: 'Which PSU fits?\nThanks',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
};

const listMock = (
  handled: boolean | null,
  messages: object[],
  page: { after?: string; endCursor?: string | null; totalCount?: number } = {},
): MockLink.MockedResponse => ({
  request: {
    query: ContactMessagesDocument,
    variables: { handled, first: ADMIN_MESSAGES_PAGE_SIZE, ...(page.after ? { after: page.after } : {}) },
  },
  result: {
    data: {
      contactMessages: {
        __typename: 'ContactMessageConnection',
        nodes: messages,
        totalCount: page.totalCount ?? messages.length,
        endCursor: page.endCursor ?? null,
        hasNextPage: Boolean(page.endCursor),
      },
    },
  },
});

const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...MESSAGE,
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
    subject: `Question ${from + i}`,
  }));

function renderAs(user: CurrentUserFieldsFragment | null, mocks: MockLink.MockedResponse[] = []) {
  renderApp(<AdminMessagesPage />, { at: '/admin/messages', mocks: [meMock(user), ...mocks] });
}

const asRole = (role: string) => ({ ...TEST_USER, role }) as CurrentUserFieldsFragment;

describe('AdminMessagesPage', () => {
  it('lists the open messages for an admin and marks one handled', async () => {
    const handledAt = '2026-11-21T09:30:00.000Z';
    renderAs(asRole('admin'), [
      listMock(false, [MESSAGE]),
      {
        request: { query: MarkContactMessageHandledDocument, variables: { id: MESSAGE.id, handled: true } },
        result: { data: { markContactMessageHandled: { ...MESSAGE, handledAt } } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Build Help' })).closest('article')!;
    expect(within(card as HTMLElement).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(card).toHaveTextContent('Which PSU fits?');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Mark Handled' }));
    // It changes in place (the admin can undo it): Reopen, and when it was handled.
    expect(await within(card as HTMLElement).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/Handled Nov 21, 2026/);
  });

  it("shows how many there are and appends the next page with 'Load more'", async () => {
    renderAs(asRole('admin'), [
      listMock(false, numbered(1, ADMIN_MESSAGES_PAGE_SIZE), { endCursor: 'c1', totalCount: 25 }),
      listMock(false, numbered(21, 5), { after: 'c1', totalCount: 25 }),
    ]);
    expect(await screen.findByText(`Showing ${ADMIN_MESSAGES_PAGE_SIZE} of 25`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(ADMIN_MESSAGES_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('heading', { name: 'Question 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the handled messages with a Reopen button', async () => {
    renderAs(asRole('admin'), [
      listMock(false, []),
      listMock(true, [{ ...MESSAGE, handledAt: '2026-11-21T09:30:00.000Z' }]),
    ]);
    await screen.findByText('No messages here.');
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    const reopen = await screen.findByRole('button', { name: 'Reopen' });
    expect(reopen.closest('article')).toHaveTextContent(/Handled Nov 2[01], 2026/);
  });
});
