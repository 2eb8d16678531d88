import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { messages, notifications } from '#src/server/db/schema';
import { call, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { mailboxWorld } from './fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let worlds = 0;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
});
afterAll(async () => {
  await handle?.close();
});

/** A world of its own, for tests that count messages. */
const freshWorld = () => mailboxWorld(handle, ` ${++worlds}`);

const send = (from: TestUser, to: TestUser[], subject = 'Vraag', body = 'Hallo, ik heb een vraag.', replyToId?: string) =>
  call(app, 'POST', '/api/message', from, { to: to.map((u) => u.id), subject, body, replyToId });

async function notificationsOf(user: TestUser) {
  return handle.db.select().from(notifications).where(eq(notifications.userId, user.id));
}

describe('the mailbox round trip', () => {
  it('candidate writes to teacher, teacher reads and replies, candidate sees the reply in the header and marks it read', async () => {
    const { candidate, teacher } = await freshWorld();

    const sent = await send(candidate, [teacher], '  Vraag over de PAT  ', 'Wanneer is de <b>PAT</b>?\nGroet');
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ id: expect.any(String) });
    const messageId: string = sent.json.id;

    const inbox = await call(app, 'GET', '/api/message/inbox', teacher);
    expect(inbox.status).toBe(200);
    expect(inbox.json).toEqual({
      items: [
        {
          id: messageId,
          subject: 'Vraag over de PAT',
          sender: { id: candidate.id, name: candidate.name },
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          readAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const [teacherNote] = await notificationsOf(teacher);
    expect(teacherNote).toMatchObject({
      type: 1,
      message: `Nieuw bericht van ${candidate.name}: Vraag over de PAT`,
      params: { sender: candidate.name, subject: 'Vraag over de PAT' },
      relatedId: messageId,
      readAt: null,
    });

    const opened = await call(app, 'GET', `/api/message/${messageId}`, teacher);
    expect(opened.status).toBe(200);
    expect(opened.json).toEqual({
      id: messageId,
      subject: 'Vraag over de PAT',
      body: 'Wanneer is de <b>PAT</b>?\nGroet',
      sender: { id: candidate.id, name: candidate.name },
      recipients: [{ id: teacher.id, name: teacher.name }],
      createdAt: inbox.json.items[0].createdAt,
      readAt: expect.stringMatching(/Z$/),
      replyToId: null,
    });
    const afterOpen = await call(app, 'GET', '/api/message/inbox', teacher);
    expect(afterOpen.json.items[0].readAt).toBe(opened.json.readAt);
    expect((await notificationsOf(teacher))[0]?.readAt).toBeInstanceOf(Date);
    const reopened = await call(app, 'GET', `/api/message/${messageId}`, teacher);
    expect(reopened.json.readAt).toBe(opened.json.readAt);

    const reply = await call(app, 'POST', `/api/message/${messageId}/reply`, teacher, { body: 'Volgende week dinsdag.' });
    expect(reply.status).toBe(201);

    const candidateInbox = await call(app, 'GET', '/api/message/inbox?unread=1', candidate);
    expect(candidateInbox.json.items).toEqual([
      expect.objectContaining({ id: reply.json.id, subject: 'Re: Vraag over de PAT', sender: { id: teacher.id, name: teacher.name } }),
    ]);
    const [note] = await notificationsOf(candidate);
    expect(note).toMatchObject({ type: 1, relatedId: reply.json.id, readAt: null });
    expect(note?.message).toBe(`Nieuw bericht van ${teacher.name}: Re: Vraag over de PAT`);

    const header = await call(app, 'GET', '/api/user/headerinfo', candidate);
    expect(header.json.notifications).toEqual([
      {
        id: note?.id,
        message: note?.message,
        params: { sender: teacher.name, subject: 'Re: Vraag over de PAT' },
        type: 1,
        relatedId: reply.json.id,
        createdAt: expect.any(String),
        href: `/mailbox/message/${reply.json.id}`,
      },
    ]);

    const marked = await call(app, 'PUT', '/api/notification/read', candidate, header.json.notifications[0]);
    expect(marked.status).toBe(204);
    expect((await notificationsOf(candidate))[0]?.readAt).toBeInstanceOf(Date);
    expect((await call(app, 'GET', '/api/user/headerinfo', candidate)).json.notifications).toEqual([]);

    const replyOpened = await call(app, 'GET', `/api/message/${reply.json.id}`, candidate);
    expect(replyOpened.json).toMatchObject({ replyToId: messageId, body: 'Volgende week dinsdag.' });

    const candidateOutbox = await call(app, 'GET', '/api/message/outbox', candidate);
    expect(candidateOutbox.json.items).toEqual([
      { id: messageId, subject: 'Vraag over de PAT', recipients: [{ id: teacher.id, name: teacher.name }], createdAt: expect.any(String) },
    ]);
  });

  it('lets the sender open their message without marking it read', async () => {
    const { candidate, teacher } = await freshWorld();
    const sent = await send(candidate, [teacher]);
    const asSender = await call(app, 'GET', `/api/message/${sent.json.id}`, candidate);
    expect(asSender.status).toBe(200);
    expect(asSender.json.readAt).toBeNull();
    const inbox = await call(app, 'GET', '/api/message/inbox', teacher);
    expect(inbox.json.items[0].readAt).toBeNull();
  });

  it('does not put "Re:" twice in front of a subject', async () => {
    const { candidate, teacher } = await freshWorld();
    const sent = await send(teacher, [candidate], 'RE: planning');
    const reply = await call(app, 'POST', `/api/message/${sent.json.id}/reply`, candidate, { body: 'Dank je.' });
    const opened = await call(app, 'GET', `/api/message/${reply.json.id}`, candidate);
    expect(opened.json.subject).toBe('RE: planning');
  });

  it('sends one message to several recipients, each with their own notification and read time', async () => {
    const { contactPerson, candidate, classmate, coordinator } = await freshWorld();
    const sent = await send(contactPerson, [candidate, classmate, coordinator], 'Rooster');
    expect(sent.status).toBe(201);
    for (const user of [candidate, classmate, coordinator]) {
      expect(await notificationsOf(user)).toEqual([expect.objectContaining({ relatedId: sent.json.id })]);
    }
    await call(app, 'GET', `/api/message/${sent.json.id}`, candidate);
    expect((await call(app, 'GET', '/api/message/inbox?unread=1', candidate)).json.total).toBe(0);
    expect((await call(app, 'GET', '/api/message/inbox?unread=1', classmate)).json.total).toBe(1);
    const outbox = await call(app, 'GET', '/api/message/outbox', contactPerson);
    expect(outbox.json.items[0].recipients.map((r: { id: string }) => r.id)).toEqual([coordinator.id, candidate.id, classmate.id]);
  });
  it('keeps the type-1 notification of an opened message read and the others unread', async () => {
    const { candidate, teacher } = await freshWorld();
    const a = await send(candidate, [teacher], 'A');
    await send(candidate, [teacher], 'B');
    await call(app, 'GET', `/api/message/${a.json.id}`, teacher);
    const unread = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, teacher.id));
    expect(unread.filter((n) => n.readAt === null).map((n) => n.message)).toEqual([`Nieuw bericht van ${candidate.name}: B`]);
  });
});

