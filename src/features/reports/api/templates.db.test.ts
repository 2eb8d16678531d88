/**
 * /api/report-templates in-process (docs/api.md "Report templates"): creating with given and new section ids, the
 * Dutch messages of a refused body (zod's and template-rules.ts's), a duplicate name, replacing a template while a
 * report made from it keeps its own sections, archiving and restoring, the list's order and filter, who may call
 * what (a teacher reads, staff change, everyone else 401), 404 for unknown and malformed ids, and the default
 * templates of seed/templates.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { ReportSection, ReportTemplate } from '#src/features/reports/contract';
import { DEFAULT_REPORT_TEMPLATE, seedReportTemplates } from '#src/features/reports/seed/templates';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { pats, reports, reportTemplates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
let as: Record<Role, TestUser>;

const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const BASE = '/api/report-templates';

let serial = 0;
/** A valid body: a text section and a block, without ids. */
const body = (extra: Record<string, unknown> = {}) => ({
  name: `Sjabloon ${++serial}`,
  description: 'Voor de test.',
  sections: [
    { kind: 'text', title: 'Inleiding', hint: 'Waarom dit rapport.' },
    { kind: 'block', title: 'Resultaten', block: 'results' },
  ],
  ...extra,
});

/** Creates a template as the coordinator; answers it. */
async function create(extra: Record<string, unknown> = {}): Promise<ReportTemplate> {
  const res = await call(app, 'POST', BASE, as.Coordinator, body(extra));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  const org = await createOrganization(handle);
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { organizationId: org.id }),
    User: await createUser(handle, 'User', { organizationId: org.id }),
  };
});
afterAll(async () => {
  await handle.close();
});

