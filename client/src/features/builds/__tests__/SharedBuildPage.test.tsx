import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RequestHandler } from 'msw';
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { retailLinksFor } from '@rigforge/common';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi, TEST_USER } from '../../../test/render';
import { SITE_DESCRIPTION } from '../../../lib/document-title';
import { SharedBuildPage } from '../SharedBuildPage';
import {
  OTHER_TOKEN,
  TOKEN,
  cloneHandler,
  makeReport,
  makeSharedBuild,
  sharedBuildErrorHandler,
  sharedBuildHandler,
} from './shared-build-fixtures';

const SUMMARY = 'Mid-Range Gaming PC build: 3 parts, $804.48. Shared by ana_builds on RigForge.';
const MARKDOWN = [
  '# Quiet 1440p Rig',
  '',
  'Built for Gaming.',
  '',
  '| Type | Part | Price |',
  '| --- | --- | ---: |',
  '| CPU | AMD Ryzen 5 7600 | $199.99 |',
  '| GPU | AMD Radeon RX 7800 XT | $499.99 |',
  '| RAM | Corsair Vengeance 32GB DDR5-6000 | $104.50 |',
  '| **Total** | | **$804.48** |',
  '',
  'Estimated wattage: 412 W',
  `[View this build on RigForge](http://localhost/shared/${TOKEN})`,
].join('\n');

startMockApi();

/** The page at `path` with the answers `handlers` give (the first that matches answers). */
function renderAt(path: string, handlers: RequestHandler[]) {
  server.use(...handlers);
  return renderWithApi({ '/shared/:token': <SharedBuildPage />, '*': <></> }, { at: path });
}
const heading = () => screen.findByRole('heading', { level: 1, name: 'Quiet 1440p Rig' });

