/**
 * Bulk intake in-process (docs/api.md "Bulk intake"; intake.ts): the preview names every bad row's problems and
 * saves nothing; the import creates the good rows as invited candidates with a working invitation, in one
 * transaction (a failure half-way leaves no account, an address taken meanwhile answers 409), and mails only after
 * the commit; a failing mail leaves its account invited and is reported; an import sent twice with the same
 * `Idempotency-Key` imports once. Both calls as every role.
 */
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles, mailOutbox, organizations, professions, users } from '#src/server/db/schema';
import { TITLES } from '#src/server/errors';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { linkIn } from '#src/server/mail/memory-mailer';
import { hashSecret } from '#src/server/secrets';
import { call, createOrganization, createUser, openTestDb, withKey, type Answer, type TestUser } from '#src/server/testing/api';
import { ROLES, type Role } from '#src/lib/roles';
import { INVITE_TITLES, INVITE_VALID_DAYS } from '#src/features/accounts/api/invitation';
import { ambiguousOrganization, EMAIL_TAKEN, MAX_INTAKE_ROWS, unknownLanguage } from '#src/features/bulk-intake/parse';
import { htmlLangDir, receive } from '#src/server/testing/mail';
import { INTAKE_INSERT_CHUNK } from './intake';

let handle: DbHandle;
let app: Backend;
const sent: OutgoingMail[] = [];
/** Addresses whose next invitation mail fails (the transport refuses it once). */
const failOnce = new Set<string>();
/**
 * For each mail while `checkCommitted` is set: whether its account was visible to a read outside the import when
 * the mail was sent (on PGlite such a read waits for an open transaction, so a mail sent inside one would hang).
 */
const committedAtSend: boolean[] = [];
let checkCommitted = false;
const logged: unknown[] = [];

const callers = {} as Record<Role, TestUser>;
let orgId: string;
let archivedName: string;

const api = (method: string, path: string, user?: TestUser, body?: unknown): Promise<Answer> => call(app, method, path, user, body);
const preview = (csv: string, user: TestUser = callers.Coordinator) => api('POST', '/api/user/intake/preview', user, { csv });
const importFile = (csv: string, user: TestUser = callers.Coordinator) => api('POST', '/api/user/intake', user, { csv });

let serial = 0;
/** A fresh address for this file. */
const fresh = (who = 'kandidaat') => `${who}-${++serial}@intake.test`;

/** A CSV text (Excel's `;`) with the header and `rows`. */
const csvOf = (rows: string[][], header = ['naam', 'e-mail', 'organisatie', 'beroep', 'telefoon']) =>
  [header, ...rows].map((cells) => cells.join(';')).join('\r\n') + '\r\n';

const accountsWith = (emails: string[]) => handle.db.select().from(users).where(inArray(users.email, emails));

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({
    db: handle.db,
    mailer: {
      async send(mail) {
        if (failOnce.delete(mail.to)) throw new Error('SMTP 451: tijdelijk niet bereikbaar');
        if (checkCommitted) {
          const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, mail.to));
          committedAtSend.push(row !== undefined);
        }
        sent.push(mail);
      },
    },
    logError: (error) => logged.push(error),
  });
  orgId = (await createOrganization(handle, 'Bouwbedrijf De Vries')).id;
  await createOrganization(handle, 'Zorggroep West');
  await createOrganization(handle, 'Zorggroep West');
  archivedName = 'Opgeheven B.V.';
  await handle.db.insert(organizations).values({ name: archivedName, archivedAt: new Date() });
  await handle.db.insert(professions).values([{ name: 'Magazijnmedewerker' }, { name: 'Schoonmaker' }]);
  for (const role of ROLES) callers[role] = await createUser(handle, role, role === 'ContactPerson' || role === 'User' ? { organizationId: orgId } : {});
});
afterAll(async () => {
  await handle?.close();
});

describe('who may call', () => {
  it('staff (Admin, Coordinator) preview and import; every other role and anonymous callers get 401 and nothing is made', async () => {
    for (const role of ROLES) {
      const email = fresh(role.toLowerCase());
      const file = csvOf([['Rol Proef', email, '', '', '']]);
      const seen = await preview(file, callers[role]);
      const made = await importFile(file, callers[role]);
      if (role === 'Admin' || role === 'Coordinator') {
        expect(seen, role).toMatchObject({ status: 200, json: { good: 1, bad: 0 } });
        expect(made, role).toMatchObject({ status: 200, json: { created: 1, skipped: [], notInvited: [] } });
        expect(await accountsWith([email])).toHaveLength(1);
      } else {
        expect(seen.status, role).toBe(401);
        expect(made.status, role).toBe(401);
        expect(await accountsWith([email])).toHaveLength(0);
      }
    }
    const email = fresh('anoniem');
    expect((await api('POST', '/api/user/intake/preview', undefined, { csv: csvOf([['Anoniem', email]]) })).status).toBe(401);
    expect((await api('POST', '/api/user/intake', undefined, { csv: csvOf([['Anoniem', email]]) })).status).toBe(401);
    expect(await accountsWith([email])).toHaveLength(0);
  });
});

