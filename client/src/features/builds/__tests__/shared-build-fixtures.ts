import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../../../test/mocks/connection';
import { type ErrorCode } from '@rigforge/common';
import {
  CloneSharedBuildDocument,
  PublicBuildsDocument,
  SharedBuildDocument,
  type CloneSharedBuildMutation,
  type PublicBuildsQuery,
  type SharedBuildQuery,
} from '../builds.generated';
import { type PriceTier } from '../../../generated/graphql';
import { networkError, serverError } from '../../../test/mocks/errors';

export const TOKEN = 'Ab3dEfGh1jKlMnOpQrStUvWxYz_-0123';
export const OTHER_TOKEN = 'Zz9yXw8vUt7sRq6pOn5mLk4jIh3gFe2d';

type SharedBuild = NonNullable<SharedBuildQuery['sharedBuild']>;
type Part = SharedBuild['components'][number];
type Report = NonNullable<SharedBuild['compatibility']>;

function part(overrides: Partial<Part> & Pick<Part, 'type' | 'name' | 'priceCents'>) {
  return {
    __typename: 'SavedBuildPart' as const,
    componentId: null,
    slug: null,
    customPrice: false,
    locked: false,
    owned: false,
    ...overrides,
  };
}

export const PARTS = [
  part({
    type: 'CPU',
    name: 'AMD Ryzen 5 7600',
    priceCents: 19999,
    componentId: '44444444-4444-4444-8444-444444444444',
    slug: 'cpu-amd-ryzen-5-7600',
  }),
  part({ type: 'GPU', name: 'AMD Radeon RX 7800 XT', priceCents: 49999 }),
  part({ type: 'RAM', name: 'Corsair Vengeance 32GB DDR5-6000', priceCents: 10450 }),
];

export function makeReport(overrides: Partial<Report> = {}) {
  return {
    __typename: 'CompatibilityReport' as const,
    compatible: true,
    estimatedWattage: 412,
    recommendedPsuWattage: 550,
    unchecked: [],
    checks: [
      {
        __typename: 'CompatibilityCheckResult' as const,
        rule: 'cpu-socket',
        label: 'CPU socket',
        verdict: 'PASS' as const,
        message: 'The CPU fits the motherboard socket (AM5).',
      },
    ],
    ...overrides,
  };
}

/** A shared build as the server sends it (with the type names Apollo's cache expects). */
export function makeSharedBuild(overrides: Partial<SharedBuild> = {}) {
  return {
    __typename: 'SavedBuild' as const,
    id: '99999999-9999-4999-8999-999999999999',
    title: 'Quiet 1440p Rig',
    description: 'Built for Gaming.',
    category: 'Mid-Range Gaming',
    isPublic: false,
    shareToken: TOKEN,
    sharePath: `/shared/${TOKEN}`,
    totalPriceCents: 80448,
    budgetCents: 85000,
    buildType: 'gaming',
    screen: 'RES_1440P' as const,
    uses: ['GAMING' as const],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    viewerIsOwner: false,
    owner: { __typename: 'BuildAuthor' as const, username: 'ana_builds' },
    compatibility: makeReport(),
    components: PARTS,
    ...overrides,
  };
}

/** Answers the build behind `token` (null: none); other tokens fall through. */
export function sharedBuildHandler(token: string, build: ReturnType<typeof makeSharedBuild> | null) {
  return graphql.query(SharedBuildDocument, ({ variables }) =>
    variables.token === token
      ? HttpResponse.json({ data: { sharedBuild: build as SharedBuildQuery['sharedBuild'] } })
      : undefined,
  );
}

/** The first request for the build behind `token` gets no answer (offline). */
export function sharedBuildErrorHandler(token: string) {
  let failed = false;
  return graphql.query(SharedBuildDocument, ({ variables }) => {
    if (failed || variables.token !== token) return undefined;
    failed = true;
    return networkError();
  });
}

/** Answers the clone of `token` with the copy titled `title`, or with the server's refusal. */
export function cloneHandler(token: string, outcome: { title: string } | { message: string; code: ErrorCode }) {
  return graphql.mutation(CloneSharedBuildDocument, ({ variables }) => {
    if (variables.token !== token) return undefined;
    if ('message' in outcome) return serverError(outcome.code, outcome.message);
    const {
      viewerIsOwner: _owner,
      owner: _who,
      compatibility: _report,
      ...copy
    } = makeSharedBuild({
      id: '88888888-8888-4888-8888-888888888888',
      shareToken: OTHER_TOKEN,
      sharePath: `/shared/${OTHER_TOKEN}`,
      title: outcome.title,
    });
    return HttpResponse.json({
      data: { cloneSharedBuild: copy as CloneSharedBuildMutation['cloneSharedBuild'] },
    });
  });
}

type PublicBuild = NonNullable<PublicBuildsQuery['publicBuilds']>['nodes'][number];

/** A public build of the gallery; `n` makes the ids and tokens unique. */
export function makePublicBuild(n: number, overrides: Partial<PublicBuild> = {}) {
  const token = `${String(n).padStart(4, '0')}${'x'.repeat(28)}`;
  const {
    viewerIsOwner: _owner,
    compatibility: _report,
    ...build
  } = makeSharedBuild({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    shareToken: token,
    sharePath: `/shared/${token}`,
    title: `Build number ${n}`,
    isPublic: true,
  });
  return { ...build, ...overrides };
}

/**
 * Answers the gallery's page (24 builds) for `variables` (the tier, and the cursor after which it
 * starts) with `page`; other requests fall through. `seen` records each answered request's tier
 * and cursor.
 */
export function publicBuildsHandler(
  variables: { tier: PriceTier | null; after?: string },
  page: { nodes: ReturnType<typeof makePublicBuild>[]; totalCount?: number; endCursor?: string | null },
  seen?: unknown[],
) {
  const endCursor = page.endCursor ?? null;
  return graphql.query(PublicBuildsDocument, ({ variables: asked }) => {
    if (
      (asked.tier ?? null) !== variables.tier ||
      asked.first !== 24 ||
      (asked.after ?? undefined) !== variables.after
    ) {
      return undefined;
    }
    seen?.push(variables);
    return HttpResponse.json({
      data: {
        publicBuilds: mockPage('SavedBuildConnection', page.nodes, {
          totalCount: page.totalCount,
          endCursor,
          hasNextPage: endCursor !== null,
        }) as PublicBuildsQuery['publicBuilds'],
      },
    });
  });
}

/** The first request for the gallery of `tier` gets no answer (offline). */
export function publicBuildsErrorHandler(tier: PriceTier | null) {
  let failed = false;
  return graphql.query(PublicBuildsDocument, ({ variables }) => {
    if (failed || (variables.tier ?? null) !== tier) return undefined;
    failed = true;
    return networkError();
  });
}
