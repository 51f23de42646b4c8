import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@rigforge/common';

export enum SearchGroupKind {
  ARTICLES = 'articles',
  NEWS = 'news',
  GUIDES = 'guides',
  COMPONENTS = 'components',
}
registerEnumType(SearchGroupKind, {
  name: 'SearchGroupKind',
  description: 'A group of the combined search',
  valuesConfig: {
    ARTICLES: { description: 'Hardware articles' },
    NEWS: { description: 'News items' },
    GUIDES: { description: 'Build guides' },
    COMPONENTS: { description: 'Catalog parts' },
  },
});

@ArgsType()
export class SearchArgs {
  @Field(() => String, {
    description: 'What the user typed: words (stemmed, the last one also as a prefix), "quoted phrases", -excluded, or',
  })
  @IsString()
  q: string;

  @Field(() => Int, {
    defaultValue: SEARCH_DEFAULT_LIMIT,
    description: `Results per group, at most ${SEARCH_MAX_LIMIT} (components at most 8)`,
  })
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_MAX_LIMIT, { message: `limit must be at most ${SEARCH_MAX_LIMIT}` })
  limit: number = SEARCH_DEFAULT_LIMIT;
}

@ObjectType({ description: 'One search result', simpleResolvers: true })
export class SearchHit {
  @Field({ description: 'The slug of the article, news item, guide or component' })
  slug: string;

  @Field({ description: 'The plain title (or component name)' })
  title: string;

  @Field({
    description:
      'The title with matched words between U+0002 and U+0003 (plain text otherwise: render the marked runs as highlights, never as HTML)',
  })
  titleHighlight: string;

  @Field({
    description:
      'A short excerpt around the matches, marked like titleHighlight; plain text with Markdown syntax removed',
  })
  snippet: string;

  @Field({ description: 'Category (articles, guides), source (news) or part type and brand (components)' })
  label: string;

  @Field(() => Date, { nullable: true, description: 'Published (articles, news) or created (guides)' })
  date: Date | null;
}

@ObjectType({ description: 'The results of one kind', simpleResolvers: true })
export class SearchGroup {
  @Field(() => SearchGroupKind, { description: 'What the group holds' }) kind: SearchGroupKind;
  @Field({ description: 'Articles, News, Build Guides or Components' }) label: string;
  @Field(() => Int, { description: 'How many match in all (hits holds at most limit of them)' }) totalCount: number;
  @Field(() => [SearchHit], { description: 'Best first' }) hits: SearchHit[];
}

@ObjectType({
  description: 'The combined search over articles, news, build guides and components',
  simpleResolvers: true,
})
export class SearchResult {
  @Field({ description: 'The search text as understood (white space collapsed)' }) query: string;
  @Field(() => Int, { description: 'Matches over every group' }) totalCount: number;
  @Field(() => [SearchGroup], {
    description: 'Always the four groups, in the order articles, news, guides, components',
  })
  groups: SearchGroup[];
}