describe('SharedBuildPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
  });

  it('shows the build read-only: owner, tier and total, badges, parts, compatibility and date', async () => {
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    expect(screen.getByText('Loading build...')).toHaveAttribute('role', 'status');
    await heading();
    expect(document.title).toBe('RigForge - Quiet 1440p Rig');
    expect(screen.getByText('Built for Gaming.')).toBeInTheDocument();
    expect(screen.getByText('ana_builds').parentElement).toHaveTextContent('Shared by ana_builds');
    expect(screen.getByText('Mid-Range Gaming')).toBeInTheDocument();
    expect(screen.getByText('Total price:').parentElement).toHaveTextContent('$804.48');
    expect(screen.getByText('Mar 4, 2025').closest('span')).toHaveTextContent('Updated Mar 4, 2025');
    const about = within(screen.getByRole('list', { name: 'About this build' }));
    expect(about.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Budget: $850', 'Gaming', '1440p']);

    expect(screen.getByRole('heading', { level: 2, name: 'Parts (3)' })).toBeInTheDocument();
    const cpu = within(screen.getByRole('article', { name: 'AMD Ryzen 5 7600' }));
    expect(cpu.getByRole('link', { name: 'AMD Ryzen 5 7600' })).toHaveAttribute(
      'href',
      '/components/cpu-amd-ryzen-5-7600',
    );
    expect(cpu.getByText('$199.99')).toBeInTheDocument();
    const gpu = within(screen.getByRole('article', { name: 'AMD Radeon RX 7800 XT' }));
    expect(gpu.queryByRole('link', { name: 'AMD Radeon RX 7800 XT' })).not.toBeInTheDocument();
    expect(gpu.getByRole('link', { name: /Amazon/ })).toHaveAttribute(
      'href',
      retailLinksFor('AMD Radeon RX 7800 XT', 'GPU').amazon,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Compatibility' })).toBeInTheDocument();
    expect(screen.getByText('Every check passes: these parts work together.')).toBeInTheDocument();
    expect(screen.getByText('Estimated power draw').nextSibling).toHaveTextContent('412 W');
    expect(screen.getByText('Recommended PSU').nextSibling).toHaveTextContent('550 W');
  });

  it('marks a part whose price its owner typed "custom price", and no other', async () => {
    const build = makeSharedBuild();
    const parts = [build.components[0], { ...build.components[1], customPrice: true }, build.components[2]];
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, { ...build, components: parts })]);
    await heading();
    const gpu = within(screen.getByRole('article', { name: 'AMD Radeon RX 7800 XT' }));
    expect(gpu.getByText('custom price')).toHaveAttribute(
      'title',
      "The owner's own price: this part is not in our component database.",
    );
    expect(screen.getAllByText('custom price')).toHaveLength(1);
  });

  it('says the parts were not checked when none is in the catalog any more', async () => {
    renderAt(`/shared/${TOKEN}`, [
      meHandler(null),
      sharedBuildHandler(TOKEN, makeSharedBuild({ compatibility: null })),
    ]);
    await heading();
    expect(
      screen.getByText(
        'The parts of this build are no longer in the component database, so their compatibility was not checked.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estimated power draw')).not.toBeInTheDocument();
  });

  it('names the parts a partial report could not check', async () => {
    const report = makeReport({ unchecked: ['AMD Radeon RX 7800 XT'] });
    renderAt(`/shared/${TOKEN}`, [
      meHandler(null),
      sharedBuildHandler(TOKEN, makeSharedBuild({ compatibility: report })),
    ]);
    await heading();
    expect(screen.getByText('Not fully checked (some specs unknown): AMD Radeon RX 7800 XT.')).toBeInTheDocument();
  });

  it("sets the meta description while shown, then puts the site's own back (even over a server-made summary)", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'A summary the server put in for a link preview.';
    document.head.append(meta);
    const { unmount } = renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    expect(meta.content).toBe(SUMMARY);
    unmount();
    expect(meta.content).toBe(SITE_DESCRIPTION);
    meta.remove();
  });

  it('adds a meta description when the page has none', async () => {
    const { unmount } = renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', SUMMARY);
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', SITE_DESCRIPTION);
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('says "Build not found" for a token the server does not know (unknown or revoked)', async () => {
    renderAt(`/shared/${OTHER_TOKEN}`, [meHandler(null), sharedBuildHandler(OTHER_TOKEN, null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Build not found' })).toBeInTheDocument();
    expect(screen.getByText(/may have been revoked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse community builds' })).toHaveAttribute('href', '/builds');
    expect(screen.getByRole('link', { name: 'Plan your own build' })).toHaveAttribute('href', '/calculator');
    expect(document.title).toBe('RigForge - Build not found');
  });

  it('does not even ask about a malformed token', async () => {
    // No SharedBuild mock: a query would fail and show the load error instead.
    renderAt('/shared/not-a-token', [meHandler(null)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Build not found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Build not found' })).toBeInTheDocument();
  });

  it('offers a retry when the build could not be loaded', async () => {
    const user = userEvent.setup();
    renderAt(`/shared/${TOKEN}`, [
      meHandler(null),
      sharedBuildErrorHandler(TOKEN),
      sharedBuildHandler(TOKEN, makeSharedBuild()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this build.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('sends guests to sign in and back here to clone', async () => {
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    expect(await screen.findByRole('link', { name: 'Sign in to clone' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=%2Fshared%2F${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Clone to my builds' })).not.toBeInTheDocument();
  });

  it('clones the build for a signed-in user and leads to the saved builds', async () => {
    const user = userEvent.setup();
    renderAt(`/shared/${TOKEN}`, [
      meHandler(TEST_USER),
      sharedBuildHandler(TOKEN, makeSharedBuild()),
      cloneHandler(TOKEN, { title: 'Quiet 1440p Rig' }),
    ]);
    await heading();
    expect(screen.queryByText(/This is your build/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Clone to my builds' }));
    expect(await screen.findByText('Build copied')).toBeInTheDocument();
    expect(screen.getByText('"Quiet 1440p Rig" is now in your saved builds, as a private build.')).toBeInTheDocument();
    // Radix Toast counts its toasts in a transition; until then its region ignores the pointer.
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
    await user.click(screen.getByRole('button', { name: 'View my builds' }));
    await waitFor(() => expect(currentLocation()).toBe('/saved-builds'));
  });

  it("shows the server's message when cloning fails", async () => {
    const user = userEvent.setup();
    renderAt(`/shared/${TOKEN}`, [
      meHandler(TEST_USER),
      sharedBuildHandler(TOKEN, makeSharedBuild()),
      cloneHandler(TOKEN, {
        message: 'You can keep at most 500 saved builds. Delete some to save more.',
        code: 'CONFLICT',
      }),
    ]);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Clone to my builds' }));
    expect(await screen.findByText('Clone failed')).toBeInTheDocument();
    expect(screen.getByText('You can keep at most 500 saved builds. Delete some to save more.')).toBeInTheDocument();
  });

  it('leaves a lost session to the app-wide sign-in flow', async () => {
    const user = userEvent.setup();
    renderAt(`/shared/${TOKEN}`, [
      meHandler(TEST_USER),
      sharedBuildHandler(TOKEN, makeSharedBuild()),
      cloneHandler(TOKEN, { message: SIGN_IN_REQUIRED_MESSAGE, code: 'UNAUTHENTICATED' }),
    ]);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Clone to my builds' }));
    // The app's own client (lib/apollo.ts signInRequiredLink) signs the page out: it shows the guests' way to clone.
    expect(await screen.findByRole('link', { name: 'Sign in to clone' })).toBeInTheDocument();
    expect(screen.queryByText('Clone failed')).not.toBeInTheDocument();
  });

  it('tells the owner it is their build, with a link to their saved builds', async () => {
    renderAt(`/shared/${TOKEN}`, [
      meHandler(TEST_USER),
      sharedBuildHandler(TOKEN, makeSharedBuild({ viewerIsOwner: true })),
    ]);
    await heading();
    expect(screen.getByText(/This is your build/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your saved builds' })).toHaveAttribute('href', '/saved-builds');
    expect(await screen.findByRole('button', { name: 'Clone to my builds' })).toBeInTheDocument();
  });

  it('opens the planner with the budget, build type, resolution and use cases it was planned with', async () => {
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    expect(screen.getByRole('link', { name: 'Open in planner' })).toHaveAttribute(
      'href',
      '/calculator?usecases=gaming&budget=850&buildType=gaming&resolution=1440p',
    );
  });

  it('leaves out what the calculator would not take', async () => {
    const build = makeSharedBuild({ budgetCents: 123400, buildType: 'Custom', screen: null, uses: [] });
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, build)]);
    await heading();
    expect(screen.getByRole('link', { name: 'Open in planner' })).toHaveAttribute('href', '/calculator');
  });

  it('copies the parts list as Markdown with the share link, and shows a toast', async () => {
    const user = userEvent.setup();
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByText('Copied as Markdown')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(MARKDOWN);

    await user.click(screen.getByRole('button', { name: 'Copy as Reddit table' }));
    expect(await screen.findByText('Copied as a Reddit table')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('**GPU** | AMD Radeon RX 7800 XT | $499.99');

    await user.click(screen.getByRole('button', { name: 'Copy as Plain text' }));
    expect(await screen.findByText('Copied as plain text')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('CPU: AMD Ryzen 5 7600 - $199.99');
  });

  it('shows the text in a dialog to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderAt(`/shared/${TOKEN}`, [meHandler(null), sharedBuildHandler(TOKEN, makeSharedBuild())]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the parts list' });
    const text = within(dialog).getByRole('textbox', { name: 'Parts list as Markdown' });
    expect(text).toHaveValue(MARKDOWN);
    expect(text).toHaveAttribute('readonly');
    expect(text).toHaveFocus();
    expect(screen.queryByText('Copied as Markdown')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
