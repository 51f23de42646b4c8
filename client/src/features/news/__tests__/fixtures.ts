import { type NewsCardFieldsFragment } from '../news.generated';
import { NEWS_SOURCE_LABELS as LABELS } from '../../../test/mocks/handlers/news';

export function makeNewsItem(n: number, overrides: Partial<NewsCardFieldsFragment> = {}): NewsCardFieldsFragment {
  const source = overrides.source ?? 'NVIDIA';
  return {
    __typename: 'NewsItem',
    id: `news-${n}`,
    slug: `story-${n}`,
    source,
    sourceLabel: LABELS[source],
    title: `Story number ${n}`,
    excerpt: `The short version of story ${n}.`,
    content: `## What happened\n\nThe **long** version of story ${n}.\n\n- first point\n- second point`,
    imageUrl: `/news/story-${n}.svg`,
    imageAlt: `Illustration for story ${n}`,
    sourceUrl: `https://example.com/newsroom/${n}`,
    publishedAt: '2025-03-05T10:00:00.000Z',
    views: 10 * n,
    commentCount: n,
    ...overrides,
  } as NewsCardFieldsFragment;
}
