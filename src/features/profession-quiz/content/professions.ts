/**
 * The professions the beroepen-quiz points to, with their Holland code and a short description at language level
 * B1 in the six languages (docs/decisions/036-profession-quiz.md). They are jobs reintegration candidates commonly
 * go to. The codes are the platform's own, set from what the work mostly asks (first letter) and what it also asks
 * (second and third), in the spirit of the O*NET interest profiles of comparable occupations.
 *
 * `seedProfessionCatalogue` writes them into `professions` (name, local_names, holland_code, description), keeping the row and
 * its id where the name exists already, so tests and candidates that refer to a profession stay linked.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { professions } from '#src/server/db/schema';
import type { Language } from '#src/lib/i18n/locales';
import type { LocalNames } from '#src/features/accounts/api/tables';

/** One profession of the catalogue. */
export interface CatalogueProfession {
  /** The Dutch name, as vacancies and the platform's tests use it. */
  name: string;
  /** The name in each other content language, shown beside the Dutch one in the quiz's result. */
  localNames: Required<LocalNames>;
  hollandCode: string;
  description: Record<Language, string>;
}

export const PROFESSION_CATALOGUE: readonly CatalogueProfession[] = [
  {
    name: 'Magazijnmedewerker',
    localNames: { en: 'Warehouse worker', pl: 'Magazynier', tr: 'Depo elemanı', uk: 'Працівник складу', ar: 'عامل مستودع' },
    hollandCode: 'RC',
    description: {
      nl: 'Je pakt bestellingen in, zet goederen op de goede plek en houdt het magazijn op orde.',
      en: 'You pack orders, put goods in the right place and keep the warehouse in order.',
      pl: 'Pakujesz zamówienia, odkładasz towar na właściwe miejsce i dbasz o porządek w magazynie.',
      tr: 'Siparişleri paketler, malları doğru yere koyar ve depoyu düzenli tutarsın.',
      uk: 'Ти пакуєш замовлення, розкладаєш товари по місцях і підтримуєш порядок на складі.',
      ar: 'تغلّف الطلبات وتضع البضائع في مكانها الصحيح وتحافظ على ترتيب المستودع.',
    },
  },
  {
    name: 'Schoonmaker',
    localNames: { en: 'Cleaner', pl: 'Pracownik sprzątający', tr: 'Temizlik görevlisi', uk: 'Прибиральник', ar: 'عامل نظافة' },
    hollandCode: 'RC',
    description: {
      nl: 'Je maakt kantoren, scholen of huizen schoon, volgens een vaste planning.',
      en: 'You clean offices, schools or homes, following a fixed schedule.',
      pl: 'Sprzątasz biura, szkoły albo domy według stałego planu.',
      tr: 'Belirli bir plana göre ofisleri, okulları ya da evleri temizlersin.',
      uk: 'Ти прибираєш офіси, школи або будинки за сталим графіком.',
      ar: 'تنظّف المكاتب أو المدارس أو البيوت حسب جدول ثابت.',
    },
  },
  {
    name: 'Productiemedewerker',
    localNames: { en: 'Production worker', pl: 'Pracownik produkcji', tr: 'Üretim elemanı', uk: 'Працівник виробництва', ar: 'عامل إنتاج' },
    hollandCode: 'RC',
    description: {
      nl: 'Je bedient machines in een fabriek en controleert of de producten goed zijn.',
      en: 'You operate machines in a factory and check that the products are right.',
      pl: 'Obsługujesz maszyny w fabryce i sprawdzasz, czy produkty są dobre.',
      tr: 'Bir fabrikada makineleri kullanır ve ürünlerin doğru olup olmadığını kontrol edersin.',
      uk: 'Ти працюєш на верстатах на фабриці й перевіряєш якість продукції.',
      ar: 'تشغّل الآلات في مصنع وتتأكد من جودة المنتجات.',
    },
  },
  {
    name: 'Kok / keukenhulp',
    localNames: { en: 'Cook / kitchen assistant', pl: 'Kucharz / pomoc kuchenna', tr: 'Aşçı / mutfak yardımcısı', uk: 'Кухар / помічник на кухні', ar: 'طباخ / مساعد مطبخ' },
    hollandCode: 'RAC',
    description: {
      nl: 'Je maakt eten klaar in een keuken, snijdt groente en houdt de keuken schoon.',
      en: 'You prepare food in a kitchen, cut vegetables and keep the kitchen clean.',
      pl: 'Przygotowujesz jedzenie w kuchni, kroisz warzywa i dbasz o czystość kuchni.',
      tr: 'Mutfakta yemek hazırlar, sebze doğrar ve mutfağı temiz tutarsın.',
      uk: 'Ти готуєш їжу на кухні, нарізаєш овочі й підтримуєш чистоту.',
      ar: 'تحضّر الطعام في المطبخ وتقطّع الخضار وتحافظ على نظافة المطبخ.',
    },
  },
  {
    name: 'Verzorgende',
    localNames: { en: 'Care worker', pl: 'Opiekun / opiekunka', tr: 'Bakım elemanı', uk: 'Доглядальник', ar: 'مقدّم رعاية' },
    hollandCode: 'SRC',
    description: {
      nl: 'Je helpt mensen die dat zelf niet meer kunnen, bij het wassen, eten en aankleden.',
      en: 'You help people who can no longer do it themselves with washing, eating and dressing.',
      pl: 'Pomagasz osobom, które same już nie dają rady, w myciu, jedzeniu i ubieraniu się.',
      tr: 'Artık kendi başına yapamayan insanlara yıkanma, yemek yeme ve giyinmede yardım edersin.',
      uk: 'Ти допомагаєш людям, які вже не можуть самі, митися, їсти й одягатися.',
      ar: 'تساعد الأشخاص الذين لم يعودوا قادرين على ذلك بأنفسهم في الاغتسال والأكل وارتداء الملابس.',
    },
  },
  {
    name: 'Chauffeur',
    localNames: { en: 'Driver', pl: 'Kierowca', tr: 'Şoför', uk: 'Водій', ar: 'سائق' },
    hollandCode: 'RCE',
    description: {
      nl: 'Je rijdt met een bus, bestelauto of vrachtwagen en brengt mensen of goederen op tijd op de plek.',
      en: 'You drive a bus, van or lorry and bring people or goods to the right place on time.',
      pl: 'Jeździsz autobusem, dostawczakiem albo ciężarówką i na czas dowozisz ludzi lub towar.',
      tr: 'Otobüs, kamyonet ya da kamyon kullanır, insanları veya malları zamanında yerine ulaştırırsın.',
      uk: 'Ти керуєш автобусом, фургоном або вантажівкою й вчасно доставляєш людей чи вантажі.',
      ar: 'تقود حافلة أو شاحنة صغيرة أو كبيرة وتوصل الناس أو البضائع في الوقت المحدد.',
    },
  },
  {
    name: 'Beveiliger',
    localNames: { en: 'Security guard', pl: 'Pracownik ochrony', tr: 'Güvenlik görevlisi', uk: 'Охоронець', ar: 'حارس أمن' },
    hollandCode: 'RES',
    description: {
      nl: 'Je let op of alles veilig is in een gebouw of op een evenement en helpt mensen als er iets gebeurt.',
      en: 'You make sure a building or an event is safe and help people when something happens.',
      pl: 'Pilnujesz, żeby w budynku albo na imprezie było bezpiecznie, i pomagasz ludziom, gdy coś się stanie.',
      tr: 'Bir binada ya da etkinlikte her şeyin güvenli olmasına dikkat eder, bir şey olursa insanlara yardım edersin.',
      uk: 'Ти стежиш за безпекою в будівлі чи на заході й допомагаєш людям, коли щось стається.',
      ar: 'تراقب الأمن في مبنى أو فعالية وتساعد الناس عند حدوث أي طارئ.',
    },
  },
  {
    name: 'Klantenservicemedewerker',
    localNames: { en: 'Customer service employee', pl: 'Pracownik obsługi klienta', tr: 'Müşteri hizmetleri elemanı', uk: 'Працівник служби підтримки клієнтів', ar: 'موظف خدمة العملاء' },
    hollandCode: 'SEC',
    description: {
      nl: 'Je beantwoordt vragen van klanten via de telefoon, chat of e-mail en zoekt een oplossing.',
      en: 'You answer customers’ questions by phone, chat or e-mail and find a solution.',
      pl: 'Odpowiadasz na pytania klientów przez telefon, czat albo e-mail i szukasz rozwiązania.',
      tr: 'Müşterilerin sorularını telefon, sohbet ya da e-postayla yanıtlar ve bir çözüm bulursun.',
      uk: 'Ти відповідаєш на запитання клієнтів телефоном, у чаті чи поштою й шукаєш рішення.',
      ar: 'تجيب عن أسئلة الزبائن عبر الهاتف أو الدردشة أو البريد الإلكتروني وتجد حلًا.',
    },
  },
  {
    name: 'Administratief medewerker',
    localNames: { en: 'Administrative assistant', pl: 'Pracownik administracyjny', tr: 'İdari personel', uk: 'Адміністративний працівник', ar: 'موظف إداري' },
    hollandCode: 'CES',
    description: {
      nl: 'Je verwerkt formulieren en gegevens op de computer, archiveert en houdt lijsten bij.',
      en: 'You process forms and data on the computer, file documents and keep lists up to date.',
      pl: 'Wprowadzasz formularze i dane do komputera, archiwizujesz dokumenty i prowadzisz listy.',
      tr: 'Bilgisayarda formları ve verileri işler, belgeleri arşivler ve listeleri güncel tutarsın.',
      uk: 'Ти обробляєш бланки й дані на комп’ютері, архівуєш документи й ведеш списки.',
      ar: 'تعالج الاستمارات والبيانات على الحاسوب وتؤرشف الوثائق وتحدّث القوائم.',
    },
  },
  {
    name: 'Hovenier',
    localNames: { en: 'Gardener', pl: 'Ogrodnik', tr: 'Bahçıvan', uk: 'Садівник', ar: 'بستاني' },
    hollandCode: 'RAC',
    description: {
      nl: 'Je legt tuinen en parken aan en onderhoudt ze: planten, snoeien, maaien en bestraten.',
      en: 'You build and maintain gardens and parks: planting, pruning, mowing and paving.',
      pl: 'Zakładasz i pielęgnujesz ogrody i parki: sadzisz, przycinasz, kosisz i układasz kostkę.',
      tr: 'Bahçe ve parklar yapar, bakımını yaparsın: dikim, budama, biçme ve taş döşeme.',
      uk: 'Ти облаштовуєш і доглядаєш сади й парки: садиш, обрізаєш, косиш і мостиш доріжки.',
      ar: 'تنشئ الحدائق والمتنزهات وتعتني بها: الزراعة والتقليم وجز العشب ورصف الممرات.',
    },
  },
  {
    name: 'Schilder',
    localNames: { en: 'Painter', pl: 'Malarz', tr: 'Boyacı', uk: 'Маляр', ar: 'دهّان' },
    hollandCode: 'RAC',
    description: {
      nl: 'Je maakt muren, deuren en kozijnen schoon en glad en schildert ze, binnen en buiten.',
      en: 'You clean and smooth walls, doors and window frames and paint them, inside and outside.',
      pl: 'Czyścisz i wygładzasz ściany, drzwi i ramy okienne i malujesz je, w środku i na zewnątrz.',
      tr: 'Duvarları, kapıları ve pencere çerçevelerini temizleyip düzeltir ve içeride ve dışarıda boyarsın.',
      uk: 'Ти очищаєш і вирівнюєш стіни, двері та рами й фарбуєш їх усередині й назовні.',
      ar: 'تنظّف الجدران والأبواب وإطارات النوافذ وتنعّمها ثم تطليها، في الداخل والخارج.',
    },
  },
  {
    name: 'Kassamedewerker',
    localNames: { en: 'Cashier', pl: 'Kasjer / kasjerka', tr: 'Kasiyer', uk: 'Касир', ar: 'أمين صندوق' },
    hollandCode: 'CSE',
    description: {
      nl: 'Je rekent af met klanten aan de kassa, telt geld en helpt klanten vriendelijk.',
      en: 'You serve customers at the till, count money and help customers in a friendly way.',
      pl: 'Obsługujesz klientów przy kasie, liczysz pieniądze i uprzejmie pomagasz klientom.',
      tr: 'Kasada müşterilerle hesaplaşır, para sayar ve müşterilere güler yüzle yardım edersin.',
      uk: 'Ти розраховуєш покупців на касі, рахуєш гроші й привітно допомагаєш клієнтам.',
      ar: 'تحاسب الزبائن عند الصندوق وتعدّ النقود وتساعد الزبائن بلطف.',
    },
  },
  {
    name: 'Verkoopmedewerker',
    localNames: { en: 'Sales assistant', pl: 'Sprzedawca', tr: 'Satış elemanı', uk: 'Продавець-консультант', ar: 'موظف مبيعات' },
    hollandCode: 'ESC',
    description: {
      nl: 'Je helpt klanten in een winkel bij het kiezen, geeft advies en vult de schappen aan.',
      en: 'You help customers in a shop to choose, give advice and restock the shelves.',
      pl: 'Pomagasz klientom w sklepie w wyborze, doradzasz i uzupełniasz półki.',
      tr: 'Bir mağazada müşterilere seçimde yardım eder, tavsiye verir ve rafları doldurursun.',
      uk: 'Ти допомагаєш покупцям у магазині з вибором, радиш і поповнюєш полиці.',
      ar: 'تساعد الزبائن في المتجر على الاختيار وتقدّم النصيحة وتملأ الرفوف.',
    },
  },
  {
    name: 'Pedagogisch medewerker',
    localNames: { en: 'Childcare worker', pl: 'Opiekun dziecięcy', tr: 'Çocuk bakım elemanı', uk: 'Вихователь', ar: 'مربّي أطفال' },
    hollandCode: 'SAE',
    description: {
      nl: 'Je zorgt voor kinderen in de kinderopvang: spelen, eten, rusten en leren samen.',
      en: 'You look after children in childcare: playing, eating, resting and learning together.',
      pl: 'Opiekujesz się dziećmi w żłobku lub przedszkolu: zabawa, jedzenie, odpoczynek i wspólna nauka.',
      tr: 'Çocuk bakım merkezinde çocuklarla ilgilenirsin: oyun, yemek, dinlenme ve birlikte öğrenme.',
      uk: 'Ти доглядаєш за дітьми в дитячому закладі: ігри, їжа, відпочинок і спільне навчання.',
      ar: 'ترعى الأطفال في الحضانة: اللعب والأكل والراحة والتعلّم معًا.',
    },
  },
  {
    name: 'Kwaliteitscontroleur',
    localNames: { en: 'Quality inspector', pl: 'Kontroler jakości', tr: 'Kalite kontrol elemanı', uk: 'Контролер якості', ar: 'مراقب جودة' },
    hollandCode: 'ICR',
    description: {
      nl: 'Je meet en test producten en zoekt uit waarom iets niet goed is.',
      en: 'You measure and test products and find out why something is not right.',
      pl: 'Mierzysz i testujesz produkty i sprawdzasz, dlaczego coś jest nie tak.',
      tr: 'Ürünleri ölçer ve test eder, bir şeyin neden doğru olmadığını araştırırsın.',
      uk: 'Ти вимірюєш і тестуєш продукцію та з’ясовуєш, чому щось не так.',
      ar: 'تقيس المنتجات وتختبرها وتبحث عن سبب أي خلل.',
    },
  },
  {
    name: 'Fietsenmaker',
    localNames: { en: 'Bicycle mechanic', pl: 'Mechanik rowerowy', tr: 'Bisiklet tamircisi', uk: 'Веломеханік', ar: 'مصلّح دراجات' },
    hollandCode: 'RIE',
    description: {
      nl: 'Je zoekt uit wat er aan een fiets kapot is, repareert hem en helpt klanten in de werkplaats.',
      en: 'You find out what is broken on a bicycle, repair it and help customers in the workshop.',
      pl: 'Sprawdzasz, co jest zepsute w rowerze, naprawiasz go i pomagasz klientom w warsztacie.',
      tr: 'Bir bisikletin neresinin bozuk olduğunu bulur, tamir eder ve atölyede müşterilere yardım edersin.',
      uk: 'Ти з’ясовуєш, що зламано у велосипеді, ремонтуєш його й допомагаєш клієнтам у майстерні.',
      ar: 'تكتشف العطل في الدراجة وتصلحها وتساعد الزبائن في الورشة.',
    },
  },
];

/**
 * Writes the catalogue into `professions` in `db` (a transaction's too): inserts a profession that is not there and
 * sets the other languages' names, the Holland code and the description of one that is (by name), keeping its id.
 * @returns the professions' ids by name.
 */
export async function seedProfessionCatalogue(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .insert(professions)
    .values(PROFESSION_CATALOGUE.map((p) => ({ name: p.name, localNames: p.localNames, hollandCode: p.hollandCode, description: p.description })))
    .onConflictDoUpdate({
      target: professions.name,
      set: { localNames: sql`excluded.local_names`, hollandCode: sql`excluded.holland_code`, description: sql`excluded.description` },
    })
    .returning({ id: professions.id, name: professions.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}
