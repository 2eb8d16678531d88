/**
 * The demo PAT (src/backend/seed.ts; docs/domain.md "PAT"): 'PAT Magazijnmedewerker' at Praktijkmagazijn Hengelo, today
 * and tomorrow (so the demo teacher can assess straight away: nothing is assessed before a PAT's first day), with
 * three practical modules of the profession Magazijnmedewerker (order picking with a hand scanner, moving a pallet
 * with a pallet truck, checking a delivery against a packing slip), each scored with the
 * demo template 'Praktijkbeoordeling magazijn'; the demo teacher assesses every module and Ingrid Smit is the second
 * assessor of order picking; the demo candidate and two more of the demo organisation are planned, each on a PAT
 * seat of the organisation's PAT licence, each with time slots (an hour per module, rotating) on both days; one
 * evaluation is already final; it has notes for the teachers and for
 * the candidates. Runs after the people, locations, template and licences are seeded.
 */
import { eq, inArray } from 'drizzle-orm';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import {
  evaluationAgreements,
  evaluations,
  licences,
  licenceSeats,
  locations,
  modules,
  moduleVersions,
  organizations,
  patAssessors,
  patCandidates,
  patDays,
  patModules,
  patSlots,
  pats,
  professions,
  reflections,
  rooms,
  templates,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { completeLanguages, type Localized, type ModuleContent } from '#src/features/content/model';
import { newLicenceCode } from '#src/features/licences/api/licences';
import { minutesOf, timeOf } from '#src/features/pat/rules';

/** The demo PAT's name. */
export const DEMO_PAT_TITLE = 'PAT Magazijnmedewerker';

/** A text in Dutch and English, with the other content languages in `more`. */
const both = (nl: string, en: string, more: Partial<Omit<Localized, 'nl' | 'en'>> = {}): Localized => ({ nl, en, ...more });

/**
 * The practical modules: title, description, the assignment, complete in all six content languages, so a candidate
 * chooses the language of the PAT's theory (/candidate/pat/selecteer-taal/{id}). Part ids are fixed so the demo is the
 * same every time.
 */
const PRACTICAL_MODULES: { id: string; title: Localized; description: Localized; instructions: Localized }[] = [
  {
    id: '7d0c3a52-6b1e-4a53-9f0e-1c2b3a4d5e61',
    title: both('Orderpicken met handscanner', 'Order picking with a hand scanner', {
      pl: 'Kompletowanie zamówień ze skanerem ręcznym',
      tr: 'El terminaliyle sipariş toplama',
      uk: 'Комплектування замовлень із ручним сканером',
      ar: 'تجهيز الطلبات باستخدام الماسح اليدوي',
    }),
    description: both('Een order verzamelen met de handscanner.', 'Collect an order with the hand scanner.', {
      pl: 'Skompletuj zamówienie za pomocą skanera ręcznego.',
      tr: 'El terminaliyle bir sipariş toplayın.',
      uk: 'Зберіть замовлення за допомогою ручного сканера.',
      ar: 'اجمع طلبًا باستخدام الماسح اليدوي.',
    }),
    instructions: both(
      'Je krijgt een order van acht regels op de handscanner. Scan eerst je locatie, pak dan de artikelen en scan elk artikel. Zet de order klaar op de verzamelplek. Werk veilig: kijk uit voor heftrucks.',
      'You get an order of eight lines on the hand scanner. Scan your location first, then pick the items and scan each one. Put the order on the collection spot. Work safely: watch out for forklifts.',
      {
        pl: 'Na skanerze ręcznym dostaniesz zamówienie z ośmioma pozycjami. Najpierw zeskanuj swoją lokalizację, potem pobierz artykuły i zeskanuj każdy z nich. Odstaw zamówienie w miejscu zbiórki. Pracuj bezpiecznie: uważaj na wózki widłowe.',
        tr: 'El terminalinde sekiz satırlık bir sipariş alırsınız. Önce konumunuzu okutun, sonra ürünleri alın ve her ürünü okutun. Siparişi toplama alanına hazır koyun. Güvenli çalışın: forkliftlere dikkat edin.',
        uk: 'Ви отримаєте на ручний сканер замовлення з восьми позицій. Спочатку відскануйте своє місце, потім візьміть товари й відскануйте кожен із них. Поставте замовлення на місце збору. Працюйте безпечно: стежте за навантажувачами.',
        ar: 'ستتلقى على الماسح اليدوي طلبًا من ثمانية بنود. امسح موقعك أولًا، ثم التقط الأصناف وامسح كل صنف. ضع الطلب جاهزًا في مكان التجميع. اعمل بأمان: انتبه إلى الرافعات الشوكية.',
      },
    ),
  },
  {
    id: '7d0c3a52-6b1e-4a53-9f0e-1c2b3a4d5e62',
    title: both('Pallet verplaatsen met pallettruck', 'Moving a pallet with a pallet truck', {
      pl: 'Przewożenie palety wózkiem paletowym',
      tr: 'Transpalet ile palet taşıma',
      uk: 'Переміщення палети палетним візком',
      ar: 'نقل منصة نقالة بعربة المنصات',
    }),
    description: both('Een volle pallet veilig verplaatsen.', 'Move a full pallet safely.', {
      pl: 'Bezpiecznie przewieź pełną paletę.',
      tr: 'Dolu bir paleti güvenli bir şekilde taşıyın.',
      uk: 'Безпечно перемістіть повну палету.',
      ar: 'انقل منصة ممتلئة بأمان.',
    }),
    instructions: both(
      'Verplaats de pallet met de handpallettruck van de inslag naar vak B4. Controleer eerst of de lading stabiel staat. Duw, trek niet. Zet de pallet recht in het vak en laat de vorken helemaal zakken.',
      'Move the pallet with the hand pallet truck from receiving to bay B4. First check the load is stable. Push, do not pull. Put the pallet straight in the bay and lower the forks all the way.',
      {
        pl: 'Przewieź paletę ręcznym wózkiem paletowym ze strefy przyjęć do miejsca B4. Najpierw sprawdź, czy ładunek stoi stabilnie. Pchaj, nie ciągnij. Ustaw paletę prosto w miejscu i opuść widły do samego końca.',
        tr: 'Paleti el transpaletiyle mal kabul alanından B4 gözüne taşıyın. Önce yükün sağlam durduğunu kontrol edin. İtin, çekmeyin. Paleti göze düz yerleştirin ve çatalları tamamen indirin.',
        uk: 'Перемістіть палету ручним палетним візком із зони приймання до комірки B4. Спочатку перевірте, чи вантаж стоїть стійко. Штовхайте, а не тягніть. Поставте палету рівно в комірку й повністю опустіть вила.',
        ar: 'انقل المنصة بعربة المنصات اليدوية من منطقة الاستلام إلى الخانة B4. تحقق أولًا من أن الحمولة ثابتة. ادفع ولا تسحب. ضع المنصة مستقيمة في الخانة وأنزل الشوكتين إلى الأسفل تمامًا.',
      },
    ),
  },
  {
    id: '7d0c3a52-6b1e-4a53-9f0e-1c2b3a4d5e63',
    title: both('Levering controleren met pakbon', 'Checking a delivery against a packing slip', {
      pl: 'Sprawdzanie dostawy z listem przewozowym',
      tr: 'Teslimatı irsaliyeyle kontrol etme',
      uk: 'Перевірка поставки за пакувальним листом',
      ar: 'فحص الشحنة مقارنةً بقائمة التعبئة',
    }),
    description: both('Een binnengekomen levering controleren.', 'Check an incoming delivery.', {
      pl: 'Sprawdź przychodzącą dostawę.',
      tr: 'Gelen bir teslimatı kontrol edin.',
      uk: 'Перевірте вхідну поставку.',
      ar: 'افحص شحنة واردة.',
    }),
    instructions: both(
      'Controleer de levering van zes dozen tegen de pakbon. Tel de aantallen, kijk naar beschadigingen en noteer verschillen op de pakbon. Meld verschillen aan de teamleider.',
      'Check the delivery of six boxes against the packing slip. Count the quantities, look for damage and write differences on the slip. Report differences to the team leader.',
      {
        pl: 'Sprawdź dostawę sześciu kartonów z listem przewozowym. Policz ilości, sprawdź, czy nie ma uszkodzeń, i zapisz różnice na liście przewozowym. Zgłoś różnice kierownikowi zespołu.',
        tr: 'Altı kolilik teslimatı irsaliyeyle karşılaştırarak kontrol edin. Miktarları sayın, hasar olup olmadığına bakın ve farkları irsaliyeye yazın. Farkları ekip liderine bildirin.',
        uk: 'Перевірте поставку з шести коробок за пакувальним листом. Порахуйте кількість, огляньте, чи немає пошкоджень, і запишіть розбіжності в пакувальному листі. Повідомте про розбіжності керівника команди.',
        ar: 'افحص شحنة من ست علب مقارنةً بقائمة التعبئة. عُدّ الكميات، وابحث عن أي تلف، واكتب الفروقات على قائمة التعبئة. أبلغ قائد الفريق بالفروقات.',
      },
    ),
  },
];

/**
 * Writes the demo PAT (see the module comment).
 * @returns its id: the demo education pins two of its modules (src/backend/seed.ts).
 * @throws Error when the demo people, location or template are missing.
 */
export async function seedDemoPat(db: Db, staffEmail: string): Promise<string> {
  const person = async (email: string) => {
    const [row] = await db.select({ id: users.id, organizationId: users.organizationId }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`demo-account ${email} ontbreekt`);
    return row;
  };
  const staff = await person(staffEmail);
  const teacher = await person('docent@example.org');
  const second = await person('ingrid.smit@example.org');
  const candidates = [await person('kandidaat@example.org'), await person('lotte.visser@example.org'), await person('yousef.haddad@example.org')];
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Praktijkmagazijn Hengelo'));
  const [hall] = location ? await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.name, 'Magazijnhal')) : [];
  const [template] = await db
    .select({ versionId: templateVersions.id, content: templateVersions.content })
    .from(templates)
    .innerJoin(templateVersions, eq(templateVersions.id, templates.currentVersionId))
    .where(eq(templates.name, 'Praktijkbeoordeling magazijn'));
  const [profession] = await db.select({ id: professions.id }).from(professions).where(eq(professions.name, 'Magazijnmedewerker'));
  if (!location || !hall || !template || !profession) throw new Error('de demo-locatie, het sjabloon of het beroep ontbreekt');
  const organizationId = candidates[0]!.organizationId;
  const [organization] = organizationId ? await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)) : [];
  if (!organization) throw new Error('de demo-organisatie ontbreekt');

  // The practical modules, each version scored with the demo template.
  const moduleIds: string[] = [];
  for (const m of PRACTICAL_MODULES) {
    const content: ModuleContent = {
      title: m.title,
      description: m.description,
      parts: [{ id: m.id, type: 'practical', instructions: m.instructions }],
    };
    const [module] = await db.insert(modules).values({ title: m.title.nl, professionId: profession.id }).returning({ id: modules.id });
    const [version] = await db
      .insert(moduleVersions)
      .values({ moduleId: module!.id, version: 1, content, languages: completeLanguages(content), templateVersionId: template.versionId, createdBy: staff.id })
      .returning({ id: moduleVersions.id });
    await db.update(modules).set({ currentVersionId: version!.id }).where(eq(modules.id, module!.id));
    moduleIds.push(module!.id);
  }

  // A PAT licence of the demo organisation: 20 seats this year.
  const today = amsterdamDay();
  const [licence] = await db
    .insert(licences)
    .values({
      organizationId: organization.id,
      product: 'pat',
      seats: 20,
      seatsUsed: candidates.length,
      validFrom: addDays(today, -30),
      validUntil: addDays(today, 335),
      pricePerSeatCents: 0,
      vatCategory: 'E',
      code: newLicenceCode(),
      createdBy: staff.id,
    })
    .returning({ id: licences.id });
  const seats = await db
    .insert(licenceSeats)
    .values(candidates.map((c) => ({ licenceId: licence!.id, holderId: c.id, method: 'staff' as const, takenBy: staff.id })))
    .returning({ id: licenceSeats.id, holderId: licenceSeats.holderId });

  // The PAT: today and tomorrow, planned (in progress from today); a note for the teachers and one for the candidates
  // (src/lib/note-audiences.ts).
  const [pat] = await db
    .insert(pats)
    .values({
      title: DEMO_PAT_TITLE,
      teacherNotes: 'Ingrid Smit beoordeelt orderpicken als tweede beoordelaar: bespreek de scores pas als jullie allebei klaar zijn. De sleutel van de magazijnhal ligt bij de receptie.',
      candidateNotes: 'Veiligheidsschoenen en hesje verplicht. Melden bij de receptie van het praktijkmagazijn.',
      plannedAt: new Date(),
      createdBy: staff.id,
    })
    .returning({ id: pats.id });
  const days = await db
    .insert(patDays)
    .values([0, 1].map((offset) => ({ patId: pat!.id, day: addDays(today, offset), startsAt: '09:00', endsAt: '15:30', locationId: location.id, roomId: hall.id })))
    .returning({ id: patDays.id });
  const moduleRows = await db.select({ id: moduleVersions.moduleId, versionId: moduleVersions.id }).from(moduleVersions).where(inArray(moduleVersions.moduleId, moduleIds));
  await db.insert(patModules).values(
    moduleIds.map((moduleId, i) => ({
      patId: pat!.id,
      moduleId,
      moduleVersionId: moduleRows.find((r) => r.id === moduleId)!.versionId,
      templateVersionId: template.versionId,
      position: i + 1,
      passPercent: 60,
      knockOut: i === 1 ? [template.content.criteria[0]!.id] : [],
      secondAssessor: i === 0,
    })),
  );
  await db.insert(patCandidates).values(candidates.map((c) => ({ patId: pat!.id, candidateId: c.id, seatId: seats.find((s) => s.holderId === c.id)!.id, addedBy: staff.id })));
  await db.insert(patAssessors).values(
    days.flatMap((d) => [
      ...moduleIds.map((moduleId) => ({ patId: pat!.id, dayId: d.id, moduleId, teacherId: teacher.id, role: 'first' as const })),
      { patId: pat!.id, dayId: d.id, moduleId: moduleIds[0]!, teacherId: second.id, role: 'second' as const },
    ]),
  );
  // Time slots (docs/decisions/057-pat-time-slots.md): on each day the three candidates rotate over the three modules,
  // an hour each with a quarter of an hour between, from 09:00 today and from 12:00 tomorrow.
  const rounds = [
    ['09:00', '10:00'],
    ['10:15', '11:15'],
    ['11:30', '12:30'],
  ];
  const later = (time: string, dayIndex: number) => timeOf(minutesOf(time) + dayIndex * 180);
  await db.insert(patSlots).values(
    days.flatMap((d, dayIndex) =>
      candidates.flatMap((c, i) =>
        rounds.map(([start, end], round) => ({
          patId: pat!.id,
          dayId: d.id,
          moduleId: moduleIds[(i + round) % moduleIds.length]!,
          candidateId: c.id,
          startsAt: later(start!, dayIndex),
          endsAt: later(end!, dayIndex),
        })),
      ),
    ),
  );

  // One evaluation already final: the demo teacher scored Lotte's order picking this morning.
  const scores = Object.fromEntries(
    template.content.criteria.map((c, i) => [c.id, { score: (i === 0 ? 4 : 3) as 3 | 4, remark: i === 0 ? 'Scant netjes en let goed op het verkeer.' : '' }]),
  );
  await db.insert(evaluations).values({
    patId: pat!.id,
    moduleId: moduleIds[0]!,
    candidateId: candidates[1]!.id,
    role: 'first',
    assessorId: teacher.id,
    templateVersionId: template.versionId,
    scores,
    remark: 'Rustig en zorgvuldig gewerkt. Order op tijd klaar.',
    status: 'final',
    seq: 1,
    finalizedAt: new Date(),
  });
  return pat!.id;
}

