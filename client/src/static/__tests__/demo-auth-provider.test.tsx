import { act, render, screen } from '@testing-library/react';
import { createDemoSession } from '../demo-auth';
import { DEMO_AUTH_OUTSIDE_PROVIDER, DemoAuthProvider, DemoModeBanner, useDemoAuth } from '../DemoAuthProvider';

function Who() {
  const { user, loading } = useDemoAuth();
  return <p>{loading ? 'loading' : user ? `user ${String(user.id)}` : 'signed out'}</p>;
}

describe('DemoAuthProvider (docs/requirements.md §4 Demo session)', () => {
  beforeEach(() => localStorage.clear());

  it('restores the user from browser storage and follows sign-in and sign-out', () => {
    const session = createDemoSession(() => 1_700_000_000_000);
    session.signIn('ada@example.com', 'pw');
    render(
      <DemoAuthProvider session={session}>
        <Who />
        <DemoModeBanner />
      </DemoAuthProvider>,
    );
    expect(screen.getByText('user demo-user-1')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Demo Mode');
    expect(screen.getByRole('note')).toHaveTextContent('Signed in as ada (demo).');
    act(() => session.signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => void session.signUp('neo', 'neo@example.com', 'pw'));
    expect(screen.getByText('user demo-user-1700000000000')).toBeInTheDocument();
  });

  it('is an error outside its provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow(DEMO_AUTH_OUTSIDE_PROVIDER);
    error.mockRestore();
  });
});