describe('a repeated submit (Idempotency-Key, docs/decisions/039-idempotent-creates.md)', () => {
  it('sends one message and one reply when each form is sent twice with its key, and answers both alike', async () => {
    const { candidate, teacher } = await freshWorld();
    const key = crypto.randomUUID();
    const compose = () => call(app, 'POST', '/api/message', candidate, { to: [teacher.id], subject: 'Eén keer', body: 'Hallo' }, withKey(key));
    const [first, second] = await Promise.all([compose(), compose()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await compose()).toEqual(first);
    expect(await handle.db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, candidate.id))).toEqual([{ id: first.json.id }]);
    expect(await notificationsOf(teacher)).toHaveLength(1);

    const replyKey = crypto.randomUUID();
    const reply = () => call(app, 'POST', `/api/message/${first.json.id}/reply`, teacher, { body: 'Dag!' }, withKey(replyKey));
    const answered = await reply();
    expect(answered.status).toBe(201);
    expect(await reply()).toEqual(answered);
    expect(await handle.db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, teacher.id))).toEqual([{ id: answered.json.id }]);
  });
});

describe('who may write to whom', () => {
  it('answers 400 with a Dutch title for a recipient outside the caller’s contacts, and stores nothing', async () => {
    const forbidden: [TestUser, TestUser][] = [
      [w.candidate, w.otherTeacher],
      [w.candidate, w.classmate],
      [w.candidate, w.otherContactPerson],
      [w.candidate, w.admin],
      [w.contactPerson, w.stranger],
      [w.contactPerson, w.teacher],
      [w.teacher, w.classmate],
      [w.teacher, w.contactPerson],
      [w.coordinator, w.formerCoordinator],
      [w.coordinator, w.coordinator],
    ];
    const before = (await handle.db.select().from(messages)).length;
    for (const [from, to] of forbidden) {
      const res = await send(from, [to]);
      expect(res.status, `${from.name} → ${to.name}`).toBe(400);
      expect(res.json.title).toBe('Je kunt geen bericht sturen aan deze ontvanger.');
    }
    const mixed = await send(w.candidate, [w.teacher, w.otherTeacher]);
    expect(mixed.status).toBe(400);
    const unknown = await call(app, 'POST', '/api/message', w.admin, { to: [crypto.randomUUID()], subject: 'x', body: 'x' });
    expect(unknown.status).toBe(400);
    expect((await handle.db.select().from(messages)).length).toBe(before);
  });

  it('lets teachers write to their candidates and staff, and staff to anyone active', async () => {
    const allowed: [TestUser, TestUser][] = [
      [w.teacher, w.candidate],
      [w.teacher, w.coordinator],
      [w.teacher, w.admin],
      [w.coordinator, w.stranger],
      [w.admin, w.otherContactPerson],
      [w.contactPerson, w.coordinator],
    ];
    for (const [from, to] of allowed) {
      expect((await send(from, [to])).status, `${from.name} → ${to.name}`).toBe(201);
    }
  });

  it('always allows a reply to the sender of a received message, by /reply or with replyToId', async () => {
    const sent = await send(w.admin, [w.stranger], 'Uitnodiging');
    const viaReply = await call(app, 'POST', `/api/message/${sent.json.id}/reply`, w.stranger, { body: 'Ik kom.' });
    expect(viaReply.status).toBe(201);
    const viaReplyTo = await send(w.stranger, [w.admin], 'Re: Uitnodiging', 'Nog een vraag.', sent.json.id);
    expect(viaReplyTo.status).toBe(201);
    const withoutReplyTo = await send(w.stranger, [w.admin], 'Re: Uitnodiging', 'Nog een vraag.');
    expect(withoutReplyTo.status).toBe(400);
    // The exception covers the original sender only, not other people added to the reply.
    const widened = await send(w.stranger, [w.admin, w.otherTeacher], 'Re: Uitnodiging', 'x', sent.json.id);
    expect(widened.status).toBe(400);
  });

  it('answers 404 for a replyToId the caller neither sent nor received', async () => {
    const sent = await send(w.teacher, [w.candidate]);
    const res = await send(w.classmate, [w.coordinator], 'Re: Vraag', 'x', sent.json.id);
    expect(res.status).toBe(404);
    expect(res.json.title).toBe('Het bericht waarop je antwoordt bestaat niet of is niet aan jou gericht.');
  });
});

