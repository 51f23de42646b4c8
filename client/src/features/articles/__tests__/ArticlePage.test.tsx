import { screen, within } from '@testing-library/react';
import { graphql } from 'msw';
import { ArticleDocument } from '../articles.generated';
import { networkError, serverError } from '../../../test/mocks/errors';
import { articleHandler } from '../../../test/mocks/handlers/articles';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { ArticlePage } from '../ArticlePage';

const SLUG = 'how-to-choose-a-power-supply';

const related = (slug: string, title: string) => ({
  __typename: 'Article' as const,
  id: `id-${slug}`,
  slug,
  category: 'Power',
  title,
  description: `About ${title}`,
  readingMinutes: 3,
});

const ARTICLE = {
  __typename: 'Article' as const,
  id: 'a1',
  slug: SLUG,
  category: 'Power',
  title: 'How to Choose a Power Supply',
  description: 'Size a PSU properly.',
  excerpt: 'The power supply is the one part that can take the rest with it.',
  content:
    "## Start from the card maker's number\n\nNVIDIA lists **650 W**. <img src=x onerror=alert(1)>\n\n- one\n- two",
  tags: ['psu', 'atx 3.1'],
  author: 'RigForge Team',
  readingMinutes: 4,
  publishedAt: '2025-09-02T09:00:00.000Z',
  updatedAt: '2025-09-03T09:00:00.000Z',
  related: [related('cable-management-and-12v-2x6-care', 'Cable Management')],
};

startMockApi();

/** The page at /articles/`slug`, as a guest. */
function renderAt(slug = SLUG) {
  return renderWithApi({ '/articles/:slug': <ArticlePage /> }, { at: `/articles/${slug}` });
}

describe('ArticlePage', () => {
  it('shows the article with its Markdown rendered safely, meta, tags and related links', async () => {
    server.use(articleHandler(ARTICLE));
    renderAt();
    expect(screen.getByText('Loading article...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Choose a Power Supply' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - How to Choose a Power Supply');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Size a PSU properly.');
    expect(screen.getByRole('heading', { level: 2, name: "Start from the card maker's number" })).toBeInTheDocument();
    expect(screen.getByText('650 W').tagName).toBe('STRONG');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('Updated Sep 3, 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    const relatedSection = screen.getByRole('region', { name: 'Related articles' });
    expect(within(relatedSection).getByRole('link', { name: /Cable Management/ })).toHaveAttribute(
      'href',
      '/articles/cable-management-and-12v-2x6-care',
    );
    expect(screen.getByRole('link', { name: /Browse build guides/ })).toHaveAttribute('href', '/guides');
  });

  it('shows the not-found state for an unknown or malformed slug', async () => {
    server.use(articleHandler(null, 'nope'));
    renderAt('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Article not found');
  });

  it('treats a refused slug as not found, and another failure as a load error', async () => {
    server.use(
      graphql.query(ArticleDocument, ({ variables }) =>
        variables.slug === 'BAD'
          ? serverError('BAD_USER_INPUT', 'Slug may contain only lowercase letters, digits and hyphens')
          : undefined,
      ),
    );
    renderAt('BAD');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    server.use(graphql.query(ArticleDocument, () => networkError()));
    renderAt();
    expect(await screen.findByText("We couldn't load this article.")).toBeInTheDocument();
  });
});