/** The past demo PAT's name. */
export const DEMO_PAST_PAT_TITLE = 'PAT Magazijnmedewerker (september)';

/** Scores in the demo template's criterion order: Veilig werken (3), Nauwkeurigheid (2), Tempo (1), Samenwerken (1). */
type FourScores = [1 | 2 | 3 | 4, 1 | 2 | 3 | 4, 1 | 2 | 3 | 4, 1 | 2 | 3 | 4];

/**
 * A completed PAT in the most recent September that has passed, with its results released
 * (docs/decisions/030-pat-reflection-and-agreement.md), so the side-by-side view has real content for every role: the
 * same three modules as the demo PAT (the same pins), the demo teacher as first assessor and Ingrid Smit as second on
 * order picking; the demo candidate Sven and Piotr Nowak, every evaluation final. On Sven's order picking the two
 * assessors differ by two points on 'Veilig werken' and the coordinator recorded the agreed score; Sven's own
 * reflection is two points above it on 'Tempo'. Both candidates wrote reflections (Piotr skipped the last module).
 * The demo contact person follows them from /contactperson/kandidaat/{id}; staff from the PAT's page. No PAT seat:
 * the licence it ran on is not part of the demo. Runs after `seedDemoPat`.
 * @returns its id: Sven's demo report is on it (src/backend/seed.ts).
 * @throws Error when the demo PAT, people or location are missing.
 */
