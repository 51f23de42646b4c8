/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string };
};

/** Dollars (whole) or percent per category; "other" covers board, PSU, case and cooler */
export type AllocationAmounts = {
  __typename?: 'AllocationAmounts';
  /** The processor */
  cpu: Scalars['Float']['output'];
  /** The graphics card */
  gpu: Scalars['Float']['output'];
  /** Motherboard, power supply, case and cooler together */
  other: Scalars['Float']['output'];
  /** The memory */
  ram: Scalars['Float']['output'];
  /** The drives */
  storage: Scalars['Float']['output'];
};

/** US cents per category; "other" covers board, PSU, case and cooler */
export type AllocationCents = {
  __typename?: 'AllocationCents';
  /** The processor */
  cpu: Scalars['Int']['output'];
  /** The graphics card */
  gpu: Scalars['Int']['output'];
  /** Motherboard, power supply, case and cooler together */
  other: Scalars['Int']['output'];
  /** The memory */
  ram: Scalars['Int']['output'];
  /** The drives */
  storage: Scalars['Int']['output'];
};

/** An allocation as budgetAllocation returned it */
export type AllocationInput = {
  /**
   * The budget in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget?: InputMaybe<Scalars['Float']['input']>;
  /** Defaults to the sum of the shares */
  budgetCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * gaming, content, streaming or workstation
   * @deprecated Use kind (the BuildType enum, one value for each of these strings).
   */
  buildType?: InputMaybe<Scalars['String']['input']>;
  /**
   * The processor share in dollars
   * @deprecated Use cpuCents (money is integer US cents everywhere).
   */
  cpu?: InputMaybe<Scalars['Float']['input']>;
  /** The processor share in US cents */
  cpuCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The graphics card share in dollars
   * @deprecated Use gpuCents (money is integer US cents everywhere).
   */
  gpu?: InputMaybe<Scalars['Float']['input']>;
  /** The graphics card share in US cents */
  gpuCents?: InputMaybe<Scalars['Int']['input']>;
  /** Default GAMING */
  kind?: InputMaybe<BuildType>;
  /**
   * The board, PSU, case and cooler share in dollars
   * @deprecated Use otherCents (money is integer US cents everywhere).
   */
  other?: InputMaybe<Scalars['Float']['input']>;
  /** The board, PSU, case and cooler share in US cents */
  otherCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The memory share in dollars
   * @deprecated Use ramCents (money is integer US cents everywhere).
   */
  ram?: InputMaybe<Scalars['Float']['input']>;
  /** The memory share in US cents */
  ramCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * 1080p, 1440p or 4K
   * @deprecated Use screen (the Resolution enum, one value for each of these strings).
   */
  resolution?: InputMaybe<Scalars['String']['input']>;
  /** Default RES_1080P */
  screen?: InputMaybe<Resolution>;
  /**
   * The drives share in dollars
   * @deprecated Use storageCents (money is integer US cents everywhere).
   */
  storage?: InputMaybe<Scalars['Float']['input']>;
  /** The drives share in US cents */
  storageCents?: InputMaybe<Scalars['Int']['input']>;
};

/** Catalog parts that fit the CPU and GPU shares of an allocation */
export type AllocationRecommendations = {
  __typename?: 'AllocationRecommendations';
  /** The best CPU priced within the CPU share */
  cpu?: Maybe<RecommendedPart>;
  /** The best graphics card priced within the GPU share */
  gpu?: Maybe<RecommendedPart>;
};

/** One of your personal access tokens, as listed: never its secret, which is shown once at creation */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was created */
  createdAt: Scalars['DateTimeISO']['output'];
  /** true once it has expired: its requests are refused; revoke it to free its place */
  expired: Scalars['Boolean']['output'];
  /** When it stops working; null: never */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What revokeApiToken takes */
  id: Scalars['ID']['output'];
  /** When a request last used it, to within a minute; null: never used */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The name you gave it (which script or machine holds it) */
  name: Scalars['String']['output'];
  /** READ, WRITE or both */
  scopes: Array<ApiTokenScope>;
};

/** What an API token may do; each scope admits its own kind of request only */
export type ApiTokenScope =
  /** Queries (your private reads included), subscriptions and REST GET */
  | 'READ'
  /** Mutations and REST writes (POST, PUT, PATCH, DELETE), except signing in or out, the password, account deletion and API tokens */
  | 'WRITE';