describe('POST /api/report-templates', () => {
  it('creates a template with ids for new sections, keeping given ones, and answers it whole', async () => {
    const res = await call(app, 'POST', BASE, as.Admin, {
      name: '  Rapportage intake  ',
      sections: [
        { kind: 'text', title: 'Observaties per module', hint: '' },
        { id: 'vast-id', kind: 'text', title: 'Conclusie' },
        { kind: 'text', title: 'Observaties per module!', hint: 'Nog een keer.' },
        { kind: 'text', title: 'Één €-teken', hint: 'Accenten vallen weg.' },
        { kind: 'text', title: '???', hint: 'Geen letters.' },
        { kind: 'block', title: 'Gegevens', block: 'candidate' },
      ],
    });
    expect(res.status).toBe(201);
    const made: ReportTemplate = res.json;
    expect(made).toEqual({
      id: expect.any(String),
      name: 'Rapportage intake',
      description: '',
      sections: [
        { id: 'observaties-per-module', kind: 'text', title: 'Observaties per module', hint: '' },
        { id: 'vast-id', kind: 'text', title: 'Conclusie', hint: '' },
        { id: 'observaties-per-module-2', kind: 'text', title: 'Observaties per module!', hint: 'Nog een keer.' },
        { id: 'een-teken', kind: 'text', title: 'Één €-teken', hint: 'Accenten vallen weg.' },
        { id: 'onderdeel', kind: 'text', title: '???', hint: 'Geen letters.' },
        { id: 'gegevens', kind: 'block', title: 'Gegevens', block: 'candidate' },
      ],
      archivedAt: null,
      reportCount: 0,
      updatedAt: expect.any(String),
    });
    expect((await call(app, 'GET', `${BASE}/${made.id}`, as.Coordinator)).json).toEqual(made);
  });

  it('gives a new section a counter when its slug is a given id, and keeps ids short', async () => {
    const long = 'Een heel lange titel die veel meer dan veertig tekens telt';
    const made = await create({
      sections: [
        { kind: 'text', title: 'Advies' },
        { id: 'advies', kind: 'text', title: 'Oud advies' },
        { kind: 'text', title: long },
      ],
    });
    expect(made.sections.map((s) => s.id)).toEqual(['advies-2', 'advies', 'een-heel-lange-titel-die-veel-me']);
    for (const s of made.sections) expect(s.id).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it.each([
    ['no name', { name: ' ' }, 'Naam: vul een naam in.'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'Naam: hoogstens 120 tekens.'],
    ['no sections', { sections: [] }, 'Voeg minstens één onderdeel toe.'],
    ['only blocks', { sections: [{ kind: 'block', title: 'Resultaten', block: 'results' }] }, 'Voeg minstens één tekstonderdeel toe: een rapport zonder eigen tekst is geen rapport.'],
    ['a section without a title', { sections: [{ kind: 'text', title: '' }] }, 'Titel van een onderdeel: vul een titel in.'],
    ['an unknown block', { sections: [{ kind: 'text', title: 'Tekst' }, { kind: 'block', title: 'X', block: 'foto' }] }, 'Kies welk gegevensblok dit onderdeel toont.'],
    ['a hint over 500 characters', { sections: [{ kind: 'text', title: 'Tekst', hint: 'x'.repeat(501) }] }, 'Aanwijzing: hoogstens 500 tekens.'],
    [
      'a tag in a hint',
      { sections: [{ kind: 'block', title: 'Resultaten', block: 'results' }, { kind: 'text', title: 'Conclusie', hint: 'Schrijf <b>kort</b>.' }] },
      'Onderdeel 2 (Conclusie), aanwijzing: gebruik geen HTML-code. De aanwijzing is gewone tekst. Bedoel je het teken <, zet er dan een spatie achter.',
    ],
    ['a comment in a hint', { sections: [{ kind: 'text', title: 'Inleiding', hint: 'a <!-- b -->' }] }, 'Onderdeel 1 (Inleiding), aanwijzing: gebruik geen HTML-code.'],
    ['a tag in a section title', { sections: [{ kind: 'text', title: '<script>alert(1)</script>' }] }, 'Onderdeel 1, titel: gebruik geen HTML-code.'],
    ['a tag in the name', { name: 'Rapport <img src=x onerror=alert(1)>' }, 'Naam: gebruik geen HTML-code.'],
    ['a tag in the description', { description: '</p>' }, 'Omschrijving: gebruik geen HTML-code.'],
    [
      'a section id used twice',
      { sections: [{ id: 'tekst', kind: 'text', title: 'Een' }, { id: 'tekst', kind: 'text', title: 'Twee' }] },
      'Onderdeel 2 (Twee) heeft hetzelfde kenmerk als een ander onderdeel.',
    ],
  ])('refuses %s with a Dutch message (400), saving nothing', async (_what, extra, message) => {
    const before = (await call(app, 'GET', `${BASE}?archived=1`, as.Admin)).json.length;
    const res = await call(app, 'POST', BASE, as.Admin, body(extra));
    expect(res.status).toBe(400);
    expect(res.json.title).toContain(message);
    expect((await call(app, 'GET', `${BASE}?archived=1`, as.Admin)).json).toHaveLength(before);
  });

  it('takes a < that starts no tag in a plain field', async () => {
    const made = await create({ sections: [{ kind: 'text', title: 'Score < 3', hint: 'Bij een score < 3 of 2<3: leg uit waarom.' }] });
    expect(made.sections[0]).toMatchObject({ title: 'Score < 3', hint: 'Bij een score < 3 of 2<3: leg uit waarom.' });
  });

  it('refuses a name a current template has, whatever its case (409), but not an archived one’s', async () => {
    const first = await create({ name: 'Rapport Techniek' });
    const twice = await call(app, 'POST', BASE, as.Admin, body({ name: 'rapport TECHNIEK' }));
    expect(twice.status).toBe(409);
    expect(twice.json.title).toBe('Er is al een sjabloon met de naam ‘rapport TECHNIEK’. Kies een andere naam.');

    await call(app, 'POST', `${BASE}/${first.id}/archive`, as.Admin);
    expect((await call(app, 'POST', BASE, as.Admin, body({ name: 'Rapport techniek' }))).status).toBe(201);
  });
});

describe('PUT /api/report-templates/{id}', () => {
  it('replaces name, description and sections, keeping the ids sent; a report made before keeps its sections', async () => {
    const made = await create();
    const [pat] = await handle.db.insert(pats).values({ title: 'PAT voor rapport', createdBy: as.Admin.id }).returning({ id: pats.id });
    await handle.db.insert(reports).values({
      candidateId: as.User.id,
      patId: pat!.id,
      templateId: made.id,
      title: 'Rapport',
      sections: made.sections,
      texts: { inleiding: 'Tekst' },
    });

    const [intro, results] = made.sections as [ReportSection, ReportSection];
    const res = await call(app, 'PUT', `${BASE}/${made.id}`, as.Admin, {
      name: 'Nieuwe naam',
      description: 'Anders.',
      sections: [results, { ...intro, title: 'Aanleiding' }, { kind: 'text', title: 'Advies', hint: 'Volgende stap.' }],
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      ...made,
      name: 'Nieuwe naam',
      description: 'Anders.',
      sections: [results, { ...intro, title: 'Aanleiding' }, { id: 'advies', kind: 'text', title: 'Advies', hint: 'Volgende stap.' }],
      reportCount: 1,
      updatedAt: expect.any(String),
    });
    expect(new Date(res.json.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(made.updatedAt).getTime());
    const [report] = await handle.db.select({ sections: reports.sections }).from(reports).where(eq(reports.templateId, made.id));
    expect(report?.sections).toEqual(made.sections);
  });

  it('may keep its own name in another case, but not take another current template’s (409)', async () => {
    const a = await create({ name: 'Sjabloon Alfa' });
    await create({ name: 'Sjabloon Beta' });
    expect((await call(app, 'PUT', `${BASE}/${a.id}`, as.Admin, body({ name: 'SJABLOON ALFA' }))).status).toBe(200);
    const taken = await call(app, 'PUT', `${BASE}/${a.id}`, as.Admin, body({ name: 'sjabloon beta' }));
    expect(taken.status).toBe(409);
    expect(taken.json.title).toBe('Er is al een sjabloon met de naam ‘sjabloon beta’. Kies een andere naam.');
  });

  it('answers 404 for an unknown or malformed id, before the body', async () => {
    expect((await call(app, 'PUT', `${BASE}/${UNKNOWN}`, as.Admin, body())).status).toBe(404);
    expect((await call(app, 'PUT', `${BASE}/niet-een-id`, as.Admin, { name: '' })).status).toBe(404);
  });
});

describe('archive and restore', () => {
  it('takes a template out of the current list but keeps it readable, and puts it back', async () => {
    const made = await create({ name: 'Te archiveren' });
    const archived = await call(app, 'POST', `${BASE}/${made.id}/archive`, as.Coordinator);
    expect(archived.status).toBe(200);
    expect(archived.json.archivedAt).toEqual(expect.any(String));
    // Archiving again keeps the first time.
    expect((await call(app, 'POST', `${BASE}/${made.id}/archive`, as.Coordinator)).json.archivedAt).toBe(archived.json.archivedAt);

    expect((await call(app, 'GET', BASE, as.Teacher)).json.map((t: ReportTemplate) => t.id)).not.toContain(made.id);
    expect((await call(app, 'GET', `${BASE}/${made.id}`, as.Teacher)).json).toMatchObject({ id: made.id, archivedAt: archived.json.archivedAt });

    const restored = await call(app, 'POST', `${BASE}/${made.id}/restore`, as.Admin);
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ id: made.id, archivedAt: null });
    expect((await call(app, 'GET', BASE, as.Teacher)).json.map((t: ReportTemplate) => t.id)).toContain(made.id);
  });

  it('refuses to restore a template whose name a current template has taken meanwhile (409)', async () => {
    const old = await create({ name: 'Dubbel' });
    await call(app, 'POST', `${BASE}/${old.id}/archive`, as.Admin);
    await create({ name: 'dubbel' });
    const res = await call(app, 'POST', `${BASE}/${old.id}/restore`, as.Admin);
    expect(res.status).toBe(409);
    expect(res.json.title).toBe('Er is al een sjabloon in gebruik met de naam ‘Dubbel’. Geef een van beide eerst een andere naam en zet dit sjabloon daarna terug.');
    expect((await call(app, 'GET', `${BASE}/${old.id}`, as.Admin)).json.archivedAt).not.toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const action of ['archive', 'restore']) {
      expect((await call(app, 'POST', `${BASE}/${UNKNOWN}/${action}`, as.Admin)).status).toBe(404);
      expect((await call(app, 'POST', `${BASE}/x/${action}`, as.Admin)).status).toBe(404);
    }
  });
});