describe('someone else’s message', () => {
  it('answers 404 to anyone but sender and recipients, and to unknown or non-UUID ids', async () => {
    const sent = await send(w.candidate, [w.teacher]);
    for (const path of [`/api/message/${sent.json.id}`, `/api/message/${crypto.randomUUID()}`, '/api/message/abc', '/api/message/1%20or%201=1']) {
      const res = await call(app, 'GET', path, w.classmate);
      expect(res.status, path).toBe(404);
      expect(res.json.title).toBe('Dit bericht bestaat niet of is niet aan jou gericht.');
    }
    expect((await call(app, 'GET', `/api/message/${sent.json.id}`, w.admin)).status).toBe(404);
  });

  it('lets only a recipient reply (404 for the sender, others, unknown and non-UUID ids)', async () => {
    const sent = await send(w.candidate, [w.teacher]);
    for (const [user, id] of [
      [w.candidate, sent.json.id],
      [w.classmate, sent.json.id],
      [w.teacher, crypto.randomUUID()],
      [w.teacher, 'niet-een-uuid'],
    ] as const) {
      const res = await call(app, 'POST', `/api/message/${id}/reply`, user, { body: 'x' });
      expect(res.status).toBe(404);
    }
  });
});

describe('input checks', () => {
  const post = (body: unknown) => call(app, 'POST', '/api/message', w.candidate, body);
  const ok = () => ({ to: [w.teacher.id], subject: 'Onderwerp', body: 'Tekst' });

  // Changes are functions: the users exist only once beforeAll has run.
  it.each([
    ['an empty subject', () => ({ subject: '   ' }), 'Vul een onderwerp in.'],
    ['no subject', () => ({ subject: undefined }), 'Vul een onderwerp in.'],
    ['a subject over 200 characters', () => ({ subject: 'x'.repeat(201) }), 'Het onderwerp mag hoogstens 200 tekens lang zijn.'],
    ['an empty body', () => ({ body: ' \n ' }), 'Vul een bericht in.'],
    ['a body over 10000 characters', () => ({ body: 'x'.repeat(10_001) }), 'Het bericht mag hoogstens 10000 tekens lang zijn.'],
    ['no recipients', () => ({ to: [] }), 'Kies minstens één ontvanger.'],
    ['recipients not a list', () => ({ to: 'iedereen' }), 'Kies minstens één ontvanger.'],
    ['a recipient id that is not a UUID', () => ({ to: ['abc'] }), 'Een van de ontvangers bestaat niet.'],
    [
      'more than 20 recipients',
      () => ({ to: Array.from({ length: 21 }, () => crypto.randomUUID()) }),
      'Je kunt een bericht aan hoogstens 20 ontvangers tegelijk sturen.',
    ],
    ['the same recipient twice', () => ({ to: [w.teacher.id, w.teacher.id] }), 'Elke ontvanger mag maar één keer in de lijst staan.'],
  ])('answers 400 for %s', async (_case, change, title) => {
    const res = await post({ ...ok(), ...change() });
    expect(res.status).toBe(400);
    expect(res.json.title).toBe(title);
  });

  it('accepts the limits themselves: 200-character subject, 10000-character body', async () => {
    const res = await post({ ...ok(), subject: 's'.repeat(200), body: 'b'.repeat(10_000) });
    expect(res.status).toBe(201);
  });

  it('answers 400 for malformed JSON and for a reply without body', async () => {
    const malformed = await post('{"to": [');
    expect(malformed.status).toBe(400);
    expect(malformed.json.title).toBe('De aanvraag is geen geldige JSON.');
    const sent = await send(w.candidate, [w.teacher]);
    const empty = await call(app, 'POST', `/api/message/${sent.json.id}/reply`, w.teacher, {});
    expect(empty.status).toBe(400);
    expect(empty.json.title).toBe('Vul een bericht in.');
  });

  it('answers 400 for a bad page number', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'unread=ja']) {
      expect((await call(app, 'GET', `/api/message/inbox?${query}`, w.candidate)).status, query).toBe(400);
    }
  });

  it('answers 401 without a token on every call', async () => {
    const sent = await send(w.candidate, [w.teacher]);
    for (const [method, path] of [
      ['GET', '/api/message/inbox'],
      ['GET', '/api/message/outbox'],
      ['GET', `/api/message/${sent.json.id}`],
      ['POST', '/api/message'],
      ['POST', `/api/message/${sent.json.id}/reply`],
    ] as const) {
      const res = await call(app, method, path, undefined, method === 'POST' ? { ...ok(), body: 'x' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('paging', () => {
  it('pages the inbox and the outbox 20 at a time, newest first', async () => {
    const { candidate, teacher } = await freshWorld();
    for (let i = 1; i <= 25; i++) {
      expect((await send(candidate, [teacher], `Bericht ${i}`)).status).toBe(201);
    }
    const first = await call(app, 'GET', '/api/message/inbox', teacher);
    expect(first.json).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.json.items).toHaveLength(20);
    expect(first.json.items[0].subject).toBe('Bericht 25');
    const second = await call(app, 'GET', '/api/message/inbox?page=2', teacher);
    expect(second.json).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(second.json.items.map((m: { subject: string }) => m.subject)).toEqual(['Bericht 5', 'Bericht 4', 'Bericht 3', 'Bericht 2', 'Bericht 1']);
    const beyond = await call(app, 'GET', '/api/message/inbox?page=3', teacher);
    expect(beyond.json).toMatchObject({ items: [], total: 25, page: 3 });

    await call(app, 'GET', `/api/message/${first.json.items[0].id}`, teacher);
    const unread = await call(app, 'GET', '/api/message/inbox?unread=1', teacher);
    expect(unread.json.total).toBe(24);
    expect(unread.json.items[0].subject).toBe('Bericht 24');

    const outbox = await call(app, 'GET', '/api/message/outbox?page=2', candidate);
    expect(outbox.json).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(outbox.json.items).toHaveLength(5);
    expect(outbox.json.items[4]).toEqual({
      id: expect.any(String),
      subject: 'Bericht 1',
      recipients: [{ id: teacher.id, name: teacher.name }],
      createdAt: expect.any(String),
    });
    expect((await call(app, 'GET', '/api/message/outbox', teacher)).json.total).toBe(0);
  });
});
