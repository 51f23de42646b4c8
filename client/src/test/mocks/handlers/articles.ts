import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import { ArticleDocument, type ArticleQuery } from '../../../features/articles/articles.generated';
import { ArticleLinksDocument, type ArticleLinksQuery } from '../../../lib/articles.generated';

/** Answers the article `slug` with `article` (named by type, as the server answers); other slugs fall through. */
export function articleHandler(article: ArticleQuery['article'], slug = article?.slug) {
  return graphql.query(ArticleDocument, ({ variables }) =>
    variables.slug === slug ? HttpResponse.json({ data: { article } }) : undefined,
  );
}

/** Answers the article links (any category) with `articles`. */
export function articleLinksHandler(articles: NonNullable<ArticleLinksQuery['articles']>['nodes']) {
  return graphql.query(ArticleLinksDocument, () =>
    HttpResponse.json({ data: { articles: mockPage('ArticleConnection', articles) } }),
  );
}

/** Articles: none published (an unknown slug is null, as the server answers). */
export const articleHandlers = [
  graphql.query(ArticleDocument, () => HttpResponse.json({ data: { article: null } })),
  articleLinksHandler([]),
];
