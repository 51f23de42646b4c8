// When an account's theme was last chosen (issue 32): null for a new account, set by the app's clock
// when the theme changes, untouched by other preferences; the client's sign-in rule compares it with
// the device's own pick (common themeAtSignIn).
import { browser, signUp, type Browser } from '../../../test/accounts';
import { expectData, refusalOf, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

const now = { value: new Date('2026-12-01T12:00:00.000Z') };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock: { now: () => now.value } });
});

afterAll(async () => {
  await server.close();
});

const PREFS = 'preferences { theme notifications newsletter themeUpdatedAt }';
type Prefs = { theme: string; notifications: boolean; newsletter: boolean; themeUpdatedAt: string | null };

const mine = async (b: Browser) =>
  (await expectData<{ preferences: Prefs }>(b, `{ me { ${PREFS} } }`, {}, 'me')).preferences;

describe("the account theme's time", () => {
  it('is null for a new account, set when the theme is chosen, and kept by other preference changes', async () => {
    const b = browser(server);
    const account = await signUp(b, 'themetime');
    expect(await mine(b)).toEqual({ theme: 'dark', notifications: true, newsletter: false, themeUpdatedAt: null });

    const notifications = await expectData<{ preferences: Prefs }>(
      b,
      `mutation { updatePreferences(notifications: false) { ${PREFS} } }`,
      {},
      'updatePreferences',
    );
    expect(notifications.preferences.themeUpdatedAt).toBeNull();

    const light = await expectData<{ preferences: Prefs }>(
      b,
      `mutation { updatePreferences(theme: light) { ${PREFS} } }`,
      {},
      'updatePreferences',
    );
    expect(light.preferences).toEqual({
      theme: 'light',
      notifications: false,
      newsletter: false,
      themeUpdatedAt: '2026-12-01T12:00:00.000Z',
    });

    now.value = new Date('2026-12-01T12:05:00.000Z');
    await expectData(b, 'mutation { updatePreferences(newsletter: true) { id } }');
    expect((await mine(b)).themeUpdatedAt).toBe('2026-12-01T12:00:00.000Z');
    // Choosing the same theme again is still a choice: its time moves.
    await expectData(b, 'mutation { updatePreferences(theme: light) { id } }');
    expect((await mine(b)).themeUpdatedAt).toBe('2026-12-01T12:05:00.000Z');

    // Sign-in answers it too (a fresh browser: the device the visitor signs in on).
    const other = browser(server);
    const signedIn = await expectData<{ preferences: Prefs }>(
      other,
      `mutation S($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${PREFS} } }`,
      { email: account.email, password: account.password },
      'signIn',
    );
    expect(signedIn.preferences).toMatchObject({ theme: 'light', themeUpdatedAt: '2026-12-01T12:05:00.000Z' });
    const [row] = await sql<{ at: Date }>(server, 'SELECT "themeUpdatedAt" AS at FROM users WHERE id = $1', [
      account.id,
    ]);
    expect(row.at.toISOString()).toBe('2026-12-01T12:05:00.000Z');
  });

  it('refuses a theme that is not dark or light with a clear message, never a 500', async () => {
    const b = browser(server);
    await signUp(b, 'themebad');
    const res = await b.graphql('mutation { updatePreferences(theme: purple) { id } }');
    expect(res.status).toBeLessThan(500);
    expect(refusalOf(res).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await mine(b)).themeUpdatedAt).toBeNull();
  });
});
