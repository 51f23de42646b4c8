import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import {
  MarkContactMessageHandledDocument,
  type ContactMessageFieldsFragment,
  type ContactMessagesQueryVariables,
} from '../contact.generated';
import type { CurrentUserFieldsFragment } from '../../../lib/session/session.generated';
import { contactMessagesHandler, type ContactMessagesPage } from '../../../test/mocks/handlers/contact';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
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
} as ContactMessageFieldsFragment;

startMockApi();

const numbered = (from: number, count: number): ContactMessageFieldsFragment[] =>
  Array.from({ length: count }, (_, i) => ({
    ...MESSAGE,
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
    subject: `Question ${from + i}`,
  }));

/** Renders the page for `user`, the list answering `pageFor` (checked: it asks for pages of ADMIN_MESSAGES_PAGE_SIZE). */
function renderAs(
  user: CurrentUserFieldsFragment | null,
  pageFor: (variables: ContactMessagesQueryVariables) => ContactMessagesPage,
) {
  server.use(
    meHandler(user),
    contactMessagesHandler((variables) => {
      expect(variables.first).toBe(ADMIN_MESSAGES_PAGE_SIZE);
      return pageFor(variables);
    }),
  );
  renderWithApi(<AdminMessagesPage />, { at: '/admin/messages' });
}

const asRole = (role: string) => ({ ...TEST_USER, role }) as CurrentUserFieldsFragment;

describe('AdminMessagesPage', () => {
  it('lists the open messages for an admin and marks one handled', async () => {
    const handledAt = '2026-11-21T09:30:00.000Z';
    const marked: unknown[] = [];
    server.use(
      graphql.mutation(MarkContactMessageHandledDocument, ({ variables }) => {
        marked.push(variables);
        return HttpResponse.json({ data: { markContactMessageHandled: { ...MESSAGE, handledAt } } });
      }),
    );
    renderAs(asRole('admin'), ({ handled }) => ({ messages: handled === false ? [MESSAGE] : [] }));
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
    expect(marked).toEqual([{ id: MESSAGE.id, handled: true }]);
  });

  it("shows how many there are and appends the next page with 'Load more'", async () => {
    renderAs(asRole('admin'), ({ after }) =>
      after === 'c1'
        ? { messages: numbered(21, 5), totalCount: 25 }
        : { messages: numbered(1, ADMIN_MESSAGES_PAGE_SIZE), endCursor: 'c1', totalCount: 25 },
    );
    expect(await screen.findByText(`Showing ${ADMIN_MESSAGES_PAGE_SIZE} of 25`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(ADMIN_MESSAGES_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('heading', { name: 'Question 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the handled messages with a Reopen button', async () => {
    renderAs(asRole('admin'), ({ handled }) => ({
      messages: handled ? [{ ...MESSAGE, handledAt: '2026-11-21T09:30:00.000Z' }] : [],
    }));
    await screen.findByText('No messages here.');
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    const reopen = await screen.findByRole('button', { name: 'Reopen' });
    expect(reopen.closest('article')).toHaveTextContent(/Handled Nov 2[01], 2026/);
  });
});