/** A hardware article (how-to and background) */
export type Article = Node & {
  __typename?: 'Article';
  /** Who wrote it, as shown under the title */
  author: Scalars['String']['output'];
  /** Power, Cooling, Memory, Assembly, Storage, ... */
  category: Scalars['String']['output'];
  /** The article, in Markdown */
  content: Scalars['String']['output'];
  /** One or two sentences for listings and the page description */
  description: Scalars['String']['output'];
  /** The lead paragraph shown under the title */
  excerpt: Scalars['String']['output'];
  /** The article (pass to node as its global id) */
  id: Scalars['ID']['output'];
  /** When it was published */
  publishedAt: Scalars['DateTimeISO']['output'];
  /** Estimated reading time in whole minutes */
  readingMinutes: Scalars['Int']['output'];
  /** Other articles on related topics (shared tags first) */
  related: Array<Article>;
  /** Unique, URL-safe: its page is /articles/{slug} */
  slug: Scalars['String']['output'];
  /** Topic tags, for related reading */
  tags: Array<Scalars['String']['output']>;
  /** The headline */
  title: Scalars['String']['output'];
  /** When the content last changed */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A hardware article (how-to and background) */
export type ArticleRelatedArgs = {
  limit?: Scalars['Int']['input'];
};

/** A page of articles, newest first */
export type ArticleConnection = {
  __typename?: 'ArticleConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<ArticleEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<Article>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many articles the list (with its category filter) holds */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of ArticleConnection, with its cursor */
export type ArticleEdge = {
  __typename?: 'ArticleEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: Article;
};

/** The best part for one slot of a build with the rest kept, within the budget */
export type BetterPart = {
  __typename?: 'BetterPart';
  /** What the change adds to the money spent, in US cents */
  extraCents: Scalars['Int']['output'];
  /** The answer in a sentence */
  message: Scalars['String']['output'];
  /** The better part, or null when nothing better fits */
  part?: Maybe<BuildPart>;
  /** Every new part of the slot (memory and storage may take several) */
  parts: Array<BuildPart>;
};

/** A brand and the number of parts its filter finds */
export type BrandCount = {
  __typename?: 'BrandCount';
  /** The brand as the catalog spells it */
  brand: Scalars['String']['output'];
  /** For graphics cards, the board maker and the chipset maker both count */
  count: Scalars['Int']['output'];
};

/** A budget split across part categories */
export type BudgetAllocation = {
  __typename?: 'BudgetAllocation';
  /**
   * Whole dollars per category
   * @deprecated Use allocationCents (money is integer US cents everywhere).
   */
  allocation: AllocationAmounts;
  /** US cents per category (whole dollars) */
  allocationCents: AllocationCents;
  /**
   * The budget in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget: Scalars['Float']['output'];
  /** The budget in US cents */
  budgetCents: Scalars['Int']['output'];
  /** gaming, content, streaming or workstation */
  buildType: Scalars['String']['output'];
  /** What the split is planned for */
  kind: BuildType;
  /** Percent of the budget per category */
  percentages: AllocationAmounts;
  /** The best CPU and graphics card within their shares */
  recommendations: AllocationRecommendations;
  /** 1080p, 1440p or 4K */
  resolution: Scalars['String']['output'];
  /** The screen resolution the split is planned for */
  screen: Resolution;
  /**
   * The sum of the allocation; never above the budget
   * @deprecated Use totalCents (money is integer US cents everywhere).
   */
  total: Scalars['Float']['output'];
  /** The sum of the allocation in US cents; never above the budget */
  totalCents: Scalars['Int']['output'];
};

/** The public face of a build's owner */
export type BuildAuthor = {
  __typename?: 'BuildAuthor';
  /** The owner's username ('deleted user' once the account is gone) */
  username: Scalars['String']['output'];
};

/** A compatibility rule a part breaks beside the builder's chosen parts */
export type BuildExclusion = {
  __typename?: 'BuildExclusion';
  /** The rule as the compatibility report names it */
  label: Scalars['String']['output'];
  /** Why the part does not fit, in a sentence */
  message: Scalars['String']['output'];
  /** A compatibility check's id (cpu-socket, gpu-length …), or unchecked for a part whose specs are incomplete */
  rule: Scalars['String']['output'];
};

/** A build guide at a budget tier */
export type BuildGuide = Node & {
  __typename?: 'BuildGuide';
  /**
   * Target budget in whole US dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget: Scalars['Int']['output'];
  /** Target budget in US cents */
  budgetCents: Scalars['Int']['output'];
  /** Budget, Mid-Range, High-End, Compact, Workstation or Streaming */
  category: Scalars['String']['output'];
  /** The parts the guide builds with, in its order */
  components: Array<GuideComponent>;
  /** The article, in Markdown */
  content: Scalars['String']['output'];
  /** When it was added; null when unknown */
  createdAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** One or two sentences for listings and the page description */
  description: Scalars['String']['output'];
  /** How hard the build is to assemble */
  difficulty: Difficulty;
  /** Estimated build time in hours */
  estimatedTime: Scalars['Int']['output'];
  /** A short summary for the card */
  excerpt: Scalars['String']['output'];
  /** The guide (pass to node as its global id) */
  id: Scalars['ID']['output'];
  /** A picture of the build; null when none */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Unique, URL-safe: its page is /guides/{slug} */
  slug: Scalars['String']['output'];
  /** Topic tags */
  tags: Array<Scalars['String']['output']>;
  /** The guide's title */
  title: Scalars['String']['output'];
  /** Views counted by recordGuideView: at most one per visitor and guide per UTC day */
  views: Scalars['Int']['output'];
};

/** A page of build guides */
export type BuildGuideConnection = {
  __typename?: 'BuildGuideConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<BuildGuideEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<BuildGuide>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many guides match the filter */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of BuildGuideConnection, with its cursor */
export type BuildGuideEdge = {
  __typename?: 'BuildGuideEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: BuildGuide;
};

/** A part of a generated build */
export type BuildPart = {
  __typename?: 'BuildPart';
  /**
   * CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler
   * @deprecated Use type (the PartType enum, the same values).
   */
  category: Scalars['String']['output'];
  /** The catalog part (Component.id) */
  componentId: Scalars['ID']['output'];
  /** Unique to this object and what it says (a content id: the same part with another reason has another id); the catalog part is componentId */
  id: Scalars['ID']['output'];
  /** Kept by the builder request (completeBuild, betterPart, upgradeAdvice); false in a generated build */
  locked: Scalars['Boolean']['output'];
  /** The part name */
  name: Scalars['String']['output'];
  /** The user already has it: it costs the build $0 (its priceCents stays the list price) */
  owned: Scalars['Boolean']['output'];
  /**
   * Price in dollars
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price: Scalars['Float']['output'];
  /** Price in US cents */
  priceCents: Scalars['Int']['output'];
  /** Why it was chosen, in one sentence */
  reason: Scalars['String']['output'];
  /** Where to buy it */
  retailLinks: RetailLinks;
  /** The catalog slug (/components/{slug}) */
  slug: Scalars['String']['output'];
  /** The kind of part */
  type: PartType;
};

/** What the budget calculator plans for; each value stands for the string in its description */
export type BuildType =
  /** Stands for "content" */
  | 'CONTENT'
  /** Stands for "gaming" */
  | 'GAMING'
  /** Stands for "streaming" */
  | 'STREAMING'
  /** Stands for "workstation" */
  | 'WORKSTATION';

/** An optional upgrade the unspent budget could buy: one catalog part swapped in */
export type BuildUpgrade = {
  __typename?: 'BuildUpgrade';
  /** The catalog part (Component.id) */
  componentId: Scalars['ID']['output'];
  /** What the swap adds to the total, in US cents; at most the unspent budget */
  extraCents: Scalars['Int']['output'];
  /** Unique to this object and what it says (a content id: the same part with another reason has another id); the catalog part is componentId */
  id: Scalars['ID']['output'];
  /** The part name */
  name: Scalars['String']['output'];
  /** The part price in US cents */
  priceCents: Scalars['Int']['output'];
  /** What it improves, in one sentence */
  reason: Scalars['String']['output'];
  /** The catalog slug (/components/{slug}) */
  slug: Scalars['String']['output'];
  /** The kind of part */
  type: PartType;
};

/** A part the builder keeps: locked, or owned (it then costs the build $0) */
export type BuilderPartInput = {
  /** The catalog part (Component.id) */
  id: Scalars['ID']['input'];
  /** The user already has it (default false) */
  owned?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Complete my build, Find a better part, Upgrade what you own: the money, the uses and the kept parts */
export type BuilderRequestInput = {
  /** The money to spend, in US cents, $0 to $20,000 (owned parts count $0) */
  budgetCents: Scalars['Int']['input'];
  /** The parts to keep (at most 18): for upgradeAdvice, the parts the user owns */
  parts: Array<BuilderPartInput>;
  /** Default RES_1080P */
  screen?: InputMaybe<Resolution>;
  /** One or more use cases */
  uses: Array<UseCase>;
};

/** The outcome of one compatibility check; each value stands for the string in its description */
export type CheckStatus =
  /** Stands for "fail" */
  | 'FAIL'
  /** Stands for "pass" */
  | 'PASS'
  /** Stands for "warn" */
  | 'WARN';

/** A comment on a news item, or a reply to one, with its replies */
export type Comment = Node & {
  __typename?: 'Comment';
  /** Every reply below this comment at any depth, depth first (each reply before its own replies): for showing a deep thread flattened below the depth the page nests, since the query depth limit bounds how far `replies` can be nested */
  allReplies: Array<Comment>;
  /** Who wrote it; null once deleted or when the account is gone (shown as a former member) */
  author?: Maybe<CommentAuthor>;
  /** The text; '[deleted]' once deleted */
  content: Scalars['String']['output'];
  /** When it was posted */
  createdAt: Scalars['DateTimeISO']['output'];
  /** How many people disliked it */
  dislikes: Scalars['Int']['output'];
  /** The comment (pass to node as its global id) */
  id: Scalars['ID']['output'];
  /** Deleted, kept in place for its replies */
  isDeleted: Scalars['Boolean']['output'];
  /** How many people liked it */
  likes: Scalars['Int']['output'];
  /** The news item it is on */
  newsId: Scalars['ID']['output'];
  /** The comment it replies to; null at the top level */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Replies, oldest first, each with its own replies */
  replies: Array<Comment>;
  /** Whether the viewer may delete it: its author, a moderator or an admin */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer is a moderator or admin (deleting someone else's comment is a removal) */
  viewerIsModerator: Scalars['Boolean']['output'];
  /** The signed-in viewer's choice: true like, false dislike, null none (always null for a guest) */
  viewerLike?: Maybe<Scalars['Boolean']['output']>;
};

/** A comment's author as others see them (never the e-mail) */
export type CommentAuthor = {
  __typename?: 'CommentAuthor';
  /** The author's first name; null when not given */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The author's user id */
  id: Scalars['ID']['output'];
  /** The author's last name; null when not given */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The author's picture; null when none */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** The author's username; null when none is set */
  username?: Maybe<Scalars['String']['output']>;
};

/** A page of a news item's top-level comments, oldest first, each with its replies */
export type CommentConnection = {
  __typename?: 'CommentConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<CommentEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<Comment>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many top-level comments the item has (replies are not counted) */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of CommentConnection, with its cursor */
export type CommentEdge = {
  __typename?: 'CommentEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: Comment;
};

/** A comment after a like or dislike click, and the clicker’s choice now */
export type CommentLikeResult = {
  __typename?: 'CommentLikeResult';
  /** The comment with its counts after the click */
  comment: Comment;
  /** true like, false dislike, null none */
  viewerLike?: Maybe<Scalars['Boolean']['output']>;
};

/** Two parts side by side */
export type Comparison = {
  __typename?: 'Comparison';
  /** The first part */
  a: Component;
  /** The second part */
  b: Component;
  /** Price, rating, value score, power efficiency and performance first, then every spec */
  rows: Array<ComparisonRow>;
};

/** One row of a side-by-side comparison */
export type ComparisonRow = {
  __typename?: 'ComparisonRow';
  /** The first part's value with its unit; null when unknown */
  a?: Maybe<Scalars['String']['output']>;
  /** The second part's value with its unit; null when unknown */
  b?: Maybe<Scalars['String']['output']>;
  /** The better side, or null when equal or not ranked */
  better?: Maybe<Side>;
  /** The spec key, e.g. baseClock */
  key: Scalars['String']['output'];
  /** The spec for people, e.g. Base clock */
  label: Scalars['String']['output'];
};

/** One rule of the compatibility engine applied to a build */
export type CompatibilityCheckResult = {
  __typename?: 'CompatibilityCheckResult';
  /** Unique to this check and what it says of these parts (a content id); the rule is `rule` */
  id: Scalars['ID']['output'];
  /** The rule in words, e.g. CPU socket */
  label: Scalars['String']['output'];
  /** A sentence about these parts */
  message: Scalars['String']['output'];
  /** The rule's stable id, e.g. cpu-socket (the same in every report) */
  rule: Scalars['String']['output'];
  /**
   * pass, warn or fail
   * @deprecated Use verdict (the CheckStatus enum, one value for each of these strings).
   */
  status: Scalars['String']['output'];
  /** Whether the parts pass the rule, need a look, or fail it */
  verdict: CheckStatus;
};

/** The compatibility engine's verdict on a set of parts, with the power it needs */
export type CompatibilityReport = {
  __typename?: 'CompatibilityReport';
  /** One check for each rule that applies to these parts */
  checks: Array<CompatibilityCheckResult>;
  /** No check failed */
  compatible: Scalars['Boolean']['output'];
  /** Estimated load in W */
  estimatedWattage: Scalars['Int']['output'];
  /** Which figure set recommendedPsuWattage */
  psuBasis: PsuBasis;
  /**
   * Which figure set recommendedPsuWattage: load (our formula) or graphics-card (the card maker's)
   * @deprecated Use psuBasis (the PsuBasis enum, one value for each of these strings).
   */
  psuDecidedBy: Scalars['String']['output'];
  /** The larger of the estimated load × 1.3 (rounded up to 50 W) and the graphics card maker's recommended PSU */
  recommendedPsuWattage: Scalars['Int']['output'];
  /** Parts whose specs are not all known, so some checks skipped them */
  unchecked: Array<Scalars['String']['output']>;
};

/** A part in the component database */
export type Component = Node & {
  __typename?: 'Component';
  /** The maker */
  brand: Scalars['String']['output'];
  /** In a list asked with compatibleWith: the rules this part breaks beside the chosen parts (empty: it fits); null elsewhere */
  exclusions?: Maybe<Array<BuildExclusion>>;
  /** The part (pass to component, or to node as its global id) */
  id: Scalars['ID']['output'];
  /** A picture of the part; null when none */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** In stock at a retailer, from its feed's offers; null when no source says */
  inStock?: Maybe<Scalars['Boolean']['output']>;
  /** The few specs a card shows (at most 4), most telling first */
  keySpecs: Array<SpecEntry>;
  /** The part's full name */
  name: Scalars['String']['output'];
  /** List price in US cents, only where a source gives one; null when unknown */
  originalPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The maker's part numbers (MPNs) it is sold under */
  partNumbers: Array<Scalars['String']['output']>;
  /** For CPUs and GPUs in the benchmark table */
  performance?: Maybe<PerformanceIndices>;
  /** Power efficiency: GPU base clock or CPU cores ÷ price × 100 */
  powerEfficiency?: Maybe<Scalars['Float']['output']>;
  /** Where the catalog price comes from and when; null when unpriced */
  priceBasis?: Maybe<PriceBasis>;
  /** Typical price in US cents; null when unknown */
  priceCents?: Maybe<Scalars['Int']['output']>;
  /** Editors' rating, 0 to 5 */
  rating?: Maybe<Scalars['Float']['output']>;
  /** The year it came out; null when unknown */
  releaseYear?: Maybe<Scalars['Int']['output']>;
  /** Its ids at the retailers, where known */
  retailerIds: RetailerIds;
  /** Reviews behind the rating; null when we have no count */
  reviewCount?: Maybe<Scalars['Int']['output']>;
  /** Unique, URL-safe: its page is /components/{slug} */
  slug: Scalars['String']['output'];
  /** Attribution for this part */
  sources: Array<DataSourceInfo>;
  /** Every spec, in a stable order */
  specs: Array<SpecEntry>;
  /** True when every spec the compatibility checks read is known */
  specsComplete: Scalars['Boolean']['output'];
  /** The kind of part */
  type: PartType;
  /** Value score: rating × 20 ÷ price × 1000 */
  valueScore?: Maybe<Scalars['Float']['output']>;
};

/** A page of components */
export type ComponentConnection = {
  __typename?: 'ComponentConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<ComponentEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<Component>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many components match the filters */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of ComponentConnection, with its cursor */
export type ComponentEdge = {
  __typename?: 'ComponentEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: Component;
};

/** List order; parts without the value sorted on come last */
export type ComponentSort =
  /** By name, A to Z */
  | 'NAME'
  /** Cheapest first */
  | 'PRICE_ASC'
  /** Most expensive first */
  | 'PRICE_DESC'
  /** Best rated first */
  | 'RATING'
  /** Best value score first */
  | 'VALUE';

/** A message sent with the contact form (admins only) */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Where support replies */
  email: Scalars['String']['output'];
  /** When an admin marked it handled; null while open */
  handledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The message */
  id: Scalars['ID']['output'];
  /** The message text */
  message: Scalars['String']['output'];
  /** The sender's name as given */
  name: Scalars['String']['output'];
  /** The subject line */
  subject: Scalars['String']['output'];
};

/** A page of contact messages (admins only) */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<ContactMessageEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<ContactMessage>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many messages the filtered list holds in all */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of ContactMessageConnection, with its cursor */
export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: ContactMessage;
};

/** A new personal access token */
export type CreateApiTokenInput = {
  /** Days until it expires, 1 to 365; null or absent: it never expires */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 60 characters: which script or machine will hold it */
  name: Scalars['String']['input'];
  /** READ, WRITE or both (at least one) */
  scopes: Array<ApiTokenScope>;
};

/** A new API token and its secret: the only time the secret is shown */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The secret (rf_pat_...) to send as "Authorization: Bearer <secret>"; it cannot be read again */
  secret: Scalars['String']['output'];
  /** The token as myApiTokens lists it */
  token: ApiToken;
};

/** Where part data came from, with the attribution its licence asks for */
export type DataSourceInfo = {
  __typename?: 'DataSourceInfo';
  /** The source's stable id */
  id: Scalars['String']['output'];
  /** The licence its data is used under */
  licence: Scalars['String']['output'];
  /** The source's name, for the attribution */
  name: Scalars['String']['output'];
  /** The source's home page; null when it has none */
  url?: Maybe<Scalars['String']['output']>;
};

/** How hard a build is to assemble (lower-case values, kept as clients send them) */
export type Difficulty =
  /** For experienced builders */
  | 'advanced'
  /** A first build */
  | 'beginner'
  /** For someone who has built before */
  | 'intermediate';

/** An expert builder's note on a build in the making: the planner rule it breaks */
export type ExpertNote = {
  __typename?: 'ExpertNote';
  /** What is wrong, in a sentence */
  message: Scalars['String']['output'];
  /** The rule, e.g. Balance (gaming), Power supply quality, PCIe link */
  rule: Scalars['String']['output'];
};

/** A generated parts list */
export type GeneratedBuild = {
  __typename?: 'GeneratedBuild';
  /**
   * The budget in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget: Scalars['Float']['output'];
  /** The budget in US cents */
  budgetCents: Scalars['Int']['output'];
  /** Budget, Mid-Range or High-End, when the budget was chosen */
  buildTier?: Maybe<Scalars['String']['output']>;
  /** gaming, content, streaming, workstation, or gaming / productivity for use cases */
  buildType: Scalars['String']['output'];
  /** The colour of the tier's badge */
  color: TierColor;
  /** Every compatibility rule applied to the parts */
  compatibility: CompatibilityReport;
  /** The estimated load of the parts, in W */
  estimatedWattage: Scalars['Int']['output'];
  /** False when no compatible build fits the budget; parts is then the cheapest that works */
  fitsBudget: Scalars['Boolean']['output'];
  /** The guides' tier of the budget, when the budget was chosen; null otherwise */
  guideTier?: Maybe<GuideTier>;
  /** The build type it was planned for; null for a use-case build without gaming (buildType productivity) */
  kind?: Maybe<BuildType>;
  /** Set when fitsBudget is false, or when the build spends under 90% of the budget because nothing more improves it */
  message?: Maybe<Scalars['String']['output']>;
  /** The parts (memory and storage may take several) */
  parts: Array<BuildPart>;
  /** The price tier of its total, the first word of tier (tier keeps the label with the purpose) */
  priceTier?: Maybe<PriceTier>;
  /** The power supply wattage the parts call for (CompatibilityReport) */
  recommendedPsuWattage: Scalars['Int']['output'];
  /** 1080p, 1440p or 4K */
  resolution: Scalars['String']['output'];
  /** The screen resolution it was planned for */
  screen: Resolution;
  /** Tier label by total price: Budget, Mid-Range or High-End Gaming; a build not for gaming names its purpose instead ("Mid-Range Workstation") */
  tier: Scalars['String']['output'];
  /**
   * green, blue or red
   * @deprecated Use color (the TierColor enum, one value for each of these strings).
   */
  tierColor: Scalars['String']['output'];
  /**
   * The sum of the part prices, in dollars
   * @deprecated Use totalCents (money is integer US cents everywhere).
   */
  total: Scalars['Float']['output'];
  /** The sum of the part prices, in US cents */
  totalCents: Scalars['Int']['output'];
  /** When the build leaves budget unspent because nothing more is faster: what the rest could buy, in order (PSU efficiency, cooler, storage, memory) */
  upgrades: Array<BuildUpgrade>;
  /** The use-case ids it was planned for (for a build from an allocation, those its build type stands for) */
  useCases: Array<Scalars['String']['output']>;
  /** The use cases it was planned for (for a build from an allocation, those its build type stands for) */
  uses: Array<UseCase>;
};

/** A part named in a build guide */
export type GuideComponent = {
  __typename?: 'GuideComponent';
  /**
   * CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler
   * @deprecated Use type (the PartType enum, the same values).
   */
  category: Scalars['String']['output'];
  /** The catalog part of this name and type, or null when the catalog has none (the builder opens a guide with it) */
  componentId?: Maybe<Scalars['ID']['output']>;
  /** The part name as the guide gives it */
  name: Scalars['String']['output'];
  /**
   * Typical price in whole US dollars
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price: Scalars['Int']['output'];
  /** Typical price in US cents */
  priceCents: Scalars['Int']['output'];
  /** The kind of part */
  type: PartType;
};

/** A budget tier of the guides' scale (up to $600, up to $1,000, above); each value stands for the string in its description */
export type GuideTier =
  /** Stands for "Budget" */
  | 'BUDGET'
  /** Stands for "High-End" */
  | 'HIGH_END'
  /** Stands for "Mid-Range" */
  | 'MID_RANGE';

/** Why a line of a pasted parts list is not read as a part */
export type IgnoredLineReason =
  /** No part type we know (such as "CPU: name $price") */
  | 'NOT_A_PART'
  /** A kind of part we do not check (another PCPartPicker category) */
  | 'NOT_CHECKED'
  /** A part line without a part name */
  | 'NO_NAME'
  /** Longer than a part line can be */
  | 'TOO_LONG';

/** A line of a pasted parts list that is not a part (headers, totals and blank lines are left out) */
export type IgnoredPartLine = {
  __typename?: 'IgnoredPartLine';
  /** 1-based, in the pasted text */
  lineNumber: Scalars['Int']['output'];
  /** The line as pasted, trimmed */
  raw: Scalars['String']['output'];
  /** Why it is not a part, in a sentence */
  reason: Scalars['String']['output'];
  /** Why it is not a part, as a code */
  reasonCode: IgnoredLineReason;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the signed-in user's password; their other sessions end */
  changePassword?: Maybe<Scalars['Boolean']['output']>;
  /** Copies a shared build into your builds (private) */
  cloneSharedBuild?: Maybe<SavedBuild>;
  /** Creates a personal access token and answers its secret, once (at most 20). Needs the session cookie */
  createApiToken?: Maybe<CreatedApiToken>;
  /** Saves a build for the signed-in user */
  createSavedBuild?: Maybe<SavedBuild>;
  /** Deletes the signed-in user's account and ends all its sessions */
  deleteAccount?: Maybe<Scalars['Boolean']['output']>;
  /** Deletes your comment, or as moderator or admin anyone’s; with replies it stays as "[deleted]" */
  deleteComment?: Maybe<Scalars['Boolean']['output']>;
  /** Deletes one of your alerts; NOT_FOUND for anyone else’s */
  deletePriceAlert?: Maybe<Scalars['Boolean']['output']>;
  /** Deletes your build; returns its id */
  deleteSavedBuild?: Maybe<Scalars['ID']['output']>;
  /** Likes (true) or dislikes (false) a comment: the same choice again clears it, the other switches */
  likeComment?: Maybe<CommentLikeResult>;
  /** Marks all your notifications read; returns how many were unread */
  markAllNotificationsRead?: Maybe<Scalars['Int']['output']>;
  /** Marks a contact message handled, or open again (admins only) */
  markContactMessageHandled?: Maybe<ContactMessage>;
  /** Marks one of your notifications read */
  markNotificationRead?: Maybe<Notification>;
  /** Posts a comment (parentId: a reply to a comment on the same item). Blocked language: BAD_USER_INPUT 'Comment blocked: {json reason}' */
  postComment?: Maybe<Comment>;
  /** Counts a view of the guide (at most one per visitor and guide per UTC day); answers the guide with its count */
  recordGuideView?: Maybe<BuildGuide>;
  /** Records a view (at most one per visitor, item and UTC day: the signed-in user, else the rf_vid cookie) and returns the item */
  recordNewsView?: Maybe<NewsItem>;
  /** Gives your build a new share token; old links stop working */
  regenerateShareToken?: Maybe<SavedBuild>;
  /** Replaces your build's parts (the builder's Update saved build): priced and totalled as a new build's; title, description, visibility and share link stay */
  replaceSavedBuildParts?: Maybe<SavedBuild>;
  /** Mails a reset link when an account has this e-mail. The answer is the same either way (open to guests). */
  requestPasswordReset?: Maybe<Scalars['String']['output']>;
  /** Sets a new password with a reset link's token; ends all the user's sessions */
  resetPassword?: Maybe<Scalars['Boolean']['output']>;
  /** Revokes one of your tokens: its requests are refused and its open subscriptions closed at once. Needs the session cookie */
  revokeApiToken?: Maybe<Scalars['Boolean']['output']>;
  /** Sends a message to support (open to guests; a few per hour from one address) */
  sendContactMessage?: Maybe<Scalars['Boolean']['output']>;
  /** Watches a part for a price at or below the target: creates your alert, or updates and re-arms it (at most 100) */
  setPriceAlert?: Maybe<PriceAlert>;
  /** Promotes or demotes another account (admins only; not one's own) */
  setUserRole?: Maybe<User>;
  /** Signs in with e-mail and password (open to guests) */
  signIn?: Maybe<User>;
  /** Ends the current session (a guest may call it too) */
  signOut?: Maybe<Scalars['Boolean']['output']>;
  /** Creates an account and signs it in (open to guests) */
  signUp?: Maybe<User>;
  /** Changes the signed-in user's own preferences */
  updatePreferences?: Maybe<User>;
  /** Changes your build's title, description or visibility */
  updateSavedBuild?: Maybe<SavedBuild>;
  /** Changes the signed-in user's own username */
  updateUsername?: Maybe<User>;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationCloneSharedBuildArgs = {
  token: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationCreateSavedBuildArgs = {
  input: SavedBuildInput;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationDeleteCommentArgs = {
  commentId: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationDeletePriceAlertArgs = {
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationDeleteSavedBuildArgs = {
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationLikeCommentArgs = {
  commentId: Scalars['ID']['input'];
  isLike: Scalars['Boolean']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationMarkContactMessageHandledArgs = {
  handled?: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationPostCommentArgs = {
  content: Scalars['String']['input'];
  newsId: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationRecordGuideViewArgs = {
  slug: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationRecordNewsViewArgs = {
  newsId: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationRegenerateShareTokenArgs = {
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationReplaceSavedBuildPartsArgs = {
  components: Array<SavedBuildComponentInput>;
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationSendContactMessageArgs = {
  email: Scalars['String']['input'];
  fillTimeMs?: InputMaybe<Scalars['Int']['input']>;
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationSetPriceAlertArgs = {
  componentId: Scalars['ID']['input'];
  targetPriceCents: Scalars['Int']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationSetUserRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: Scalars['Boolean']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationUpdatePreferencesArgs = {
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  notifications?: InputMaybe<Scalars['Boolean']['input']>;
  theme?: InputMaybe<Theme>;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationUpdateSavedBuildArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Writes: accounts, saved builds, comments, price alerts, preferences and admin actions */
export type MutationUpdateUsernameArgs = {
  username: Scalars['String']['input'];
};

/** One page of news, newest first */
export type NewsConnection = {
  __typename?: 'NewsConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<NewsEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<NewsItem>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many items the list (with its source filter) holds in all */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of NewsConnection, with its cursor */
export type NewsEdge = {
  __typename?: 'NewsEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: NewsItem;
};

/** A hardware news item: written by us, or ingested from a vendor newsroom feed */
export type NewsItem = Node & {
  __typename?: 'NewsItem';
  /** How many comments it has, replies included */
  commentCount: Scalars['Int']['output'];
  /** Markdown for our own items; plain-text paragraphs (blank-line separated) for ingested ones. Render as Markdown, never as raw HTML */
  content: Scalars['String']['output'];
  /** When the item was added to RigForge */
  createdAt: Scalars['DateTimeISO']['output'];
  /** One or two sentences describing the item */
  description: Scalars['String']['output'];
  /** A short summary for the card */
  excerpt: Scalars['String']['output'];
  /** The news item (pass to newsItem, or to node as its global id) */
  id: Scalars['ID']['output'];
  /** The illustration's alt text */
  imageAlt?: Maybe<Scalars['String']['output']>;
  /** A local illustration (/images/news/...); never remote */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** When the source published it */
  publishedAt: Scalars['DateTimeISO']['output'];
  /** Unique, URL-safe */
  slug: Scalars['String']['output'];
  /** Where it came from */
  source: NewsSource;
  /** The source as displayed: 'NVIDIA', 'AMD', 'Intel' or 'X' */
  sourceLabel: Scalars['String']['output'];
  /** The vendor's newsroom page or the feed item's link (View Source) */
  sourceUrl?: Maybe<Scalars['String']['output']>;
  /** Topic tags */
  tags: Array<Scalars['String']['output']>;
  /** The headline */
  title: Scalars['String']['output'];
  /** Views, at most one per visitor and item per UTC day */
  views: Scalars['Int']['output'];
};

/** A news item's source: NVIDIA, AMD, Intel or X (sourceLabel gives the display text) */
export type NewsSource =
  /** AMD's newsroom */
  | 'AMD'
  /** Intel's newsroom */
  | 'INTEL'
  /** NVIDIA's newsroom */
  | 'NVIDIA'
  /** Posts on X */
  | 'X';

/** How many news items one source has */
export type NewsSourceCount = {
  __typename?: 'NewsSourceCount';
  /** How many news items it has */
  count: Scalars['Int']['output'];
  /** The source */
  source: NewsSource;
  /** The source as displayed: 'NVIDIA', 'AMD', 'Intel' or 'X' */
  sourceLabel: Scalars['String']['output'];
};

/** The news page's Quick Stats and News Sources */
export type NewsStats = {
  __typename?: 'NewsStats';
  /** When the newest item was published; null with no news */
  latestUpdate?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Every source, in the order NVIDIA, AMD, Intel, X */
  sources: Array<NewsSourceCount>;
  /** Comments on all news items together */
  totalComments: Scalars['Int']['output'];
  /** Views of all news items together */
  totalViews: Scalars['Int']['output'];
};

/** An object with an id unique across the API: fetch any of them again with node(id:) */
export type Node = {
  /** The object’s id (a UUID), unique across every type */
  id: Scalars['ID']['output'];
};

/** One of the signed-in user's notifications */
export type Notification = {
  __typename?: 'Notification';
  /** The comment it is about; null when none */
  commentId?: Maybe<Scalars['ID']['output']>;
  /** When it happened */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The notification (pass to markNotificationRead) */
  id: Scalars['ID']['output'];
  /** Whether you have marked it read */
  isRead: Scalars['Boolean']['output'];
  /** What happened, in a sentence */
  message: Scalars['String']['output'];
  /** The news item it is about; null when none */
  newsId?: Maybe<Scalars['ID']['output']>;
  /** The news item to open (/news?item={slug}) */
  newsSlug?: Maybe<Scalars['String']['output']>;
  /** The replier or liker; null for news and other */
  relatedUser?: Maybe<NotificationUser>;
  /** What happened */
  type: NotificationType;
};

/** A page of the signed-in user's notifications, newest first */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<NotificationEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<Notification>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many notifications you have in all */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of NotificationConnection, with its cursor */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: Notification;
};

/** COMMENT_LIKE, COMMENT_REPLY (personal), NEWS (a new item arrived) or OTHER (e.g. a price drop) */
export type NotificationType =
  /** Someone liked your comment */
  | 'COMMENT_LIKE'
  /** Someone replied to your comment */
  | 'COMMENT_REPLY'
  /** A new news item arrived */
  | 'NEWS'
  /** Anything else, e.g. a price drop */
  | 'OTHER';

/** Who caused a notification (never the e-mail) */
export type NotificationUser = {
  __typename?: 'NotificationUser';
  /** Their first name; null when not given */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Their last name; null when not given */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Their picture; null when none */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** Their username; null when none is set */
  username?: Maybe<Scalars['String']['output']>;
};

/** A part of the user’s build, by id, name and kind */
export type OwnedPartRef = {
  __typename?: 'OwnedPartRef';
  /** The catalog part (Component.id) */
  id: Scalars['ID']['output'];
  /** The part name */
  name: Scalars['String']['output'];
  /** The kind of part */
  type: PartType;
};

/** Where a connection's page sits in its list (Relay's PageInfo: docs/api.md#pagination) */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last edge's cursor (pass as `after`); null on an empty page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More items follow this page: from the extra item read when paging forward (first); when paging backward (last), true only when `before` was given and items lie at or after it */
  hasNextPage: Scalars['Boolean']['output'];
  /** More items come before this page: from the extra item read when paging backward (last); when paging forward (first), true only when `after` was given and items lie at or before it */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first edge's cursor (pass as `before`); null on an empty page */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** One part line of a pasted parts list, matched to the catalog or kept as a custom part */
export type ParsedPartLine = {
  __typename?: 'ParsedPartLine';
  /** The catalog part; null for a custom part */
  component?: Maybe<Component>;
  /** 1 the exact name or slug, 0.9 the importer's match, less a token match; 0 for a custom part */
  confidence: Scalars['Float']['output'];
  /** True when no catalog part matched: the line is a custom part with its own price */
  custom: Scalars['Boolean']['output'];
  /** 1-based, in the pasted text */
  lineNumber: Scalars['Int']['output'];
  /** The part name the line gives, without link, markup or price */
  name: Scalars['String']['output'];
  /** The price the line gives, in US cents; null when none or unreadable */
  priceCents?: Maybe<Scalars['Int']['output']>;
  /** The line's problem in words; null when none */
  problem?: Maybe<Scalars['String']['output']>;
  /** The line's problem as a code; null when none */
  problemCode?: Maybe<PartsListLineProblem>;
  /** The line as pasted, trimmed */
  raw: Scalars['String']['output'];
  /** The kind of part the line names */
  type: PartType;
};

/** One replacement of the upgrade advice */
export type PartReplacement = {
  __typename?: 'PartReplacement';
  /** The owned part it replaces; null for a new slot */
  from?: Maybe<OwnedPartRef>;
  /** What it costs, in US cents */
  priceCents: Scalars['Int']['output'];
  /** The catalog part to buy */
  to: BuildPart;
};

/** The kind of part. Its values keep the catalog's own spelling (Storage, Case), which clients already send; docs/api.md "Enums for closed sets" */
export type PartType =
  /** A processor */
  | 'CPU'
  /** A case */
  | 'Case'
  /** A CPU cooler (air or liquid) */
  | 'Cooler'
  /** A graphics card */
  | 'GPU'
  /** A motherboard */
  | 'Motherboard'
  /** A power supply */
  | 'PSU'
  /** A memory kit */
  | 'RAM'
  /** A drive (SSD or hard disk) */
  | 'Storage';

/** What is wrong with one line of a pasted parts list (the line is kept; `problem` says it in words) */
export type PartsListLineProblem =
  /** A second part of a kind a build holds only one of */
  | 'EXTRA_PART'
  /** The part name is longer than a name may be */
  | 'NAME_TOO_LONG'
  /** The price is below zero */
  | 'NEGATIVE_PRICE'
  /** The price is not a number */
  | 'PRICE_NOT_A_NUMBER'
  /** The price is not in US dollars */
  | 'PRICE_NOT_DOLLARS'
  /** The price is above $100,000 */
  | 'PRICE_TOO_HIGH'
  /** More drives than a build may hold */
  | 'TOO_MANY_DRIVES';

/** A pasted parts list, read line by line */
export type PartsListParse = {
  __typename?: 'PartsListParse';
  /** The non-blank lines that are not parts, in pasted order */
  ignored: Array<IgnoredPartLine>;
  /** The part lines, in pasted order */
  lines: Array<ParsedPartLine>;
  /** The prices the list gives, in US cents, over the lines that count (no extra part, no bad price) */
  totalCents: Scalars['Int']['output'];
};

/** Relative performance from our curated benchmark table. CPU indices follow public Cinebench 2024 / Cinebench R23 and Geekbench 6 single- and multi-thread results at stock settings (Intel Core i9-14900K = 100). GPU indices follow public review relative-performance summaries of average raster frame rates (e.g. TechPowerUp relative performance charts) at 1080p, 1440p and 4K (GeForce RTX 4090 = 100 at each resolution). */
export type PerformanceIndices = {
  __typename?: 'PerformanceIndices';
  /** Gaming index: averaged game frame rates at 1080p with a flagship card (Core i9-14900K = 100). A CPU gaming index: averaged game frame rates at a CPU-bound resolution (1080p) with a flagship card, relative to the Core i9-14900K = 100 (the reference of the other indices). Each reviewed figure is transcribed from the named review's relative-performance chart, rescaled to the i9-14900K and rounded to a whole number. A CPU in no review gets an estimate: its single-thread index times the median gaming/single-thread ratio of the reviewed CPUs of its family (families below); estimated figures are marked as such wherever they are shown. */
  cpuGaming?: Maybe<Scalars['Float']['output']>;
  /** True when no review measured this CPU and the gaming index is its family estimate */
  cpuGamingEstimated?: Maybe<Scalars['Boolean']['output']>;
  /** Multi-thread CPU score; null for graphics cards or when not benchmarked */
  cpuMulti?: Maybe<Scalars['Float']['output']>;
  /** Single-thread CPU score; null for graphics cards or when not benchmarked */
  cpuSingle?: Maybe<Scalars['Float']['output']>;
  /** Graphics score at 4K; null for CPUs or when not benchmarked */
  gpu4k?: Maybe<Scalars['Float']['output']>;
  /** Graphics score at 1080p; null for CPUs or when not benchmarked */
  gpu1080p?: Maybe<Scalars['Float']['output']>;
  /** Graphics score at 1440p; null for CPUs or when not benchmarked */
  gpu1440p?: Maybe<Scalars['Float']['output']>;
};

/** A price-drop alert on one part (yours only) */
export type PriceAlert = {
  __typename?: 'PriceAlert';
  /** The part it watches */
  component: Component;
  /** When it was set */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The alert (pass to deletePriceAlert) */
  id: Scalars['ID']['output'];
  /** Alert when a price is at or below this, in US cents */
  targetPriceCents: Scalars['Int']['output'];
  /** null while armed */
  triggeredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The price that set it off, in US cents; null while armed */
  triggeredPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The retailer whose price set it off; null while armed */
  triggeredRetailer?: Maybe<Retailer>;
  /** When it last changed */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A page of your price-drop alerts, newest first */
export type PriceAlertConnection = {
  __typename?: 'PriceAlertConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<PriceAlertEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<PriceAlert>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many alerts you have in all */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of PriceAlertConnection, with its cursor */
export type PriceAlertEdge = {
  __typename?: 'PriceAlertEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: PriceAlert;
};

/** Who set a catalog price and the day it is from */
export type PriceBasis = {
  __typename?: 'PriceBasis';
  /** The day the price is from, 'YYYY-MM-DD' */
  on: Scalars['String']['output'];
  /** 'RigForge editors' (the seed's own prices) or 'PC Part Dataset' */
  source: Scalars['String']['output'];
};

/** A part's prices at every retailer */
export type PriceComparison = {
  __typename?: 'PriceComparison';
  /** When the prices were gathered */
  checkedAt: Scalars['DateTimeISO']['output'];
  /** The catalog part; null when known by feed name only */
  component?: Maybe<Component>;
  /** The catalog price ('Est.' badge) when above 0 */
  estimateCents?: Maybe<Scalars['Int']['output']>;
  /** The retailers without an offer: price not checked, where to look */
  links: Array<RetailerLink>;
  /** The cheapest offer; null when there is none */
  lowest?: Maybe<RetailerOffer>;
  /** Lowest first */
  offers: Array<RetailerOffer>;
  /** The name asked for */
  query: Scalars['String']['output'];
  /** No offers and no estimate */
  unavailable: Scalars['Boolean']['output'];
};

/** A part's observed prices over a range */
export type PriceHistory = {
  __typename?: 'PriceHistory';
  /** The mean price in the range, in US cents; null with no points */
  averageCents?: Maybe<Scalars['Int']['output']>;
  /** Last minus first over the range (lowest per observation day); null with fewer than 2 days */
  changeCents?: Maybe<Scalars['Int']['output']>;
  /** changeCents as a percent of the first price; null when changeCents is */
  changePercent?: Maybe<Scalars['Float']['output']>;
  /** The part */
  componentId: Scalars['ID']['output'];
  /** null: all */
  days?: Maybe<Scalars['Int']['output']>;
  /** The highest price in the range, in US cents; null with no points */
  maxCents?: Maybe<Scalars['Int']['output']>;
  /** The lowest price in the range, in US cents; null with no points */
  minCents?: Maybe<Scalars['Int']['output']>;
  /** Oldest first */
  points: Array<PricePoint>;
};

/** One observed price */
export type PricePoint = {
  __typename?: 'PricePoint';
  /** When it was seen */
  observedAt: Scalars['DateTimeISO']['output'];
  /** The price in US cents */
  priceCents: Scalars['Int']['output'];
  /** null for PC Part Dataset snapshots: their price is the lowest across retailers, which they do not name */
  retailer?: Maybe<Retailer>;
};

/** LIVE: from a retailer API now; FEED: an imported feed or dataset price; ESTIMATE: older than the configured age */
export type PriceSource =
  /** Older than the configured age */
  | 'ESTIMATE'
  /** From an imported feed or dataset */
  | 'FEED'
  /** From a retailer API now */
  | 'LIVE';

/** A total-price tier (Budget, Mid-Range or High-End Gaming; as a filter it also lists the builds of that tier made for another purpose); guide tiers are GuideTier */
export type PriceTier =
  /** A total of $800 or less */
  | 'BUDGET_GAMING'
  /** A total over $1,500 */
  | 'HIGH_END_GAMING'
  /** A total over $800, up to $1,500 */
  | 'MID_RANGE_GAMING';

/** Which figure set a recommended PSU wattage: LOAD (the estimated load × 1.3) or GRAPHICS_CARD (the card maker's figure) */
export type PsuBasis =
  /** Stands for "graphics-card" */
  | 'GRAPHICS_CARD'
  /** Stands for "load" */
  | 'LOAD';

/** Reads: the catalog, the planner, content, prices and your own data */
export type Query = {
  __typename?: 'Query';
  /** One article by its slug, or null */
  article?: Maybe<Article>;
  /** Hardware articles, newest first, optionally of one category (every one, 100 at most, unless first or last says); null with an error for arguments it refuses */
  articles?: Maybe<ArticleConnection>;
  /** The builder's Find a better part: the best part for one slot with every other given part kept, within the budget */
  betterPart?: Maybe<BetterPart>;
  /** Splits a budget across part categories, with real CPU and GPU picks */
  budgetAllocation?: Maybe<BudgetAllocation>;
  /** One build guide by its slug, or null */
  buildGuide?: Maybe<BuildGuide>;
  /**
   * Build guides in display order, optionally of one category
   * @deprecated Use guides (a cursor connection: first/after or last/before, edges, pageInfo).
   */
  buildGuides?: Maybe<Array<BuildGuide>>;
  /** The builder panel's expert notes: the planner's rules (balance, PSU quality, PCIe links, airflow, video memory, proportion) the parts break among themselves, for the use and resolution; parts the planner cannot use are left out */
  builderNotes?: Maybe<Array<ExpertNote>>;
  /** Every compatibility rule applied to the parts, with wattage; null with an error for bad ids */
  checkCompatibility?: Maybe<CompatibilityReport>;
  /** A news item's top-level comments, oldest first, each with its replies to any depth (200 a page unless first or last says, at most 200); null with NOT_FOUND for an unknown item */
  comments?: Maybe<CommentConnection>;
  /** Two different components side by side; null with NOT_FOUND or BAD_USER_INPUT for bad ids */
  compareComponents?: Maybe<Comparison>;
  /** The builder's Complete my build: the best build within the budget that keeps the given parts (owned ones cost $0); a refusal names the rule or the amount (extensions.reason: LOCKS_CONFLICT, LOCKS_OVER_BUDGET, NO_COMPLETION, UNKNOWN_PART, TOO_MANY_PARTS) */
  completeBuild?: Maybe<GeneratedBuild>;
  /** One component by id or slug, or null */
  component?: Maybe<Component>;
  /** Brands in the catalog with the number of parts the brands filter finds for each, most parts first; a graphics card counts for its board maker and its chipset's maker */
  componentBrandCounts?: Maybe<Array<BrandCount>>;
  /** Brands in the catalog, most parts first */
  componentBrands?: Maybe<Array<Scalars['String']['output']>>;
  /** Component names matching the text in name, type, brand or any spec value (at most 8) */
  componentSuggestions?: Maybe<Array<Scalars['String']['output']>>;
  /** Components matching the filters, one page at a time (24 a page unless first or last says, at most 60); null with an error for arguments it refuses */
  components?: Maybe<ComponentConnection>;
  /** Components by id, in the order asked; ids not in the catalog are left out (the builder reads its parts) */
  componentsByIds?: Maybe<Array<Component>>;
  /** Contact messages, newest first, one page at a time (50 a page unless first or last says, at most 100); admins only: null with an error for anyone else */
  contactMessages?: Maybe<ContactMessageConnection>;
  /** A compatible parts list within the allocation’s budget */
  generateParts?: Maybe<GeneratedBuild>;
  /** A compatible parts list for the use cases, within the budget */
  generatePartsFromUseCases?: Maybe<GeneratedBuild>;
  /** Build guides in display order, optionally of one category, one page at a time (24 a page unless first or last says, at most 100); null with an error for arguments it refuses */
  guides?: Maybe<BuildGuideConnection>;
  /** The signed-in user, or null for a guest */
  me?: Maybe<User>;
  /** Your personal access tokens, newest first (at most 20; never a secret). Needs the session cookie */
  myApiTokens?: Maybe<Array<ApiToken>>;
  /** Your price-drop alerts, newest first (every one, at most 100, unless first or last says); null with UNAUTHENTICATED for a guest */
  myPriceAlerts?: Maybe<PriceAlertConnection>;
  /** The signed-in user's builds, most recently changed first (24 a page unless first or last says, at most 200); null with UNAUTHENTICATED for a guest */
  mySavedBuilds?: Maybe<SavedBuildConnection>;
  /** News, newest first, optionally of one source (public; 20 a page unless first or last says, at most 100); null with an error for arguments it refuses */
  news?: Maybe<NewsConnection>;
  /** One news item by id or by slug; null when there is none */
  newsItem?: Maybe<NewsItem>;
  /** Total views, total comments, latest update and the count per source */
  newsStats?: Maybe<NewsStats>;
  /** Any object that implements Node, by its id alone (a component, guide, article, news item, comment, or a saved build that is public or yours); null when there is none you may see */
  node?: Maybe<Node>;
  /** Several objects by id, in the order asked; null in the place of an id naming nothing you may see */
  nodes?: Maybe<Array<Maybe<Node>>>;
  /** Your notifications, newest first (10 a page unless first or last says, at most 50); null with UNAUTHENTICATED for a guest */
  notifications?: Maybe<NotificationConnection>;
  /** Reads a pasted parts list (PCPartPicker's Markdown, Reddit or text export, "Type: Name $price" lines, our exports) and matches each line to the catalog */
  parsePartsList?: Maybe<PartsListParse>;
  /** Your alert on that part, or null (signed in) */
  priceAlertFor?: Maybe<PriceAlert>;
  /** A part's observed prices (last `days`, or all), with min, max, average and change */
  priceHistory?: Maybe<PriceHistory>;
  /** Every retailer's offer for a part, lowest first; BAD_USER_INPUT without a name or id, NOT_FOUND for unknown parts */
  pricing?: Maybe<PriceComparison>;
  /** The community gallery: public builds, newest first (24 a page unless first or last says, at most 200); null with an error for arguments it refuses */
  publicBuilds?: Maybe<SavedBuildConnection>;
  /** One of your builds by id; null with NOT_FOUND for anyone else’s, UNAUTHENTICATED for a guest */
  savedBuild?: Maybe<SavedBuild>;
  /** Searches articles, news and build guides (full text, best first) and components (the suggestions), grouped */
  search?: Maybe<SearchResult>;
  /** The build a share link opens, read-only; null for unknown or revoked tokens */
  sharedBuild?: Maybe<SavedBuild>;
  /** The support e-mail address shown on the contact page (SUPPORT_EMAIL) */
  supportEmail?: Maybe<Scalars['String']['output']>;
  /** How many of your notifications are unread */
  unreadNotificationCount?: Maybe<Scalars['Int']['output']>;
  /** Upgrade what you own: which of the given (owned) parts to replace with the budget for the largest gain by the uses’ own measure */
  upgradeAdvice?: Maybe<UpgradeAdvice>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryBetterPartArgs = {
  request: BuilderRequestInput;
  slot: PartType;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryBudgetAllocationArgs = {
  budget?: InputMaybe<Scalars['Float']['input']>;
  budgetCents?: InputMaybe<Scalars['Int']['input']>;
  buildType?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<BuildType>;
  resolution?: InputMaybe<Scalars['String']['input']>;
  screen?: InputMaybe<Resolution>;
  uses?: InputMaybe<Array<UseCase>>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryBuildGuideArgs = {
  slug: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryBuildGuidesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryBuilderNotesArgs = {
  partIds: Array<Scalars['ID']['input']>;
  screen?: InputMaybe<Resolution>;
  uses: Array<UseCase>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryCheckCompatibilityArgs = {
  partIds: Array<Scalars['ID']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  newsId: Scalars['ID']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryCompareComponentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryCompleteBuildArgs = {
  request: BuilderRequestInput;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentBrandCountsArgs = {
  type?: InputMaybe<PartType>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentBrandsArgs = {
  type?: InputMaybe<PartType>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentSuggestionsArgs = {
  limit?: Scalars['Int']['input'];
  q: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  compatibleWith?: InputMaybe<Array<Scalars['ID']['input']>>;
  coolerType?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  formFactor?: InputMaybe<Scalars['String']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  includeIncompatible?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  maxPriceCents?: InputMaybe<Scalars['Int']['input']>;
  memoryType?: InputMaybe<Scalars['String']['input']>;
  minCapacityGb?: InputMaybe<Scalars['Int']['input']>;
  minPriceCents?: InputMaybe<Scalars['Int']['input']>;
  minVramGb?: InputMaybe<Scalars['Int']['input']>;
  minWattage?: InputMaybe<Scalars['Int']['input']>;
  socket?: InputMaybe<Scalars['String']['input']>;
  sort?: ComponentSort;
  storageInterface?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PartType>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryComponentsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryGeneratePartsArgs = {
  allocation: AllocationInput;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryGeneratePartsFromUseCasesArgs = {
  budget?: InputMaybe<Scalars['Float']['input']>;
  budgetCents?: InputMaybe<Scalars['Int']['input']>;
  strictBudget?: InputMaybe<Scalars['Boolean']['input']>;
  useCases?: InputMaybe<Array<Scalars['String']['input']>>;
  uses?: InputMaybe<Array<UseCase>>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryGuidesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryMyPriceAlertsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryMySavedBuildsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<NewsSource>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryNewsItemArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryParsePartsListArgs = {
  text: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryPriceAlertForArgs = {
  componentId: Scalars['ID']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryPriceHistoryArgs = {
  componentId: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryPricingArgs = {
  componentId?: InputMaybe<Scalars['ID']['input']>;
  componentName?: InputMaybe<Scalars['String']['input']>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryPublicBuildsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  tier?: InputMaybe<PriceTier>;
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QuerySavedBuildArgs = {
  id: Scalars['ID']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QuerySearchArgs = {
  limit?: Scalars['Int']['input'];
  q: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QuerySharedBuildArgs = {
  token: Scalars['String']['input'];
};

/** Reads: the catalog, the planner, content, prices and your own data */
export type QueryUpgradeAdviceArgs = {
  request: BuilderRequestInput;
};

/** A real catalog part named by a recommendation */
export type RecommendedPart = {
  __typename?: 'RecommendedPart';
  /**
   * CPU or GPU
   * @deprecated Use type (the PartType enum, the same values).
   */
  category: Scalars['String']['output'];
  /** The catalog part (Component.id) */
  id: Scalars['ID']['output'];
  /** The part name */
  name: Scalars['String']['output'];
  /**
   * Price in dollars
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price: Scalars['Float']['output'];
  /** Price in US cents */
  priceCents: Scalars['Int']['output'];
  /** The catalog slug (/components/{slug}) */
  slug: Scalars['String']['output'];
  /** CPU or GPU */
  type: PartType;
};

/** A target screen resolution; each value stands for the string in its description */
export type Resolution =
  /** Stands for "4K" */
  | 'RES_4K'
  /** Stands for "1080p" */
  | 'RES_1080P'
  /** Stands for "1440p" */
  | 'RES_1440P';

/** Search pages at three retailers for a part */
export type RetailLinks = {
  __typename?: 'RetailLinks';
  /** The large online retailer */
  amazon: Scalars['String']['output'];
  /** The in-store retailer */
  bestBuy: Scalars['String']['output'];
  /** The PC-parts retailer */
  newegg: Scalars['String']['output'];
};

/** A retailer: Amazon, Newegg, Best Buy */
export type Retailer =
  /** Amazon (US) */
  | 'AMAZON'
  /** Best Buy */
  | 'BESTBUY'
  /** Newegg */
  | 'NEWEGG';

/** Retailer identifiers of a part, where known */
export type RetailerIds = {
  __typename?: 'RetailerIds';
  /** The part's Amazon ASIN, when known */
  amazonAsin?: Maybe<Scalars['String']['output']>;
  /** The part's Best Buy SKU, when known */
  bestBuySku?: Maybe<Scalars['String']['output']>;
  /** The part's Newegg item number, when known */
  neweggItem?: Maybe<Scalars['String']['output']>;
};

/** A retailer we hold no price from for the part: where to look */
export type RetailerLink = {
  __typename?: 'RetailerLink';
  /** true: a product page (from the part's Amazon ASIN, Newegg item or Best Buy SKU); false: a search */
  productPage: Scalars['Boolean']['output'];
  /** The retailer */
  retailer: Retailer;
  /** The retailer's product page when we know the part's id there, else its search page */
  url: Scalars['String']['output'];
};

/** One retailer's offer */
export type RetailerOffer = {
  __typename?: 'RetailerOffer';
  /** 0 for the lowest */
  aboveLowestCents: Scalars['Int']['output'];
  /** null when unknown */
  inStock?: Maybe<Scalars['Boolean']['output']>;
  /** True for the lowest offer (ties: each of them) */
  isLowest: Scalars['Boolean']['output'];
  /** null when unknown */
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  /** When we saw the price */
  observedAt: Scalars['DateTimeISO']['output'];
  /** Its price in US cents */
  priceCents: Scalars['Int']['output'];
  /** The retailer */
  retailer: Retailer;
  /** Where the price comes from and how fresh it is */
  source: PriceSource;
  /** The product page when known, else the retailer search page */
  url: Scalars['String']['output'];
};

/** What a user may do: user < moderator < admin (lower-case values, kept as clients send them) */
export type Role =
  /** A moderator who also manages accounts and reads contact messages */
  | 'admin'
  /** A member who also moderates comments */
  | 'moderator'
  /** A member: saves builds, comments, sets price alerts */
  | 'user';

/** A build a user saved */
export type SavedBuild = Node & {
  __typename?: 'SavedBuild';
  /**
   * The budget it was planned for, in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget?: Maybe<Scalars['Int']['output']>;
  /** The budget it was planned for, in US cents */
  budgetCents?: Maybe<Scalars['Int']['output']>;
  /** What it was planned for, as saved (free text: a build type such as gaming, or Custom); null when not saved */
  buildType?: Maybe<Scalars['String']['output']>;
  /** The total-price tier label: Budget, Mid-Range or High-End Gaming; a build not for gaming names its purpose instead ("High-End Workstation") */
  category: Scalars['String']['output'];
  /** Every compatibility rule on the parts still in the catalog; null when none is */
  compatibility?: Maybe<CompatibilityReport>;
  /** The parts, in list order */
  components: Array<SavedBuildPart>;
  /** When it was saved */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The owner's notes on it; null when none */
  description?: Maybe<Scalars['String']['output']>;
  /** The build (pass to savedBuild, or to node as its global id) */
  id: Scalars['ID']['output'];
  /** Listed in the community gallery (publicBuilds); any build opens with its share link */
  isPublic: Scalars['Boolean']['output'];
  /** Who saved it */
  owner: BuildAuthor;
  /** The price tier its category names; null when the category is another text (an older build's) */
  priceTier?: Maybe<PriceTier>;
  /**
   * 1080p, 1440p or 4K; null when not saved
   * @deprecated Use screen (the Resolution enum, one value for each of these strings).
   */
  resolution?: Maybe<Scalars['String']['output']>;
  /** The screen resolution it was planned for; null when not saved */
  screen?: Maybe<Resolution>;
  /** The path of the share link, /shared/{shareToken} */
  sharePath: Scalars['String']['output'];
  /** Opens the build read-only at /shared/{shareToken}; regenerating it revokes old links */
  shareToken: Scalars['String']['output'];
  /** The title its owner gave it */
  title: Scalars['String']['output'];
  /**
   * The total in dollars with two decimals, e.g. "1234.50"
   * @deprecated Use totalPriceCents (money is integer US cents everywhere).
   */
  totalPrice: Scalars['String']['output'];
  /** The total in US cents */
  totalPriceCents: Scalars['Int']['output'];
  /** When it last changed */
  updatedAt: Scalars['DateTimeISO']['output'];
  /**
   * Use-case ids it was generated for
   * @deprecated Use uses (the UseCase enum, one value for each of these strings).
   */
  useCases: Array<Scalars['String']['output']>;
  /** The use cases it was generated for */
  uses: Array<UseCase>;
  /** Whether the signed-in user saved it */
  viewerIsOwner: Scalars['Boolean']['output'];
};

/** One part to save; retail links are built by the server */
export type SavedBuildComponentInput = {
  /** The catalog part, when the part came from the catalog */
  componentId?: InputMaybe<Scalars['ID']['input']>;
  /** Kept by the builder's "Complete my build" (default false) */
  locked?: InputMaybe<Scalars['Boolean']['input']>;
  /** The part name (a catalog part is matched by exact name and type) */
  name: Scalars['String']['input'];
  /** The owner already has it: saved at $0, whatever the catalog price (default false) */
  owned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required unless type is given */
  partType?: InputMaybe<PartType>;
  /**
   * Dollars, 0 or more
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** US cents, 0 or more: kept only for a part the catalog does not hold; a catalog part (by componentId, or by exact name and type) is saved at the catalog's price */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler
   * @deprecated Use partType (the PartType enum, one value for each of these strings).
   */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A page of saved builds */
export type SavedBuildConnection = {
  __typename?: 'SavedBuildConnection';
  /** The page’s items with their cursors, in list order */
  edges: Array<SavedBuildEdge>;
  /**
   * The last item’s cursor (pass as `after` for the next page); null on an empty page
   * @deprecated Use pageInfo.endCursor (the connection's PageInfo, as Relay reads it).
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /**
   * More items follow this page
   * @deprecated Use pageInfo.hasNextPage (the connection's PageInfo, as Relay reads it).
   */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page’s items, in list order (the edges’ nodes, without cursors) */
  nodes: Array<SavedBuild>;
  /** Where the page sits: its first and last cursors, and whether more lie either way */
  pageInfo: PageInfo;
  /** How many builds the list holds in all */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of SavedBuildConnection, with its cursor */
export type SavedBuildEdge = {
  __typename?: 'SavedBuildEdge';
  /** This item’s place in the list: pass as `after` (items after it) or `before` (items before it) */
  cursor: Scalars['String']['output'];
  /** The item */
  node: SavedBuild;
};

/** A build to save */
export type SavedBuildInput = {
  /**
   * The budget it was planned for, in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget?: InputMaybe<Scalars['Float']['input']>;
  /** The budget it was planned for, in US cents */
  budgetCents?: InputMaybe<Scalars['Int']['input']>;
  /** What it was planned for: free text, e.g. gaming */
  buildType?: InputMaybe<Scalars['String']['input']>;
  /**
   * The tier label
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  category?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 30 parts */
  components: Array<SavedBuildComponentInput>;
  /** At most 1000 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Default false */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * 1080p, 1440p or 4K
   * @deprecated Use screen (the Resolution enum, one value for each of these strings).
   */
  resolution?: InputMaybe<Scalars['String']['input']>;
  /** The screen resolution it was planned for */
  screen?: InputMaybe<Resolution>;
  /** At most 100 characters; default '<tier> Build - $<budget>' */
  title?: InputMaybe<Scalars['String']['input']>;
  /**
   * Dollars
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  totalPrice?: InputMaybe<Scalars['String']['input']>;
  /**
   * US cents
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  totalPriceCents?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Use-case ids
   * @deprecated Use uses (the UseCase enum, one value for each of these strings).
   */
  useCases?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The use cases it was generated for */
  uses?: InputMaybe<Array<UseCase>>;
};

/** One part of a saved build: what was saved, and the catalog part while it exists */
export type SavedBuildPart = {
  __typename?: 'SavedBuildPart';
  /** The catalog part, or null when it has left the catalog */
  componentId?: Maybe<Scalars['ID']['output']>;
  /** True when the price is the owner's own figure: a part not in the catalog (or one it held no price for). A catalog part is saved at the catalog's price. */
  customPrice: Scalars['Boolean']['output'];
  /** Kept by the builder's "Complete my build" */
  locked: Scalars['Boolean']['output'];
  /** The part name as saved */
  name: Scalars['String']['output'];
  /** The owner already has it: saved at $0 */
  owned: Scalars['Boolean']['output'];
  /** The kind of part; null for a type outside PartType (saved before types were checked) */
  partType?: Maybe<PartType>;
  /**
   * Price in dollars when saved
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price: Scalars['Float']['output'];
  /** Price in US cents when saved */
  priceCents: Scalars['Int']['output'];
  /** Where to buy it, searched by its name and type */
  retailLinks: RetailLinks;
  /** The catalog slug (/components/{slug}), or null */
  slug?: Maybe<Scalars['String']['output']>;
  /** The type as saved: CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler (partType is the PartType enum) */
  type: Scalars['String']['output'];
};

/** The results of one kind */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** Best first */
  hits: Array<SearchHit>;
  /** What the group holds */
  kind: SearchGroupKind;
  /** Articles, News, Build Guides or Components */
  label: Scalars['String']['output'];
  /** How many match in all (hits holds at most limit of them) */
  totalCount: Scalars['Int']['output'];
};

/** A group of the combined search */
export type SearchGroupKind =
  /** Hardware articles */
  | 'ARTICLES'
  /** Catalog parts */
  | 'COMPONENTS'
  /** Build guides */
  | 'GUIDES'
  /** News items */
  | 'NEWS';

/** One search result */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** Published (articles, news) or created (guides) */
  date?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Category (articles, guides), source (news) or part type and brand (components) */
  label: Scalars['String']['output'];
  /** The slug of the article, news item, guide or component */
  slug: Scalars['String']['output'];
  /** A short excerpt around the matches, marked like titleHighlight; plain text with Markdown syntax removed */
  snippet: Scalars['String']['output'];
  /** The plain title (or component name) */
  title: Scalars['String']['output'];
  /** The title with matched words between U+0002 and U+0003 (plain text otherwise: render the marked runs as highlights, never as HTML) */
  titleHighlight: Scalars['String']['output'];
};

/** The combined search over articles, news, build guides and components */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Always the four groups, in the order articles, news, guides, components */
  groups: Array<SearchGroup>;
  /** The search text as understood (white space collapsed) */
  query: Scalars['String']['output'];
  /** Matches over every group */
  totalCount: Scalars['Int']['output'];
};

/** The first (A) or second (B) part of a comparison */
export type Side =
  /** The first part */
  | 'A'
  /** The second part */
  | 'B';

/** One spec of a part, ready to show */
export type SpecEntry = {
  __typename?: 'SpecEntry';
  /** The spec key, e.g. baseClock */
  key: Scalars['String']['output'];
  /** A label for people, e.g. "Base clock" */
  label: Scalars['String']['output'];
  /** The value with its unit, e.g. "1830 MHz" */
  value: Scalars['String']['output'];
};

/** Live updates over graphql-ws: new comments and the unread notification count */
export type Subscription = {
  __typename?: 'Subscription';
  /** New comments and replies on a news item, as they are posted (from any server process) */
  commentAdded: Comment;
  /** Your unread count: now, then whenever it changes (from any server process); session cookie auth */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** Live updates over graphql-ws: new comments and the unread notification count */
export type SubscriptionCommentAddedArgs = {
  newsId: Scalars['ID']['input'];
};

/** The site's colour scheme (lower-case values, kept as clients send them) */
export type Theme =
  /** Light text on dark */
  | 'dark'
  /** Dark text on light */
  | 'light';

/** The colour of a build's tier badge; each value stands for the string in its description */
export type TierColor =
  /** Stands for "blue" */
  | 'BLUE'
  /** Stands for "green" */
  | 'GREEN'
  /** Stands for "red" */
  | 'RED';

/** Which owned parts to replace for the largest gain by the use’s own measure */
export type UpgradeAdvice = {
  __typename?: 'UpgradeAdvice';
  /** The build after the upgrade */
  build: GeneratedBuild;
  /** The gain in the planner’s score for the uses and resolution, in whole percent */
  gainPercent: Scalars['Int']['output'];
  /** The owned parts that stay */
  keeps: Array<OwnedPartRef>;
  /** The parts to buy, each for an owned part or a new slot */
  replacements: Array<PartReplacement>;
  /** The advice in a sentence or two */
  summary: Scalars['String']['output'];
};

/** A use case of the planner; each value stands for the use-case id in its description */
export type UseCase =
  /** Stands for "content-creation" */
  | 'CONTENT_CREATION'
  /** Stands for "gaming" */
  | 'GAMING'
  /** Stands for "music-production" */
  | 'MUSIC_PRODUCTION'
  /** Stands for "server" */
  | 'SERVER'
  /** Stands for "work" */
  | 'WORK'
  /** Stands for "workstation" */
  | 'WORKSTATION';

/** A RigForge account */
export type User = {
  __typename?: 'User';
  /** When the account was made */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The sign-in e-mail (only you and admins see it) */
  email: Scalars['String']['output'];
  /** First name; null when not given */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The account */
  id: Scalars['ID']['output'];
  /** Last name; null when not given */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Your settings */
  preferences: UserPreferences;
  /** A picture; null when none */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** What the account may do */
  role: Role;
  /** Your public name */
  username: Scalars['String']['output'];
};

/** A user's settings */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** The newsletter (default off) */
  newsletter: Scalars['Boolean']['output'];
  /** Personal notifications (default on) */
  notifications: Scalars['Boolean']['output'];
  /** The colour scheme the site shows */
  theme: Theme;
  /** When the theme was last chosen for the account (null: never, the default). A theme picked on a device later wins at sign-in */
  themeUpdatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};
