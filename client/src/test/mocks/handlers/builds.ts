import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  DeleteSavedBuildDocument,
  MySavedBuildsDocument,
  PublicBuildsDocument,
  SharedBuildDocument,
  type MySavedBuildsQuery,
  type PublicBuildsQuery,
} from '../../../features/builds/builds.generated';

/** An empty page of builds as the server answers it. */
const NO_BUILDS = mockPage('SavedBuildConnection', []);

/**
 * Saved builds: none saved, none public, no build behind a share link (null, as the server
 * answers an unknown token); deleting is accepted.
 */
export const buildHandlers = [
  graphql.query(MySavedBuildsDocument, () =>
    HttpResponse.json({ data: { mySavedBuilds: NO_BUILDS as unknown as MySavedBuildsQuery['mySavedBuilds'] } }),
  ),
  graphql.query(PublicBuildsDocument, () =>
    HttpResponse.json({ data: { publicBuilds: NO_BUILDS as unknown as PublicBuildsQuery['publicBuilds'] } }),
  ),
  graphql.query(SharedBuildDocument, () => HttpResponse.json({ data: { sharedBuild: null } })),
  graphql.mutation(DeleteSavedBuildDocument, ({ variables }) =>
    HttpResponse.json({ data: { deleteSavedBuild: String(variables.id) } }),
  ),
];