describe('GET /api/report-templates', () => {
  it('lists current templates by name, case-insensitively; with archived=1 the archived ones after them', async () => {
    const zeta = await create({ name: 'zeta lijst' });
    const alpha = await create({ name: 'Alpha lijst' });
    const beta = await create({ name: 'beta lijst' });
    await call(app, 'POST', `${BASE}/${alpha.id}/archive`, as.Admin);

    const current: ReportTemplate[] = (await call(app, 'GET', BASE, as.Coordinator)).json;
    const names = current.map((t) => t.name);
    expect(current.every((t) => t.archivedAt === null)).toBe(true);
    expect(names.indexOf('beta lijst')).toBeLessThan(names.indexOf('zeta lijst'));
    expect(names).not.toContain('Alpha lijst');

    const all: ReportTemplate[] = (await call(app, 'GET', `${BASE}?archived=1`, as.Admin)).json;
    const firstArchived = all.findIndex((t) => t.archivedAt !== null);
    expect(all.slice(firstArchived).every((t) => t.archivedAt !== null)).toBe(true);
    expect(all.slice(0, firstArchived).map((t) => t.id)).toEqual(current.map((t) => t.id));
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([zeta.id, alpha.id, beta.id]));
  });

  it('lets a teacher list and read, but not see the archived ones or change anything (401)', async () => {
    const made = await create();
    expect((await call(app, 'GET', BASE, as.Teacher)).status).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${made.id}`, as.Teacher)).status).toBe(200);
    const archived = await call(app, 'GET', `${BASE}?archived=1`, as.Teacher);
    expect(archived.status).toBe(401);
    expect(archived.json.title).toBe('Je hebt geen rechten om deze actie uit te voeren.');
    expect((await call(app, 'POST', BASE, as.Teacher, body())).status).toBe(401);
    expect((await call(app, 'PUT', `${BASE}/${made.id}`, as.Teacher, body())).status).toBe(401);
    expect((await call(app, 'POST', `${BASE}/${made.id}/archive`, as.Teacher)).status).toBe(401);
    expect((await call(app, 'POST', `${BASE}/${made.id}/restore`, as.Teacher)).status).toBe(401);
    expect((await call(app, 'GET', `${BASE}/${made.id}`, as.Admin)).json.archivedAt).toBeNull();
  });

  it.each(['ContactPerson', 'User'] as const)('answers %s 401 on every call', async (role) => {
    const made = await create();
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${made.id}`],
      ['POST', BASE, body()],
      ['PUT', `${BASE}/${made.id}`, body()],
      ['POST', `${BASE}/${made.id}/archive`],
      ['POST', `${BASE}/${made.id}/restore`],
    ];
    for (const [method, path, sent] of calls) {
      const res = await call(app, method, path, as[role], sent);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await call(app, 'GET', BASE)).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call(app, 'GET', `${BASE}/${UNKNOWN}`, as.Teacher)).status).toBe(404);
    expect((await call(app, 'GET', `${BASE}/niet-een-id`, as.Admin)).status).toBe(404);
  });
});

