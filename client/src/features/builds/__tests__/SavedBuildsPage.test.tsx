import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type MockLink } from '@apollo/client/testing';
import {
  DeleteSavedBuildDocument,
  MySavedBuildsDocument,
  RegenerateShareTokenDocument,
  UpdateSavedBuildDocument,
} from '../builds.generated';
import { browserNavigation } from '../../../lib/navigation';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { SAVED_BUILDS_PAGE_SIZE } from '../useSavedBuildsList';
import { SavedBuildsPage as SavedBuildsScreen } from '../SavedBuildsPage';

const TOKEN_A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const TOKEN_B = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

function part(type: string, name: string, priceCents: number) {
  return { __typename: 'SavedBuildPart', type, name, priceCents, customPrice: false, componentId: null, slug: null };
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
    resolution: '1440p',
    useCases: ['gaming'],
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
  return {
    __typename: 'SavedBuildConnection',
    totalCount: more.totalCount ?? nodes.length,
    endCursor: more.endCursor ?? null,
    hasNextPage: more.hasNextPage ?? false,
    nodes,
  };
}

function listMock(
  nodes: unknown[],
  more: Parameters<typeof connection>[1] & { after?: string; delay?: number } = {},
): MockLink.MockedResponse {
  const variables = more.after
    ? { first: SAVED_BUILDS_PAGE_SIZE, after: more.after }
    : { first: SAVED_BUILDS_PAGE_SIZE };
  return {
    request: { query: MySavedBuildsDocument, variables },
    result: { data: { mySavedBuilds: connection(nodes, more) } },
    delay: more.delay,
  };
}

const UNAUTHENTICATED = { message: '401: Unauthorized', extensions: { code: 'UNAUTHENTICATED' } };

