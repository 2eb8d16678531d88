/**
 * seedDemo: writes demo data into an empty database only, and every demo account can sign in and finds
 * something on its home.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from './app';
import type { DbHandle } from '#src/server/db/client';
import { certificates, invoices, mailAttachments, messages, notifications, organizations, professions, users } from '#src/server/db/schema';
import type { Certificate } from '#src/features/certificates/contract';
import { PROFESSION_CATALOGUE } from '#src/features/profession-quiz/content/professions';
import { DEMO_ADDED_PROFESSION } from '#src/features/company-settings/seed/demo-settings';
import { readSettings } from '#src/features/company-settings/api/settings';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed';
import { authHeaders, createUser, openTestDb } from '#src/server/testing/api';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';

let handle: DbHandle;
let app: Backend;
/** What the first seedDemo on the empty database answered; every test reads the seeded data. */
let firstRun: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  firstRun = await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const rows = async (table: typeof users | typeof messages | typeof professions) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n;

async function signIn(email: string) {
  const res = await app.request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return { status: res.status, json: await res.json() };
}

const getJson = async (path: string, token: string) => (await app.request(path, { headers: authHeaders(token) })).json();

describe('seedDemo', () => {
  it('fills an empty database once; a second run changes nothing', async () => {
    expect(firstRun).toEqual({ created: true });
    const counts = { users: await rows(users), messages: await rows(messages), professions: await rows(professions) };
    expect(counts.users).toBeGreaterThanOrEqual(7);
    // The professions are the beroepen-quiz's catalogue, each with its Holland code (decision 036), and the one the
    // demo admin added on /cp/instellingen (decision 059).
    const seeded = await handle.db.select({ name: professions.name, code: professions.hollandCode }).from(professions).orderBy(professions.name);
    expect(seeded.map((p) => p.name)).toEqual([...PROFESSION_CATALOGUE.map((p) => p.name), DEMO_ADDED_PROFESSION.name].sort((a, b) => a.localeCompare(b)));
    expect(seeded.every((p) => p.code && /^[RIASEC]{1,3}$/.test(p.code))).toBe(true);

    expect(await seedDemo(handle.db)).toEqual({ created: false });
    expect({ users: await rows(users), messages: await rows(messages), professions: await rows(professions) }).toEqual(counts);
  });

  it('gives the demo admin filled-in company settings with a logo, and the demo invoices that logo', async () => {
    const settings = await readSettings(handle.db);
    expect(settings.settings.sellerName.stored).toBe(settings.settings.sellerName.defaultValue);
    expect(settings.settings.sellerIban.stored).toBe(settings.settings.sellerIban.defaultValue);
    expect(settings.settings.sellerVatNumber.stored).toBeNull();
    expect(settings.logo).toMatchObject({ width: 480, height: 120 });
    const [invoice] = await handle.db.select({ seller: invoices.seller }).from(invoices).limit(1);
    expect(invoice!.seller.logoId).toBe(settings.logo!.id);
  });

  it('lets every demo account sign in with its role', async () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_LOGINS.map((l) => l.role).sort()).toEqual(['Admin', 'ContactPerson', 'Coordinator', 'Teacher', 'User']);
    for (const demo of DEMO_LOGINS) {
      const res = await signIn(demo.email);
      expect(res.status, demo.email).toBe(200);
      expect(res.json).toMatchObject({ email: demo.email, role: demo.role, name: demo.name });
    }
  });

  it('shows candidates who read another language best their screens in that language, and the others Dutch', async () => {
    const expected = {
      'yousef.haddad@example.org': 'ar',
      'piotr.nowak@example.org': 'pl',
      'olena.kovalenko@example.org': 'uk',
      'ayse.yilmaz@example.org': 'tr',
      'kandidaat@example.org': 'nl',
    };
    for (const [email, language] of Object.entries(expected)) {
      const { json: session } = await signIn(email);
      expect((await getJson('/api/user/headerinfo', session.token)).language, email).toBe(language);
    }
    const { json: teacher } = await signIn('docent@example.org');
    expect((await getJson('/api/user/headerinfo', teacher.token)).language).toBe('nl');
    // They have the test of their profession, which is offered in their language.
    const { json: yousef } = await signIn('yousef.haddad@example.org');
    const mine = await getJson('/api/test/mine', yousef.token);
    expect(JSON.stringify(mine)).toContain('Magazijnmedewerker');
  });

  it('gives the candidate a profession, an organisation, a teacher and unread message notifications', async () => {
    const { json: session } = await signIn('kandidaat@example.org');
    expect(session.professionId).toEqual(expect.any(String));
    const profile = await getJson('/api/user/get', session.token);
    expect(profile).toMatchObject({ organization: { name: 'Logistiek Twente B.V.' }, profession: { name: 'Magazijnmedewerker' } });
    const header = await getJson('/api/user/headerinfo', session.token);
    expect(header.notifications.length).toBeGreaterThan(0);
    const messages = header.notifications.filter((n: { type: number }) => n.type === 1);
    expect(messages.length).toBeGreaterThan(0);
    for (const n of messages) expect(n.message).toMatch(/^Nieuw bericht van .+: .+/);
    // and the report the teacher finalised on the September PAT (type 4), which opens the PAT's result page
    expect(header.notifications).toContainEqual(
      expect.objectContaining({ type: 4, message: 'Er is een rapport voor je klaar: Rapportage PAT: PAT Magazijnmedewerker (september).', href: expect.stringMatching(/^\/candidate\/result\/[0-9a-f-]{36}#rapport$/) }),
    );

    const { json: teacher } = await signIn('docent@example.org');
    const linked = await getJson('/api/user/GetCandidates', teacher.token);
    expect(linked.items.map((c: { id: string }) => c.id)).toContain(session.userId);
  });

  it('gives the coordinator an evaluation template, used by the practical modules of the demo PAT', async () => {
    const { json: session } = await signIn('coordinator@example.org');
    const list = await getJson('/api/templates', session.token);
    expect(list.items).toEqual([expect.objectContaining({ name: 'Praktijkbeoordeling magazijn', version: 1, criteriaCount: 4, moduleCount: 3 })]);
    const template = await getJson(`/api/templates/${list.items[0].id}`, session.token);
    expect(template.content.scale.map((s: { label: string }) => s.label)).toEqual(['onvoldoende', 'matig', 'voldoende', 'goed']);
  });

  it('gives the contact person their organisation’s candidates and unread notifications', async () => {
    const { json: contact } = await signIn('contactpersoon@example.org');
    const candidates = await getJson('/api/user/GetCandidates', contact.token);
    expect(candidates.total).toBeGreaterThanOrEqual(3);
    expect((await getJson('/api/user/headerinfo', contact.token)).notifications.length).toBeGreaterThan(0);
  });

  it('gives the demo organisation a licence with free seats per test, held by the candidates who have the test, and a paid and an open invoice; a second organisation an expired licence and an overdue invoice; the finished education’s licence expired', async () => {
    const { json: contact } = await signIn('contactpersoon@example.org');
    const mine = await getJson('/api/licence?product=profession-test', contact.token);
    expect(mine.items).toHaveLength(2);
    for (const licence of mine.items) {
      expect(licence).toMatchObject({ state: 'active', seats: 25, organization: { name: 'Logistiek Twente B.V.' } });
      expect(licence.seatsUsed).toBeGreaterThan(0);
      expect(licence.seatsUsed).toBeLessThan(licence.seats);
      const detail = await getJson(`/api/licence/${licence.id}`, contact.token);
      expect(detail.seatLedger.filter((seat: { releasedAt: string | null }) => seat.releasedAt === null)).toHaveLength(licence.seatsUsed);
    }
    const invoices = await getJson('/api/invoice', contact.token);
    expect(invoices.items.map((i: { state: string }) => i.state).sort()).toEqual(['open', 'paid']);
    const { json: admin } = await signIn('admin@example.org');
    const expired = await getJson('/api/licence?state=expired', admin.token);
    // De Glans's test licence, and the demo organisation's education licence of the finished 'Introductie Magazijn'.
    expect(expired.items.map((l: { organization: { name: string }; product: string }) => `${l.organization.name} ${l.product}`).sort()).toEqual([
      'Logistiek Twente B.V. education',
      'Schoonmaakbedrijf De Glans B.V. profession-test',
    ]);
    const overdue = await getJson('/api/invoice?state=overdue', admin.token);
    expect(overdue.items.map((i: { organization: { name: string } }) => i.organization.name)).toEqual(['Schoonmaakbedrijf De Glans B.V.']);

    // Every demo invoice was mailed to its organisation's invoice address (decision 053): the paid one delivered, the
    // open one refused by the mail server (so staff can send it again); the overdue one also got its three reminders.
    type Mailing = { kind: string; step: number; recipient: string; delivery: string };
    const logs = (invoices.items as { state: string; mailings: Mailing[] }[]).map((i) => [i.state, i.mailings.map((m) => [m.kind, m.recipient, m.delivery])]);
    expect(logs.sort()).toEqual([
      ['open', [['invoice', 'crediteuren@logistiektwente.example', 'failed']]],
      ['paid', [['invoice', 'crediteuren@logistiektwente.example', 'sent']]],
    ]);
    // The refused mail waits on /cp/mail with the server's answer and its two files, ready to be sent again.
    const waiting = await getJson('/api/mail-outbox?state=failed', admin.token);
    const refused = (waiting.items as { id: string; to: string; subject: string; lastError: string }[]).filter((m) => m.to === 'crediteuren@logistiektwente.example');
    expect(refused).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Factuur \d{4}-\d{4} van /), lastError: 'EENVELOPE 452 4.2.2 Mailbox full' })]);
    expect(await handle.db.select({ name: mailAttachments.filename }).from(mailAttachments).where(eq(mailAttachments.mailId, refused[0]!.id)).orderBy(mailAttachments.position)).toEqual([
      { name: expect.stringMatching(/^factuur-\d{4}-\d{4}\.pdf$/) },
      { name: expect.stringMatching(/^factuur-\d{4}-\d{4}\.xml$/) },
    ]);
    expect((overdue.items[0].mailings as Mailing[]).map((m) => [m.kind, m.step, m.recipient, m.delivery])).toEqual([
      ['invoice', 0, 'facturen@deglans.example', 'sent'],
      ['reminder', 1, 'facturen@deglans.example', 'sent'],
      ['reminder', 2, 'facturen@deglans.example', 'sent'],
      ['reminder', 3, 'facturen@deglans.example', 'sent'],
    ]);
  });

  it('shows staff an account asked for with a licence code and not yet confirmed: invited, its seat reserved, no test, no sign-in', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const found = await getJson('/api/user/GetCandidates?q=milan.smits', coordinator.token);
    expect(found.items).toEqual([expect.objectContaining({ name: 'Milan Smits', status: 'invited', organization: expect.objectContaining({ name: 'Logistiek Twente B.V.' }) })]);
    const licences = (await getJson('/api/licence?product=profession-test&q=Magazijnmedewerker', coordinator.token)).items;
    const ledger = (await getJson(`/api/licence/${licences[0].id}`, coordinator.token)).seatLedger;
    const milan = ledger.find((seat: { holder: { name: string } }) => seat.holder.name === 'Milan Smits');
    expect(milan).toMatchObject({ method: 'code', releasedAt: null, heldUntil: expect.any(String) });
    expect(Date.parse(milan.heldUntil)).toBeGreaterThan(Date.now());
    const account = await getJson(`/api/user/${found.items[0].id}/account`, coordinator.token);
    expect(account).toMatchObject({ status: 'invited', inviteExpiresAt: milan.heldUntil, assignments: [] });
    expect((await signIn('milan.smits@example.org')).status).toBe(401);
  });

  it('has a PAT today and tomorrow with three practical modules, two teachers, three candidates on PAT seats and one final evaluation', async () => {
    const { json: teacher } = await signIn('docent@example.org');
    const list = await getJson('/api/pat', teacher.token);
    const planned = list.items.filter((p: { title: string }) => p.title === 'PAT Magazijnmedewerker');
    // In progress from today, so the demo teacher can assess it now (nothing is assessed before a PAT's first day).
    expect(planned).toEqual([expect.objectContaining({ title: 'PAT Magazijnmedewerker', state: 'in_progress', candidates: 3, evaluationsFinal: 1, firstDay: amsterdamDay() })]);
    const { json: coordinator } = await signIn('coordinator@example.org');
    const pat = await getJson(`/api/pat/${planned[0].id}`, coordinator.token);
    expect(pat.modules.map((m: { title: string }) => m.title)).toEqual(['Orderpicken met handscanner', 'Pallet verplaatsen met pallettruck', 'Levering controleren met pakbon']);
    expect(pat.days).toHaveLength(2);
    expect(pat.missing).toEqual([]);
    expect(pat.conflicts).toEqual([]);
    expect(new Set(pat.assessors.map((a: { teacher: { name: string } }) => a.teacher.name))).toEqual(new Set(['Fatima El Amrani', 'Ingrid Smit']));
    const { json: contact } = await signIn('contactpersoon@example.org');
    const patLicence = (await getJson('/api/licence?product=pat', contact.token)).items;
    expect(patLicence).toEqual([expect.objectContaining({ seatsUsed: 3, seats: 20 })]);
  });

  it('gives the demo PAT, education and location notes for each audience, and the candidate only theirs', async () => {
    const { json: teacher } = await signIn('docent@example.org');
    const { json: candidate } = await signIn('kandidaat@example.org');
    const patId = (await getJson('/api/pat', teacher.token)).items.find((p: { title: string }) => p.title === 'PAT Magazijnmedewerker').id;
    const forTeacher = await getJson(`/api/pat/${patId}`, teacher.token);
    expect(forTeacher.teacherNotes).toContain('Ingrid Smit');
    expect(forTeacher.candidateNotes).toBe('Veiligheidsschoenen en hesje verplicht. Melden bij de receptie van het praktijkmagazijn.');
    const home = await getJson('/api/candidate/home', candidate.token);
    const pat = home.pats.find((p: { id: string }) => p.id === patId);
    expect(pat.candidateNotes).toBe(forTeacher.candidateNotes);
    expect(pat.days[0].location.accessibilityText).toMatch(/^Alles op de begane grond\./);
    const education = home.educations.find((e: { title: string }) => e.title === 'Basisopleiding Magazijn');
    expect(education.candidateNotes).toMatch(/^Elke week theorie/);
    const shown = JSON.stringify(home);
    expect(shown).not.toContain('Ingrid Smit beoordeelt');
    expect(shown).not.toContain('Piotr stroomde');
    expect(shown).not.toContain('alarmcode');
  });

  it('offers the demo PAT’s theory in all six languages, so the candidate has a real choice', async () => {
    const { json: candidate } = await signIn('kandidaat@example.org');
    const mine = (await getJson('/api/pat/mine', candidate.token)).find((p: { title: string }) => p.title === 'PAT Magazijnmedewerker');
    const theory = await getJson(`/api/pat/mine/${mine.id}/theory`, candidate.token);
    expect(theory.languages.map((l: { code: string }) => l.code)).toEqual(['nl', 'en', 'pl', 'tr', 'uk', 'ar']);
    expect(theory.language).toBeNull();
  });

  it('has a PAT last September with released results, an agreed score and reflections, side by side for staff and the contact person', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const past = (await getJson('/api/pat?q=september', coordinator.token)).items;
    expect(past).toEqual([expect.objectContaining({ title: 'PAT Magazijnmedewerker (september)', state: 'completed', candidates: 2 })]);
    const patId = past[0].id;
    expect(past[0].firstDay).toMatch(/^\d{4}-09-16$/);
    expect(past[0].evaluationsFinal).toBe(past[0].evaluationsTotal);

    const { json: contact } = await signIn('contactpersoon@example.org');
    const { json: sven } = await signIn('kandidaat@example.org');
    const detail = await getJson(`/api/contactperson/candidates/${sven.userId}`, contact.token);
    expect(detail.pats.map((p: { title: string }) => p.title)).toEqual(['PAT Magazijnmedewerker', 'PAT Magazijnmedewerker (september)']);
    const portal = await getJson(`/api/contactperson/candidates/${sven.userId}/pat/${patId}`, contact.token);
    expect(portal.modules.map((m: { result: unknown }) => m.result)).toEqual([
      { passed: true, scorePercent: 62, source: 'agreed' },
      { passed: true, scorePercent: 67, source: 'first' },
      { passed: true, scorePercent: 76, source: 'first' },
    ]);
    const view = await getJson(`/api/pat/${patId}/module-evaluation/${portal.modules[0].moduleId}/${sven.userId}`, contact.token);
    expect(view.criteria.map((c: { name: string; reflection: number; first: { score: number }; second: { score: number }; deciding: number }) => [c.name, c.reflection, c.first.score, c.second.score, c.deciding])).toEqual([
      ['Veilig werken', 4, 4, 2, 3],
      ['Nauwkeurigheid', 4, 3, 3, 3],
      ['Tempo', 4, 2, 2, 2],
      ['Samenwerken', 3, 3, 3, 3],
    ]);
    expect(view.criteria.map((c: { divergent: boolean }) => c.divergent)).toEqual([true, false, false, false]);
    expect(view.criteria.map((c: { reflectionGap: boolean }) => c.reflectionGap)).toEqual([false, false, true, false]);
    expect(view.reflection.remark).toBeTruthy();
    const mine = (await getJson('/api/pat/mine', sven.token)).find((p: { id: string }) => p.id === patId);
    expect(mine.modules[0].result).toEqual({ passed: true, scorePercent: 62 });
  });

  it('has PATs of two quarters scored by two pairs of assessors, so the coordinator sees agreement figures', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const report = await getJson('/api/quality/assessor-agreement', coordinator.token);
    expect(report.quarters.length).toBeGreaterThanOrEqual(2);
    expect(report.overall.kappa).toEqual(expect.any(Number));
    expect(report.byPair.map((p: { assessors: string[] }) => p.assessors)).toEqual([
      ['Bram Hendriks', 'Ingrid Smit'],
      ['Fatima El Amrani', 'Ingrid Smit'],
    ]);
    for (const pair of report.byPair) expect(pair.kappa).toEqual(expect.any(Number));
    expect(report.byCriterion.some((c: { kappaMissing: string | null }) => c.kappaMissing === 'too-few')).toBe(true);
    expect(report.overall.pats.length).toBe(3);
  });

  it('has Sven’s report on that PAT final and shared, for him and the contact person to download', async () => {
    const { json: sven } = await signIn('kandidaat@example.org');
    const { json: contact } = await signIn('contactpersoon@example.org');
    for (const reader of [sven, contact]) {
      const [report] = await getJson(`/api/reports?candidateId=${sven.userId}`, reader.token);
      expect(report).toMatchObject({ title: 'Rapportage PAT: PAT Magazijnmedewerker (september)', status: 'final', versions: [expect.objectContaining({ version: 1 })] });
    }
  });

  it('gives Sven valid certificates and another candidate a withdrawn one, verifiable by its code', async () => {
    const sven = await signIn('kandidaat@example.org');
    const mine = (await getJson('/api/certificates', sven.json.token)) as Certificate[];
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((c) => c.withdrawal === null)).toBe(true);
    const all = await handle.db.select().from(certificates);
    const withdrawn = all.filter((c) => c.withdrawnAt !== null);
    expect(withdrawn).toHaveLength(1);
    const check = await app.request(`/api/certificates/verify/${withdrawn[0]!.code}`);
    expect((await check.json()).withdrawnAt).toBe(withdrawn[0]!.withdrawnAt!.toISOString());
  });

  it('runs the education Basisopleiding Magazijn: six weekly lessons, the demo teacher, a late enrolee, two lessons’ attendance', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const [education] = (await getJson('/api/education?q=Basisopleiding', coordinator.token)).items;
    expect(education).toMatchObject({ title: 'Basisopleiding Magazijn', state: 'in_progress' });
    const detail = await getJson(`/api/education/${education.id}`, coordinator.token);
    expect(detail.lessons).toHaveLength(6);
    expect(detail.lessons[2].day).toBe(amsterdamDay()); // the third lesson is today
    expect(detail.teachers.map((t: { name: string }) => t.name)).toEqual(['Fatima El Amrani']);
    const piotr = detail.candidates.find((c: { name: string }) => c.name === 'Piotr Nowak');
    expect(piotr.enrolledOn > detail.lessons[0].day).toBe(true);
    expect(detail.candidates).toHaveLength(4);
    expect(detail.conflicts).toEqual([]);
    // The demo teacher evaluated the first module: two final, one draft; nothing released.
    const { json: teacher } = await signIn('docent@example.org');
    const grid = await getJson(`/api/education/${education.id}/evaluations`, teacher.token);
    const firstModule = grid.modules[0].id;
    const stateOf = (name: string) => grid.cells.find((c: { candidateId: string; moduleId: string }) => c.moduleId === firstModule && c.candidateId === grid.candidates.find((k: { name: string }) => k.name === name).id).state;
    expect(['Sven Kuipers', 'Lotte Visser', 'Yousef Haddad', 'Piotr Nowak'].map(stateOf)).toEqual(['final', 'final', 'draft', 'open']);
    expect(grid).toMatchObject({ final: 2, total: 8, open: true, releasable: false, education: { resultsReleasedAt: null } });
  });

  it('has the demo candidate reading Basisopleiding Magazijn in a chosen language, with a reflection on its first module', async () => {
    const { json: sven } = await signIn('kandidaat@example.org');
    const [education] = (await getJson('/api/pat/getUserEducation', sven.token)) as { id: string; modules: { reflected: boolean }[] }[];
    expect(education!.modules.map((m) => m.reflected)).toEqual([true, false]);
    const theory = await getJson(`/api/education/mine/${education!.id}/theory`, sven.token);
    expect(theory.language).not.toBeNull();
    expect(theory.modules.map((m: { position: number }) => m.position)).toEqual([1, 2]);
    const reflection = await getJson(`/api/education/mine/${education!.id}/reflection/${theory.modules[0].moduleId}`, sven.token);
    expect(reflection).toMatchObject({ open: true, released: false, reflection: { remark: expect.stringContaining('locatiecodes') } });
  });

  it('has the demo candidate finished Introductie Magazijn, with released results to read', async () => {
    const { json: sven } = await signIn('kandidaat@example.org');
    const mine = (await getJson('/api/pat/getUserEducation', sven.token)) as { id: string; title: string; resultsReleasedAt: string | null; nextLessonId: string | null }[];
    // The running education comes first (it has a next lesson); the finished one after it.
    expect(mine.map((e) => e.title)).toEqual(['Basisopleiding Magazijn', 'Introductie Magazijn']);
    const finished = mine[1]!;
    expect(finished).toMatchObject({ nextLessonId: null, resultsReleasedAt: expect.any(String) });
    const result = await getJson(`/api/education/mine/${finished.id}/result`, sven.token);
    expect(result).toMatchObject({ released: true });
    expect(result.modules).toHaveLength(1);
    expect(result.modules[0].result).toMatchObject({ passed: expect.any(Boolean), scorePercent: expect.any(Number) });
    // The release notification is there, already read: the header does not count it.
    const told = await handle.db.select({ readAt: notifications.readAt, type: notifications.type }).from(notifications).where(eq(notifications.relatedId, finished.id));
    expect(told).toHaveLength(2);
    expect(told.every((n) => n.readAt !== null && n.type === 2)).toBe(true);
    const header = await getJson('/api/user/headerinfo', sven.token);
    expect(header.notifications.some((n: { relatedId: string }) => n.relatedId === finished.id)).toBe(false);
  });

  it('has two prospects of the beroepen-quiz, and quizzes of Lotte (the teacher’s candidate) and Olena but not of Sven', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const prospects = await getJson('/api/quiz/prospects', coordinator.token);
    expect(prospects.items.map((p: { name: string; email: string | null; phone: string | null; language: string }) => [p.name, p.email, p.phone, p.language])).toEqual([
      ['Jeroen Bakker', 'jeroen.bakker@example.org', null, 'nl'],
      ['Rana Khalil', null, '06 41 52 63 74', 'ar'],
    ]);
    const all = await getJson('/api/quiz/candidates', coordinator.token);
    expect(all.items.map((i: { candidate: { name: string } }) => i.candidate.name)).toEqual(['Olena Kovalenko', 'Lotte Visser']);
    expect(all.items[1].topAreas[0]).toBe('R');
    const { json: teacher } = await signIn('docent@example.org');
    const linked = await getJson('/api/quiz/candidates', teacher.token);
    expect(linked.items.map((i: { candidate: { name: string } }) => i.candidate.name)).toEqual(['Lotte Visser']);
    const { json: sven } = await signIn('kandidaat@example.org');
    expect(await getJson('/api/quiz/results/mine', sven.token)).toBeNull();
  });

  it('grants Daan extra time and gives Ayşe a finished test with points, in her history for staff', async () => {
    const { json: daan } = await signIn('daan.mulder@example.org');
    expect(await getJson('/api/test/profile', daan.token)).toMatchObject({ extraTimePercent: 25 });

    const { json: coordinator } = await signIn('coordinator@example.org');
    const { json: ayse } = await signIn('ayse.yilmaz@example.org');
    const history = await getJson(`/api/test/attempts?userId=${ayse.userId}`, coordinator.token);
    expect(history).toMatchObject({ total: 1, items: [{ testTitle: 'Beroepentest Schoonmaker', language: 'nl', status: 'scored', closedReason: 'candidate' }] });
    const [attempt] = history.items;
    expect(attempt.result.points).toBeGreaterThan(0);
    expect(Date.parse(attempt.closedAt) - Date.parse(attempt.startedAt)).toBe(40 * 60_000);

    const result = await getJson(`/api/test/attempt/${attempt.attemptId}/result`, ayse.token);
    expect(result).toMatchObject({ status: 'scored', score: { points: attempt.result.points, maxPoints: attempt.result.maxPoints } });
    expect(result.modules.every((m: { score: unknown }) => m.score !== null)).toBe(true);
    expect(result.answers.length).toBeGreaterThan(0);
  });

  it('tells the admin and the coordinator that the teacher’s suggestion waits, linking to where they decide', async () => {
    for (const email of ['admin@example.org', 'coordinator@example.org']) {
      const { json: staff } = await signIn(email);
      const waiting = (await getJson('/api/notification', staff.token)).filter((n: { type: number }) => n.type === 6);
      expect(waiting, email).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/^Nieuwe suggestie van Fatima El Amrani voor ‘Orderpicken’/), href: expect.stringMatching(/^\/cp\/modules\/.+#suggesties$/) }),
      ]);
      const moduleId = waiting[0].relatedId;
      expect(await getJson(`/api/modules/${moduleId}/suggestions`, staff.token)).toHaveLength(1);
    }
  });

  it('fills every filter of the staff’s user lists: an invited candidate, a disabled teacher, an intakebegeleider', async () => {
    const { json: coordinator } = await signIn('coordinator@example.org');
    const invited = await getJson('/api/user/GetCandidates?status=invited', coordinator.token);
    // Noah de Boer, invited by staff; Milan Smits asked for an account with a licence code and has not confirmed it.
    expect(invited.items).toEqual([
      expect.objectContaining({ name: 'Milan Smits', status: 'invited' }),
      expect.objectContaining({ name: 'Noah de Boer', status: 'invited', profession: expect.objectContaining({ name: 'Schoonmaker' }) }),
    ]);
    const disabled = await getJson('/api/user/GetTeachers?status=disabled', coordinator.token);
    expect(disabled.items).toEqual([expect.objectContaining({ name: 'Bram Hendriks', status: 'disabled' })]);
    const intake = await getJson('/api/user/GetIntakeSuperVisors', coordinator.token);
    expect(intake.items).toEqual([expect.objectContaining({ name: 'Ingrid Smit', status: 'active', intakeSupervisor: true })]);
    expect((await signIn('ingrid.smit@example.org')).status).toBe(200);
    expect((await signIn('bram.hendriks@example.org')).status).toBe(401);
    expect((await signIn('noah.deboer@example.org')).status).toBe(401);
  });

  it('gives the demo candidate and teacher mail choices that differ from the default, and Yousef (Arabic) a PAT day tomorrow', async () => {
    const { json: candidate } = await signIn('kandidaat@example.org');
    expect(await getJson('/api/notification/preferences', candidate.token)).toEqual({ planning: true, reminder: true, results: false });
    const { json: teacher } = await signIn('docent@example.org');
    expect(await getJson('/api/notification/preferences', teacher.token)).toEqual({ planning: true, reminder: false, results: true });
    const { json: yousef } = await signIn('yousef.haddad@example.org');
    expect(await getJson('/api/notification/preferences', yousef.token)).toEqual({ planning: true, reminder: true, results: true });
    const { json: coordinator } = await signIn('coordinator@example.org');
    const planned = (await getJson('/api/pat', coordinator.token)).items.find((p: { title: string }) => p.title === 'PAT Magazijnmedewerker');
    const pat = await getJson(`/api/pat/${planned.id}`, coordinator.token);
    expect(pat.candidates.map((c: { name: string }) => c.name)).toContain('Yousef Haddad');
    expect(pat.days.map((d: { day: string }) => d.day)).toContain(addDays(amsterdamDay(), 1));
  });

  it('writes nothing into a database that has users', async () => {
    const other = await openTestDb();
    try {
      await createUser(other, 'Admin');
      expect(await seedDemo(other.db)).toEqual({ created: false });
      expect((await other.db.select({ n: count() }).from(organizations))[0]?.n).toBe(0);
      expect((await other.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});
