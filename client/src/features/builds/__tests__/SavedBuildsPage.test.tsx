import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { mockPage } from '../../../test/mocks/connection';
import { SIGN_IN_REQUIRED_MESSAGE, TITLE_TOO_LONG } from '@rigforge/common';
import {
  DeleteSavedBuildDocument,
  MySavedBuildsDocument,
  RegenerateShareTokenDocument,
  UpdateSavedBuildDocument,
  type MySavedBuildsQuery,
  type RegenerateShareTokenMutation,
  type UpdateSavedBuildMutation,
  type UpdateSavedBuildMutationVariables,
} from '../builds.generated';
import { browserNavigation } from '../../../lib/navigation';
import { networkError, serverError } from '../../../test/mocks/errors';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { SAVED_BUILDS_PAGE_SIZE } from '../useSavedBuildsList';
import { SavedBuildsPage as SavedBuildsScreen } from '../SavedBuildsPage';

const TOKEN_A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const TOKEN_B = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

function part(type: string, name: string, priceCents: number) {
  return {
    __typename: 'SavedBuildPart',
    type,
    name,
    priceCents,
    customPrice: false,
    componentId: null,
    slug: null,
    locked: false,
    owned: false,
  };
}

function savedBuild(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SavedBuild',
    id: 'b1',
    title: 'Streaming Rig',
    description: 'For 1440p streaming.',
    category: 'Mid-Range Gaming',
    isPublic: true,
    shareToken: TOKEN_A,
    sharePath: `/shared/${TOKEN_A}`,
    totalPriceCents: 123450,
    budgetCents: 130000,
    buildType: 'gaming',
    screen: 'RES_1440P' as const,
    uses: ['GAMING' as const],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    components: [
      part('CPU', 'AMD Ryzen 5 7600', 19999),
      part('GPU', 'NVIDIA GeForce RTX 4070', 54999),
      part('RAM', 'Corsair Vengeance 32GB DDR5', 9950),
      part('Storage', 'Samsung 990 Pro 1TB', 8900),
      part('Power Supply', 'Corsair RM750e', 9602),
    ],
    ...overrides,
  };
}

const BUILD_A = savedBuild();
const BUILD_B = savedBuild({
  id: 'b2',
  title: 'Office Box',
  description: null,
  category: 'Custom Rig',
  isPublic: false,
  shareToken: TOKEN_B,
  sharePath: `/shared/${TOKEN_B}`,
  totalPriceCents: 51200,
  updatedAt: '2024-12-31T23:00:00.000Z',
  components: [part('CPU', 'Intel Core i3-12100', 11200), part('Widget', 'Mystery part', 40000)],
});

function connection(
  nodes: unknown[],
  more: { hasNextPage?: boolean; endCursor?: string | null; totalCount?: number } = {},
) {
  return mockPage('SavedBuildConnection', nodes, more);
}

startMockApi();

/**
 * Answers the page of builds (24, after `more.after` if given) with `nodes`, after `more.delay` ms;
 * other requests fall through.
 */
function listHandler(
  nodes: unknown[],
  more: Parameters<typeof connection>[1] & { after?: string; delay?: number } = {},
) {
  return graphql.query(MySavedBuildsDocument, async ({ variables }) => {
    if (variables.first !== SAVED_BUILDS_PAGE_SIZE || (variables.after ?? undefined) !== more.after) return undefined;
    if (more.delay) await delay(more.delay);
    return HttpResponse.json({
      data: { mySavedBuilds: connection(nodes, more) as unknown as MySavedBuildsQuery['mySavedBuilds'] },
    });
  });
}

/** What the server says when the session is gone (common's SIGN_IN_REQUIRED_MESSAGE). */
const unauthenticated = () => serverError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);

/** The page signed in as TEST_USER, with the answers `handlers` give (the first that matches answers). */
async function renderPage(handlers: RequestHandler[]) {
  server.use(meHandler(TEST_USER), ...handlers);
  renderWithApi(<SavedBuildsScreen />, { at: '/saved-builds' });
  await screen.findByRole('heading', { level: 1, name: 'Saved Builds' });
}

async function renderWithBuilds(handlers: RequestHandler[] = []) {
  await renderPage([listHandler([BUILD_A, BUILD_B]), ...handlers]);
  return screen.findByRole('article', { name: 'Streaming Rig' });
}

