/**
 * Demo data for a fresh installation (`npm run seed`, scripts/seed.ts), so every role has a home with
 * something on it: one organisation with candidates, a teacher linked to a candidate, staff, messages
 * with notifications between them, and the two profession tests (features/profession-test/seed/seed-profession-tests.ts) with the demo
 * candidate's test assigned, extra time granted to Daan, and a finished Schoonmaker test of Ayşe with its
 * points (features/profession-test/seed/demo-attempts.ts), candidates who read Arabic, Polish, Ukrainian or Turkish
 * best (their screens follow that language), a teacher's module suggestion that waits for staff, a former
 * candidate who was erased (AVG), whose message to the teacher now comes from 'Verwijderde gebruiker', accounts in
 * every state for the staff's user lists (an invited candidate, a disabled teacher, an intakebegeleider), the
 * invited candidate's invitation that the mail server refused at every attempt (/cp/mail: a failed mail to resend); the
 * organisations' registration numbers and addresses, three locations with rooms, and licences with their seats and
 * invoices (a licence per test for the demo organisation, an expired one with an overdue invoice for a second one),
 * and a PAT today and tomorrow with three practical modules, two teachers, three candidates and one final evaluation.
 * A completed PAT last September has released results, an agreed score and two candidates' reflections. Two more
 * completed PATs in the two quarters before this one were scored by a first and a second assessor throughout, so the
 * assessors' agreement (/cp/kwaliteit/beoordelaars; features/assessor-agreement/seed/demo-agreement.ts) has figures. The report
 * templates 'Rapportage PAT' and 'Korte rapportage' (features/reports/seed/templates.ts) are there to choose from.
 * The professions are the beroepen-quiz's catalogue with their Holland codes (features/profession-quiz/content/professions.ts).
 * The demo candidate gets no results mails and the demo teacher no reminders (features/mailbox/seed/demo-mail-choices.ts),
 * so /profile#meldingen shows choices of their own; Yousef (Arabic) is on the PAT of tomorrow, so the day-before
 * reminder reaches him in Arabic.
 * Only written into an empty database (no users), so it never touches real data.
 *
 * @example
 *   const { created } = await seedDemo(db); // false when the users table was not empty
 */
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import {
  mailOutbox,
  messageRecipients,
  messages,
  notifications,
  organizations,
  teacherCandidates,
  users,
} from '#src/server/db/schema';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { hashPassword } from '#src/features/accounts/api/password';
import { INVITE_VALID_DAYS, mailInvitation } from '#src/features/accounts/api/invitation';
import { RETRY_POLICY } from '#src/server/mail/outbox';
import { newSecret } from '#src/server/secrets';
import { seedProfessionTests } from '#src/features/profession-test/seed/seed-profession-tests';
import { SCHOONMAKER_OPEN_ANSWERS, seedExtraTime, seedFinishedAttempt, seedPreferredLanguage } from '#src/features/profession-test/seed/demo-attempts';
import { createTemplate } from '#src/features/content/api/templates';
import { submitSuggestion } from '#src/features/content/api/suggestions';
import { seedDemoOrganizations } from '#src/features/organizations/seed/demo-organizations';
import { seedDemoLocations } from '#src/features/locations/seed/demo-locations';
import { seedDemoMailChoices } from '#src/features/mailbox/seed/demo-mail-choices';
import { erasePerson } from '#src/features/privacy/api/erase';
import { seedDemoLicences } from '#src/features/licences/seed/demo-licences';
import { seedCompanySettings } from '#src/features/company-settings/seed/demo-settings';
import { seedDemoPastPat, seedDemoPat } from '#src/features/pat/seed/demo-pat';
import { seedReportTemplates } from '#src/features/reports/seed/templates';
import { seedDemoCertificates } from '#src/features/certificates/seed/demo-certificates';
import { seedDemoReports } from '#src/features/reports/seed/demo-reports';
import { seedDemoEducation } from '#src/features/educations/seed/demo-education';
import { seedProfessionCatalogue } from '#src/features/profession-quiz/content/professions';
import { seedDemoEducationReflection } from '#src/features/educations/seed/demo-education-reflection';
import { seedDemoQuiz } from '#src/features/profession-quiz/seed/demo-quiz';
import { seedDemoTimeline } from '#src/features/candidate-timeline/seed/demo-timeline';
import { seedDemoAgreement } from '#src/features/assessor-agreement/seed/demo-agreement';

