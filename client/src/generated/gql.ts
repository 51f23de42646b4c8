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
  'query Article($slug: String!) {\n  article(slug: $slug) {\n    id\n    slug\n    category\n    title\n    description\n    excerpt\n    content\n    tags\n    author\n    readingMinutes\n    publishedAt\n    updatedAt\n    related(limit: 3) {\n      id\n      slug\n      category\n      title\n      description\n      readingMinutes\n    }\n  }\n}': typeof types.ArticleDocument;
  'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}': typeof types.SignInDocument;
  'fragment ComponentCardFields on Component {\n  ...ComponentSummaryFields\n  keySpecs {\n    key\n    label\n    value\n  }\n}\n\nquery Components($type: PartType, $brands: [String!], $minPriceCents: Int, $maxPriceCents: Int, $text: String, $socket: String, $memoryType: String, $formFactor: String, $minVramGb: Int, $minWattage: Int, $minCapacityGb: Int, $storageInterface: String, $coolerType: String, $inStock: Boolean, $sort: ComponentSort!, $first: Int!, $after: String) {\n  components(\n    type: $type\n    brands: $brands\n    minPriceCents: $minPriceCents\n    maxPriceCents: $maxPriceCents\n    text: $text\n    socket: $socket\n    memoryType: $memoryType\n    formFactor: $formFactor\n    minVramGb: $minVramGb\n    minWattage: $minWattage\n    minCapacityGb: $minCapacityGb\n    storageInterface: $storageInterface\n    coolerType: $coolerType\n    inStock: $inStock\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ComponentCardFields\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ComponentBrandCounts($type: PartType) {\n  componentBrandCounts(type: $type) {\n    brand\n    count\n  }\n}\n\nquery CompareTrayItem($id: ID!) {\n  component(id: $id) {\n    id\n    slug\n    name\n    type\n    brand\n    priceCents\n    imageUrl\n  }\n}\n\nfragment ComponentSummaryFields on Component {\n  id\n  slug\n  name\n  type\n  brand\n  priceCents\n  originalPriceCents\n  rating\n  reviewCount\n  inStock\n  imageUrl\n}\n\nquery CompareComponents($ids: [ID!]!) {\n  compareComponents(ids: $ids) {\n    a {\n      ...ComponentSummaryFields\n    }\n    b {\n      ...ComponentSummaryFields\n    }\n    rows {\n      key\n      label\n      a\n      b\n      better\n    }\n  }\n}\n\nquery ComponentDetail($slug: String!) {\n  component(slug: $slug) {\n    ...ComponentCardFields\n    specs {\n      key\n      label\n      value\n    }\n    valueScore\n    powerEfficiency\n    releaseYear\n    partNumbers\n    performance {\n      cpuSingle\n      cpuMulti\n      gpu1080p\n      gpu1440p\n      gpu4k\n    }\n    retailerIds {\n      amazonAsin\n      neweggItem\n      bestBuySku\n    }\n    sources {\n      id\n      name\n      licence\n      url\n    }\n  }\n}': typeof types.ComponentCardFieldsFragmentDoc;
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}': typeof types.GuideCardFieldsFragmentDoc;
  'query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}': typeof types.BellNewsDocument;
  'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}': typeof types.UpdateUsernameDocument;
  'query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}': typeof types.ArticleLinksDocument;
  'fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}': typeof types.SiteSearchResultFragmentDoc;
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}': typeof types.CurrentUserFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment BuildFactsFields on SavedBuild {\n  budgetCents\n  buildType\n  resolution\n  useCases\n}':
    types.BuildFactsFieldsFragmentDoc,
  'fragment CompatibilityReportFields on CompatibilityReport {\n  compatible\n  estimatedWattage\n  recommendedPsuWattage\n  unchecked\n  checks {\n    id\n    label\n    status\n    message\n  }\n}':
    types.CompatibilityReportFieldsFragmentDoc,
  'fragment PartCardFields on BuildPart {\n  slug\n  name\n  type\n  priceCents\n  reason\n}':
    types.PartCardFieldsFragmentDoc,
  'query Article($slug: String!) {\n  article(slug: $slug) {\n    id\n    slug\n    category\n    title\n    description\n    excerpt\n    content\n    tags\n    author\n    readingMinutes\n    publishedAt\n    updatedAt\n    related(limit: 3) {\n      id\n      slug\n      category\n      title\n      description\n      readingMinutes\n    }\n  }\n}':
    types.ArticleDocument,
  'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}':
    types.SignInDocument,
  'fragment ComponentCardFields on Component {\n  ...ComponentSummaryFields\n  keySpecs {\n    key\n    label\n    value\n  }\n}\n\nquery Components($type: PartType, $brands: [String!], $minPriceCents: Int, $maxPriceCents: Int, $text: String, $socket: String, $memoryType: String, $formFactor: String, $minVramGb: Int, $minWattage: Int, $minCapacityGb: Int, $storageInterface: String, $coolerType: String, $inStock: Boolean, $sort: ComponentSort!, $first: Int!, $after: String) {\n  components(\n    type: $type\n    brands: $brands\n    minPriceCents: $minPriceCents\n    maxPriceCents: $maxPriceCents\n    text: $text\n    socket: $socket\n    memoryType: $memoryType\n    formFactor: $formFactor\n    minVramGb: $minVramGb\n    minWattage: $minWattage\n    minCapacityGb: $minCapacityGb\n    storageInterface: $storageInterface\n    coolerType: $coolerType\n    inStock: $inStock\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ComponentCardFields\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ComponentBrandCounts($type: PartType) {\n  componentBrandCounts(type: $type) {\n    brand\n    count\n  }\n}\n\nquery CompareTrayItem($id: ID!) {\n  component(id: $id) {\n    id\n    slug\n    name\n    type\n    brand\n    priceCents\n    imageUrl\n  }\n}\n\nfragment ComponentSummaryFields on Component {\n  id\n  slug\n  name\n  type\n  brand\n  priceCents\n  originalPriceCents\n  rating\n  reviewCount\n  inStock\n  imageUrl\n}\n\nquery CompareComponents($ids: [ID!]!) {\n  compareComponents(ids: $ids) {\n    a {\n      ...ComponentSummaryFields\n    }\n    b {\n      ...ComponentSummaryFields\n    }\n    rows {\n      key\n      label\n      a\n      b\n      better\n    }\n  }\n}\n\nquery ComponentDetail($slug: String!) {\n  component(slug: $slug) {\n    ...ComponentCardFields\n    specs {\n      key\n      label\n      value\n    }\n    valueScore\n    powerEfficiency\n    releaseYear\n    partNumbers\n    performance {\n      cpuSingle\n      cpuMulti\n      gpu1080p\n      gpu1440p\n      gpu4k\n    }\n    retailerIds {\n      amazonAsin\n      neweggItem\n      bestBuySku\n    }\n    sources {\n      id\n      name\n      licence\n      url\n    }\n  }\n}':
    types.ComponentCardFieldsFragmentDoc,
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budgetCents\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  guides(category: $category, first: 100) {\n    nodes {\n      ...GuideCardFields\n    }\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      type\n      name\n      priceCents\n    }\n  }\n}':
    types.GuideCardFieldsFragmentDoc,
  'query BellNews($first: Int) {\n  news(first: $first) {\n    totalCount\n    endCursor\n    hasNextPage\n    nodes {\n      id\n      slug\n      sourceLabel\n      title\n      publishedAt\n    }\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}':
    types.BellNewsDocument,
  'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}':
    types.UpdateUsernameDocument,
  'query ArticleLinks($category: String) {\n  articles(category: $category) {\n    id\n    slug\n    category\n    title\n    description\n    readingMinutes\n  }\n}':
    types.ArticleLinksDocument,
  'fragment SiteSearchResult on SearchResult {\n  query\n  totalCount\n  groups {\n    kind\n    label\n    totalCount\n    hits {\n      slug\n      title\n      titleHighlight\n      snippet\n      label\n      date\n    }\n  }\n}\n\nquery SiteSearch($q: String!) {\n  search(q: $q, limit: 3) {\n    ...SiteSearchResult\n  }\n}\n\nquery SearchPage($q: String!) {\n  search(q: $q, limit: 20) {\n    ...SiteSearchResult\n  }\n}':
    types.SiteSearchResultFragmentDoc,
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}':
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
  source: 'query Article($slug: String!) {\n  article(slug: $slug) {\n    id\n    slug\n    category\n    title\n    description\n    excerpt\n    content\n    tags\n    author\n    readingMinutes\n    publishedAt\n    updatedAt\n    related(limit: 3) {\n      id\n      slug\n      category\n      title\n      description\n      readingMinutes\n    }\n  }\n}',
): (typeof documents)['query Article($slug: String!) {\n  article(slug: $slug) {\n    id\n    slug\n    category\n    title\n    description\n    excerpt\n    content\n    tags\n    author\n    readingMinutes\n    publishedAt\n    updatedAt\n    related(limit: 3) {\n      id\n      slug\n      category\n      title\n      description\n      readingMinutes\n    }\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}',
): (typeof documents)['mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment ComponentCardFields on Component {\n  ...ComponentSummaryFields\n  keySpecs {\n    key\n    label\n    value\n  }\n}\n\nquery Components($type: PartType, $brands: [String!], $minPriceCents: Int, $maxPriceCents: Int, $text: String, $socket: String, $memoryType: String, $formFactor: String, $minVramGb: Int, $minWattage: Int, $minCapacityGb: Int, $storageInterface: String, $coolerType: String, $inStock: Boolean, $sort: ComponentSort!, $first: Int!, $after: String) {\n  components(\n    type: $type\n    brands: $brands\n    minPriceCents: $minPriceCents\n    maxPriceCents: $maxPriceCents\n    text: $text\n    socket: $socket\n    memoryType: $memoryType\n    formFactor: $formFactor\n    minVramGb: $minVramGb\n    minWattage: $minWattage\n    minCapacityGb: $minCapacityGb\n    storageInterface: $storageInterface\n    coolerType: $coolerType\n    inStock: $inStock\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ComponentCardFields\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ComponentBrandCounts($type: PartType) {\n  componentBrandCounts(type: $type) {\n    brand\n    count\n  }\n}\n\nquery CompareTrayItem($id: ID!) {\n  component(id: $id) {\n    id\n    slug\n    name\n    type\n    brand\n    priceCents\n    imageUrl\n  }\n}\n\nfragment ComponentSummaryFields on Component {\n  id\n  slug\n  name\n  type\n  brand\n  priceCents\n  originalPriceCents\n  rating\n  reviewCount\n  inStock\n  imageUrl\n}\n\nquery CompareComponents($ids: [ID!]!) {\n  compareComponents(ids: $ids) {\n    a {\n      ...ComponentSummaryFields\n    }\n    b {\n      ...ComponentSummaryFields\n    }\n    rows {\n      key\n      label\n      a\n      b\n      better\n    }\n  }\n}\n\nquery ComponentDetail($slug: String!) {\n  component(slug: $slug) {\n    ...ComponentCardFields\n    specs {\n      key\n      label\n      value\n    }\n    valueScore\n    powerEfficiency\n    releaseYear\n    partNumbers\n    performance {\n      cpuSingle\n      cpuMulti\n      gpu1080p\n      gpu1440p\n      gpu4k\n    }\n    retailerIds {\n      amazonAsin\n      neweggItem\n      bestBuySku\n    }\n    sources {\n      id\n      name\n      licence\n      url\n    }\n  }\n}',
): (typeof documents)['fragment ComponentCardFields on Component {\n  ...ComponentSummaryFields\n  keySpecs {\n    key\n    label\n    value\n  }\n}\n\nquery Components($type: PartType, $brands: [String!], $minPriceCents: Int, $maxPriceCents: Int, $text: String, $socket: String, $memoryType: String, $formFactor: String, $minVramGb: Int, $minWattage: Int, $minCapacityGb: Int, $storageInterface: String, $coolerType: String, $inStock: Boolean, $sort: ComponentSort!, $first: Int!, $after: String) {\n  components(\n    type: $type\n    brands: $brands\n    minPriceCents: $minPriceCents\n    maxPriceCents: $maxPriceCents\n    text: $text\n    socket: $socket\n    memoryType: $memoryType\n    formFactor: $formFactor\n    minVramGb: $minVramGb\n    minWattage: $minWattage\n    minCapacityGb: $minCapacityGb\n    storageInterface: $storageInterface\n    coolerType: $coolerType\n    inStock: $inStock\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ComponentCardFields\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ComponentBrandCounts($type: PartType) {\n  componentBrandCounts(type: $type) {\n    brand\n    count\n  }\n}\n\nquery CompareTrayItem($id: ID!) {\n  component(id: $id) {\n    id\n    slug\n    name\n    type\n    brand\n    priceCents\n    imageUrl\n  }\n}\n\nfragment ComponentSummaryFields on Component {\n  id\n  slug\n  name\n  type\n  brand\n  priceCents\n  originalPriceCents\n  rating\n  reviewCount\n  inStock\n  imageUrl\n}\n\nquery CompareComponents($ids: [ID!]!) {\n  compareComponents(ids: $ids) {\n    a {\n      ...ComponentSummaryFields\n    }\n    b {\n      ...ComponentSummaryFields\n    }\n    rows {\n      key\n      label\n      a\n      b\n      better\n    }\n  }\n}\n\nquery ComponentDetail($slug: String!) {\n  component(slug: $slug) {\n    ...ComponentCardFields\n    specs {\n      key\n      label\n      value\n    }\n    valueScore\n    powerEfficiency\n    releaseYear\n    partNumbers\n    performance {\n      cpuSingle\n      cpuMulti\n      gpu1080p\n      gpu1440p\n      gpu4k\n    }\n    retailerIds {\n      amazonAsin\n      neweggItem\n      bestBuySku\n    }\n    sources {\n      id\n      name\n      licence\n      url\n    }\n  }\n}'];
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
  source: 'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}',
): (typeof documents)['mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}'];
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
  source: 'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}',
): (typeof documents)['fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}'];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