/** Answers the edit of build b1 as `answer` does, recording what was sent. */
function answerUpdate(answer: (variables: UpdateSavedBuildMutationVariables) => Response | Promise<Response>) {
  const seen: UpdateSavedBuildMutationVariables[] = [];
  const handler = graphql.mutation(UpdateSavedBuildDocument, ({ variables }) => {
    seen.push(variables);
    return answer(variables);
  });
  return { seen, handler };
}

/** Answers the deletion of build b1 with `answer`, recording the ids sent. */
function answerDelete(answer: () => Response) {
  const seen: string[] = [];
  const handler = graphql.mutation(DeleteSavedBuildDocument, ({ variables }) => {
    seen.push(String(variables.id));
    return answer();
  });
  return { seen, handler };
}

/** A click as a browser does it: the button takes focus first (dialogs give it back on closing). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

function setClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('SavedBuildsPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("asks a guest to sign in with a 'Sign In Required' card", async () => {
    renderWithApi(<SavedBuildsScreen />, { at: '/saved-builds' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByText('You need to sign in to view your saved builds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsaved-builds',
    );
    expect(screen.queryByRole('heading', { name: 'Saved Builds' })).not.toBeInTheDocument();
    expect(document.title).toBe('RigForge - Saved Builds');
  });

  it('shows the heading, the subtitle and exactly 6 placeholder cards while loading', async () => {
    await renderPage([listHandler([BUILD_A], { delay: 60_000 })]);
    expect(screen.getByText('Manage your custom PC builds')).toBeInTheDocument();
    expect(screen.getByText('Loading your saved builds...')).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('saved-build-placeholder')).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'No Saved Builds Yet' with a 'Start Building' link to /guides when there are none", async () => {
    await renderPage([listHandler([])]);
    expect(await screen.findByRole('heading', { name: 'No Saved Builds Yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first build using the PC Builder Calculator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/guides');
    expect(screen.queryAllByTestId('saved-build-placeholder')).toHaveLength(0);
  });

  it('shows a card per build: icon, title, description, badges, total, date and the first 3 components', async () => {
    const card = await renderWithBuilds();
    expect(screen.getByTestId('saved-builds-count')).toHaveTextContent('2 saved builds');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    expect(within(card).getByText('For 1440p streaming.')).toBeInTheDocument();
    expect(within(card).getByText('Mid-Range Gaming')).toBeInTheDocument();
    expect(within(card).getByText('Public')).toBeInTheDocument();
    expect(within(card).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(card).getByText('Mar 5, 2025')).toHaveAttribute('datetime', '2025-03-05T10:00:00.000Z');
    expect(card.querySelector('[data-tier]')).toHaveAttribute('data-tier', 'blue');

    const list = within(card).getByRole('list', { name: 'Components of Streaming Rig' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('AMD Ryzen 5 7600')).toBeInTheDocument();
    expect(within(list).getByText('$199.99')).toBeInTheDocument();
    expect(within(list).queryByText('Corsair RM750e')).not.toBeInTheDocument();

    const more = within(card).getByRole('button', { name: 'Show 2 more components' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Corsair RM750e')).toBeInTheDocument();
    expect(within(list).getByText('Power Supply')).toBeInTheDocument();
    const less = within(card).getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const other = screen.getByRole('article', { name: 'Office Box' });
    expect(within(other).getByText('Custom Rig')).toBeInTheDocument();
    expect(within(other).getByText('Private')).toBeInTheDocument();
    expect(within(other).getByText('$512.00')).toBeInTheDocument();
    expect(within(other).getByText('Dec 31, 2024')).toBeInTheDocument();
    expect(other.querySelector('[data-tier]')).toHaveAttribute('data-tier', 'neutral');
    expect(within(other).queryByRole('button', { name: /more component/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Office Box' })).toHaveAttribute('href', `/shared/${TOKEN_B}`);
    for (const action of ['Edit', 'Share', 'Delete']) {
      expect(within(other).getByRole('button', { name: `${action} Office Box` })).toBeEnabled();
    }
  });

  it("says 'Show 1 more component' for a single hidden component", async () => {
    await renderPage([listHandler([savedBuild({ components: BUILD_A.components.slice(0, 4) })])]);
    const card = await screen.findByRole('article', { name: 'Streaming Rig' });
    expect(within(card).getByRole('button', { name: 'Show 1 more component' })).toBeInTheDocument();
  });

  it("loads 24 at a time and appends the next page with 'Load more'", async () => {
    const BUILD_C = savedBuild({ id: 'b3', title: 'Third Build', shareToken: 'C'.repeat(32) });
    await renderPage([
      listHandler([BUILD_A, BUILD_B], { hasNextPage: true, endCursor: 'cursor-1', totalCount: 3 }),
      listHandler([BUILD_C], { after: 'cursor-1', totalCount: 3 }),
    ]);
    expect(await screen.findByText('Showing 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('saved-builds-count')).toHaveTextContent('3 saved builds');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Third Build' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the builds cannot be loaded', async () => {
    let failed = false;
    await renderPage([
      // The first request gets no answer (offline); the retry gets the list.
      graphql.query(MySavedBuildsDocument, () => {
        if (failed) return undefined;
        failed = true;
        return networkError();
      }),
      listHandler([BUILD_A]),
    ]);
    expect(await screen.findByText('Could not load your saved builds')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Streaming Rig' })).toBeInTheDocument();
  });

  describe('Edit', () => {
    const variables = { id: 'b1', title: 'Renamed Rig', description: 'For 1440p streaming.', isPublic: false };

    async function openEdit(handlers: RequestHandler[]) {
      const card = await renderWithBuilds(handlers);
      press(within(card).getByRole('button', { name: 'Edit Streaming Rig' }));
      return screen.getByRole('dialog', { name: 'Edit Build' });
    }

    it("opens pre-filled, saves with 'Saving...' and says 'Build Updated'", async () => {
      const update = answerUpdate(async () => {
        // Long enough to see 'Saving...'.
        await delay(50);
        return HttpResponse.json({
          data: {
            updateSavedBuild: {
              ...BUILD_A,
              title: 'Renamed Rig',
              isPublic: false,
            } as UpdateSavedBuildMutation['updateSavedBuild'],
          },
        });
      });
      const dialog = await openEdit([update.handler]);
      const title = within(dialog).getByRole('textbox', { name: 'Title' });
      expect(title).toHaveValue('Streaming Rig');
      expect(title).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('For 1440p streaming.');
      const visibility = within(dialog).getByRole('switch', { name: 'Make this build public' });
      expect(visibility).toHaveAttribute('aria-checked', 'true');

      fireEvent.change(title, { target: { value: '   ' } });
      press(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByText('Title cannot be empty.')).toBeInTheDocument();
      expect(title).toHaveFocus();
      expect(title).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(title, { target: { value: '  Renamed Rig ' } });
      fireEvent.click(visibility);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      // The answer comes over HTTP: on a busy machine it may take longer than findBy's default second.
      expect(await screen.findByText('Build Updated', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByText('Your build has been updated successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Edit Build' })).not.toBeInTheDocument();
      const card = screen.getByRole('article', { name: 'Renamed Rig' });
      expect(within(card).getByText('Private')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit Renamed Rig' })).toHaveFocus();
      expect(update.seen).toEqual([variables]);
    });

    it("says 'Update Failed' with the server's message and keeps the dialog open", async () => {
      const update = answerUpdate(() => serverError('BAD_USER_INPUT', TITLE_TOO_LONG));
      const dialog = await openEdit([update.handler]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText(TITLE_TOO_LONG)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Build' })).toBeInTheDocument();
      expect(update.seen).toEqual([variables]);
    });

    it("says 'Failed to update build' when the request fails without a message", async () => {
      const update = answerUpdate(() => networkError());
      const dialog = await openEdit([update.handler]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to update build')).toBeInTheDocument();
      expect(update.seen).toEqual([variables]);
    });

    it('leaves a lost session to the sign-in handler: no failure toast', async () => {
      const update = answerUpdate(async () => {
        await delay(50);
        return unauthenticated();
      });
      const dialog = await openEdit([update.handler]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      // The app's own client (lib/apollo.ts signInRequiredLink) signs the page out.
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
      expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
      expect(update.seen).toEqual([variables]);
    });

    it('resets the share link after a confirmation', async () => {
      const NEW_TOKEN = 'N'.repeat(32);
      const reset: string[] = [];
      const dialog = await openEdit([
        graphql.mutation(RegenerateShareTokenDocument, ({ variables }) => {
          reset.push(String(variables.id));
          return HttpResponse.json({
            data: {
              regenerateShareToken: {
                __typename: 'SavedBuild',
                id: 'b1',
                shareToken: NEW_TOKEN,
                sharePath: `/shared/${NEW_TOKEN}`,
                updatedAt: '2025-03-06T10:00:00.000Z',
              } as RegenerateShareTokenMutation['regenerateShareToken'],
            },
          });
        }),
      ]);
      expect(within(dialog).getByText(/Old links stop working/)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset share link' }));
      const keep = within(dialog).getByRole('button', { name: 'Keep current link' });
      expect(keep).toHaveFocus();
      fireEvent.click(keep);
      expect(within(dialog).getByRole('button', { name: 'Reset share link' })).toHaveFocus();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset share link' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
      expect(await screen.findByText('Share Link Reset')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('link', { name: 'Streaming Rig' })).toHaveAttribute('href', `/shared/${NEW_TOKEN}`);
      expect(reset).toEqual(['b1']);
    });
  });

  describe('Share', () => {
    it("copies the absolute share link and says 'Share Link Copied'", async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      setClipboard(writeText);
      const open = jest.spyOn(browserNavigation, 'openInNewTab').mockImplementation(() => undefined);
      const card = await renderWithBuilds();
      fireEvent.click(within(card).getByRole('button', { name: 'Share Streaming Rig' }));
      expect(await screen.findByText('Share Link Copied')).toBeInTheDocument();
      expect(screen.getByText('The share link has been copied to your clipboard')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${TOKEN_A}`);
      expect(open).not.toHaveBeenCalled();
    });

    it('opens the link in a new tab when copying fails', async () => {
      setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
      const open = jest.spyOn(browserNavigation, 'openInNewTab').mockImplementation(() => undefined);
      const card = await renderWithBuilds();
      fireEvent.click(within(card).getByRole('button', { name: 'Share Streaming Rig' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(`${window.location.origin}/shared/${TOKEN_A}`));
      expect(screen.queryByText('Share Link Copied')).not.toBeInTheDocument();
    });
  });

  describe('Delete', () => {
    async function openDelete(handlers: RequestHandler[]) {
      const card = await renderWithBuilds(handlers);
      press(within(card).getByRole('button', { name: 'Delete Streaming Rig' }));
      return screen.getByRole('alertdialog', { name: 'Delete this build?' });
    }

    it("confirms in an alertdialog naming the build, then removes the card and says 'Build Deleted'", async () => {
      const deletion = answerDelete(() => HttpResponse.json({ data: { deleteSavedBuild: 'b1' } }));
      const dialog = await openDelete([deletion.handler]);
      expect(dialog).toHaveTextContent('“Streaming Rig” will be permanently deleted');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Streaming Rig' })).toHaveFocus());

      press(screen.getByRole('button', { name: 'Delete Streaming Rig' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Build' }));
      expect(await screen.findByText('Build Deleted')).toBeInTheDocument();
      expect(screen.getByText('Your build has been deleted successfully')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Streaming Rig' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Office Box' })).toBeInTheDocument();
      expect(screen.getByTestId('saved-builds-count')).toHaveTextContent('1 saved build');
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Saved Builds' })).toHaveFocus());
      expect(deletion.seen).toEqual(['b1']);
    });

    it("says 'Delete Failed' with the server's message, and keeps the card", async () => {
      // builds.policy.ts BUILD_NOT_FOUND.
      const deletion = answerDelete(() => serverError('NOT_FOUND', 'Saved build not found.'));
      const dialog = await openDelete([deletion.handler]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
      expect(screen.getByText('Saved build not found.')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Streaming Rig' })).toBeInTheDocument();
      expect(deletion.seen).toEqual(['b1']);
    });

    it("says 'Failed to delete build' when the request fails without a message", async () => {
      const deletion = answerDelete(() => networkError());
      const dialog = await openDelete([deletion.handler]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      expect(await screen.findByText('Failed to delete build')).toBeInTheDocument();
      expect(deletion.seen).toEqual(['b1']);
    });

    it('leaves a lost session to the sign-in handler: no failure toast', async () => {
      const deletion = answerDelete(unauthenticated);
      const dialog = await openDelete([deletion.handler]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      // The app's own client (lib/apollo.ts signInRequiredLink) signs the page out.
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(deletion.seen).toEqual(['b1']);
      expect(screen.queryByText('Delete Failed')).not.toBeInTheDocument();
      expect(screen.queryByText('Failed to delete build')).not.toBeInTheDocument();
    });
  });
});