/** The password of every demo account (15 characters; the minimum is 12). */
export const DEMO_PASSWORD = 'demo-wachtwoord';

/** One demo account per role, to sign in with DEMO_PASSWORD. */
export const DEMO_LOGINS: readonly { email: string; role: Role; name: string }[] = [
  { email: 'admin@example.org', role: 'Admin', name: 'Annelies de Vries' },
  { email: 'coordinator@example.org', role: 'Coordinator', name: 'Mark Jansen' },
  { email: 'docent@example.org', role: 'Teacher', name: 'Fatima El Amrani' },
  { email: 'contactpersoon@example.org', role: 'ContactPerson', name: 'Henk Bosman' },
  { email: 'kandidaat@example.org', role: 'User', name: 'Sven Kuipers' },
];

/** Further candidates of the demo organisation, so lists are not trivially short. */
const MORE_CANDIDATES = [
  { email: 'lotte.visser@example.org', name: 'Lotte Visser', profession: 'Magazijnmedewerker' },
  { email: 'daan.mulder@example.org', name: 'Daan Mulder', profession: 'Schoonmaker' },
  { email: 'ayse.yilmaz@example.org', name: 'Ayşe Yılmaz', profession: 'Schoonmaker' },
  { email: 'yousef.haddad@example.org', name: 'Yousef Haddad', profession: 'Magazijnmedewerker' },
  { email: 'piotr.nowak@example.org', name: 'Piotr Nowak', profession: 'Magazijnmedewerker' },
  { email: 'olena.kovalenko@example.org', name: 'Olena Kovalenko', profession: 'Schoonmaker' },
] as const;

/**
 * Accounts that show the staff's user lists in every state (/cp/users/…): a candidate invited yesterday who has not
 * chosen a password yet, a teacher whose account is disabled, and a teacher marked intakebegeleider (she signs in
 * with DEMO_PASSWORD).
 */
const INVITED_CANDIDATE = { email: 'noah.deboer@example.org', name: 'Noah de Boer', profession: 'Schoonmaker' } as const;
const DISABLED_TEACHER = { email: 'bram.hendriks@example.org', name: 'Bram Hendriks' } as const;
const INTAKE_TEACHER = { email: 'ingrid.smit@example.org', name: 'Ingrid Smit', phone: '06 1234 5678' } as const;

/**
 * Demo candidates who read another language best: their screens follow this preferred language
 * (docs/decisions/019), so signing in as them shows the platform in Arabic, Polish, Ukrainian or Turkish.
 */
const PREFERRED_LANGUAGES = {
  'yousef.haddad@example.org': 'ar',
  'piotr.nowak@example.org': 'pl',
  'olena.kovalenko@example.org': 'uk',
  'ayse.yilmaz@example.org': 'tr',
} as const;