describe('the preview', () => {
  it('lists every row with its problems in Dutch and saves nothing', async () => {
    const taken = await createUser(handle, 'User', { email: fresh('bestaand'), status: 'disabled' });
    const erased = fresh('gewist');
    await handle.db.insert(users).values({ email: erased, name: 'Verwijderde gebruiker', role: 'User', status: 'erased', erasedAt: new Date() });
    const good = fresh('goed');
    const twice = fresh('dubbel');
    const file = csvOf([
      ['Anna Goed', good.toUpperCase(), 'BOUWBEDRIJF DE VRIES', 'magazijnmedewerker', '06 1234 5678'],
      ['', fresh(), '', '', ''],
      ['Bram Fout', 'geen-adres', '', '', ''],
      ['Cor Onbekend', fresh(), 'Onbekend BV', 'Astronaut', ''],
      ['Dirk Gearchiveerd', fresh(), archivedName, '', ''],
      ['Eva Dubbelzinnig', fresh(), 'zorggroep west', '', ''],
      ['Fien Bestaat', taken.email, '', '', ''],
      ['Gijs Gewist', erased, '', '', ''],
      ['Hans Eerst', twice, '', 'Schoonmaker', ''],
      ['Ida Tweede', twice, '', '', ''],
    ]);
    const before = sent.length;
    const res = await preview(file);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ good: 2, bad: 8 });
    expect(res.json.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['De naam ontbreekt.']],
      [4, ["'geen-adres' is geen geldig e-mailadres."]],
      [5, ["De organisatie 'Onbekend BV' bestaat niet.", "Het beroep 'Astronaut' bestaat niet."]],
      [6, [`De organisatie '${archivedName}' bestaat niet.`]],
      [7, [ambiguousOrganization('zorggroep west')]],
      [8, [EMAIL_TAKEN]],
      [9, [EMAIL_TAKEN]],
      [10, []],
      [11, ['Dit e-mailadres staat ook op regel 10.']],
    ]);
    expect(res.json.rows[0]).toEqual({
      line: 2,
      name: 'Anna Goed',
      email: good,
      organization: 'BOUWBEDRIJF DE VRIES',
      profession: 'magazijnmedewerker',
      language: '',
      errors: [],
    });
    expect(await accountsWith([good, twice])).toHaveLength(0);
    expect(sent.length).toBe(before);
  });

  it('answers 400 with a Dutch title for a file it cannot read', async () => {
    const cases: [unknown, string][] = [
      [{ csv: '' }, 'Kies een CSV-bestand.'],
      [{}, 'Kies een CSV-bestand.'],
      [{ csv: '\ufeff\r\n' }, 'Het bestand is leeg.'],
      [{ csv: 'naam;telefoon\nAnna;06\n' }, "De kolom 'e-mail' ontbreekt in de eerste regel van het bestand."],
      [{ csv: 'naam;e-mail\n"Anna;anna@intake.test\n' }, "Het bestand is geen geldig CSV-bestand"],
      [
        { csv: `naam;e-mail\n${Array.from({ length: MAX_INTAKE_ROWS + 1 }, (_, i) => `K ${i};k${i}@intake.test`).join('\n')}` },
        `neem er hoogstens ${MAX_INTAKE_ROWS} per keer`,
      ],
    ];
    for (const path of ['/api/user/intake/preview', '/api/user/intake']) {
      for (const [body, title] of cases) {
        const res = await api('POST', path, callers.Admin, body);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(res.json.title).toContain(title);
      }
    }
    expect(await handle.db.select().from(users).where(like(users.email, 'k%@intake.test'))).toHaveLength(0);
  });

  it('reads a comma-separated file without BOM as well as Excel’s semicolons with BOM', async () => {
    const res = await preview(`Naam,E-mailadres,Beroep\nJan Komma,${fresh()},Schoonmaker\n`);
    expect(res).toMatchObject({ status: 200, json: { good: 1, bad: 0 } });
    const bom = await preview(`\ufeff${csvOf([['Els Excel', fresh(), 'Bouwbedrijf De Vries', '', '']])}`);
    expect(bom).toMatchObject({ status: 200, json: { good: 1, bad: 0 } });
  });
});

