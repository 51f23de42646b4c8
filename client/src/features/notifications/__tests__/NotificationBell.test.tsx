import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { NavBar } from '../../../components/layout/NavBar';
import { MarkNotificationReadDocument, type NotificationFieldsFragment } from '../menu.generated';
import { READ_NEWS_STORAGE_KEY, resetReadNewsMemory } from '../../../lib/read-news';
import { bellNewsHandler, notificationsHandler, unreadCountHandler } from '../../../test/mocks/handlers/notifications';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi, TEST_USER } from '../../../test/render';
import { badgeText, totalUnread } from '../bell';
import { useNavNotifications } from '../NavNotifications';

/** The bar as the app shell composes it: the bell and the drawer section in its slots. */
function NavWithBell() {
  const { bell, drawerSection } = useNavNotifications();
  return <NavBar bell={bell} drawerSection={drawerSection} />;
}

function notification(id: string, isRead: boolean, message: string): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    id,
    type: 'COMMENT_REPLY',
    message,
    isRead,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    newsId: 'news-1',
    newsSlug: 'story-1',
    commentId: 'c1',
    relatedUser: { __typename: 'NotificationUser', username: 'ana_builds', firstName: null, lastName: null },
  } as NotificationFieldsFragment;
}

/** The bar's bell (the phone drawer has a Notifications button too). */
const bell = () => {
  const found = screen
    .getAllByRole('button', { name: /^Notifications/ })
    .find((b) => b.getAttribute('aria-haspopup') === 'dialog');
  if (!found) throw new Error('no bell');
  return found;
};

startMockApi();

describe('the bell', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReadNewsMemory();
  });

  it('adds unread news to the personal unread count and caps the badge at 99+', async () => {
    server.use(meHandler(TEST_USER), bellNewsHandler(12), unreadCountHandler([95]));
    renderWithApi(<NavWithBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('99+');
  });

  it('shows the sections, the 5 newest news, View All News and the activity; a click marks read', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      READ_NEWS_STORAGE_KEY,
      JSON.stringify(['news-2', 'news-3', 'news-4', 'news-5', 'news-6', 'news-7']),
    );
    const marked: unknown[] = [];
    server.use(
      meHandler(TEST_USER),
      bellNewsHandler(7),
      unreadCountHandler([2, 1]),
      notificationsHandler([
        [
          notification('n1', false, 'ana_builds replied to your comment'),
          notification('n2', true, 'Someone liked your comment'),
        ],
        [
          notification('n1', true, 'ana_builds replied to your comment'),
          notification('n2', true, 'Someone liked your comment'),
        ],
      ]),
      graphql.mutation(MarkNotificationReadDocument, ({ variables }) => {
        marked.push(variables);
        return HttpResponse.json({
          data: { markNotificationRead: notification('n1', true, 'ana_builds replied to your comment') },
        });
      }),
    );
    renderWithApi(<NavWithBell />);
    // 2 personal + news-1 unread.
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await user.click(bell());
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const news = within(await panel.findByRole('region', { name: 'Latest Hardware News' }));
    expect(news.getAllByRole('link').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Headline 1'),
      expect.stringContaining('Headline 2'),
      expect.stringContaining('Headline 3'),
      expect.stringContaining('Headline 4'),
      expect.stringContaining('Headline 5'),
      'View All News →',
    ]);
    expect(news.getByRole('link', { name: 'View All News →' })).toHaveAttribute('href', '/news');
    const activity = within(panel.getByRole('region', { name: 'Your Activity' }));
    const unreadItem = await activity.findByRole('button', { name: /ana_builds replied to your comment/ });
    expect(activity.getByText('Someone liked your comment').closest('button')).toBeNull();

    await user.click(unreadItem);
    await waitFor(() => expect(marked).toEqual([{ id: 'n1' }]));
    // Both lists refreshed: the count (now 1) and the list (now read).
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() =>
      expect(activity.queryByRole('button', { name: /replied to your comment/ })).not.toBeInTheDocument(),
    );

    // A news item clicked in the bell is read here and now.
    await user.click(news.getByRole('link', { name: /Headline 1/ }));
    expect(currentLocation()).toBe('/news');
    expect(JSON.parse(localStorage.getItem(READ_NEWS_STORAGE_KEY) ?? '[]')).toContain('news-1');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('hides View All News with 5 items or fewer, and asks guests to sign in', async () => {
    const user = userEvent.setup();
    server.use(bellNewsHandler(3));
    renderWithApi(<NavWithBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await user.click(bell());
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(panel.queryByRole('link', { name: 'View All News →' })).not.toBeInTheDocument();
    expect(panel.getByText('Sign in to see personalized notifications')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');

    // Mark all as read (a guest: the news, in this browser).
    await user.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument();
  });

  it('is keyboard operable: focus moves in, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    server.use(bellNewsHandler(7));
    renderWithApi(<NavWithBell />);
    await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    bell().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveTextContent('Mark all as read');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Headline 1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });
});

describe('bell rules', () => {
  it('caps the badge at 99+ and hides it at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('adds the personal unread count to the news not read here', () => {
    expect(totalUnread(3, ['a', 'b', 'c'], new Set(['b']))).toBe(5);
    expect(totalUnread(null, ['a'], new Set())).toBe(1);
    expect(totalUnread(-2, [], new Set())).toBe(0);
  });
});
