import { graphql, HttpResponse } from 'msw';
import { BuildGuidesDocument, type BuildGuidesQuery } from '../../../features/guides/guides.generated';
import { type Guide } from '../../../features/guides/components/GuideParts';

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

/** The build guides: none published (a test lists its own with server.use(guidesHandler(...))). */
export const guideHandlers = [guidesHandler([])];
