/**
 * The 36 items of the beroepen-quiz: six per interest area (areas.ts), each one concrete work activity, written for
 * this platform in Dutch at language level B1 and translated into the platform's five other languages
 * (docs/decisions/036-profession-quiz.md). The order is the order the quiz asks them in: the areas take turns, so a
 * person who stops early has still seen every area. Every item has a picture `pictures/{id}.svg`.
 */
import type { Language } from '#src/lib/i18n/locales';
import type { Area } from './areas';

/** One item: a stable id (`R1` … `C6`, kept in stored answers), its area and its text in every language. */
export interface QuizItem {
  id: string;
  area: Area;
  text: Record<Language, string>;
}

/** The items per area, before interleaving (index 0 is item 1 of that area). */
const BY_AREA: Record<Area, Record<Language, string>[]> = {
  R: [
    {
      nl: 'Dozen inpakken en klaarzetten voor verzending',
      en: 'Packing boxes and getting them ready for shipping',
      pl: 'Pakowanie paczek i przygotowanie ich do wysyłki',
      tr: 'Kutuları paketlemek ve gönderime hazırlamak',
      uk: 'Пакувати коробки й готувати їх до відправлення',
      ar: 'تغليف الصناديق وتجهيزها للشحن',
    },
    {
      nl: 'Een kast in elkaar zetten met gereedschap',
      en: 'Putting a cupboard together with tools',
      pl: 'Składanie szafy za pomocą narzędzi',
      tr: 'Aletlerle bir dolap kurmak',
      uk: 'Збирати шафу за допомогою інструментів',
      ar: 'تركيب خزانة باستخدام الأدوات',
    },
    {
      nl: 'Planten en bomen verzorgen in een park',
      en: 'Looking after plants and trees in a park',
      pl: 'Dbanie o rośliny i drzewa w parku',
      tr: 'Bir parktaki bitki ve ağaçlarla ilgilenmek',
      uk: 'Доглядати за рослинами й деревами в парку',
      ar: 'العناية بالنباتات والأشجار في حديقة عامة',
    },
    {
      nl: 'Met een heftruck pallets verplaatsen',
      en: 'Moving pallets with a forklift truck',
      pl: 'Przewożenie palet wózkiem widłowym',
      tr: 'Forkliftle paletleri taşımak',
      uk: 'Переміщати палети навантажувачем',
      ar: 'نقل المنصات بالرافعة الشوكية',
    },
    {
      nl: 'Een kapotte fiets repareren',
      en: 'Repairing a broken bicycle',
      pl: 'Naprawianie zepsutego roweru',
      tr: 'Bozuk bir bisikleti tamir etmek',
      uk: 'Ремонтувати зламаний велосипед',
      ar: 'إصلاح دراجة معطلة',
    },
    {
      nl: 'Een muur schilderen',
      en: 'Painting a wall',
      pl: 'Malowanie ściany',
      tr: 'Bir duvarı boyamak',
      uk: 'Фарбувати стіну',
      ar: 'طلاء جدار',
    },
  ],
  I: [
    {
      nl: 'Uitzoeken waarom een machine niet werkt',
      en: 'Finding out why a machine does not work',
      pl: 'Sprawdzanie, dlaczego maszyna nie działa',
      tr: 'Bir makinenin neden çalışmadığını bulmak',
      uk: 'З’ясовувати, чому машина не працює',
      ar: 'معرفة سبب تعطل آلة',
    },
    {
      nl: 'Proeven doen in een laboratorium',
      en: 'Doing tests in a laboratory',
      pl: 'Robienie badań w laboratorium',
      tr: 'Laboratuvarda deney yapmak',
      uk: 'Проводити досліди в лабораторії',
      ar: 'إجراء تجارب في مختبر',
    },
    {
      nl: 'Meten en controleren of een product goed is',
      en: 'Measuring and checking whether a product is right',
      pl: 'Mierzenie i sprawdzanie, czy produkt jest dobry',
      tr: 'Bir ürünün iyi olup olmadığını ölçmek ve kontrol etmek',
      uk: 'Вимірювати й перевіряти, чи продукт якісний',
      ar: 'قياس منتج والتحقق من جودته',
    },
    {
      nl: 'Informatie opzoeken over een probleem en een oplossing bedenken',
      en: 'Looking up information about a problem and thinking of a solution',
      pl: 'Szukanie informacji o problemie i wymyślanie rozwiązania',
      tr: 'Bir sorun hakkında bilgi aramak ve bir çözüm düşünmek',
      uk: 'Шукати інформацію про проблему й придумувати рішення',
      ar: 'البحث عن معلومات حول مشكلة والتفكير في حل لها',
    },
    {
      nl: 'Een nieuw apparaat uitproberen en kijken hoe het werkt',
      en: 'Trying out a new device and seeing how it works',
      pl: 'Testowanie nowego urządzenia i sprawdzanie, jak działa',
      tr: 'Yeni bir cihazı denemek ve nasıl çalıştığına bakmak',
      uk: 'Випробовувати новий пристрій і дивитися, як він працює',
      ar: 'تجربة جهاز جديد ومعرفة طريقة عمله',
    },
    {
      nl: 'Planten of dieren bekijken en opschrijven wat je ziet',
      en: 'Observing plants or animals and writing down what you see',
      pl: 'Obserwowanie roślin lub zwierząt i zapisywanie, co widzisz',
      tr: 'Bitkileri ya da hayvanları gözlemlemek ve gördüklerini yazmak',
      uk: 'Спостерігати за рослинами чи тваринами й записувати, що бачиш',
      ar: 'مراقبة النباتات أو الحيوانات وكتابة ما تراه',
    },
  ],
  A: [
    {
      nl: 'Een etalage mooi inrichten',
      en: 'Decorating a shop window',
      pl: 'Urządzanie wystawy sklepowej',
      tr: 'Bir vitrini güzelce düzenlemek',
      uk: 'Гарно оформлювати вітрину',
      ar: 'تزيين واجهة متجر',
    },
    {
      nl: 'Een taart versieren',
      en: 'Decorating a cake',
      pl: 'Dekorowanie tortu',
      tr: 'Bir pastayı süslemek',
      uk: 'Прикрашати торт',
      ar: 'تزيين كعكة',
    },
    {
      nl: 'Een poster of folder ontwerpen',
      en: 'Designing a poster or leaflet',
      pl: 'Projektowanie plakatu lub ulotki',
      tr: 'Bir afiş ya da broşür tasarlamak',
      uk: 'Створювати дизайн плаката чи листівки',
      ar: 'تصميم ملصق أو منشور',
    },
    {
      nl: 'Foto’s of filmpjes maken',
      en: 'Taking photos or making videos',
      pl: 'Robienie zdjęć lub filmików',
      tr: 'Fotoğraf çekmek ya da video yapmak',
      uk: 'Фотографувати або знімати відео',
      ar: 'التقاط الصور أو تصوير الفيديوهات',
    },
    {
      nl: 'Muziek maken of zingen voor publiek',
      en: 'Making music or singing for an audience',
      pl: 'Granie muzyki lub śpiewanie dla publiczności',
      tr: 'Seyirci önünde müzik yapmak ya da şarkı söylemek',
      uk: 'Грати музику або співати для публіки',
      ar: 'العزف أو الغناء أمام الجمهور',
    },
    {
      nl: 'Een kamer nieuwe kleuren en meubels geven',
      en: 'Giving a room new colours and furniture',
      pl: 'Urządzanie pokoju w nowych kolorach i z nowymi meblami',
      tr: 'Bir odaya yeni renkler ve mobilyalar seçmek',
      uk: 'Оновлювати кімнату новими кольорами й меблями',
      ar: 'اختيار ألوان وأثاث جديد لغرفة',
    },
  ],
  S: [
    {
      nl: 'Oudere mensen helpen met wassen en aankleden',
      en: 'Helping older people to wash and get dressed',
      pl: 'Pomaganie starszym osobom w myciu i ubieraniu się',
      tr: 'Yaşlı insanlara yıkanma ve giyinmede yardım etmek',
      uk: 'Допомагати літнім людям митися й одягатися',
      ar: 'مساعدة كبار السن على الاغتسال وارتداء الملابس',
    },
    {
      nl: 'Op kinderen passen en met ze spelen',
      en: 'Looking after children and playing with them',
      pl: 'Opiekowanie się dziećmi i zabawa z nimi',
      tr: 'Çocuklara bakmak ve onlarla oynamak',
      uk: 'Доглядати за дітьми й гратися з ними',
      ar: 'رعاية الأطفال واللعب معهم',
    },
    {
      nl: 'Een nieuwe collega uitleggen hoe het werk gaat',
      en: 'Explaining to a new colleague how the work is done',
      pl: 'Tłumaczenie nowemu koledze, jak wygląda praca',
      tr: 'Yeni bir iş arkadaşına işin nasıl yapıldığını anlatmak',
      uk: 'Пояснювати новому колезі, як виконувати роботу',
      ar: 'شرح طريقة العمل لزميل جديد',
    },
    {
      nl: 'Klanten helpen die een vraag hebben',
      en: 'Helping customers who have a question',
      pl: 'Pomaganie klientom, którzy mają pytanie',
      tr: 'Sorusu olan müşterilere yardım etmek',
      uk: 'Допомагати клієнтам, які мають запитання',
      ar: 'مساعدة الزبائن الذين لديهم سؤال',
    },
    {
      nl: 'Voor iemand zorgen die ziek is',
      en: 'Caring for someone who is ill',
      pl: 'Opiekowanie się kimś, kto jest chory',
      tr: 'Hasta olan birine bakmak',
      uk: 'Піклуватися про хвору людину',
      ar: 'رعاية شخص مريض',
    },
    {
      nl: 'Mensen ontvangen en de weg wijzen',
      en: 'Welcoming people and showing them the way',
      pl: 'Przyjmowanie gości i wskazywanie im drogi',
      tr: 'İnsanları karşılamak ve onlara yol göstermek',
      uk: 'Зустрічати людей і показувати їм дорогу',
      ar: 'استقبال الناس وإرشادهم إلى الطريق',
    },
  ],
  E: [
    {
      nl: 'Producten verkopen aan klanten in een winkel',
      en: 'Selling products to customers in a shop',
      pl: 'Sprzedawanie produktów klientom w sklepie',
      tr: 'Bir mağazada müşterilere ürün satmak',
      uk: 'Продавати товари покупцям у магазині',
      ar: 'بيع المنتجات للزبائن في متجر',
    },
    {
      nl: 'Een groep leiden en de taken verdelen',
      en: 'Leading a group and sharing out the tasks',
      pl: 'Kierowanie grupą i dzielenie zadań',
      tr: 'Bir grubu yönetmek ve görevleri paylaştırmak',
      uk: 'Керувати групою й розподіляти завдання',
      ar: 'قيادة مجموعة وتوزيع المهام',
    },
    {
      nl: 'Een eigen bedrijfje beginnen',
      en: 'Starting your own small business',
      pl: 'Zakładanie własnej małej firmy',
      tr: 'Kendi küçük işini kurmak',
      uk: 'Відкривати власну невелику справу',
      ar: 'بدء مشروع صغير خاص بك',
    },
    {
      nl: 'Met klanten over een prijs onderhandelen',
      en: 'Negotiating a price with customers',
      pl: 'Negocjowanie ceny z klientami',
      tr: 'Müşterilerle fiyat pazarlığı yapmak',
      uk: 'Домовлятися з клієнтами про ціну',
      ar: 'التفاوض مع الزبائن على السعر',
    },
    {
      nl: 'Een feest of evenement organiseren',
      en: 'Organising a party or an event',
      pl: 'Organizowanie przyjęcia lub imprezy',
      tr: 'Bir parti ya da etkinlik düzenlemek',
      uk: 'Організовувати свято чи захід',
      ar: 'تنظيم حفلة أو فعالية',
    },
    {
      nl: 'Mensen overhalen om mee te doen',
      en: 'Persuading people to join in',
      pl: 'Namawianie ludzi, żeby się przyłączyli',
      tr: 'İnsanları katılmaya ikna etmek',
      uk: 'Умовляти людей долучитися',
      ar: 'إقناع الناس بالمشاركة',
    },
  ],
  C: [
    {
      nl: 'Formulieren invullen en in de computer zetten',
      en: 'Filling in forms and entering them into the computer',
      pl: 'Wypełnianie formularzy i wpisywanie ich do komputera',
      tr: 'Formları doldurmak ve bilgisayara girmek',
      uk: 'Заповнювати бланки й вносити їх у комп’ютер',
      ar: 'تعبئة الاستمارات وإدخالها في الحاسوب',
    },
    {
      nl: 'De voorraad tellen en op een lijst zetten',
      en: 'Counting the stock and putting it on a list',
      pl: 'Liczenie towaru i zapisywanie go na liście',
      tr: 'Stoku saymak ve bir listeye yazmak',
      uk: 'Рахувати запаси й записувати їх у список',
      ar: 'عدّ المخزون وتسجيله في قائمة',
    },
    {
      nl: 'Rekeningen en bonnetjes sorteren',
      en: 'Sorting bills and receipts',
      pl: 'Sortowanie rachunków i paragonów',
      tr: 'Faturaları ve fişleri sıralamak',
      uk: 'Сортувати рахунки й чеки',
      ar: 'ترتيب الفواتير والإيصالات',
    },
    {
      nl: 'Een planning maken voor de week',
      en: 'Making a schedule for the week',
      pl: 'Układanie planu na tydzień',
      tr: 'Haftalık bir plan yapmak',
      uk: 'Складати розклад на тиждень',
      ar: 'إعداد جدول للأسبوع',
    },
    {
      nl: 'Post sorteren en op de goede plek leggen',
      en: 'Sorting post and putting it in the right place',
      pl: 'Sortowanie poczty i odkładanie jej na właściwe miejsce',
      tr: 'Postaları ayırmak ve doğru yere koymak',
      uk: 'Сортувати пошту й розкладати її на свої місця',
      ar: 'فرز البريد ووضعه في المكان الصحيح',
    },
    {
      nl: 'Geld tellen en de kassa opmaken',
      en: 'Counting money and cashing up the till',
      pl: 'Liczenie pieniędzy i rozliczanie kasy',
      tr: 'Para saymak ve kasayı kapatmak',
      uk: 'Рахувати гроші й закривати касу',
      ar: 'عدّ النقود وإغلاق حساب الصندوق',
    },
  ],
};

/** Every item in the quiz's order: item 1 of R, I, A, S, E, C, then item 2 of each, and so on. */
export const QUIZ_ITEMS: readonly QuizItem[] = Array.from({ length: 6 }, (_, round) =>
  (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((area) => ({ id: `${area}${round + 1}`, area, text: BY_AREA[area][round]! })),
).flat();

/** The items by id. */
export const ITEM_BY_ID: ReadonlyMap<string, QuizItem> = new Map(QUIZ_ITEMS.map((item) => [item.id, item]));
