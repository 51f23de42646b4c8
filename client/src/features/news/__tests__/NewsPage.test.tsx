import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, type RequestHandler } from 'msw';
import { NewsPageDocument } from '../news.generated';
import { networkError } from '../../../test/mocks/errors';
import { newsPageHandler, newsStatsHandler, recordViewHandler } from '../../../test/mocks/handlers/news';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi } from '../../../test/render';
import { READ_NEWS_STORAGE_KEY, resetReadNewsMemory } from '../../../lib/read-news';
import { NewsPage } from '../NewsPage';
import { makeNewsItem } from './fixtures';

startMockApi();

/** The comments feature's section stands apart (the app hands it in): a stand-in that names its item. */
function CommentsStandIn({ newsId, newsTitle }: { newsId: string; newsTitle: string }) {
  return (
    <section aria-label={`Comments on ${newsTitle}`}>
      <p>Thread of {newsId}</p>
    </section>
  );
}

/** The page as a guest, with the news totals and the answers `handlers` give. */
function renderNews(handlers: RequestHandler[], at = '/news') {
  server.use(newsStatsHandler(), ...handlers);
  return renderWithApi({ '/news': <NewsPage Comments={CommentsStandIn} /> }, { at });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('NewsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReadNewsMemory();
  });

  it('shows placeholders, then cards with source, date, excerpt, image and View Source', async () => {
    renderNews([newsPageHandler(null, [makeNewsItem(1), makeNewsItem(2, { source: 'INTEL', imageUrl: null })])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Hardware News' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Latest Hardware News');
    expect(screen.getByText('Loading news...')).toHaveAttribute('role', 'status');

    expect(await screen.findByText('Showing 2 of 2 stories')).toBeInTheDocument();
    const first = within(card('Story number 1'));
    expect(first.getByText('NVIDIA')).toBeInTheDocument();
    expect(first.getByText('Mar 05, 2025')).toHaveAttribute('datetime', '2025-03-05T10:00:00.000Z');
    expect(first.getByText('The short version of story 1.')).toBeInTheDocument();
    const image = first.getByRole('img', { name: 'Illustration for story 1' });
    expect(image).toHaveAttribute('src', '/news/story-1.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    const source = first.getByRole('link', { name: /View Source/ });
    expect(source).toHaveAttribute('href', 'https://example.com/newsroom/1');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(within(card('Story number 2')).getByText('Intel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks unread items NEW; the first click clears it, stores readNews and records one view', async () => {
    const user = userEvent.setup();
    localStorage.setItem(READ_NEWS_STORAGE_KEY, JSON.stringify(['news-2']));
    const views: string[] = [];
    renderNews([newsPageHandler(null, [makeNewsItem(1), makeNewsItem(2)]), recordViewHandler('news-1', 11, views)]);
    await screen.findByText('Showing 2 of 2 stories');
    expect(within(card('Story number 1')).getByText('NEW')).toBeInTheDocument();
    expect(within(card('Story number 2')).queryByText('NEW')).not.toBeInTheDocument();
    expect(within(card('Story number 1')).getByText('10 views')).toBeInTheDocument();

    await user.click(within(card('Story number 1')).getByRole('button', { name: /Read more/ }));
    expect(within(card('Story number 1')).queryByText('NEW')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(READ_NEWS_STORAGE_KEY) ?? '[]')).toEqual(['news-2', 'news-1']);
    // The full article, through the safe Markdown renderer.
    expect(within(card('Story number 1')).getByRole('heading', { name: 'What happened' })).toBeInTheDocument();
    expect(within(card('Story number 1')).getByText('long')).toContainHTML('<strong>long</strong>');
    // The view is recorded and the card's count follows.
    expect(await within(card('Story number 1')).findByText('11 views')).toBeInTheDocument();

    await user.click(within(card('Story number 1')).getByRole('button', { name: /Show less/ }));
    expect(views).toEqual(['news-1']);
  });

  it('keeps working when storage fails: the badge goes, a warning is logged', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderNews([newsPageHandler(null, [makeNewsItem(1)]), recordViewHandler('news-1', 11, [])]);
    await screen.findByText('Showing 1 of 1 story');
    await user.click(within(card('Story number 1')).getByRole('button', { name: /Read more/ }));
    expect(within(card('Story number 1')).queryByText('NEW')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not write "readNews"'), expect.any(Error));
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('opens one comment panel at a time', async () => {
    const user = userEvent.setup();
    renderNews([
      newsPageHandler(null, [makeNewsItem(1), makeNewsItem(2)]),
      recordViewHandler('news-1', 11, []),
      recordViewHandler('news-2', 21, []),
    ]);
    await screen.findByText('Showing 2 of 2 stories');
    const toggle1 = within(card('Story number 1')).getByRole('button', { name: /Show Comments/ });
    await user.click(toggle1);
    expect(toggle1).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Comments on Story number 1' })).toBeInTheDocument();
    expect(screen.getByText('Thread of news-1')).toBeInTheDocument();

    await user.click(within(card('Story number 2')).getByRole('button', { name: /Show Comments/ }));
    expect(await screen.findByRole('region', { name: 'Comments on Story number 2' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comments on Story number 1' })).not.toBeInTheDocument();
    expect(within(card('Story number 1')).getByRole('button', { name: /Show Comments/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(within(card('Story number 2')).getByRole('button', { name: /Hide Comments/ }));
    expect(screen.queryByRole('region', { name: /Comments on/ })).not.toBeInTheDocument();
  });

  it('filters by source from the side column, keeps it in the address and clears it on a second click', async () => {
    const user = userEvent.setup();
    renderNews([
      newsPageHandler(null, [makeNewsItem(1), makeNewsItem(2, { source: 'AMD' })]),
      newsPageHandler('AMD', [makeNewsItem(2, { source: 'AMD' })]),
    ]);
    await screen.findByText('Showing 2 of 2 stories');
    const sources = within(screen.getByRole('complementary', { name: 'News sources and stats' }));
    expect(await sources.findByRole('button', { name: 'NVIDIA 2 items' })).toHaveAttribute('aria-pressed', 'false');
    expect(sources.getByRole('button', { name: 'Intel 0 items' })).toBeInTheDocument();
    expect(sources.getByText('1,234')).toBeInTheDocument();
    expect(sources.getByText('56')).toBeInTheDocument();
    expect(sources.getByText('Mar 07, 2025')).toBeInTheDocument();

    await user.click(sources.getByRole('button', { name: 'AMD 1 item' }));
    expect(await screen.findByText('Showing 1 of 1 story from AMD')).toBeInTheDocument();
    expect(currentLocation()).toBe('/news?source=amd');
    expect(sources.getByRole('button', { name: 'AMD 1 item' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(sources.getByRole('button', { name: 'AMD 1 item' }));
    expect(await screen.findByText('Showing 2 of 2 stories')).toBeInTheDocument();
    expect(currentLocation()).toBe('/news');
  });

  it('reads the source from the address and offers all sources when it has none', async () => {
    const user = userEvent.setup();
    renderNews([newsPageHandler('X', []), newsPageHandler(null, [makeNewsItem(1)])], '/news?source=x');
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all sources' }));
    expect(await screen.findByText('Showing 1 of 1 story')).toBeInTheDocument();
  });

  it('opens the story a link names (/news?item={slug}) in full and scrolls to it', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderNews([newsPageHandler(null, [makeNewsItem(1), makeNewsItem(2)])], '/news?item=story-2');
      expect(await screen.findByText('Showing 2 of 2 stories')).toBeInTheDocument();
      expect(within(card('Story number 2')).getByRole('button', { name: /^Show less/ })).toBeInTheDocument();
      expect(within(card('Story number 1')).getByRole('button', { name: /^Read more/ })).toBeInTheDocument();
      expect(scrolled).toEqual([card('Story number 2')]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a retryable error when the list fails', async () => {
    renderNews([graphql.query(NewsPageDocument, () => networkError())]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the news.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("offers 'Load more' when the list has more", async () => {
    renderNews([newsPageHandler(null, [makeNewsItem(1)], { hasNextPage: true, totalCount: 30 })]);
    expect(await screen.findByText('Showing 1 of 30 stories')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
  });
});
