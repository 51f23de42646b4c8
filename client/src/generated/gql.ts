/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment BuildFactsFields on SavedBuild {\n  budgetCents\n  buildType\n  resolution\n  useCases\n}': typeof types.BuildFactsFieldsFragmentDoc;
  'fragment CompatibilityReportFields on CompatibilityReport {\n  compatible\n  estimatedWattage\n  recommendedPsuWattage\n  unchecked\n  checks {\n    id\n    label\n    status\n    message\n  }\n}': typeof types.CompatibilityReportFieldsFragmentDoc;
  'fragment PartCardFields on BuildPart {\n  slug\n  name\n  type\n  priceCents\n  reason\n}': typeof types.PartCardFieldsFragmentDoc;
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}': typeof types.GuideCardFieldsFragmentDoc;
  'query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}': typeof types.BellNewsDocument;
  'query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}': typeof types.ArticleLinksDocument;
  'fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}': typeof types.SiteSearchResultFragmentDoc;
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n    themeUpdatedAt\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}': typeof types.CurrentUserFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment BuildFactsFields on SavedBuild {\n  budgetCents\n  buildType\n  resolution\n  useCases\n}':
    types.BuildFactsFieldsFragmentDoc,
  'fragment CompatibilityReportFields on CompatibilityReport {\n  compatible\n  estimatedWattage\n  recommendedPsuWattage\n  unchecked\n  checks {\n    id\n    label\n    status\n    message\n  }\n}':
    types.CompatibilityReportFieldsFragmentDoc,
  'fragment PartCardFields on BuildPart {\n  slug\n  name\n  type\n  priceCents\n  reason\n}':
    types.PartCardFieldsFragmentDoc,
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}':
    types.GuideCardFieldsFragmentDoc,
  'query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}':
    types.BellNewsDocument,
  'query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}':
    types.ArticleLinksDocument,
  'fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}':
    types.SiteSearchResultFragmentDoc,
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n    themeUpdatedAt\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}':
    types.CurrentUserFieldsFragmentDoc,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment BuildFactsFields on SavedBuild {\n  budgetCents\n  buildType\n  resolution\n  useCases\n}',
): (typeof documents)['fragment BuildFactsFields on SavedBuild {\n  budgetCents\n  buildType\n  resolution\n  useCases\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment CompatibilityReportFields on CompatibilityReport {\n  compatible\n  estimatedWattage\n  recommendedPsuWattage\n  unchecked\n  checks {\n    id\n    label\n    status\n    message\n  }\n}',
): (typeof documents)['fragment CompatibilityReportFields on CompatibilityReport {\n  compatible\n  estimatedWattage\n  recommendedPsuWattage\n  unchecked\n  checks {\n    id\n    label\n    status\n    message\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment PartCardFields on BuildPart {\n  slug\n  name\n  type\n  priceCents\n  reason\n}',
): (typeof documents)['fragment PartCardFields on BuildPart {\n  slug\n  name\n  type\n  priceCents\n  reason\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}',
): (typeof documents)['fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}',
): (typeof documents)['query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}',
): (typeof documents)['query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}',
): (typeof documents)['fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n    themeUpdatedAt\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}',
): (typeof documents)['fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n    themeUpdatedAt\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}'];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
