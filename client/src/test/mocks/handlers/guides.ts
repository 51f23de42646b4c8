import { graphql, HttpResponse } from 'msw';
import {
  BuildGuideDocument,
  BuildGuidesDocument,
  RecordGuideViewDocument,
  type BuildGuideQuery,
  type BuildGuideQueryVariables,
  type BuildGuidesQuery,
  type RecordGuideViewMutation,
  type RecordGuideViewMutationVariables,
} from '../../../features/guides/guides.generated';
import { type Guide } from '../../../features/guides/components/GuideParts';
import { type GuideDetail } from '../../../features/guides/useGuide';
import { serverError } from '../errors';

/** The server's refusal of a view of a guide it does not have (guides.service.ts, GUIDE_NOT_FOUND). */
export const GUIDE_NOT_FOUND = 'No build guide with that slug';

/** Answers the guide list with `guides`, named by type as the server answers (the cache needs it). */
export function guidesHandler(guides: readonly Guide[]) {
  return graphql.query(BuildGuidesDocument, () =>
    HttpResponse.json({
      data: {
        guides: {
          __typename: 'BuildGuideConnection',
          nodes: guides.map((g) => ({
            __typename: 'BuildGuide',
            ...g,
            components: g.components.map((c) => ({ __typename: 'GuideComponent', ...c })),
          })),
        } as BuildGuidesQuery['guides'],
      },
    }),
  );
}

/**
 * Answers a guide's page with `guide` (null: no guide at that slug), named by type as the server
 * answers; `seen` records each request's variables.
 */
export function guideHandler(guide: GuideDetail | null, seen: BuildGuideQueryVariables[] = []) {
  return graphql.query(BuildGuideDocument, ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({
      data: {
        buildGuide: (guide && {
          __typename: 'BuildGuide',
          ...guide,
          components: guide.components.map((c) => ({ __typename: 'GuideComponent', ...c })),
        }) as BuildGuideQuery['buildGuide'],
      },
    });
  });
}

/** Counts a view of the guide `id`, answering its new count `views`; `seen` records each request's variables. */
export function recordGuideViewHandler(id: string, views: number, seen: RecordGuideViewMutationVariables[] = []) {
  return graphql.mutation(RecordGuideViewDocument, ({ variables }) => {
    seen.push(variables);
    const recordGuideView = { __typename: 'BuildGuide', id, views } as RecordGuideViewMutation['recordGuideView'];
    return HttpResponse.json({ data: { recordGuideView } });
  });
}

/**
 * The build guides: none published, so none to show or count (a test lists its own with
 * server.use(guidesHandler(...)), or shows one with guideHandler).
 */
export const guideHandlers = [
  guidesHandler([]),
  guideHandler(null),
  graphql.mutation(RecordGuideViewDocument, () => serverError('NOT_FOUND', GUIDE_NOT_FOUND)),
];
