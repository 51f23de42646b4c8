import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { CONTACT_MESSAGES, CONTACT_MIN_FILL_MS, SUPPORT_TOPICS } from '@rigforge/common';
import { SendContactMessageDocument, type SendContactMessageMutationVariables } from '../contact.generated';
import { networkError, serverError } from '../../../test/mocks/errors';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { ContactPage } from '../ContactPage';

startMockApi();

/** Records what the send mutation receives, then answers as `answer` (default: the shared handler's "sent"). */
function recordSends(answer: () => Response = () => HttpResponse.json({ data: { sendContactMessage: true } })) {
  const seen: SendContactMessageMutationVariables[] = [];
  server.use(
    graphql.mutation(SendContactMessageDocument, ({ variables }) => {
      seen.push(variables);
      return answer();
    }),
  );
  return seen;
}

function renderContact() {
  renderWithApi(<ContactPage />, { at: '/contact' });
}

function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

/** Lets the minimum fill time pass on the real clock, without waiting: the form sends at once. */
function waitOutMinimum() {
  const opened = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(opened + CONTACT_MIN_FILL_MS);
}

const VALID = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Build Help', Message: 'Which PSU?' };

describe('ContactPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the form, the topic badges and the support e-mail', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact and Support' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@rigforge.example' })).toHaveAttribute(
      'href',
      'mailto:help@rigforge.example',
    );
    const topics = screen.getByRole('list', { name: 'Support topics' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...SUPPORT_TOPICS]);
    expect(screen.getByText(CONTACT_MESSAGES.sentDetail)).toBeInTheDocument();
  });

  it('fills the subject from a topic badge and marks it pressed', () => {
    renderContact();
    const badge = screen.getByRole('button', { name: 'Bug Report' });
    fireEvent.click(badge);
    expect(screen.getByLabelText('Subject')).toHaveValue('Bug Report');
    expect(badge).toHaveAttribute('aria-pressed', 'true');
    fill({ Subject: 'Something else' });
    expect(badge).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows inline errors for every missing or invalid field, and sends nothing', async () => {
    const seen = recordSends();
    renderContact();
    fill({ Email: 'not-an-address' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    // Errors follow the fields once fixed.
    fill({ Name: 'Ada' });
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Feature Request' }));
    expect(screen.queryByText(CONTACT_MESSAGES.subjectRequired)).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("says 'Message Sent!', then shows an empty form again after 3 s", async () => {
    jest.useFakeTimers();
    const seen = recordSends();
    renderContact();
    fill(VALID);
    act(() => jest.advanceTimersByTime(CONTACT_MIN_FILL_MS + 500));
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const heading = await screen.findByRole('heading', { name: CONTACT_MESSAGES.sent });
    expect(heading.closest('[role="status"]')).toHaveTextContent(CONTACT_MESSAGES.sentDetail);
    expect(seen[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', subject: 'Build Help', website: '' });
    expect(seen[0].fillTimeMs).toBeGreaterThanOrEqual(CONTACT_MIN_FILL_MS);

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('heading', { name: CONTACT_MESSAGES.sent })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('heading', { name: CONTACT_MESSAGES.sent })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows 'Failed to send message. Please try again.' when sending fails, keeping the text", async () => {
    recordSends(networkError);
    renderContact();
    fill(VALID);
    waitOutMinimum();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Which PSU?');
  });

  it("shows the server's reason when it refuses (a rate limit)", async () => {
    const message = 'Too many messages sent from your network. Please try again in 1 hour.';
    recordSends(() => serverError('RATE_LIMITED', message));
    renderContact();
    fill(VALID);
    waitOutMinimum();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('holds a send made right after the form was shown (autofill), and sends it once the minimum time has passed', async () => {
    jest.useFakeTimers();
    const seen = recordSends();
    renderContact();
    fill(VALID);
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // Held: the button says so, the fields keep the text and cannot change, nothing has gone out.
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Message')).toHaveValue('Which PSU?');
    act(() => jest.advanceTimersByTime(CONTACT_MIN_FILL_MS - 1000 - 1));
    expect(seen).toEqual([]);
    expect(screen.queryByRole('heading', { name: CONTACT_MESSAGES.sent })).not.toBeInTheDocument();
    // A second press while held sends nothing more.
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: CONTACT_MESSAGES.sent })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].fillTimeMs).toBeGreaterThanOrEqual(CONTACT_MIN_FILL_MS);
    expect(seen[0]).toMatchObject({ name: 'Ada', message: 'Which PSU?', website: '' });
  });

  it("never says 'Message Sent!' when the server refuses a send as too soon", async () => {
    recordSends(() => serverError('BAD_USER_INPUT', CONTACT_MESSAGES.tooSoon));
    renderContact();
    fill(VALID);
    waitOutMinimum();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.tooSoon)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CONTACT_MESSAGES.sent })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Which PSU?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