async function renderPage(mocks: MockLink.MockedResponse[]) {
  renderApp(<SavedBuildsScreen />, { at: '/saved-builds', mocks: [meMock(TEST_USER), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Saved Builds' });
}

async function renderWithBuilds(mocks: MockLink.MockedResponse[] = []) {
  await renderPage([listMock([BUILD_A, BUILD_B]), ...mocks]);
  return screen.findByRole('article', { name: 'Streaming Rig' });
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
    renderApp(<SavedBuildsScreen />, { at: '/saved-builds', mocks: [meMock(null)] });
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
    await renderPage([listMock([BUILD_A], { delay: 60_000 })]);
    expect(screen.getByText('Manage your custom PC builds')).toBeInTheDocument();
    expect(screen.getByText('Loading your saved builds...')).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('saved-build-placeholder')).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'No Saved Builds Yet' with a 'Start Building' link to /guides when there are none", async () => {
    await renderPage([listMock([])]);
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
    await renderPage([listMock([savedBuild({ components: BUILD_A.components.slice(0, 4) })])]);
    const card = await screen.findByRole('article', { name: 'Streaming Rig' });
    expect(within(card).getByRole('button', { name: 'Show 1 more component' })).toBeInTheDocument();
  });

  it("loads 24 at a time and appends the next page with 'Load more'", async () => {
    const BUILD_C = savedBuild({ id: 'b3', title: 'Third Build', shareToken: 'C'.repeat(32) });
    await renderPage([
      listMock([BUILD_A, BUILD_B], { hasNextPage: true, endCursor: 'cursor-1', totalCount: 3 }),
      listMock([BUILD_C], { after: 'cursor-1', totalCount: 3 }),
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
    await renderPage([
      {
        request: { query: MySavedBuildsDocument, variables: { first: SAVED_BUILDS_PAGE_SIZE } },
        error: new Error('offline'),
      },
      listMock([BUILD_A]),
    ]);
    expect(await screen.findByText('Could not load your saved builds')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Streaming Rig' })).toBeInTheDocument();
  });

  describe('Edit', () => {
    const variables = { id: 'b1', title: 'Renamed Rig', description: 'For 1440p streaming.', isPublic: false };

    async function openEdit(mocks: MockLink.MockedResponse[]) {
      const card = await renderWithBuilds(mocks);
      press(within(card).getByRole('button', { name: 'Edit Streaming Rig' }));
      return screen.getByRole('dialog', { name: 'Edit Build' });
    }

    it("opens pre-filled, saves with 'Saving...' and says 'Build Updated'", async () => {
      const dialog = await openEdit([
        {
          request: { query: UpdateSavedBuildDocument, variables },
          result: { data: { updateSavedBuild: { ...BUILD_A, title: 'Renamed Rig', isPublic: false } } },
          delay: 50,
        },
      ]);
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
      expect(await screen.findByText('Build Updated')).toBeInTheDocument();
      expect(screen.getByText('Your build has been updated successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Edit Build' })).not.toBeInTheDocument();
      const card = screen.getByRole('article', { name: 'Renamed Rig' });
      expect(within(card).getByText('Private')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit Renamed Rig' })).toHaveFocus();
    });

    it("says 'Update Failed' with the server's message and keeps the dialog open", async () => {
      const dialog = await openEdit([
        {
          request: { query: UpdateSavedBuildDocument, variables },
          result: {
            errors: [{ message: 'Title must be at most 100 characters', extensions: { code: 'BAD_USER_INPUT' } }],
          },
        },
      ]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('Title must be at most 100 characters')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Build' })).toBeInTheDocument();
    });

    it("says 'Failed to update build' when the request fails without a message", async () => {
      const dialog = await openEdit([
        { request: { query: UpdateSavedBuildDocument, variables }, error: new Error('offline') },
      ]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to update build')).toBeInTheDocument();
    });

    it('leaves a lost session to the sign-in handler: no failure toast', async () => {
      const dialog = await openEdit([
        { request: { query: UpdateSavedBuildDocument, variables }, result: { errors: [UNAUTHENTICATED] } },
      ]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed Rig' } });
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this build public' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
      expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
    });

    it('resets the share link after a confirmation', async () => {
      const NEW_TOKEN = 'N'.repeat(32);
      const dialog = await openEdit([
        {
          request: { query: RegenerateShareTokenDocument, variables: { id: 'b1' } },
          result: {
            data: {
              regenerateShareToken: {
                __typename: 'SavedBuild',
                id: 'b1',
                shareToken: NEW_TOKEN,
                sharePath: `/shared/${NEW_TOKEN}`,
                updatedAt: '2025-03-06T10:00:00.000Z',
              },
            },
          },
        },
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
    async function openDelete(mocks: MockLink.MockedResponse[]) {
      const card = await renderWithBuilds(mocks);
      press(within(card).getByRole('button', { name: 'Delete Streaming Rig' }));
      return screen.getByRole('alertdialog', { name: 'Delete this build?' });
    }

    it("confirms in an alertdialog naming the build, then removes the card and says 'Build Deleted'", async () => {
      const dialog = await openDelete([
        {
          request: { query: DeleteSavedBuildDocument, variables: { id: 'b1' } },
          result: { data: { deleteSavedBuild: 'b1' } },
        },
      ]);
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
    });

    it("says 'Delete Failed' with the server's message, and keeps the card", async () => {
      const dialog = await openDelete([
        {
          request: { query: DeleteSavedBuildDocument, variables: { id: 'b1' } },
          result: { errors: [{ message: 'Saved build not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
      expect(screen.getByText('Saved build not found')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Streaming Rig' })).toBeInTheDocument();
    });

    it("says 'Failed to delete build' when the request fails without a message", async () => {
      const dialog = await openDelete([
        { request: { query: DeleteSavedBuildDocument, variables: { id: 'b1' } }, error: new Error('offline') },
      ]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      expect(await screen.findByText('Failed to delete build')).toBeInTheDocument();
    });

    it('leaves a lost session to the sign-in handler: no failure toast', async () => {
      const dialog = await openDelete([
        {
          request: { query: DeleteSavedBuildDocument, variables: { id: 'b1' } },
          result: { errors: [UNAUTHENTICATED] },
        },
      ]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Build' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByText('Delete Failed')).not.toBeInTheDocument();
      expect(screen.queryByText('Failed to delete build')).not.toBeInTheDocument();
    });
  });
});