describe('the import', () => {
  it('stores each row’s taal as the candidate’s language, so their invitation and its link are in it; refuses an unknown code per row', async () => {
    const amal = fresh('amal');
    const piet = fresh('piet');
    const wrong = fresh('frans');
    const header = ['naam', 'e-mail', 'organisatie', 'beroep', 'telefoon', 'taal'];
    const before = sent.length;
    const res = await importFile(
      csvOf(
        [
          ['Amal Arabisch', amal, '', '', '', 'AR'],
          ['Piet Nederlands', piet, '', '', '', ''],
          ['Frans Onbekend', wrong, '', '', '', 'fr'],
        ],
        header,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(2);
    expect(res.json.skipped).toEqual([
      { line: 4, name: 'Frans Onbekend', email: wrong, organization: '', profession: '', language: 'fr', errors: [unknownLanguage('fr')] },
    ]);
    expect(await accountsWith([wrong])).toHaveLength(0);

    const [amalRow] = await accountsWith([amal]);
    const [pietRow] = await accountsWith([piet]);
    const profiles = await handle.db.select().from(candidateProfiles).where(inArray(candidateProfiles.userId, [amalRow!.id, pietRow!.id]));
    expect(profiles.map((p) => [p.userId, p.preferredLanguage])).toEqual([[amalRow!.id, 'ar']]);

    const toAmal = sent.slice(before).find((m) => m.to === amal);
    const parsed = await receive(toAmal);
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(parsed.subject).toBe('حسابك على Kandidaatplatform');
    expect(linkIn(toAmal, '/account/confirm').searchParams.get('lang')).toBe('ar');
    const toPiet = sent.slice(before).find((m) => m.to === piet);
    expect(htmlLangDir(await receive(toPiet))).toEqual({ lang: 'nl', dir: 'ltr' });
    expect(linkIn(toPiet, '/account/confirm').searchParams.has('lang')).toBe(false);
  });

  it('creates the good rows as invited candidates with organisation, profession, phone and a working invitation; leaves out the bad ones', async () => {
    const anna = fresh('anna');
    const bram = fresh('bram');
    const twice = fresh('dubbel');
    const file = csvOf([
      ['Anna Goed', anna, 'bouwbedrijf de vries', 'Magazijnmedewerker', '06 1234 5678'],
      ['Bram Goed', bram, '', '', ''],
      ['', fresh(), '', '', ''],
      ['Cor Onbekend', fresh(), 'Onbekend BV', '', ''],
      ['Dirk Dubbel', twice, '', '', ''],
      ['Dirk Dubbel', twice, '', '', ''],
      ['Eva Dubbelzinnig', fresh(), 'Zorggroep West', '', ''],
    ]);
    const before = sent.length;
    const res = await importFile(file);
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(3);
    expect(res.json.notInvited).toEqual([]);
    expect(res.json.skipped.map((r: { line: number }) => r.line)).toEqual([4, 5, 7, 8]);
    expect(res.json.skipped[0]).toMatchObject({ line: 4, errors: ['De naam ontbreekt.'] });

    const [row] = await accountsWith([anna]);
    const [magazijn] = await handle.db.select().from(professions).where(eq(professions.name, 'Magazijnmedewerker'));
    expect(row).toMatchObject({
      name: 'Anna Goed',
      role: 'User',
      status: 'invited',
      passwordHash: null,
      organizationId: orgId,
      professionId: magazijn!.id,
      phone: '06 1234 5678',
      intakeSupervisor: false,
    });
    expect(row!.invitedAt).toBeInstanceOf(Date);
    const days = (row!.inviteExpiresAt!.getTime() - row!.invitedAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(INVITE_VALID_DAYS, 3);
    const [bramRow] = await accountsWith([bram]);
    expect(bramRow).toMatchObject({ organizationId: null, professionId: null, phone: null, status: 'invited' });
    expect(await accountsWith([twice])).toHaveLength(1);

    // One invitation per new candidate, whose code is the stored one and activates the account.
    const mails = sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([anna, bram, twice].sort());
    const link = linkIn(mails.find((m) => m.to === anna), '/account/confirm');
    expect(link.searchParams.get('email')).toBe(anna);
    expect(hashSecret(link.searchParams.get('code') ?? '')).toBe(row!.inviteCodeHash);
    const confirmed = await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, {
      email: anna,
      password: 'een-lang-eigen-wachtwoord',
      code: link.searchParams.get('code'),
    });
    expect(confirmed).toMatchObject({ status: 200, json: { title: INVITE_TITLES.confirmed } });

    // The same file again: everyone is in the platform now.
    const again = await importFile(file);
    expect(again.json.created).toBe(0);
    expect(again.json.skipped.filter((r: { errors: string[] }) => r.errors.includes(EMAIL_TAKEN)).map((r: { line: number }) => r.line)).toEqual([2, 3, 6, 7]);
  });

  it('imports once when the import is sent twice with the same key: one account and one mail per row, the same answer', async () => {
    const emails = [fresh('eenmaal'), fresh('eenmaal')];
    const file = csvOf(emails.map((email, i) => [`Eenmaal ${i}`, email, '', '', '']));
    const key = crypto.randomUUID();
    const send = () => call(app, 'POST', '/api/user/intake', callers.Coordinator, { csv: file }, withKey(key));
    const before = sent.length;
    const [first, second] = await Promise.all([send(), send()]);
    expect(first).toMatchObject({ status: 200, json: { created: 2, skipped: [], notInvited: [] } });
    expect(second).toEqual(first);
    expect(await accountsWith(emails)).toHaveLength(2);
    expect(sent.slice(before).map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it('mails only after the commit: every invitation is sent when its account is already saved', async () => {
    committedAtSend.length = 0;
    checkCommitted = true;
    const emails = [fresh(), fresh(), fresh()];
    try {
      const res = await importFile(csvOf(emails.map((email, i) => [`Kandidaat ${i}`, email, '', '', ''])));
      expect(res.json.created).toBe(3);
      // The outbox delivers after the commit, possibly just after the answer (docs/decisions/049-mail-outbox.md).
      await expect.poll(() => committedAtSend.length).toBe(3);
    } finally {
      checkCommitted = false;
    }
    expect(committedAtSend).toEqual([true, true, true]);
  });

  it('saves nothing when the database fails half-way: one transaction over every chunk of rows, and no mail', async () => {
    const emails = Array.from({ length: INTAKE_INSERT_CHUNK + 1 }, () => fresh('chunk'));
    const failing = emails.at(-1) as string;
    await handle.db.execute(sql.raw(`
      CREATE FUNCTION intake_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = '${failing}' THEN RAISE EXCEPTION 'geweigerd voor de test'; END IF;
        RETURN NEW;
      END $$`));
    await handle.db.execute(sql`CREATE TRIGGER intake_test_refuse BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION intake_test_refuse()`);
    try {
      const before = sent.length;
      const res = await importFile(csvOf(emails.map((email, i) => [`Kandidaat ${i}`, email, '', '', ''])));
      expect(res).toMatchObject({ status: 500, json: { title: TITLES.server } });
      expect(await accountsWith(emails)).toHaveLength(0);
      expect(sent.length).toBe(before);
    } finally {
      await handle.db.execute(sql`DROP TRIGGER intake_test_refuse ON users`);
      await handle.db.execute(sql`DROP FUNCTION intake_test_refuse()`);
    }
  });

  it('answers 409 with spec §8’s text and saves nothing when an address is taken while importing', async () => {
    const emails = [fresh(), fresh('gelijktijdig'), fresh()];
    // Another staff member's create of the same address, committed between the check and the insert, shows as a
    // unique violation on insert.
    await handle.db.execute(sql.raw(`
      CREATE FUNCTION intake_test_taken() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = '${emails[1]}' THEN
          RAISE unique_violation USING MESSAGE = 'duplicate key value violates unique constraint "users_email_key"';
        END IF;
        RETURN NEW;
      END $$`));
    await handle.db.execute(sql`CREATE TRIGGER intake_test_taken BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION intake_test_taken()`);
    try {
      const before = sent.length;
      const res = await importFile(csvOf(emails.map((email, i) => [`Kandidaat ${i}`, email, '', '', ''])));
      expect(res).toEqual({ status: 409, json: { title: 'Er bestaat al een gebruiker met dit emailadres' } });
      expect(await accountsWith(emails)).toHaveLength(0);
      expect(sent.length).toBe(before);
    } finally {
      await handle.db.execute(sql`DROP TRIGGER intake_test_taken ON users`);
      await handle.db.execute(sql`DROP FUNCTION intake_test_taken()`);
    }
  });

  it('keeps an invitation the mail server refused in the outbox; that account stays invited and staff can send it again', async () => {
    const emails = [fresh(), fresh('onbereikbaar'), fresh()];
    failOnce.add(emails[1] as string);
    const res = await importFile(csvOf(emails.map((email, i) => [`Kandidaat ${i}`, email, '', '', ''])));
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(3);
    const [unsent] = await accountsWith([emails[1] as string]);
    expect(res.json.notInvited).toEqual([]);
    expect(unsent).toMatchObject({ status: 'invited', role: 'User' });
    expect(sent.filter((m) => emails.includes(m.to)).map((m) => m.to).sort()).toEqual([emails[0], emails[2]].sort());
    const waiting = await handle.db.select({ state: mailOutbox.state, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.to, emails[1] as string));
    expect(waiting).toEqual([{ state: 'pending', attempts: 1 }]);

    const again = await api('POST', `/api/user/${unsent!.id}/invite`, callers.Coordinator);
    expect(again).toMatchObject({ status: 200, json: { id: unsent!.id, status: 'invited' } });
    expect(sent.at(-1)?.to).toBe(emails[1]);
  });
});