/** The introduction of the Orderpicken module (features/profession-test/seed/magazijnmedewerker.ts), for the demo suggestion. */
const DEMO_SUGGESTION_PART = '89c4b84c-bfe1-4185-8a3d-ef5fdd98739d';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * Inserts the demo data when the users table is empty, in one transaction (concurrent runs are serialised by
 * an advisory lock, so at most one of them writes).
 * @returns `{ created: true }` when data was written, `{ created: false }` when users existed already.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const isEmpty = async (d: Pick<Db, 'select'>) => ((await d.select({ n: count() }).from(users))[0]?.n ?? 0) === 0;
  if (!(await isEmpty(db))) return { created: false };

  // Password hashing is slow on purpose; hash before the transaction, one salt per account.
  const emails = [...DEMO_LOGINS.map((l) => l.email), ...MORE_CANDIDATES.map((c) => c.email), DISABLED_TEACHER.email, INTAKE_TEACHER.email];
  const hashes = new Map<string, string>();
  for (const email of emails) hashes.set(email, await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:seed-demo'))`);
    if (!(await isEmpty(tx))) return { created: false };

    const professionIds = await seedProfessionCatalogue(tx);
    const professionId = (name: string) => professionIds.get(name) ?? null;
    const [org] = await tx.insert(organizations).values({ name: 'Logistiek Twente B.V.' }).returning();
    if (!org) throw new Error('organisatie niet aangemaakt');

    const account = (email: string, name: string, role: Role, extra: Partial<typeof users.$inferInsert> = {}) => ({
      email,
      name,
      role,
      status: 'active',
      passwordHash: hashes.get(email) ?? null,
      ...extra,
    });
    const byRole = (role: Role) => DEMO_LOGINS.find((l) => l.role === role) as (typeof DEMO_LOGINS)[number];
    const noahInvitation = newSecret();
    const inserted = await tx
      .insert(users)
      .values([
        account(byRole('Admin').email, byRole('Admin').name, 'Admin'),
        account(byRole('Coordinator').email, byRole('Coordinator').name, 'Coordinator'),
        account(byRole('Teacher').email, byRole('Teacher').name, 'Teacher'),
        account(byRole('ContactPerson').email, byRole('ContactPerson').name, 'ContactPerson', { organizationId: org.id }),
        account(byRole('User').email, byRole('User').name, 'User', {
          organizationId: org.id,
          professionId: professionId('Magazijnmedewerker'),
        }),
        ...MORE_CANDIDATES.map((c) =>
          account(c.email, c.name, 'User', { organizationId: org.id, professionId: professionId(c.profession) }),
        ),
        account(INVITED_CANDIDATE.email, INVITED_CANDIDATE.name, 'User', {
          status: 'invited',
          organizationId: org.id,
          professionId: professionId(INVITED_CANDIDATE.profession),
          // The code is in the invitation mail that could not be delivered (below): resending it from /cp/mail works.
          inviteCodeHash: noahInvitation.hash,
          invitedAt: hoursAgo(26),
          inviteExpiresAt: new Date(hoursAgo(26).getTime() + INVITE_VALID_DAYS * 86_400_000),
        }),
        account(DISABLED_TEACHER.email, DISABLED_TEACHER.name, 'Teacher', { status: 'disabled' }),
        account(INTAKE_TEACHER.email, INTAKE_TEACHER.name, 'Teacher', { intakeSupervisor: true, phone: INTAKE_TEACHER.phone }),
      ])
      .returning();
    const user = (email: string) => {
      const row = inserted.find((u) => u.email === email);
      if (!row) throw new Error(`demo-gebruiker ${email} ontbreekt`);
      return row;
    };
    const coordinator = user('coordinator@example.org');
    const teacher = user('docent@example.org');
    const contact = user('contactpersoon@example.org');
    const candidate = user('kandidaat@example.org');
    const lotte = user('lotte.visser@example.org');

    // The two real profession tests (README.md, "Demo-accounts"): Magazijnmedewerker for the demo candidate,
    // Schoonmaker for Daan and Ayşe.
    const { testIds } = await seedProfessionTests(tx, {
      candidateEmail: candidate.email,
      otherCandidateEmails: [
        'daan.mulder@example.org',
        'ayse.yilmaz@example.org',
        'yousef.haddad@example.org',
        'piotr.nowak@example.org',
        'olena.kovalenko@example.org',
      ],
      staffEmail: coordinator.email,
    });
    // Daan reads slowly: the coordinator granted him 25 % extra time (75 minutes for the 60-minute Schoonmaker test).
    await seedExtraTime(tx, 'daan.mulder@example.org', 25);
    for (const [email, language] of Object.entries(PREFERRED_LANGUAGES)) await seedPreferredLanguage(tx, email, language);
    // Ayşe made the Schoonmaker test three days ago; it shows answers, so she sees her points per module.
    const schoonmaker = testIds.Schoonmaker;
    if (!schoonmaker) throw new Error('beroepentest Schoonmaker ontbreekt');
    await seedFinishedAttempt(tx, {
      candidateEmail: 'ayse.yilmaz@example.org',
      testId: schoonmaker,
      language: 'nl',
      startedAt: hoursAgo(72),
      openAnswers: SCHOONMAKER_OPEN_ANSWERS,
      scorerEmail: coordinator.email,
    });

    // An evaluation template for practical assignments (docs/api.md, "Templates"), ready to attach to a module.
    await createTemplate(tx, coordinator.id, {
      name: 'Praktijkbeoordeling magazijn',
      criteria: [
        // `selfCheck`: the sentence the candidate scores themselves on in their reflection, per content language (decision 030).
        {
          id: randomUUID(), name: 'Veilig werken', description: 'Draagt veiligheidsschoenen en hesje, tilt met rechte rug, let op verkeer in het magazijn.', weight: 3,
          selfCheck: {
            nl: 'Ik werk veilig. Ik draag veiligheidsschoenen en een hesje en ik til met een rechte rug.',
            en: 'I work safely. I wear safety shoes and a vest and I lift with a straight back.',
            pl: 'Pracuję bezpiecznie. Noszę buty ochronne i kamizelkę i podnoszę z prostymi plecami.',
            tr: 'Güvenli çalışırım. İş ayakkabısı ve yelek giyerim, yükleri sırtımı dik tutarak kaldırırım.',
            uk: 'Я працюю безпечно. Я ношу захисне взуття й жилет і піднімаю вантаж із прямою спиною.',
            ar: 'أعمل بأمان. ألبس حذاء السلامة والسترة، وأرفع الأشياء وظهري مستقيم.',
          },
        },
        {
          id: randomUUID(), name: 'Nauwkeurigheid', description: 'Pakt de juiste artikelen en aantallen en controleert de pakbon.', weight: 2,
          selfCheck: {
            nl: 'Ik pak de juiste artikelen in de juiste aantallen.',
            en: 'I pick the right items in the right quantities.',
            pl: 'Biorę właściwe artykuły we właściwej ilości.',
            tr: 'Doğru ürünleri doğru miktarda alırım.',
            uk: 'Я беру потрібні товари в потрібній кількості.',
            ar: 'آخذ المنتجات الصحيحة بالكميات الصحيحة.',
          },
        },
        {
          id: randomUUID(), name: 'Tempo', description: 'Werkt door zonder te haasten; de order is op tijd klaar.', weight: 1,
          selfCheck: {
            nl: 'Ik werk rustig door en ben op tijd klaar.',
            en: 'I keep working calmly and finish on time.',
            pl: 'Pracuję spokojnie bez przerw i kończę na czas.',
            tr: 'Sakin ve ara vermeden çalışırım, işimi zamanında bitiririm.',
            uk: 'Я спокійно працюю без зупинок і закінчую вчасно.',
            ar: 'أواصل العمل بهدوء وأنتهي في الوقت المحدد.',
          },
        },
        {
          id: randomUUID(), name: 'Samenwerken', description: 'Overlegt met collega’s en vraagt hulp bij zware lasten.', weight: 1,
          selfCheck: {
            nl: 'Ik overleg met collega’s en vraag hulp bij zware dingen.',
            en: 'I talk things over with colleagues and ask for help with heavy things.',
            pl: 'Rozmawiam ze współpracownikami i proszę o pomoc przy ciężkich rzeczach.',
            tr: 'İş arkadaşlarımla konuşurum ve ağır işlerde yardım isterim.',
            uk: 'Я домовляюся з колегами й прошу допомоги з важкими речами.',
            ar: 'أتحدث مع زملائي وأطلب المساعدة في الأشياء الثقيلة.',
          },
        },
      ],
      scale: DEFAULT_SCALE,
    });

    // Registration numbers and addresses of the organisations, and the places where PAT days and lessons happen
    // (/cp/organizations, /cp/locations).
    await seedDemoOrganizations(tx);
    await seedDemoLocations(tx);
    // Before the licences, so the demo invoices carry the demo logo and colour.
    await seedCompanySettings(tx, user('admin@example.org').id);
    await seedDemoMailChoices(tx);
    await seedDemoLicences(tx, 'coordinator@example.org');
    const demoPat = await seedDemoPat(tx, 'coordinator@example.org');
    const pastPat = await seedDemoPastPat(tx, 'coordinator@example.org');
    // Two PATs of earlier quarters scored by two assessors each, for /cp/kwaliteit/beoordelaars.
    await seedDemoAgreement(tx, demoPat, 'coordinator@example.org');
    // The report templates teachers choose from (/cp/rapportage-sjablonen): 'Rapportage PAT' and 'Korte rapportage'.
    // Sven's final, shared report on the September PAT (docs/decisions/031-reports.md).
    await seedDemoReports(tx, await seedReportTemplates(tx, user('admin@example.org').id), pastPat);
    // 'Basisopleiding Magazijn': six weekly lessons, two with attendance taken, one late enrolee; two modules of the
    // demo PAT pinned.
    await seedDemoEducation(tx, 'coordinator@example.org', demoPat);
    // The demo candidate chose the language of its modules and reflected on the first one (docs/decisions/035).
    await seedDemoEducationReflection(tx);
    // Certificates of the released PAT and educations (decision 058): Sven's valid, another candidate's withdrawn.
    await seedDemoCertificates(tx, 'coordinator@example.org');
    // The beroepen-quiz: two prospects who asked to be contacted, and quizzes of Lotte (the teacher's) and Olena.
    await seedDemoQuiz(tx);

    // Noah de Boer's invitation never arrived: the mail server kept refusing it, every attempt (decision 049), so
    // /cp/mail shows a failed mail that staff can send again.
    await mailInvitation(
      {
        async enqueue(db, mail) {
          const [row] = await db
            .insert(mailOutbox)
            .values({
              ...mail,
              state: 'failed',
              attempts: RETRY_POLICY.attempts,
              lastError: 'EENVELOPE 452 4.2.2 Mailbox full',
              createdAt: hoursAgo(26),
              nextAttemptAt: hoursAgo(23),
            })
            .returning({ id: mailOutbox.id });
          return row!.id;
        },
      },
      tx,
      INVITED_CANDIDATE,
      noahInvitation.secret,
    );

    await tx.insert(teacherCandidates).values([
      { teacherId: teacher.id, candidateId: candidate.id },
      { teacherId: teacher.id, candidateId: lotte.id },
    ]);

    // The teacher suggests a simpler introduction for the Orderpicken module; the admin and the coordinator are
    // told it waits (a notification on /cp/admin that opens the module's suggestions, docs/api.md "Suggestions").
    await submitSuggestion(tx, teacher.id, {
      partId: DEMO_SUGGESTION_PART,
      language: 'nl',
      text: 'Bij orderpicken pak je producten voor een bestelling (order). Op de picklijst staat waar het product ligt (de locatie), welk product het is en hoeveel je pakt.\n\nIn deze module lees je picklijsten, palletlabels en locatiecodes. Kijk goed naar de plaatjes: je kunt ze groter maken.',
      comment: 'Kortere zinnen en ‘pakken’ in plaats van ‘halen’, voor kandidaten die Nederlands als tweede taal lezen.',
    });

    type Demo = { from: typeof candidate; to: typeof candidate; subject: string; body: string; hoursAgo: number; read: boolean; replyTo?: number };
    const demoMessages: Demo[] = [
      {
        from: teacher, to: candidate, hoursAgo: 50, read: true,
        subject: 'Voorbereiding PAT-dag',
        body: 'Hoi Sven,\n\nVolgende week dinsdag is je praktijkdag in het magazijn. Neem veiligheidsschoenen mee en wees om 8.30 uur aanwezig.\n\nGroet,\nFatima',
      },
      {
        from: candidate, to: teacher, hoursAgo: 30, read: false, replyTo: 0,
        subject: 'Re: Voorbereiding PAT-dag',
        body: 'Hoi Fatima,\n\nDank je wel. Moet ik ook mijn rijbewijs voor de heftruck meenemen?\n\nGroet,\nSven',
      },
      {
        from: teacher, to: candidate, hoursAgo: 3, read: false,
        subject: 'Uitslag module orderpicken',
        body: 'Hoi Sven,\n\nJe hebt de module orderpicken goed afgerond. Je beoordeling staat klaar in je overzicht.\n\nGroet,\nFatima',
      },
      {
        from: contact, to: candidate, hoursAgo: 26, read: false,
        subject: 'Welkom bij Logistiek Twente',
        body: 'Beste Sven,\n\nWelkom! Via dit platform volg je de toetsen en de praktijkdag. Vragen? Stuur me gerust een bericht.\n\nMet vriendelijke groet,\nHenk Bosman',
      },
      {
        from: candidate, to: contact, hoursAgo: 5, read: false,
        subject: 'Rooster volgende week',
        body: 'Beste Henk,\n\nIk kan volgende week woensdag niet vanwege een afspraak bij de huisarts. Kan ik donderdag komen?\n\nGroet,\nSven',
      },
      {
        from: coordinator, to: contact, hoursAgo: 20, read: false,
        subject: 'Licenties voor het nieuwe kwartaal',
        body: 'Beste Henk,\n\nDe licenties voor de beroepentest lopen eind van de maand af. Laat je weten hoeveel plaatsen jullie nodig hebben?\n\nMet vriendelijke groet,\nMark Jansen',
      },
      {
        from: contact, to: coordinator, hoursAgo: 8, read: false, replyTo: 5,
        subject: 'Re: Licenties voor het nieuwe kwartaal',
        body: 'Beste Mark,\n\nWe willen graag 10 plaatsen voor het komende kwartaal.\n\nGroet,\nHenk',
      },
      {
        // Yousef reads Arabic: his notification of this message is shown in Arabic (docs/decisions/019).
        from: contact, to: user('yousef.haddad@example.org'), hoursAgo: 3, read: false,
        subject: 'Praktijkdag magazijn',
        body: 'Beste Yousef,\n\nDe praktijkdag is dinsdag om 9.00 uur. Neem je veiligheidsschoenen mee.\n\nMet vriendelijke groet,\nHenk Bosman',
      },
    ];

    const ids: string[] = [];
    for (const m of demoMessages) {
      const createdAt = hoursAgo(m.hoursAgo);
      const [row] = await tx
        .insert(messages)
        .values({
          senderId: m.from.id,
          subject: m.subject,
          body: m.body,
          replyToId: m.replyTo === undefined ? null : ids[m.replyTo],
          createdAt,
        })
        .returning({ id: messages.id });
      if (!row) throw new Error('bericht niet aangemaakt');
      ids.push(row.id);
      await tx
        .insert(messageRecipients)
        .values({ messageId: row.id, recipientId: m.to.id, readAt: m.read ? hoursAgo(m.hoursAgo - 1) : null });
      if (!m.read) {
        await tx.insert(notifications).values({
          userId: m.to.id,
          type: 1,
          message: `Nieuw bericht van ${m.from.name}: ${m.subject}`,
          params: { sender: m.from.name, subject: m.subject },
          relatedId: row.id,
          createdAt,
        });
      }
    }

    // The coordinator's own messages with the demo candidate, for the staff timeline on /cp/user/{id} (decision 062).
    await seedDemoTimeline(tx);

    // A former candidate who asked to be erased (AVG, docs/decisions/027-privacy-registry.md): the thanks she sent
    // the teacher stay in the teacher's messages, from 'Verwijderde gebruiker'.
    const [former] = await tx
      .insert(users)
      .values({ email: 'kim.deboer@example.org', name: 'Kim de Boer', role: 'User', status: 'active', organizationId: org.id })
      .returning({ id: users.id });
    if (!former) throw new Error('demo-gebruiker Kim de Boer ontbreekt');
    const [thanks] = await tx
      .insert(messages)
      .values({
        senderId: former.id,
        subject: 'Bedankt voor de praktijkdag',
        body: 'Hoi Fatima,\n\nBedankt voor de uitleg op de praktijkdag. Ik heb een baan gevonden als orderpicker!\n\nGroet,\nKim de Boer',
        createdAt: hoursAgo(240),
      })
      .returning({ id: messages.id });
    if (!thanks) throw new Error('bericht niet aangemaakt');
    await tx.insert(messageRecipients).values({ messageId: thanks.id, recipientId: teacher.id, readAt: hoursAgo(239) });
    await erasePerson(tx, { id: user('admin@example.org').id, role: 'Admin' }, former.id);
    return { created: true };
  });
}