describe('seedReportTemplates', () => {
  it('adds the default and the short template once, the default’s sections in order, and answers its id', async () => {
    const id = await seedReportTemplates(handle.db, as.Admin.id);
    expect(await seedReportTemplates(handle.db, as.Admin.id)).toBe(id);
    const rows = await handle.db.select({ id: reportTemplates.id, name: reportTemplates.name }).from(reportTemplates);
    expect(rows.filter((r) => r.name === DEFAULT_REPORT_TEMPLATE)).toEqual([{ id, name: DEFAULT_REPORT_TEMPLATE }]);
    expect(rows.filter((r) => r.name === 'Korte rapportage')).toHaveLength(1);

    const template: ReportTemplate = (await call(app, 'GET', `${BASE}/${id}`, as.Teacher)).json;
    expect(template.sections.map((s) => [s.title, s.kind === 'block' ? s.block : 'text'])).toEqual([
      ['Inleiding', 'text'],
      ['Gegevens van de kandidaat', 'candidate'],
      ['PAT', 'pat'],
      ['Observaties per module', 'text'],
      ['Beoordelingen per module', 'modules'],
      ['Reflectie van de kandidaat', 'reflection'],
      ['Resultaten', 'results'],
      ['Conclusie', 'text'],
      ['Advies', 'text'],
    ]);
    expect(template.sections[0]).toMatchObject({ kind: 'text', hint: expect.stringMatching(/\S/) });
    // What the seed writes passes the API's own rules: saving it unchanged is accepted.
    const { name, description, sections } = template;
    expect((await call(app, 'PUT', `${BASE}/${id}`, as.Admin, { name, description, sections })).status).toBe(200);
  });
});
