// The contact form end to end: stored, mailed to SUPPORT_EMAIL, checked, limited per address, bots
// (the honeypot) dropped silently, a send too soon refused; the admins' list and "handled" mark, refused to everyone else.
import { CONTACT_MESSAGES, CONTACT_MIN_FILL_MS, SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser, signUp, waitForMail, outbox, type Browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql, type GraphQLCaller, guestFrom } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { FORBIDDEN_MESSAGE } from '../../../lib/policy';
import { CONTACT_CURSOR_MESSAGE } from '../contact.rules';
import { CONTACT_MESSAGE_NOT_FOUND } from '../contact.service';

const SUPPORT = 'help@rigforge.example';
let server: TestServer;

// Behind a trusted proxy the client address comes from X-Forwarded-For: each test sends from its own.
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true', SUPPORT_EMAIL: SUPPORT },
    {
      limits: {
        contactPerIp: { points: 3, durationSeconds: 3600 },
        signUpPerIp: { points: 100, durationSeconds: 3600 },
      },
    },
  );
});

afterAll(async () => {
  await server.close();
});

const SEND = `mutation Send($name: String!, $email: String!, $subject: String!, $message: String!,
  $website: String, $fillTimeMs: Int) {
  sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, website: $website,
    fillTimeMs: $fillTimeMs)
}`;
const LIST = `query List($handled: Boolean, $first: Int, $after: String) {
  contactMessages(handled: $handled, first: $first, after: $after) {
    nodes { id name email subject message createdAt handledAt } totalCount endCursor hasNextPage } }`;
const MARK = `mutation Mark($id: ID!, $handled: Boolean) {
  markContactMessageHandled(id: $id, handled: $handled) { id handledAt } }`;

