import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MeDocument, type CurrentUserFieldsFragment, useMeQuery, useSignOutMutation } from './session.generated';
import { browserNavigation } from '../navigation';

export type CurrentUser = CurrentUserFieldsFragment;

export interface Session {
  /** The signed-in user, or null for a guest (also when the check failed: it is not retried). */
  user: CurrentUser | null;
  /** True until the first answer. */
  loading: boolean;
}

/** Who is signed in (docs/requirements.md §4 "Signed-in detection"): one cached `me` query shared by every caller. */
export function useSession(): Session {
  const { data, loading } = useMeQuery();
  return { user: data?.me ?? null, loading: loading && !data };
}

/** Makes `user` the signed-in user in the cache, after signing in or up. */
export function useSetSessionUser(): (user: CurrentUser) => void {
  const client = useApolloClient();
  return useCallback((user) => client.cache.writeQuery({ query: MeDocument, data: { me: user } }), [client]);
}

/** Signs out, then reloads the page (docs/requirements.md §2 "Sign out"), so that no signed-in state survives. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [mutate, { loading }] = useSignOutMutation();
  const signOut = useCallback(async () => {
    try {
      await mutate();
    } finally {
      browserNavigation.reload();
    }
  }, [mutate]);
  return { signOut, signingOut: loading };
}