export async function seedDemoPastPat(db: Db, staffEmail: string): Promise<string> {
  const person = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`demo-account ${email} ontbreekt`);
    return row.id;
  };
  const staff = await person(staffEmail);
  const teacher = await person('docent@example.org');
  const second = await person('ingrid.smit@example.org');
  const sven = await person('kandidaat@example.org');
  const piotr = await person('piotr.nowak@example.org');
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Praktijkmagazijn Hengelo'));
  const [hall] = location ? await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.name, 'Magazijnhal')) : [];
  const pinned = await db
    .select({ pm: patModules })
    .from(patModules)
    .innerJoin(pats, eq(pats.id, patModules.patId))
    .where(eq(pats.title, DEMO_PAT_TITLE))
    .orderBy(patModules.position);
  if (!location || !hall || pinned.length !== 3) throw new Error('de demo-PAT, de locatie of de hal ontbreekt');
  const [template] = await db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pinned[0]!.pm.templateVersionId));
  const criteria = template!.content.criteria.map((c) => c.id);

  // The most recent September that is over: this year's from October on, else last year's.
  const today = amsterdamDay();
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) > 9 ? 0 : 1);
  const [first, last] = [`${year}-09-16`, `${year}-09-17`];
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

  const [pat] = await db
    .insert(pats)
    .values({
      title: DEMO_PAST_PAT_TITLE,
      teacherNotes: 'Piotr leest Nederlands nog niet vlot: lees de opdracht zo nodig met hem door.',
      candidateNotes: 'Veiligheidsschoenen en hesje verplicht.',
      plannedAt: at(`${year}-08-25`, '10:00'),
      completedAt: at(last, '16:10'),
      resultsReleasedAt: at(`${year}-09-22`, '09:30'),
      createdBy: staff,
      createdAt: at(`${year}-08-20`, '14:00'),
    })
    .returning({ id: pats.id });
  const patId = pat!.id;
  const days = await db
    .insert(patDays)
    .values([first, last].map((day) => ({ patId, day, startsAt: '09:00', endsAt: '15:30', locationId: location.id, roomId: hall.id })))
    .returning({ id: patDays.id });
  await db.insert(patModules).values(pinned.map(({ pm }) => ({ ...pm, patId })));
  await db.insert(patCandidates).values([
    { patId, candidateId: sven, seatId: null, language: 'nl', addedBy: staff },
    { patId, candidateId: piotr, seatId: null, language: 'pl', addedBy: staff },
  ]);
  const moduleIds = pinned.map(({ pm }) => pm.moduleId);
  await db.insert(patAssessors).values(
    days.flatMap((d) => [
      ...moduleIds.map((moduleId) => ({ patId, dayId: d.id, moduleId, teacherId: teacher, role: 'first' as const })),
      { patId, dayId: d.id, moduleId: moduleIds[0]!, teacherId: second, role: 'second' as const },
    ]),
  );

  const templateVersionId = pinned[0]!.pm.templateVersionId;
  const scored = (values: FourScores, remarks: Partial<Record<number, string>> = {}) =>
    Object.fromEntries(criteria.map((id, i) => [id, { score: values[i]!, remark: remarks[i] ?? '' }]));
  const plain = (values: FourScores) => Object.fromEntries(criteria.map((id, i) => [id, values[i]!]));
  const evaluation = (candidateId: string, module: number, role: 'first' | 'second', values: FourScores, remark: string, remarks: Partial<Record<number, string>> = {}) => ({
    patId,
    moduleId: moduleIds[module]!,
    candidateId,
    role,
    assessorId: role === 'first' ? teacher : second,
    templateVersionId,
    scores: scored(values, remarks),
    remark,
    status: 'final' as const,
    seq: 1,
    finalizedAt: at(module === 0 ? first : last, role === 'first' ? '12:15' : '12:40'),
  });
  await db.insert(evaluations).values([
    // Sven: on order picking the assessors are two points apart on 'Veilig werken'.
    evaluation(sven, 0, 'first', [4, 3, 2, 3], 'Scant elk artikel en werkt rustig. Order op tijd klaar.', { 0: 'Kijkt goed om zich heen bij de kruising.' }),
    evaluation(sven, 0, 'second', [2, 3, 2, 3], 'Netjes gewerkt, maar één onveilig moment.', { 0: 'Liep achter een rijdende heftruck langs.' }),
    evaluation(sven, 1, 'first', [3, 3, 3, 3], 'Pallet recht in het vak gezet, vorken helemaal gezakt.'),
    evaluation(sven, 2, 'first', [3, 4, 3, 3], 'Alle verschillen op de pakbon gevonden en gemeld.'),
    evaluation(piotr, 0, 'first', [3, 3, 3, 2], 'Goed gepickt; vroeg geen hulp bij de zware doos.', { 3: 'Tilde een zware doos alleen.' }),
    evaluation(piotr, 0, 'second', [3, 2, 3, 3], 'Eén artikel verkeerd gescand en zelf hersteld.'),
    evaluation(piotr, 1, 'first', [4, 3, 3, 3], 'Duwt de pallettruck, trekt niet. Goed.'),
    evaluation(piotr, 2, 'first', [2, 2, 3, 3], 'Twee beschadigde dozen niet gezien.', { 1: 'Aantallen wel goed geteld.' }),
  ]);
  await db.insert(evaluationAgreements).values({
    patId,
    moduleId: moduleIds[0]!,
    candidateId: sven,
    scores: plain([3, 3, 2, 3]),
    remark: 'Besproken met Fatima en Ingrid: één onveilig moment bij de heftruck, verder veilig gewerkt. Veilig werken: voldoende.',
    decidedBy: staff,
    updatedAt: at(`${year}-09-19`, '11:00'),
  });
  await db.insert(reflections).values([
    { patId, moduleId: moduleIds[0]!, candidateId: sven, templateVersionId, scores: plain([4, 4, 4, 3]), remark: 'Het scannen ging makkelijk. Ik denk dat ik snel was.', submittedAt: at(first, '15:00') },
    { patId, moduleId: moduleIds[1]!, candidateId: sven, templateVersionId, scores: plain([3, 3, 3, 4]), remark: '', submittedAt: at(last, '15:00') },
    { patId, moduleId: moduleIds[2]!, candidateId: sven, templateVersionId, scores: plain([3, 3, 3, 3]), remark: 'Ik heb alles geteld.', submittedAt: at(last, '15:05') },
    { patId, moduleId: moduleIds[0]!, candidateId: piotr, templateVersionId, scores: plain([3, 3, 2, 2]), remark: 'Ik was zenuwachtig.', submittedAt: at(first, '15:10') },
    { patId, moduleId: moduleIds[1]!, candidateId: piotr, templateVersionId, scores: plain([3, 3, 3, 3]), remark: '', submittedAt: at(last, '15:10') },
  ]);
  return patId;
}