interface Connection {
  nodes: Row[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

interface Row {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

let n = 0;
/** A person's message: a unique subject, the form open for 10 s. */
function message(extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: `Build Help ${n}`,
    message: 'Which PSU fits a 4080?\nThanks!',
    fillTimeMs: 10_000,
    ...extra,
  };
}

/** GraphQL from this client address. */
const from = (ip: string): GraphQLCaller => guestFrom(server, ip);
const post = (ip: string, body: object) => server.http.post('/api/contact').set('X-Forwarded-For', ip).send(body);

const count = async () => (await sql<{ n: number }>(server, 'SELECT count(*)::int AS n FROM contact_message'))[0].n;

async function admin(): Promise<Browser> {
  const b = browser(server);
  const account = await signUp(b, 'admin');
  await sql(server, `UPDATE users SET role = 'admin' WHERE id = $1`, [account.id]);
  return b;
}

describe('sending', () => {
  it('stores a guest message over GraphQL and mails it to SUPPORT_EMAIL, replying to the sender', async () => {
    const input = message({ name: '  Ada <b>L</b> ', subject: 'Build Help\r\nBcc: x@evil.example' });
    expect(await expectData<boolean>(from('203.0.113.1'), SEND, input, 'sendContactMessage')).toBe(true);
    const [row] = await sql<Row>(server, 'SELECT * FROM contact_message WHERE email = $1 ORDER BY "createdAt" DESC', [
      'ada@example.com',
    ]);
    expect(row).toMatchObject({
      name: 'Ada <b>L</b>',
      subject: input.subject,
      message: input.message,
      handledAt: null,
    });
    const mail = await waitForMail(server, SUPPORT);
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.subject).toBe('[RigForge contact] Build Help Bcc: x@evil.example');
    expect(mail.text).toContain(input.message);
    expect(mail.html).toContain('Ada &lt;b&gt;L&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('takes POST /api/contact with the SPEC fields and answers 200', async () => {
    const before = await count();
    const res = await post('203.0.113.2', message({ subject: 'Over REST' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_MESSAGES.sent });
    expect(await count()).toBe(before + 1);
    // A script that sends only the four fields of docs/requirements.md §7 (no fill time) is not taken for a bot.
    const { fillTimeMs: _unused, ...specFields } = message({ subject: 'Only the SPEC fields' });
    expect((await post('203.0.113.2', specFields)).status).toBe(200);
    expect(await count()).toBe(before + 2);
    await waitForMail(server, SUPPORT, 3);
  });

  it('refuses missing, invalid and over-long fields with clear messages, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, CONTACT_MESSAGES.nameRequired],
      [{ email: 'not-an-address' }, CONTACT_MESSAGES.emailInvalid],
      [{ subject: '' }, CONTACT_MESSAGES.subjectRequired],
      [{ message: '   ' }, CONTACT_MESSAGES.messageRequired],
      [{ name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
      [{ subject: 's'.repeat(201) }, CONTACT_MESSAGES.subjectTooLong],
      [{ message: 'm'.repeat(5001) }, 'Message must be at most 5,000 characters'],
    ];
    for (const [change, text] of cases) {
      expect(await expectRefusal(from('203.0.113.3'), SEND, message(change))).toEqual({
        code: 'BAD_USER_INPUT',
        message: text,
      });
      const res = await post('203.0.113.3', message(change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: text });
    }
    const rest = await post('203.0.113.3', {});
    expect(rest.status).toBe(400);
    expect(rest.body.message).toContain(CONTACT_MESSAGES.nameRequired);
    expect(await count()).toBe(before);
  });

  it('takes exactly 5,000 characters', async () => {
    await expectData(from('203.0.113.4'), SEND, message({ message: 'm'.repeat(5000) }));
  });

  it('refuses NUL characters as everywhere else', async () => {
    const before = await count();
    const refusal = await expectRefusal(from('203.0.113.5'), SEND, message({ message: 'a\u0000b' }));
    expect(refusal.code).toBe('BAD_USER_INPUT');
    expect(refusal.message).toContain('Variable "$message"');
    const res = await post('203.0.113.5', message({ name: 'a\u0000b' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Field "name"');
    expect(await count()).toBe(before);
  });

  it('limits messages per address, on both APIs, with a retry time', async () => {
    const ip = '203.0.113.6';
    await expectData(from(ip), SEND, message());
    expect((await post(ip, message())).status).toBe(200);
    await expectData(from(ip), SEND, message());
    const before = await count();
    expect(await expectRefusal(from(ip), SEND, message())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many messages sent from your network. Please try again in 1 hour.',
    });
    const res = await post(ip, message());
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await count()).toBe(before);
    // Another address is not affected.
    await expectData(from('203.0.113.7'), SEND, message());
  });

  it('answers a bot (the honeypot filled) as if sent, and stores, mails and counts nothing', async () => {
    const ip = '203.0.113.8';
    const before = await count();
    // Every stored message has been mailed (in the background) before counting the outbox.
    await waitForMail(server, SUPPORT, before);
    const mails = outbox(server).length;
    const bots = [message({ website: 'http://spam.example' }), message({ fillTimeMs: 0, website: 'x' })];
    for (const bot of bots) expect(await expectData<boolean>(from(ip), SEND, bot, 'sendContactMessage')).toBe(true);
    for (const bot of bots) expect((await post(ip, bot)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(before);
    expect(outbox(server).length).toBe(mails);
    // None of them used up the address's allowance.
    for (let i = 0; i < 3; i += 1) await expectData(from(ip), SEND, message());
  });

  it('refuses a message sent too soon after the form was shown, never answering it as sent', async () => {
    const ip = '203.0.113.40';
    const before = await count();
    await waitForMail(server, SUPPORT, before);
    const mails = outbox(server).length;
    for (const fillTimeMs of [0, 800, CONTACT_MIN_FILL_MS - 1]) {
      expect(await expectRefusal(from(ip), SEND, message({ fillTimeMs }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: CONTACT_MESSAGES.tooSoon,
      });
      const res = await post(ip, message({ fillTimeMs }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: CONTACT_MESSAGES.tooSoon });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(before);
    expect(outbox(server).length).toBe(mails);
    // The same message at the minimum is stored, and the refusals used up none of the allowance.
    for (let i = 0; i < 3; i += 1) await expectData(from(ip), SEND, message({ fillTimeMs: CONTACT_MIN_FILL_MS }));
    expect(await count()).toBe(before + 3);
  });
});

describe('the admins’ list', () => {
  it('lists messages newest first and marks them handled, then open again', async () => {
    const ip = '203.0.113.9';
    await expectData(from(ip), SEND, message({ subject: 'First to list' }));
    await expectData(from(ip), SEND, message({ subject: 'Second to list' }));
    const b = await admin();
    const page = await expectData<Connection>(b, LIST, { first: 100 }, 'contactMessages');
    const all = page.nodes;
    expect(all.length).toBe(await count());
    expect(page).toMatchObject({ totalCount: all.length, hasNextPage: false });
    expect(all[0].subject).toBe('Second to list');
    expect(all[1].subject).toBe('First to list');
    expect(all[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', handledAt: null });

    const marked = await expectData<Row>(b, MARK, { id: all[1].id }, 'markContactMessageHandled');
    expect(marked.handledAt).not.toBeNull();
    const open = await expectData<Connection>(b, LIST, { handled: false, first: 100 }, 'contactMessages');
    expect(open.nodes.map((m) => m.id)).not.toContain(all[1].id);
    expect(open.totalCount).toBe(all.length - 1);
    const handled = await expectData<Connection>(b, LIST, { handled: true }, 'contactMessages');
    expect(handled.nodes.map((m) => m.id)).toEqual([all[1].id]);
    expect(handled.totalCount).toBe(1);

    const reopened = await expectData<Row>(b, MARK, { id: all[1].id, handled: false }, 'markContactMessageHandled');
    expect(reopened.handledAt).toBeNull();
    expect(await expectRefusal(b, MARK, { id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      code: 'NOT_FOUND',
      message: CONTACT_MESSAGE_NOT_FOUND,
    });
    expect(await expectRefusal(b, MARK, { id: 'not-an-id' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'id must be a RigForge id (a UUID, as the API gives them).',
    });
  });

  it('pages with first/after: every message once, in order, even within one millisecond', async () => {
    const b = await admin();
    // Messages sent in the same millisecond (one statement): the cursor keeps microseconds.
    await sql(
      server,
      `INSERT INTO contact_message (name, email, subject, message, "createdAt")
       SELECT 'Page Test', 'p@example.com', 'Paged ' || i, 'Hello', date_trunc('milliseconds', now()) + (i * interval '1 microsecond')
         FROM generate_series(1, 7) AS i`,
    );
    const everything = await expectData<Connection>(b, LIST, { first: 100 }, 'contactMessages');
    const seen: Row[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Connection = await expectData<Connection>(b, LIST, { first: 3, after }, 'contactMessages');
      expect(page.totalCount).toBe(everything.totalCount);
      expect(page.nodes.length).toBeLessThanOrEqual(3);
      seen.push(...page.nodes);
      after = page.hasNextPage ? page.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(Math.ceil(everything.totalCount / 3));
    expect(seen.map((m) => m.id)).toEqual(everything.nodes.map((m) => m.id));
    const paged = seen.filter((m) => m.subject.startsWith('Paged ')).map((m) => m.subject);
    expect(paged).toEqual(['Paged 7', 'Paged 6', 'Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1']);

    // A cursor of another filter or list, or a bad page size, is bad input with a clear message.
    expect(await expectRefusal(b, LIST, { first: 2, after: 'bm9wZQ' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: CONTACT_CURSOR_MESSAGE,
    });
    expect(await expectRefusal(b, LIST, { first: 101 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('first must be at most 100'),
    });
  });

  it('refuses guests, users and moderators, and changes nothing', async () => {
    await expectData(from('203.0.113.10'), SEND, message());
    const [row] = await sql<{ id: string }>(server, 'SELECT id FROM contact_message LIMIT 1');
    const guest = browser(server);
    for (const op of [[LIST, {}] as const, [MARK, { id: row.id }] as const]) {
      expect(await expectRefusal(guest, op[0], op[1])).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    const user = browser(server);
    await signUp(user, 'plain');
    const moderator = browser(server);
    const mod = await signUp(moderator, 'mod');
    await sql(server, `UPDATE users SET role = 'moderator' WHERE id = $1`, [mod.id]);
    for (const b of [user, moderator]) {
      expect(await expectRefusal(b, LIST, {})).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      expect(await expectRefusal(b, MARK, { id: row.id })).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    }
    const [after] = await sql<Row>(server, 'SELECT * FROM contact_message WHERE id = $1', [row.id]);
    expect(after.handledAt).toBeNull();
  });
});
