import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { MeDocument } from '../session/session.generated';
import { TEST_USER } from '../../test/render';
import { signInRequiredLink } from '../apollo';
import { onSignInRequired } from '../auth-events';

/** A mutation that needs a session (any will do: the link reads only the error). */
const DeleteAccountDocument = gql`
  mutation DeleteAccount {
    deleteAccount
  }
`;

function clientAnswering(errors: { message: string; extensions?: Record<string, unknown> }[]) {
  const terminal = new ApolloLink(
    () =>
      new Observable((o) => {
        o.next({ errors });
        o.complete();
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([signInRequiredLink, terminal]),
    cache: new InMemoryCache(),
  });
  client.cache.writeQuery({ query: MeDocument, data: { me: TEST_USER } });
  return client;
}

describe('the sign-in-required link', () => {
  it('forgets the current user and tells the app, for UNAUTHENTICATED from any operation', async () => {
    const heard = jest.fn();
    const stop = onSignInRequired(heard);
    const client = clientAnswering([{ message: SIGN_IN_REQUIRED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }]);
    await expect(client.mutate({ mutation: DeleteAccountDocument })).rejects.toThrow(SIGN_IN_REQUIRED_MESSAGE);
    expect(client.cache.readQuery({ query: MeDocument })).toEqual({ me: null });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves other errors to the caller', async () => {
    const heard = jest.fn();
    const stop = onSignInRequired(heard);
    const client = clientAnswering([{ message: 'Nope', extensions: { code: 'BAD_USER_INPUT' } }]);
    await expect(client.mutate({ mutation: DeleteAccountDocument })).rejects.toThrow('Nope');
    expect(client.cache.readQuery({ query: MeDocument })?.me?.id).toBe(TEST_USER.id);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
