import { cleanup, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { type ContactMessagesQueryVariables } from '../../features/contact/contact.generated';
import { BuildGuideDocument } from '../../features/guides/guides.generated';
import { type CurrentUserFieldsFragment } from '../../lib/session/session.generated';
import { contactMessagesHandler } from '../../test/mocks/handlers/contact';
import { meHandler } from '../../test/mocks/handlers/session';
import { server, startMockApi } from '../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../test/render';
import { AppRoutes } from '../routes';

startMockApi();

/** The app at `path`, as a guest unless a test signs in first. */
function renderAt(path: string) {
  renderWithApi(<AppRoutes />, { at: path });
}

describe('routes', () => {
  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderAt('/this/page/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s is a real page inside the layout', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`RigForge - ${heading}`);
    expect(screen.queryByText('Did you forget to add the page to the router?')).not.toBeInTheDocument();
  });

  it('leads no link of the navigation bar or the footer to the not-found page', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    const targets = new Set(
      [...within(screen.getByRole('banner')).getAllByRole('link'), ...within(footer).getAllByRole('link')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('/api/')),
    );
    expect(targets.size).toBeGreaterThan(5);
    for (const target of targets) {
      cleanup();
      renderAt(target);
      // Every page has a level-1 heading once it has loaded; the not-found page is the one to avoid.
      await screen.findAllByRole('heading', { level: 1 });
      expect([target, screen.queryByText('Did you forget to add the page to the router?')]).toEqual([target, null]);
    }
  });

  it('shows a build guide at /guides/:slug inside the layout', async () => {
    const seen: string[] = [];
    server.use(
      graphql.query(BuildGuideDocument, ({ variables }) => {
        seen.push(variables.slug);
        return HttpResponse.json({ data: { buildGuide: null } });
      }),
    );
    renderAt('/guides/no-such-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(seen).toContain('no-such-guide');
  });

  it('shows the price comparison page at /price-comparison inside the layout', async () => {
    renderAt('/price-comparison');
    expect(await screen.findByRole('heading', { level: 1, name: 'Real-Time Price Comparison' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Comparing Prices' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the contact page at /contact inside the layout', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact and Support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each([
    ['a guest', null],
    ['a user', 'user'],
    ['a moderator', 'moderator'],
  ] as const)('shows %s the not-found page at /admin/messages', async (_who, role) => {
    server.use(meHandler(role === null ? null : ({ ...TEST_USER, role } as CurrentUserFieldsFragment)));
    renderAt('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Contact Messages')).not.toBeInTheDocument();
  });

  it('shows an admin the contact messages at /admin/messages', async () => {
    const asked: ContactMessagesQueryVariables[] = [];
    server.use(
      meHandler({ ...TEST_USER, role: 'admin' } as CurrentUserFieldsFragment),
      contactMessagesHandler((variables) => {
        asked.push(variables);
        return { messages: [] };
      }),
    );
    renderAt('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(asked[0]).toEqual({ handled: false, first: 20 });
  });

  it('shows the saved builds page at /saved-builds, asking a guest to sign in', async () => {
    renderAt('/saved-builds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsaved-builds',
    );
    expect(screen.queryByRole('heading', { name: 'Saved Builds is on its way' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('routes the calculator, the build result and the guides use-case step to the planner', async () => {
    renderAt('/calculator?usecases=gaming');
    expect(await screen.findByRole('heading', { level: 1, name: 'PC Budget Calculator' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your use cases' })).getByText('Gaming')).toBeInTheDocument();
  });

  it('sends /build-result without data to the calculator', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/build-result');
    // Two pages' chunks load one after the other (the result page, then the calculator it sends to).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PC Budget Calculator' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the use-case step at /guides?step=usecase and the grid at /guides', async () => {
    renderAt('/guides?step=usecase');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mid-Range PC Build ($800-1000)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'PC Build Guides for Every Budget' })).not.toBeInTheDocument();
  });

  it.each([
    ['/sign-in', 'Welcome Back'],
    ['/sign-up', 'Create Account'],
    ['/reset-password', 'Reset Password'],
  ])('%s stands outside the navigation bar and footer', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
