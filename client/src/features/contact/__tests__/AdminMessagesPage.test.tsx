import { fireEvent, screen, within } from '@testing-library/react';
import { type MockLink } from '@apollo/client/testing';
import { ContactMessagesDocument, MarkContactMessageHandledDocument } from '../../../generated/contact';
import type { CurrentUserFieldsFragment } from '../../../generated/graphql';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { AdminMessagesPage } from '../AdminMessagesPage';

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

const listMock = (handled: boolean | null, messages: object[]): MockLink.MockedResponse => ({
  request: { query: ContactMessagesDocument, variables: { handled, first: 100 } },
  result: { data: { contactMessages: messages } },
});

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
      listMock(false, []),
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
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
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
