import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { API_TOKEN_MESSAGES } from '@rigforge/common';
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
  type CreateApiTokenMutationVariables,
} from '../api-tokens.generated';
import { serverError } from '../../../test/mocks/errors';
import { meHandler } from '../../../test/mocks/handlers/session';
import { apiToken as token, createdApiToken, NEW_TOKEN_SECRET as SECRET } from '../../../test/mocks/handlers/settings';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { SettingsPage } from '../SettingsPage';

startMockApi();

/** The page signed in as TEST_USER, with these tokens listed; the API tokens section. */
async function renderTokens(listed: ApiTokenFieldsFragment[] = []) {
  server.use(
    meHandler(TEST_USER),
    graphql.query(MyApiTokensDocument, () => HttpResponse.json({ data: { myApiTokens: listed } })),
  );
  renderWithApi(<SettingsPage />, { at: '/settings' });
  const section = await screen.findByRole('region', { name: 'API tokens' });
  await within(section).findByText(listed.length === 0 ? 'You have no API tokens.' : listed[0].name);
  return section;
}

describe('Settings: API tokens', () => {
  let writeText: jest.Mock;

  beforeEach(() => {
    writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('checks the form with labelled controls before sending anything', async () => {
    const sent: CreateApiTokenMutationVariables[] = [];
    server.use(
      graphql.mutation(CreateApiTokenDocument, ({ variables }) => {
        sent.push(variables);
        return serverError('BAD_USER_INPUT', 'not expected');
      }),
    );
    const section = await renderTokens();
    const form = within(section).getByRole('form', { name: 'Create an API token' });
    expect(within(form).getByRole('checkbox', { name: /^Read/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /^Write/ })).not.toBeChecked();
    expect(within(form).getByRole('group', { name: 'Scopes' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Expires after')).toHaveValue('90');

    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText(API_TOKEN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Token name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Read/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText(API_TOKEN_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(within(form).getByText(API_TOKEN_MESSAGES.scopesRequired)).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      API_TOKEN_MESSAGES.scopesRequired,
    );
    expect(sent).toEqual([]);
  });

  it('creates a token and shows its secret once, with a copy button and the warning; the list gains it', async () => {
    const sent: CreateApiTokenMutationVariables[] = [];
    server.use(
      graphql.mutation(CreateApiTokenDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            createApiToken: createdApiToken(
              token({ id: 'new-token', name: variables.input.name, scopes: variables.input.scopes }),
            ),
          },
        });
      }),
    );
    const section = await renderTokens();
    const form = within(section).getByRole('form', { name: 'Create an API token' });
    fireEvent.change(within(form).getByLabelText('Token name'), { target: { value: '  Backup script  ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Write/ }));
    fireEvent.change(within(form).getByLabelText('Expires after'), { target: { value: 'never' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));

    const secret = await within(section).findByLabelText('Your new token “Backup script”');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(within(section).getByText(API_TOKEN_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Backup script', scopes: ['READ', 'WRITE'], expiresInDays: null } }]);
    // The form is empty again, and the list shows the new token (never its secret).
    expect(within(form).getByLabelText('Token name')).toHaveValue('');
    const list = within(section).getByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Backup script')).toBeInTheDocument();
    expect(within(list).getByText('Read')).toBeInTheDocument();
    expect(within(list).getByText('Write')).toBeInTheDocument();
    expect(within(list).queryByText(SECRET)).not.toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Token copied')).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'I have copied it' }));
    expect(within(section).queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(within(section).queryByText(API_TOKEN_MESSAGES.shownOnce)).not.toBeInTheDocument();
  });

  it('says why a creation was refused', async () => {
    server.use(graphql.mutation(CreateApiTokenDocument, () => serverError('CONFLICT', API_TOKEN_MESSAGES.tooMany)));
    const section = await renderTokens();
    fireEvent.change(within(section).getByLabelText('Token name'), { target: { value: 'One too many' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(API_TOKEN_MESSAGES.tooMany)).toBeInTheDocument();
    expect(within(section).queryByText(API_TOKEN_MESSAGES.shownOnce)).not.toBeInTheDocument();
  });

  it('lists each token with its scopes, creation, last use and expiry', async () => {
    const now = Date.now();
    const section = await renderTokens([
      token({
        id: 'a',
        name: 'Home server',
        scopes: ['READ', 'WRITE'],
        lastUsedAt: new Date(now - 5 * 60_000).toISOString(),
        expiresAt: '2027-01-02T00:00:00.000Z',
      }),
      token({ id: 'b', name: 'Old laptop', expiresAt: '2026-02-01T00:00:00.000Z', expired: true }),
    ]);
    const items = within(within(section).getByRole('list', { name: 'Your API tokens' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Home server');
    expect(items[0]).toHaveTextContent('Created Mar 01, 2026 · Last used 5 minutes ago · Expires Jan 02, 2027');
    expect(items[1]).toHaveTextContent('Expired');
    expect(items[1]).toHaveTextContent('Created Mar 01, 2026 · Never used · Expired Feb 01, 2026');
  });

  it('revokes a token after a confirmation dialog that holds the focus', async () => {
    const revoked: (string | number)[] = [];
    server.use(
      graphql.mutation(RevokeApiTokenDocument, ({ variables }) => {
        revoked.push(variables.id);
        return HttpResponse.json({ data: { revokeApiToken: true } });
      }),
    );
    const section = await renderTokens([token({ id: 'a', name: 'Home server' }), token({ id: 'b', name: 'CI' })]);
    fireEvent.click(within(section).getByRole('button', { name: 'Revoke Home server' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveAccessibleDescription(
      'Scripts using “Home server” will be refused at once and their live connections closed. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(revoked).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Revoke Home server' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(revoked).toEqual(['a']);
    await waitFor(() => expect(within(section).queryByText('Home server')).not.toBeInTheDocument());
    expect(within(section).getByText('CI')).toBeInTheDocument();
  });
});
