/**
 * Beroepentest Schoonmaker (README.md, "Demo-accounts"): three modules — Hygiëne, Middelen en pictogrammen,
 * Werkplanning — written for this platform in plain Dutch (B1) and translated into English, Polish, Turkish,
 * Ukrainian and Arabic. Numbers and units are the same in every language.
 *
 * Part ids are fixed UUIDs: answers are stored per question id, so they must never change once seeded.
 * Each question block starts with a comment naming what it tests.
 */
import type { ModuleContent } from '#src/features/content/model';
import { IMAGES } from './images';

/** Module Hygiëne: hand hygiene, colour-coded cloths, cross-contamination, order of work (clean → dirty). */
export const hygiene: ModuleContent = {
  title: {
    nl: 'Hygiëne',
    en: 'Hygiene',
    pl: 'Higiena',
    tr: 'Hijyen',
    uk: 'Гігієна',
    ar: 'النظافة الصحية',
  },
  description: {
    nl: 'Handen wassen, kleurcodes voor doeken en emmers, kruisbesmetting en de volgorde van werken.',
    en: 'Washing hands, colour codes for cloths and buckets, cross-contamination and the order of work.',
    pl: 'Mycie rąk, kody kolorów ściereczek i wiader, zanieczyszczenie krzyżowe i kolejność pracy.',
    tr: 'El yıkama, bez ve kova renk kodları, çapraz bulaşma ve çalışma sırası.',
    uk: 'Миття рук, кольорові коди серветок і відер, перехресне забруднення та порядок роботи.',
    ar: 'غسل اليدين، ونظام ألوان الأقمشة والدلاء، والتلوّث المتبادل، وترتيب العمل.',
  },
  parts: [
    // Introduction
    {
      id: 'c3994e12-ffcd-4756-bd90-09cb5f9185bd',
      type: 'text',
      text: {
        nl: 'Schoon werken voorkomt dat mensen ziek worden. In deze module gaat het over je handen wassen, de kleuren van doeken en emmers, kruisbesmetting en de volgorde waarin je werkt.\n\nLees elke vraag rustig. Bij sommige vragen zijn meer antwoorden goed. Dat staat dan bij de vraag. Bij een open vraag schrijf je het antwoord in je eigen woorden.',
        en: 'Working cleanly stops people from getting ill. This module is about washing your hands, the colours of cloths and buckets, cross-contamination and the order in which you work.\n\nRead each question calmly. Some questions have more than one correct answer. The question then says so. For an open question, write the answer in your own words.',
        pl: 'Higieniczna praca chroni ludzi przed chorobami. Ten moduł dotyczy mycia rąk, kolorów ściereczek i wiader, zanieczyszczenia krzyżowego i kolejności pracy.\n\nCzytaj każde pytanie spokojnie. W niektórych pytaniach jest kilka dobrych odpowiedzi. Wtedy jest to napisane w pytaniu. W pytaniu otwartym napisz odpowiedź własnymi słowami.',
        tr: 'Hijyenik çalışmak insanların hastalanmasını önler. Bu modül el yıkama, bez ve kova renkleri, çapraz bulaşma ve çalışma sırası hakkındadır.\n\nHer soruyu sakin bir şekilde okuyun. Bazı sorularda birden fazla doğru cevap vardır. Bu durumda soruda yazar. Açık uçlu sorularda cevabı kendi cümlelerinizle yazın.',
        uk: 'Гігієнічна робота захищає людей від хвороб. Цей модуль про миття рук, кольори серветок і відер, перехресне забруднення та порядок роботи.\n\nСпокійно читайте кожне запитання. У деяких запитаннях є кілька правильних відповідей. Тоді про це сказано в запитанні. На відкрите запитання напишіть відповідь своїми словами.',
        ar: 'العمل النظيف يحمي الناس من المرض. تتناول هذه الوحدة غسل اليدين، وألوان الأقمشة والدلاء، والتلوّث المتبادل، وترتيب العمل.\n\nاقرأ كل سؤال بهدوء. في بعض الأسئلة أكثر من إجابة صحيحة، ويُذكر ذلك في السؤال. في السؤال المفتوح اكتب الإجابة بكلماتك الخاصة.',
      },
    },

    // Q1 — knows the colour code: red for toilets and urinals
    {
      id: 'b8d72f6e-4b97-4e33-897b-ec155f744cf8',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.clothColours,
      prompt: {
        nl: 'Bij de meeste schoonmaakbedrijven hoort elke kleur doek bij een eigen plek. Welke kleur doek gebruik je voor het toilet en het urinoir?',
        en: 'At most cleaning companies each colour of cloth belongs to its own area. Which colour cloth do you use for the toilet and the urinal?',
        pl: 'W większości firm sprzątających każdy kolor ściereczki ma swoje miejsce. Jakiego koloru ściereczki używasz do sedesu i pisuaru?',
        tr: 'Çoğu temizlik şirketinde her bez rengi belirli bir alan içindir. Klozet ve pisuar için hangi renk bezi kullanırsınız?',
        uk: 'У більшості клінінгових компаній кожен колір серветки має своє місце. Серветку якого кольору ви використовуєте для унітаза й пісуара?',
        ar: 'في معظم شركات التنظيف يُخصَّص كل لون من أقمشة التنظيف لمكان معيّن. ما لون القماشة التي تستخدمها للمرحاض والمبولة؟',
      },
      options: [
        { id: 'a', text: { nl: 'Blauw', en: 'Blue', pl: 'Niebieskiej', tr: 'Mavi', uk: 'Синього', ar: 'الأزرق' } },
        { id: 'b', text: { nl: 'Rood', en: 'Red', pl: 'Czerwonej', tr: 'Kırmızı', uk: 'Червоного', ar: 'الأحمر' } },
        { id: 'c', text: { nl: 'Groen', en: 'Green', pl: 'Zielonej', tr: 'Yeşil', uk: 'Зеленого', ar: 'الأخضر' } },
        { id: 'd', text: { nl: 'Geel', en: 'Yellow', pl: 'Żółtej', tr: 'Sarı', uk: 'Жовтого', ar: 'الأصفر' } },
      ],
      correct: 'b',
    },

    // Q2 — knows the colour code: blue for offices and general areas
    {
      id: '213c9abc-8ede-4b36-9c0c-52ed435cdea8',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Een blauwe doek gebruik je meestal voor bureaus, tafels en deuren in kantoren.',
        en: 'You usually use a blue cloth for desks, tables and doors in offices.',
        pl: 'Niebieskiej ściereczki używa się zwykle do biurek, stołów i drzwi w biurach.',
        tr: 'Mavi bez genellikle ofislerdeki çalışma masaları, masalar ve kapılar için kullanılır.',
        uk: 'Синю серветку зазвичай використовують для письмових столів, столів і дверей в офісах.',
        ar: 'تُستخدم القماشة الزرقاء عادةً لتنظيف الطاولات والأبواب في المكاتب.',
      },
      correct: true,
    },

    // Q3 — knows the moments for hand hygiene
    {
      id: 'ac697e3b-aa9c-4ae9-9513-9749fe393a9c',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Wanneer was of desinfecteer je je handen? Kies alle goede antwoorden.',
        en: 'When do you wash or disinfect your hands? Choose all correct answers.',
        pl: 'Kiedy myjesz lub dezynfekujesz ręce? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Ellerinizi ne zaman yıkar veya dezenfekte edersiniz? Doğru olan tüm cevapları seçin.',
        uk: 'Коли ви миєте або дезінфікуєте руки? Оберіть усі правильні відповіді.',
        ar: 'متى تغسل يديك أو تعقّمهما؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Nadat je een toilet hebt schoongemaakt.',
            en: 'After cleaning a toilet.',
            pl: 'Po umyciu toalety.',
            tr: 'Bir tuvaleti temizledikten sonra.',
            uk: 'Після прибирання туалету.',
            ar: 'بعد تنظيف المرحاض.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Alleen aan het eind van de werkdag.',
            en: 'Only at the end of the working day.',
            pl: 'Tylko na koniec dnia pracy.',
            tr: 'Sadece iş gününün sonunda.',
            uk: 'Лише наприкінці робочого дня.',
            ar: 'في نهاية يوم العمل فقط.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Nadat je je handschoenen hebt uitgetrokken.',
            en: 'After taking off your gloves.',
            pl: 'Po zdjęciu rękawiczek.',
            tr: 'Eldivenlerinizi çıkardıktan sonra.',
            uk: 'Після того як зняли рукавички.',
            ar: 'بعد خلع القفازات.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Voordat je gaat eten.',
            en: 'Before you eat.',
            pl: 'Przed jedzeniem.',
            tr: 'Yemek yemeden önce.',
            uk: 'Перед їжею.',
            ar: 'قبل الأكل.',
          },
        },
      ],
      correct: ['a', 'c', 'd'],
    },

    // Q4 — knows how long to rub hands with soap
    {
      id: '450d8fa4-1cc8-4d30-acbd-e1d4fc8a42c3',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je wast je handen. Hoe lang wrijf je ze minstens in met zeep?',
        en: 'You are washing your hands. For how long do you rub them with soap at least?',
        pl: 'Myjesz ręce. Jak długo co najmniej nacierasz je mydłem?',
        tr: 'Ellerinizi yıkıyorsunuz. Onları en az ne kadar süre sabunla ovarsınız?',
        uk: 'Ви миєте руки. Скільки часу щонайменше ви натираєте їх милом?',
        ar: 'تغسل يديك. كم من الوقت على الأقل تفركهما بالصابون؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Ongeveer 3 seconden.',
            en: 'About 3 seconds.',
            pl: 'Około 3 sekund.',
            tr: 'Yaklaşık 3 saniye.',
            uk: 'Приблизно 3 секунди.',
            ar: 'نحو 3 ثوانٍ.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Minstens 20 seconden.',
            en: 'At least 20 seconds.',
            pl: 'Co najmniej 20 sekund.',
            tr: 'En az 20 saniye.',
            uk: 'Щонайменше 20 секунд.',
            ar: '20 ثانية على الأقل.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het maakt niet uit hoe lang.',
            en: 'It does not matter how long.',
            pl: 'Nie ma znaczenia, jak długo.',
            tr: 'Süre önemli değil.',
            uk: 'Неважливо, як довго.',
            ar: 'لا يهمّ كم من الوقت.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Zeep is niet nodig, water is genoeg.',
            en: 'Soap is not needed, water is enough.',
            pl: 'Mydło nie jest potrzebne, wystarczy woda.',
            tr: 'Sabun gerekmez, su yeterlidir.',
            uk: 'Мило не потрібне, досить води.',
            ar: 'لا حاجة إلى الصابون، فالماء يكفي.',
          },
        },
      ],
      correct: 'b',
    },

    // Q5 — works from clean to dirty and from high to low in a toilet room
    {
      id: '73c2a6b7-966d-4c6b-bbe5-2b06421bdda9',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je maakt een toiletruimte schoon. In welke volgorde werk je?',
        en: 'You are cleaning a toilet room. In which order do you work?',
        pl: 'Sprzątasz toaletę. W jakiej kolejności pracujesz?',
        tr: 'Bir tuvaleti (WC bölümünü) temizliyorsunuz. Hangi sırayla çalışırsınız?',
        uk: 'Ви прибираєте туалетну кімнату. У якому порядку ви працюєте?',
        ar: 'تنظّف دورة مياه. بأيّ ترتيب تعمل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Eerst het toilet, dan de wastafel en de spiegel, als laatste de vloer.',
            en: 'First the toilet, then the washbasin and the mirror, and the floor last.',
            pl: 'Najpierw sedes, potem umywalka i lustro, na końcu podłoga.',
            tr: 'Önce klozet, sonra lavabo ve ayna, en son zemin.',
            uk: 'Спочатку унітаз, потім умивальник і дзеркало, наостанок підлога.',
            ar: 'أولًا المرحاض، ثم المغسلة والمرآة، وأخيرًا الأرضية.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Eerst de vloer, dan het toilet, als laatste de wastafel en de spiegel.',
            en: 'First the floor, then the toilet, and the washbasin and the mirror last.',
            pl: 'Najpierw podłoga, potem sedes, na końcu umywalka i lustro.',
            tr: 'Önce zemin, sonra klozet, en son lavabo ve ayna.',
            uk: 'Спочатку підлога, потім унітаз, наостанок умивальник і дзеркало.',
            ar: 'أولًا الأرضية، ثم المرحاض، وأخيرًا المغسلة والمرآة.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Eerst de wastafel en de spiegel, dan het toilet, als laatste de vloer.',
            en: 'First the washbasin and the mirror, then the toilet, and the floor last.',
            pl: 'Najpierw umywalka i lustro, potem sedes, na końcu podłoga.',
            tr: 'Önce lavabo ve ayna, sonra klozet, en son zemin.',
            uk: 'Спочатку умивальник і дзеркало, потім унітаз, наостанок підлога.',
            ar: 'أولًا المغسلة والمرآة، ثم المرحاض، وأخيرًا الأرضية.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Eerst de vloer, dan de wastafel en de spiegel, als laatste het toilet.',
            en: 'First the floor, then the washbasin and the mirror, and the toilet last.',
            pl: 'Najpierw podłoga, potem umywalka i lustro, na końcu sedes.',
            tr: 'Önce zemin, sonra lavabo ve ayna, en son klozet.',
            uk: 'Спочатку підлога, потім умивальник і дзеркало, наостанок унітаз.',
            ar: 'أولًا الأرضية، ثم المغسلة والمرآة، وأخيرًا المرحاض.',
          },
        },
      ],
      correct: 'c',
    },

    // Q6 — works from high to low
    {
      id: '8c4fcf50-ab26-4bab-85b3-2d47305e1786',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Je werkt van hoog naar laag: eerst de hoge plank, als laatste de vloer.',
        en: 'You work from high to low: the high shelf first, the floor last.',
        pl: 'Pracujesz od góry do dołu: najpierw wysoka półka, na końcu podłoga.',
        tr: 'Yukarıdan aşağıya doğru çalışırsınız: önce yüksek raf, en son zemin.',
        uk: 'Ви працюєте згори донизу: спочатку висока полиця, наостанок підлога.',
        ar: 'تعمل من الأعلى إلى الأسفل: أولًا الرف العالي، وأخيرًا الأرضية.',
      },
      correct: true,
    },

    // Q7 — knows what cross-contamination is
    {
      id: '96cdeb51-e469-4df5-846c-781a2f80db4d',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Wat is kruisbesmetting?',
        en: 'What is cross-contamination?',
        pl: 'Co to jest zanieczyszczenie krzyżowe?',
        tr: 'Çapraz bulaşma nedir?',
        uk: 'Що таке перехресне забруднення?',
        ar: 'ما التلوّث المتبادل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je mengt twee schoonmaakmiddelen door elkaar.',
            en: 'You mix two cleaning products together.',
            pl: 'Mieszasz ze sobą dwa środki czystości.',
            tr: 'İki temizlik ürününü birbirine karıştırmak.',
            uk: 'Змішування двох мийних засобів.',
            ar: 'خلط مادتَي تنظيف معًا.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Bacteriën gaan van een vuile plek naar een schone plek, bijvoorbeeld via een doek.',
            en: 'Bacteria go from a dirty place to a clean place, for example via a cloth.',
            pl: 'Bakterie przechodzą z brudnego miejsca na czyste, na przykład przez ściereczkę.',
            tr: 'Bakterilerin örneğin bir bez aracılığıyla kirli bir yerden temiz bir yere geçmesi.',
            uk: 'Бактерії переносяться з брудного місця на чисте, наприклад серветкою.',
            ar: 'انتقال البكتيريا من مكان متّسخ إلى مكان نظيف، مثلًا عن طريق قماشة.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Een vlek die niet meer weggaat.',
            en: 'A stain that will not come out.',
            pl: 'Plama, której nie da się usunąć.',
            tr: 'Çıkmayan bir leke.',
            uk: 'Пляма, яка не відмивається.',
            ar: 'بقعة لا تزول.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Een ruimte die twee keer is schoongemaakt.',
            en: 'A room that has been cleaned twice.',
            pl: 'Pomieszczenie, które posprzątano dwa razy.',
            tr: 'İki kez temizlenmiş bir oda.',
            uk: 'Приміщення, яке прибрали двічі.',
            ar: 'غرفة نُظّفت مرّتين.',
          },
        },
      ],
      correct: 'b',
    },

    // Q8 — knows how to prevent cross-contamination
    {
      id: 'e101ab9f-75bd-4afc-bc1a-3c16f40a6b68',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Hoe voorkom je kruisbesmetting? Kies alle goede antwoorden.',
        en: 'How do you prevent cross-contamination? Choose all correct answers.',
        pl: 'Jak zapobiegasz zanieczyszczeniu krzyżowemu? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Çapraz bulaşmayı nasıl önlersiniz? Doğru olan tüm cevapları seçin.',
        uk: 'Як ви запобігаєте перехресному забрудненню? Оберіть усі правильні відповіді.',
        ar: 'كيف تمنع التلوّث المتبادل؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je volgt de kleurcode van doeken en emmers.',
            en: 'You follow the colour code for cloths and buckets.',
            pl: 'Stosujesz kod kolorów ściereczek i wiader.',
            tr: 'Bezlerin ve kovaların renk koduna uyarsınız.',
            uk: 'Дотримуєтеся кольорового коду серветок і відер.',
            ar: 'تتّبع نظام الألوان للأقمشة والدلاء.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je maakt met dezelfde doek eerst het toilet en daarna de keuken schoon.',
            en: 'You use the same cloth to clean the toilet first and then the kitchen.',
            pl: 'Tą samą ściereczką myjesz najpierw toaletę, a potem kuchnię.',
            tr: 'Aynı bezle önce tuvaleti, sonra mutfağı temizlersiniz.',
            uk: 'Однією серветкою прибираєте спочатку туалет, а потім кухню.',
            ar: 'تنظّف بالقماشة نفسها المرحاض أولًا ثم المطبخ.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je houdt vuile doeken apart van schone doeken.',
            en: 'You keep dirty cloths separate from clean cloths.',
            pl: 'Trzymasz brudne ściereczki osobno od czystych.',
            tr: 'Kirli bezleri temiz bezlerden ayrı tutarsınız.',
            uk: 'Тримаєте брудні серветки окремо від чистих.',
            ar: 'تُبقي الأقمشة المتّسخة منفصلة عن الأقمشة النظيفة.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je gebruikt voor elke ruimte een schone doek.',
            en: 'You use a clean cloth for each room.',
            pl: 'Do każdego pomieszczenia używasz czystej ściereczki.',
            tr: 'Her oda için temiz bir bez kullanırsınız.',
            uk: 'Для кожного приміщення берете чисту серветку.',
            ar: 'تستخدم قماشة نظيفة لكل غرفة.',
          },
        },
      ],
      correct: ['a', 'c', 'd'],
    },

    // Q9 — gloves do not replace washing hands
    {
      id: 'f1df7eb3-9a6b-452e-b8db-d32c4f6c643b',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Als je handschoenen draagt, hoef je daarna je handen niet te wassen.',
        en: 'If you wear gloves, you do not need to wash your hands afterwards.',
        pl: 'Jeśli nosisz rękawiczki, nie musisz potem myć rąk.',
        tr: 'Eldiven giyiyorsanız, sonrasında ellerinizi yıkamanıza gerek yoktur.',
        uk: 'Якщо ви працюєте в рукавичках, потім не треба мити руки.',
        ar: 'إذا لبست القفازات، فلا حاجة إلى غسل يديك بعد ذلك.',
      },
      correct: false,
    },

    // Q10 — protects themself first when cleaning up body fluids
    {
      id: '05167877-73e7-411c-a772-0dc50d9e7015',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je vindt braaksel op de vloer van een toilet. Wat doe je eerst?',
        en: 'You find vomit on the floor of a toilet. What do you do first?',
        pl: 'Znajdujesz wymiociny na podłodze w toalecie. Co robisz najpierw?',
        tr: 'Bir tuvaletin zemininde kusmuk buluyorsunuz. İlk olarak ne yaparsınız?',
        uk: 'Ви бачите блювоту на підлозі в туалеті. Що ви робите спочатку?',
        ar: 'تجد قيئًا على أرضية دورة المياه. ماذا تفعل أولًا؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je trekt wegwerphandschoenen aan.',
            en: 'You put on disposable gloves.',
            pl: 'Zakładasz rękawiczki jednorazowe.',
            tr: 'Tek kullanımlık eldiven giyersiniz.',
            uk: 'Вдягаєте одноразові рукавички.',
            ar: 'تلبس قفازات تُستعمل مرة واحدة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je dweilt het meteen weg met de mop van de gang.',
            en: 'You mop it up straight away with the mop from the corridor.',
            pl: 'Od razu zmywasz to mopem z korytarza.',
            tr: 'Koridorun paspasıyla hemen silersiniz.',
            uk: 'Одразу змиваєте її шваброю з коридору.',
            ar: 'تمسحه فورًا بممسحة الممر.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je pakt het op met papier in je blote handen.',
            en: 'You pick it up with paper in your bare hands.',
            pl: 'Zbierasz to papierem gołymi rękami.',
            tr: 'Çıplak elle kâğıtla toplarsınız.',
            uk: 'Збираєте її папером голими руками.',
            ar: 'تجمعه بالورق بيدين عاريتين.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je laat het liggen voor de volgende dienst.',
            en: 'You leave it for the next shift.',
            pl: 'Zostawiasz to dla następnej zmiany.',
            tr: 'Bir sonraki vardiyaya bırakırsınız.',
            uk: 'Залишаєте її для наступної зміни.',
            ar: 'تتركه للوردية التالية.',
          },
        },
      ],
      correct: 'a',
    },

    // Q11 (open) — explains cross-contamination from toilet to kitchen
    {
      id: '1559120c-0e72-48a1-801f-6e21d6e31274',
      type: 'question',
      kind: 'open',
      points: 2,
      prompt: {
        nl: 'Leg uit waarom je niet met dezelfde doek eerst het toilet en daarna de keuken schoonmaakt.',
        en: 'Explain why you do not use the same cloth to clean the toilet first and then the kitchen.',
        pl: 'Wyjaśnij, dlaczego nie myjesz tą samą ściereczką najpierw toalety, a potem kuchni.',
        tr: 'Neden aynı bezle önce tuvaleti, sonra mutfağı temizlemediğinizi açıklayın.',
        uk: 'Поясніть, чому не можна однією серветкою прибрати спочатку туалет, а потім кухню.',
        ar: 'اشرح لماذا لا تنظّف المرحاض ثم المطبخ بالقماشة نفسها.',
      },
      guidance: {
        nl: 'Maximaal 2 punten. 1 punt: bacteriën of ziektekiemen van het toilet komen via de doek in de keuken (kruisbesmetting; het woord zelf is niet nodig). 1 punt: het gevolg of de oplossing: mensen kunnen ziek worden of eten kan besmet raken, of: gebruik voor elke ruimte een eigen doek volgens de kleurcode (rood voor het toilet, groen voor de keuken).',
      },
    },
  ],
};

/** Module Middelen en pictogrammen: the nine GHS hazard pictograms, safe use, dilution, never mixing. */
export const middelen: ModuleContent = {
  title: {
    nl: 'Middelen en pictogrammen',
    en: 'Cleaning products and pictograms',
    pl: 'Środki czystości i piktogramy',
    tr: 'Temizlik ürünleri ve piktogramlar',
    uk: 'Мийні засоби та піктограми',
    ar: 'مواد التنظيف ورموز الخطر',
  },
  description: {
    nl: 'De gevarenpictogrammen (GHS), veilig werken met schoonmaakmiddelen en verdunnen.',
    en: 'The hazard pictograms (GHS), working safely with cleaning products and diluting.',
    pl: 'Piktogramy ostrzegawcze (GHS), bezpieczna praca ze środkami czystości i rozcieńczanie.',
    tr: 'Tehlike piktogramları (GHS), temizlik ürünleriyle güvenli çalışma ve sulandırma.',
    uk: 'Піктограми небезпеки (GHS), безпечна робота з мийними засобами та їх розведення.',
    ar: 'رموز الخطر (GHS)، والعمل الآمن بمواد التنظيف، وتخفيفها بالماء.',
  },
  parts: [
    // Introduction
    {
      id: '665bff44-b27d-4bb3-8dfd-9c25acb6bbd6',
      type: 'text',
      text: {
        nl: 'Schoonmaakmiddelen kunnen gevaarlijk zijn. Op de verpakking staan gevarenpictogrammen: een ruit met een rode rand en een zwart teken. Elk teken staat voor een ander gevaar.\n\nIn deze module gaat het over die pictogrammen, over verdunnen en over veilig werken met middelen. Je kunt de plaatjes groter maken.',
        en: 'Cleaning products can be dangerous. The packaging shows hazard pictograms: a diamond with a red border and a black symbol. Each symbol stands for a different danger.\n\nThis module is about these pictograms, about diluting and about working safely with cleaning products. You can make the pictures bigger.',
        pl: 'Środki czystości mogą być niebezpieczne. Na opakowaniu są piktogramy ostrzegawcze: romb z czerwoną obwódką i czarnym symbolem. Każdy symbol oznacza inne zagrożenie.\n\nTen moduł dotyczy tych piktogramów, rozcieńczania i bezpiecznej pracy ze środkami czystości. Możesz powiększać obrazki.',
        tr: 'Temizlik ürünleri tehlikeli olabilir. Ambalajın üzerinde tehlike piktogramları bulunur: kırmızı çerçeveli bir eşkenar dörtgen ve içinde siyah bir sembol. Her sembol farklı bir tehlikeyi gösterir.\n\nBu modül bu piktogramlar, ürünleri sulandırma ve temizlik ürünleriyle güvenli çalışma hakkındadır. Resimleri büyütebilirsiniz.',
        uk: 'Мийні засоби можуть бути небезпечними. На упаковці є піктограми небезпеки: ромб із червоною рамкою і чорним символом. Кожен символ означає іншу небезпеку.\n\nЦей модуль про ці піктограми, розведення засобів і безпечну роботу з ними. Малюнки можна збільшити.',
        ar: 'قد تكون مواد التنظيف خطرة. على العبوة رموز للخطر: معيّن بإطار أحمر وفي داخله رمز أسود. كل رمز يدلّ على خطر مختلف.\n\nتتناول هذه الوحدة هذه الرموز، وتخفيف المواد بالماء، والعمل الآمن بمواد التنظيف. يمكنك تكبير الصور.',
      },
    },

    // Q1 — GHS05 corrosive
    {
      id: 'e34cc9b0-0739-48bc-9f43-59a44a587248',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsCorrosive,
      prompt: {
        nl: 'Wat betekent dit pictogram?',
        en: 'What does this pictogram mean?',
        pl: 'Co oznacza ten piktogram?',
        tr: 'Bu piktogram ne anlama gelir?',
        uk: 'Що означає ця піктограма?',
        ar: 'ماذا يعني هذا الرمز؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Het middel is bijtend: het kan je huid en ogen ernstig beschadigen.',
            en: 'The product is corrosive: it can seriously damage your skin and eyes.',
            pl: 'Środek jest żrący: może poważnie uszkodzić skórę i oczy.',
            tr: 'Ürün aşındırıcıdır: cildinize ve gözlerinize ciddi zarar verebilir.',
            uk: 'Засіб їдкий: він може сильно пошкодити шкіру та очі.',
            ar: 'المادة أكّالة: يمكن أن تُلحق ضررًا شديدًا بالجلد والعينين.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het middel vat snel vlam.',
            en: 'The product catches fire easily.',
            pl: 'Środek łatwo się zapala.',
            tr: 'Ürün kolay alev alır.',
            uk: 'Засіб легко займається.',
            ar: 'المادة سريعة الاشتعال.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het middel is slecht voor het milieu.',
            en: 'The product is bad for the environment.',
            pl: 'Środek jest szkodliwy dla środowiska.',
            tr: 'Ürün çevreye zararlıdır.',
            uk: 'Засіб шкідливий для довкілля.',
            ar: 'المادة ضارّة بالبيئة.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'De verpakking bevat gas onder druk.',
            en: 'The packaging contains gas under pressure.',
            pl: 'Opakowanie zawiera gaz pod ciśnieniem.',
            tr: 'Ambalajda basınçlı gaz vardır.',
            uk: 'В упаковці газ під тиском.',
            ar: 'العبوة تحتوي على غاز تحت الضغط.',
          },
        },
      ],
      correct: 'a',
    },

    // Q2 — GHS02 flammable: keep away from fire and heat
    {
      id: '18d0e4e1-4484-4937-9e83-032f85fd331a',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsFlammable,
      prompt: {
        nl: 'Dit pictogram staat op een fles. Waar moet je op letten?',
        en: 'This pictogram is on a bottle. What must you pay attention to?',
        pl: 'Ten piktogram jest na butelce. Na co musisz uważać?',
        tr: 'Bu piktogram bir şişenin üzerinde. Neye dikkat etmelisiniz?',
        uk: 'Ця піктограма є на пляшці. На що треба зважати?',
        ar: 'هذا الرمز على زجاجة. إلامَ يجب أن تنتبه؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Gebruik het middel alleen met koud water.',
            en: 'Only use the product with cold water.',
            pl: 'Używaj środka tylko z zimną wodą.',
            tr: 'Ürünü sadece soğuk suyla kullanın.',
            uk: 'Використовувати засіб лише з холодною водою.',
            ar: 'استعمال المادة مع الماء البارد فقط.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Bewaar de fles in de zon.',
            en: 'Store the bottle in the sun.',
            pl: 'Przechowuj butelkę na słońcu.',
            tr: 'Şişeyi güneşte saklayın.',
            uk: 'Зберігати пляшку на сонці.',
            ar: 'حفظ الزجاجة في الشمس.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Houd het middel weg van vuur, vonken en hitte.',
            en: 'Keep the product away from fire, sparks and heat.',
            pl: 'Trzymaj środek z dala od ognia, iskier i ciepła.',
            tr: 'Ürünü ateşten, kıvılcımdan ve sıcaktan uzak tutun.',
            uk: 'Тримати засіб подалі від вогню, іскор і тепла.',
            ar: 'إبعاد المادة عن النار والشرر والحرارة.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Gebruik het middel alleen buiten.',
            en: 'Only use the product outdoors.',
            pl: 'Używaj środka tylko na zewnątrz.',
            tr: 'Ürünü sadece dışarıda kullanın.',
            uk: 'Використовувати засіб лише надворі.',
            ar: 'استعمال المادة في الهواء الطلق فقط.',
          },
        },
      ],
      correct: 'c',
    },

    // Q3 — GHS06 toxic (skull and crossbones)
    {
      id: '09d2d426-0294-4123-b957-b6de640ccbc7',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsToxic,
      prompt: {
        nl: 'Wat betekent dit pictogram?',
        en: 'What does this pictogram mean?',
        pl: 'Co oznacza ten piktogram?',
        tr: 'Bu piktogram ne anlama gelir?',
        uk: 'Що означає ця піктограма?',
        ar: 'ماذا يعني هذا الرمز؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Het middel is schadelijk voor het milieu.',
            en: 'The product is harmful to the environment.',
            pl: 'Środek jest szkodliwy dla środowiska.',
            tr: 'Ürün çevreye zararlıdır.',
            uk: 'Засіб шкідливий для довкілля.',
            ar: 'المادة ضارّة بالبيئة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het middel is giftig: een kleine hoeveelheid kan al ernstig ziek maken of doden.',
            en: 'The product is toxic: even a small amount can make you seriously ill or kill you.',
            pl: 'Środek jest toksyczny: już mała ilość może spowodować ciężką chorobę lub śmierć.',
            tr: 'Ürün zehirlidir: az bir miktarı bile ağır hastalığa veya ölüme yol açabilir.',
            uk: 'Засіб отруйний: навіть невелика кількість може спричинити тяжке отруєння або смерть.',
            ar: 'المادة سامّة: كمية صغيرة منها قد تسبّب مرضًا خطيرًا أو الوفاة.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het middel kan ontploffen.',
            en: 'The product can explode.',
            pl: 'Środek może wybuchnąć.',
            tr: 'Ürün patlayabilir.',
            uk: 'Засіб може вибухнути.',
            ar: 'المادة قد تنفجر.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het middel irriteert de huid alleen een beetje.',
            en: 'The product only slightly irritates the skin.',
            pl: 'Środek tylko lekko podrażnia skórę.',
            tr: 'Ürün cildi sadece biraz tahriş eder.',
            uk: 'Засіб лише трохи подразнює шкіру.',
            ar: 'المادة تهيّج الجلد قليلًا فقط.',
          },
        },
      ],
      correct: 'b',
    },

    // Q4 — GHS07 harmful or irritant (exclamation mark)
    {
      id: '9aee220d-1f67-4e08-96f0-7c10bdfb4886',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsHarmful,
      prompt: {
        nl: 'Je ziet dit pictogram op een fles allesreiniger. Wat betekent het?',
        en: 'You see this pictogram on a bottle of all-purpose cleaner. What does it mean?',
        pl: 'Widzisz ten piktogram na butelce uniwersalnego środka czyszczącego. Co oznacza?',
        tr: 'Bu piktogramı çok amaçlı bir temizleyici şişesinde görüyorsunuz. Ne anlama gelir?',
        uk: 'Ви бачите цю піктограму на пляшці універсального мийного засобу. Що вона означає?',
        ar: 'ترى هذا الرمز على زجاجة منظّف متعدّد الاستعمالات. ماذا يعني؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Het is een nieuw product.',
            en: 'It is a new product.',
            pl: 'To nowy produkt.',
            tr: 'Bu yeni bir üründür.',
            uk: 'Це новий продукт.',
            ar: 'إنه منتج جديد.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het middel kan ontploffen.',
            en: 'The product can explode.',
            pl: 'Środek może wybuchnąć.',
            tr: 'Ürün patlayabilir.',
            uk: 'Засіб може вибухнути.',
            ar: 'المادة قد تنفجر.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het middel is gevaarlijk voor vissen en planten.',
            en: 'The product is dangerous to fish and plants.',
            pl: 'Środek jest niebezpieczny dla ryb i roślin.',
            tr: 'Ürün balıklar ve bitkiler için tehlikelidir.',
            uk: 'Засіб небезпечний для риб і рослин.',
            ar: 'المادة خطرة على الأسماك والنباتات.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het middel is schadelijk of irriterend, bijvoorbeeld voor je huid of je ogen.',
            en: 'The product is harmful or irritating, for example to your skin or your eyes.',
            pl: 'Środek jest szkodliwy lub drażniący, na przykład dla skóry albo oczu.',
            tr: 'Ürün zararlı veya tahriş edicidir, örneğin cildiniz veya gözleriniz için.',
            uk: 'Засіб шкідливий або подразнювальний, наприклад для шкіри чи очей.',
            ar: 'المادة ضارّة أو مهيّجة، مثلًا للجلد أو العينين.',
          },
        },
      ],
      correct: 'd',
    },

    // Q5 — GHS08 serious health hazard
    {
      id: 'cb3cfca4-c443-41a4-b67f-dbc9403f8625',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsHealthHazard,
      prompt: {
        nl: 'Wat betekent dit pictogram?',
        en: 'What does this pictogram mean?',
        pl: 'Co oznacza ten piktogram?',
        tr: 'Bu piktogram ne anlama gelir?',
        uk: 'Що означає ця піктограма?',
        ar: 'ماذا يعني هذا الرمز؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Hier is een EHBO-post.',
            en: 'There is a first aid post here.',
            pl: 'Tu jest punkt pierwszej pomocy.',
            tr: 'Burada bir ilk yardım noktası var.',
            uk: 'Тут пункт першої допомоги.',
            ar: 'هنا نقطة إسعافات أولية.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het middel is alleen gevaarlijk voor dieren.',
            en: 'The product is only dangerous to animals.',
            pl: 'Środek jest niebezpieczny tylko dla zwierząt.',
            tr: 'Ürün sadece hayvanlar için tehlikelidir.',
            uk: 'Засіб небезпечний лише для тварин.',
            ar: 'المادة خطرة على الحيوانات فقط.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het middel kan op de lange duur ernstige schade doen aan je gezondheid, bijvoorbeeld aan je longen.',
            en: 'The product can seriously damage your health in the long term, for example your lungs.',
            pl: 'Środek może z czasem poważnie zaszkodzić zdrowiu, na przykład płucom.',
            tr: 'Ürün uzun vadede sağlığınıza ciddi zarar verebilir, örneğin akciğerlerinize.',
            uk: 'Засіб з часом може серйозно зашкодити здоров’ю, наприклад легеням.',
            ar: 'قد تُلحق المادة على المدى الطويل ضررًا جسيمًا بالصحة، مثلًا بالرئتين.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het middel tast alleen metaal aan.',
            en: 'The product only attacks metal.',
            pl: 'Środek niszczy tylko metal.',
            tr: 'Ürün sadece metali aşındırır.',
            uk: 'Засіб роз’їдає лише метал.',
            ar: 'المادة تُسبّب تآكل المعادن فقط.',
          },
        },
      ],
      correct: 'c',
    },

    // Q6 — GHS09 environment: not "environmentally friendly"
    {
      id: '83a41e5c-5a24-491d-a55f-09560462d97d',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      image: IMAGES.ghsEnvironment,
      prompt: {
        nl: 'Dit pictogram betekent dat het middel goed is voor het milieu.',
        en: 'This pictogram means that the product is good for the environment.',
        pl: 'Ten piktogram oznacza, że środek jest przyjazny dla środowiska.',
        tr: 'Bu piktogram, ürünün çevre dostu olduğu anlamına gelir.',
        uk: 'Ця піктограма означає, що засіб безпечний для довкілля.',
        ar: 'يعني هذا الرمز أن المادة صديقة للبيئة.',
      },
      correct: false,
    },

    // Q7 — GHS04 gas under pressure: keep spray cans away from heat
    {
      id: '3bbf22ad-e6f2-4f1f-9a16-b53a9d2b8b6e',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      image: IMAGES.ghsGas,
      prompt: {
        nl: 'Een spuitbus met dit pictogram zet je niet in de zon of bij de verwarming.',
        en: 'You do not put a spray can with this pictogram in the sun or near the heater.',
        pl: 'Puszki aerozolowej z tym piktogramem nie stawiasz na słońcu ani przy grzejniku.',
        tr: 'Bu piktogramın olduğu bir sprey kutusunu güneşe veya kaloriferin yanına koymazsınız.',
        uk: 'Аерозольний балончик із цією піктограмою не ставлять на сонці чи біля батареї.',
        ar: 'لا تضع عبوة رذاذ عليها هذا الرمز في الشمس أو بالقرب من المدفأة.',
      },
      correct: true,
    },

    // Q8 — GHS03 oxidising, told apart from flammable
    {
      id: '57f8adf8-c60f-46d9-9698-9e90cd386b94',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.ghsOxidising,
      prompt: {
        nl: 'Dit pictogram toont een vlam boven een rondje. Wat betekent het?',
        en: 'This pictogram shows a flame above a circle. What does it mean?',
        pl: 'Ten piktogram pokazuje płomień nad kółkiem. Co oznacza?',
        tr: 'Bu piktogramda bir halkanın üzerinde alev var. Ne anlama gelir?',
        uk: 'На цій піктограмі полум’я над колом. Що вона означає?',
        ar: 'يُظهر هذا الرمز لهبًا فوق دائرة. ماذا يعني؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Het middel vat snel vlam.',
            en: 'The product catches fire easily.',
            pl: 'Środek łatwo się zapala.',
            tr: 'Ürün kolay alev alır.',
            uk: 'Засіб легко займається.',
            ar: 'المادة سريعة الاشتعال.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het middel moet warm worden bewaard.',
            en: 'The product must be stored somewhere warm.',
            pl: 'Środek trzeba przechowywać w cieple.',
            tr: 'Ürün sıcak bir yerde saklanmalıdır.',
            uk: 'Засіб треба зберігати в теплі.',
            ar: 'يجب حفظ المادة في مكان دافئ.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het middel kan ontploffen.',
            en: 'The product can explode.',
            pl: 'Środek może wybuchnąć.',
            tr: 'Ürün patlayabilir.',
            uk: 'Засіб може вибухнути.',
            ar: 'المادة قد تنفجر.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het middel is oxiderend: het kan een brand groter en feller maken.',
            en: 'The product is oxidising: it can make a fire bigger and fiercer.',
            pl: 'Środek jest utleniający: może sprawić, że pożar będzie większy i silniejszy.',
            tr: 'Ürün oksitleyicidir: bir yangını büyütebilir ve şiddetlendirebilir.',
            uk: 'Засіб є окисником: він може зробити пожежу більшою та сильнішою.',
            ar: 'المادة مؤكسِدة: يمكن أن تجعل الحريق أكبر وأشدّ.',
          },
        },
      ],
      correct: 'd',
    },

    // Q9 — GHS01 explosive
    {
      id: '5db64946-0301-4916-99c8-3be4d0beb152',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      image: IMAGES.ghsExplosive,
      prompt: {
        nl: 'Dit pictogram betekent: het middel kan ontploffen.',
        en: 'This pictogram means: the product can explode.',
        pl: 'Ten piktogram oznacza: środek może wybuchnąć.',
        tr: 'Bu piktogram şu anlama gelir: ürün patlayabilir.',
        uk: 'Ця піктограма означає: засіб може вибухнути.',
        ar: 'يعني هذا الرمز: المادة قد تنفجر.',
      },
      correct: true,
    },

    // Q10 — safe handling: label, own packaging, never a drinks bottle, never mix bleach and acid
    {
      id: 'd650055c-2ef6-4b33-a389-2655fe1683ef',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Wat hoort bij veilig werken met schoonmaakmiddelen? Kies alle goede antwoorden.',
        en: 'What is part of working safely with cleaning products? Choose all correct answers.',
        pl: 'Co należy do bezpiecznej pracy ze środkami czystości? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Temizlik ürünleriyle güvenli çalışmak için hangileri doğrudur? Doğru olan tüm cevapları seçin.',
        uk: 'Що належить до безпечної роботи з мийними засобами? Оберіть усі правильні відповіді.',
        ar: 'ما الذي يدخل في العمل الآمن بمواد التنظيف؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je leest het etiket voordat je het middel gebruikt.',
            en: 'You read the label before you use the product.',
            pl: 'Czytasz etykietę, zanim użyjesz środka.',
            tr: 'Ürünü kullanmadan önce etiketini okursunuz.',
            uk: 'Читаєте етикетку, перш ніж використати засіб.',
            ar: 'تقرأ الملصق قبل استعمال المادة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je giet een restje over in een lege drinkfles.',
            en: 'You pour what is left into an empty drinks bottle.',
            pl: 'Resztkę środka przelewasz do pustej butelki po napoju.',
            tr: 'Kalan ürünü boş bir içecek şişesine koyarsınız.',
            uk: 'Переливаєте залишок засобу в порожню пляшку з-під напою.',
            ar: 'تسكب ما تبقّى من المادة في زجاجة مشروبات فارغة.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je bewaart het middel in de eigen verpakking.',
            en: 'You keep the product in its own packaging.',
            pl: 'Przechowujesz środek w oryginalnym opakowaniu.',
            tr: 'Ürünü kendi ambalajında saklarsınız.',
            uk: 'Зберігаєте засіб в оригінальній упаковці.',
            ar: 'تحفظ المادة في عبوتها الأصلية.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je doet chloor en ontkalker samen in één emmer.',
            en: 'You put bleach and descaler together in one bucket.',
            pl: 'Wlewasz chlor i odkamieniacz razem do jednego wiadra.',
            tr: 'Çamaşır suyunu ve kireç çözücüyü aynı kovaya koyarsınız.',
            uk: 'Наливаєте хлор і засіб від накипу разом в одне відро.',
            ar: 'تضع الكلور ومزيل الكلس معًا في دلو واحد.',
          },
        },
      ],
      correct: ['a', 'c'],
    },

    // Q11 — dilutes by ratio (50 ml per 5 litres → 100 ml per 10 litres)
    {
      id: 'b5c0dd53-9ba3-4558-8702-900d5e187c12',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Op de fles staat: ‘50 ml per 5 liter water’. In je emmer zit 10 liter water. Hoeveel middel doe je erin?',
        en: 'The bottle says: ‘50 ml per 5 litres of water’. There are 10 litres of water in your bucket. How much product do you add?',
        pl: 'Na butelce jest napisane: „50 ml na 5 litrów wody”. W wiadrze masz 10 litrów wody. Ile środka dodajesz?',
        tr: 'Şişede şöyle yazıyor: ‘5 litre suya 50 ml’. Kovanızda 10 litre su var. Ne kadar ürün eklersiniz?',
        uk: 'На пляшці написано: «50 мл на 5 літрів води». У вашому відрі 10 літрів води. Скільки засобу ви додаєте?',
        ar: 'مكتوب على الزجاجة: «50 مل لكل 5 لترات من الماء». في دلوك 10 لترات من الماء. كم من المادة تضيف؟',
      },
      options: [
        { id: 'a', text: { nl: '25 ml', en: '25 ml', pl: '25 ml', tr: '25 ml', uk: '25 мл', ar: '25 مل' } },
        { id: 'b', text: { nl: '50 ml', en: '50 ml', pl: '50 ml', tr: '50 ml', uk: '50 мл', ar: '50 مل' } },
        { id: 'c', text: { nl: '100 ml', en: '100 ml', pl: '100 ml', tr: '100 ml', uk: '100 мл', ar: '100 مل' } },
        { id: 'd', text: { nl: '500 ml', en: '500 ml', pl: '500 ml', tr: '500 ml', uk: '500 мл', ar: '500 مل' } },
      ],
      correct: 'c',
    },

    // Q12 (open) — never mix bleach and acid: toxic chlorine gas
    {
      id: '636a636b-fb07-4371-a63b-72d96a60a3f2',
      type: 'question',
      kind: 'open',
      points: 3,
      prompt: {
        nl: 'Een collega wil chloor en ontkalker samen in een emmer doen, om het toilet extra schoon te krijgen. Wat zeg je tegen je collega? Leg uit waarom.',
        en: 'A colleague wants to put bleach and descaler together in a bucket to get the toilet extra clean. What do you say to your colleague? Explain why.',
        pl: 'Kolega z pracy chce wlać chlor i odkamieniacz razem do wiadra, żeby toaleta była jeszcze czystsza. Co mówisz koledze? Wyjaśnij dlaczego.',
        tr: 'Bir iş arkadaşınız tuvaleti daha iyi temizlemek için çamaşır suyunu ve kireç çözücüyü aynı kovaya koymak istiyor. İş arkadaşınıza ne söylersiniz? Nedenini açıklayın.',
        uk: 'Колега хоче налити хлор і засіб від накипу разом в одне відро, щоб унітаз був ще чистішим. Що ви скажете колезі? Поясніть чому.',
        ar: 'يريد زميل لك أن يضع الكلور ومزيل الكلس معًا في دلو، لكي يصبح المرحاض أنظف. ماذا تقول لزميلك؟ اشرح السبب.',
      },
      guidance: {
        nl: 'Maximaal 3 punten, 1 punt per onderdeel. (1) Zegt dat het niet mag: chloor en een zuur middel zoals ontkalker nooit mengen. (2) Legt uit dat er dan een giftig gas vrijkomt (chloorgas; het woord zelf is niet nodig, ‘giftige damp’ is ook goed). (3) Noemt het gevaar of wat je dan doet: het gas is slecht voor longen en ogen en je kunt benauwd worden; bij een ongeluk de ruimte verlaten, ventileren en het melden; of: de middelen apart gebruiken, zoals op het etiket staat.',
      },
    },
  ],
};

/** Module Werkplanning: planning a route, daily and weekly tasks, time estimates, reporting damage. */
export const werkplanning: ModuleContent = {
  title: {
    nl: 'Werkplanning',
    en: 'Work planning',
    pl: 'Planowanie pracy',
    tr: 'İş planlama',
    uk: 'Планування роботи',
    ar: 'تخطيط العمل',
  },
  description: {
    nl: 'Een route plannen, dagelijkse en wekelijkse taken, tijd inschatten en schade melden.',
    en: 'Planning a route, daily and weekly tasks, estimating time and reporting damage.',
    pl: 'Planowanie trasy, zadania codzienne i cotygodniowe, szacowanie czasu i zgłaszanie usterek.',
    tr: 'Güzergâh planlama, günlük ve haftalık işler, süre tahmini ve hasar bildirme.',
    uk: 'Планування маршруту, щоденні й щотижневі завдання, оцінка часу та повідомлення про пошкодження.',
    ar: 'تخطيط المسار، والمهام اليومية والأسبوعية، وتقدير الوقت، والإبلاغ عن الأعطال.',
  },
  parts: [
    // Introduction
    {
      id: '49d818c0-ef0b-4085-a28c-d9d9f3a845d5',
      type: 'text',
      text: {
        nl: 'Een schoonmaker werkt met een planning. Daarop staat welke ruimtes je schoonmaakt, wat je elke dag doet en wat één keer per week. Je kiest een slimme route, je let op de tijd en je meldt wat kapot is.\n\nIn deze module krijg je vragen over plannen en melden. Je mag pen en papier gebruiken.',
        en: 'A cleaner works with a schedule. It shows which rooms you clean, what you do every day and what you do once a week. You choose a smart route, you keep an eye on the time and you report anything that is broken.\n\nThis module has questions about planning and reporting. You may use pen and paper.',
        pl: 'Osoba sprzątająca pracuje według planu. W planie jest napisane, które pomieszczenia sprzątasz, co robisz codziennie, a co raz w tygodniu. Wybierasz dobrą trasę, pilnujesz czasu i zgłaszasz wszystko, co jest zepsute.\n\nW tym module są pytania o planowanie i zgłaszanie. Możesz używać kartki i długopisu.',
        tr: 'Bir temizlik görevlisi bir plana göre çalışır. Planda hangi odaları temizleyeceğiniz, her gün ne yapacağınız ve haftada bir ne yapacağınız yazar. Akıllıca bir güzergâh seçer, zamana dikkat eder ve bozuk olan her şeyi bildirirsiniz.\n\nBu modülde planlama ve bildirme hakkında sorular var. Kâğıt ve kalem kullanabilirsiniz.',
        uk: 'Прибиральник працює за планом. У плані написано, які приміщення ви прибираєте, що робите щодня, а що раз на тиждень. Ви обираєте зручний маршрут, стежите за часом і повідомляєте про все, що зламалося.\n\nУ цьому модулі запитання про планування та повідомлення. Можна користуватися ручкою та папером.',
        ar: 'يعمل عامل النظافة وفق خطة عمل. تبيّن الخطة الغرف التي تنظّفها، وما تفعله كل يوم، وما تفعله مرة في الأسبوع. تختار مسارًا ذكيًا، وتنتبه إلى الوقت، وتُبلغ عن كل شيء معطّل.\n\nفي هذه الوحدة أسئلة عن التخطيط والإبلاغ. يمكنك استخدام قلم وورقة.',
      },
    },

    // Q1 — starts a shift by checking the schedule and preparing the trolley
    {
      id: 'ae3a6bda-601e-4953-b043-ef773928e1cc',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je dienst begint. Wat doe je eerst?',
        en: 'Your shift starts. What do you do first?',
        pl: 'Zaczyna się twoja zmiana. Co robisz najpierw?',
        tr: 'Vardiyanız başlıyor. İlk olarak ne yaparsınız?',
        uk: 'Ваша зміна починається. Що ви робите спочатку?',
        ar: 'تبدأ ورديتك. ماذا تفعل أولًا؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je begint meteen met dweilen bij de ingang.',
            en: 'You start mopping at the entrance straight away.',
            pl: 'Od razu zaczynasz myć podłogę przy wejściu.',
            tr: 'Hemen girişte paspas yapmaya başlarsınız.',
            uk: 'Одразу починаєте мити підлогу біля входу.',
            ar: 'تبدأ فورًا بمسح الأرضية عند المدخل.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je kijkt op je werkplan en zet je schoonmaakkar klaar met alles wat je nodig hebt.',
            en: 'You look at your work schedule and prepare your cleaning trolley with everything you need.',
            pl: 'Sprawdzasz plan pracy i przygotowujesz wózek do sprzątania ze wszystkim, czego potrzebujesz.',
            tr: 'İş planınıza bakar ve temizlik arabanızı ihtiyacınız olan her şeyle hazırlarsınız.',
            uk: 'Дивитеся в план роботи й готуєте візок для прибирання з усім потрібним.',
            ar: 'تنظر في خطة العمل وتجهّز عربة التنظيف بكل ما تحتاجه.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je wacht tot een klant zegt wat je moet doen.',
            en: 'You wait until a customer tells you what to do.',
            pl: 'Czekasz, aż klient powie ci, co masz robić.',
            tr: 'Bir müşterinin size ne yapacağınızı söylemesini beklersiniz.',
            uk: 'Чекаєте, поки клієнт скаже, що робити.',
            ar: 'تنتظر حتى يقول لك أحد الزبائن ما يجب أن تفعله.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je begint met de ruimte die je het leukst vindt.',
            en: 'You start with the room you like best.',
            pl: 'Zaczynasz od pomieszczenia, które najbardziej lubisz.',
            tr: 'En çok sevdiğiniz odadan başlarsınız.',
            uk: 'Починаєте з приміщення, яке вам найбільше подобається.',
            ar: 'تبدأ بالغرفة التي تحبّها أكثر.',
          },
        },
      ],
      correct: 'b',
    },

    // Q2 — knows the daily tasks in an office building
    {
      id: '4e9221a7-5192-4a14-ba71-53e3ed2da98e',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Welke taken doe je in een kantoorgebouw meestal elke dag? Kies alle goede antwoorden.',
        en: 'Which tasks do you usually do every day in an office building? Choose all correct answers.',
        pl: 'Które zadania w budynku biurowym wykonujesz zwykle codziennie? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Bir ofis binasında genellikle her gün hangi işleri yaparsınız? Doğru olan tüm cevapları seçin.',
        uk: 'Які завдання в офісній будівлі ви зазвичай виконуєте щодня? Оберіть усі правильні відповіді.',
        ar: 'ما المهام التي تقوم بها عادةً كل يوم في مبنى مكاتب؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Prullenbakken legen.',
            en: 'Emptying the waste bins.',
            pl: 'Opróżnianie koszy na śmieci.',
            tr: 'Çöp kutularını boşaltmak.',
            uk: 'Спорожнювати кошики для сміття.',
            ar: 'تفريغ سلال المهملات.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Ramen aan de buitenkant wassen.',
            en: 'Washing the outside of the windows.',
            pl: 'Mycie okien od zewnątrz.',
            tr: 'Pencerelerin dışını yıkamak.',
            uk: 'Мити вікна ззовні.',
            ar: 'غسل النوافذ من الخارج.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Toiletten schoonmaken.',
            en: 'Cleaning the toilets.',
            pl: 'Sprzątanie toalet.',
            tr: 'Tuvaletleri temizlemek.',
            uk: 'Прибирати туалети.',
            ar: 'تنظيف دورات المياه.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Alle muren helemaal afwassen.',
            en: 'Washing down all the walls completely.',
            pl: 'Mycie wszystkich ścian od góry do dołu.',
            tr: 'Bütün duvarları baştan sona yıkamak.',
            uk: 'Повністю мити всі стіни.',
            ar: 'غسل كل الجدران بالكامل.',
          },
        },
      ],
      correct: ['a', 'c'],
    },

    // Q3 — tells a periodic task from a daily one
    {
      id: '828bfe7f-8f62-447f-bf95-75d074290091',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Welke taak doe je meestal niet elke dag, maar één keer per week of minder vaak?',
        en: 'Which task do you usually not do every day, but once a week or less often?',
        pl: 'Które zadanie wykonujesz zwykle nie codziennie, ale raz w tygodniu lub rzadziej?',
        tr: 'Hangi işi genellikle her gün değil, haftada bir veya daha seyrek yaparsınız?',
        uk: 'Яке завдання ви зазвичай виконуєте не щодня, а раз на тиждень або рідше?',
        ar: 'ما المهمة التي لا تقوم بها عادةً كل يوم، بل مرة في الأسبوع أو أقل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Toiletpapier bijvullen.',
            en: 'Refilling the toilet paper.',
            pl: 'Uzupełnianie papieru toaletowego.',
            tr: 'Tuvalet kâğıdını yenilemek.',
            uk: 'Поповнювати туалетний папір.',
            ar: 'تعبئة ورق المرحاض.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Prullenbakken legen.',
            en: 'Emptying the waste bins.',
            pl: 'Opróżnianie koszy na śmieci.',
            tr: 'Çöp kutularını boşaltmak.',
            uk: 'Спорожнювати кошики для сміття.',
            ar: 'تفريغ سلال المهملات.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Radiatoren en plinten afstoffen.',
            en: 'Dusting the radiators and skirting boards.',
            pl: 'Ścieranie kurzu z grzejników i listew przypodłogowych.',
            tr: 'Kaloriferlerin ve süpürgeliklerin tozunu almak.',
            uk: 'Витирати пил з батарей і плінтусів.',
            ar: 'إزالة الغبار عن المدافئ وحواف الجدران السفلية.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Zeep bijvullen bij de wastafels.',
            en: 'Refilling the soap at the washbasins.',
            pl: 'Uzupełnianie mydła przy umywalkach.',
            tr: 'Lavabolardaki sabunu doldurmak.',
            uk: 'Доливати мило біля умивальників.',
            ar: 'تعبئة الصابون عند المغاسل.',
          },
        },
      ],
      correct: 'c',
    },

    // Q4 — plans a route from clean to dirty (toilets last)
    {
      id: '9d8c7829-1e3d-4b11-8aac-83bbc9fef45c',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je moet een kantoor, een pantry (kleine keuken) en de toiletten schoonmaken. Je werkt van schoon naar vuil. Welke volgorde kies je?',
        en: 'You have to clean an office, a kitchenette and the toilets. You work from clean to dirty. Which order do you choose?',
        pl: 'Musisz posprzątać biuro, aneks kuchenny i toalety. Pracujesz od czystego do brudnego. Jaką kolejność wybierasz?',
        tr: 'Bir ofisi, çay ocağını (küçük mutfak) ve tuvaletleri temizlemeniz gerekiyor. Temizden kirliye doğru çalışırsınız. Hangi sırayı seçersiniz?',
        uk: 'Вам треба прибрати офіс, кухоньку (невелику кухню) і туалети. Ви працюєте від чистого до брудного. Який порядок ви обираєте?',
        ar: 'عليك أن تنظّف مكتبًا ومطبخًا صغيرًا ودورات المياه. تعمل من النظيف إلى المتّسخ. أيّ ترتيب تختار؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Toiletten – pantry – kantoor',
            en: 'Toilets – kitchenette – office',
            pl: 'Toalety – aneks kuchenny – biuro',
            tr: 'Tuvaletler – çay ocağı – ofis',
            uk: 'Туалети – кухонька – офіс',
            ar: 'دورات المياه – المطبخ الصغير – المكتب',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Kantoor – pantry – toiletten',
            en: 'Office – kitchenette – toilets',
            pl: 'Biuro – aneks kuchenny – toalety',
            tr: 'Ofis – çay ocağı – tuvaletler',
            uk: 'Офіс – кухонька – туалети',
            ar: 'المكتب – المطبخ الصغير – دورات المياه',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Pantry – toiletten – kantoor',
            en: 'Kitchenette – toilets – office',
            pl: 'Aneks kuchenny – toalety – biuro',
            tr: 'Çay ocağı – tuvaletler – ofis',
            uk: 'Кухонька – туалети – офіс',
            ar: 'المطبخ الصغير – دورات المياه – المكتب',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Toiletten – kantoor – pantry',
            en: 'Toilets – office – kitchenette',
            pl: 'Toalety – biuro – aneks kuchenny',
            tr: 'Tuvaletler – ofis – çay ocağı',
            uk: 'Туалети – офіс – кухонька',
            ar: 'دورات المياه – المكتب – المطبخ الصغير',
          },
        },
      ],
      correct: 'b',
    },

    // Q5 — puts out the wet-floor warning sign after mopping
    {
      id: '38abe299-0945-4a95-b0d6-a453515043d4',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      image: IMAGES.slipperyFloor,
      prompt: {
        nl: 'Je hebt net de vloer in de gang gedweild. Je zet dit bord neer, zodat niemand uitglijdt.',
        en: 'You have just mopped the corridor floor. You put this sign down so that nobody slips.',
        pl: 'Podłoga na korytarzu jest świeżo umyta. Stawiasz ten znak, żeby nikt się nie poślizgnął.',
        tr: 'Koridorun zeminini az önce paspasladınız. Kimse kaymasın diye bu işareti koyarsınız.',
        uk: 'Ви щойно помили підлогу в коридорі. Ви ставите цей знак, щоб ніхто не послизнувся.',
        ar: 'انتهيت للتوّ من مسح أرضية الممر. تضع هذه اللافتة حتى لا ينزلق أحد.',
      },
      correct: true,
    },

    // Q6 — estimates the time left in a shift
    {
      id: '19d6e144-8178-4dc3-a489-dddd0e6f5e6f',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je hebt 120 minuten voor je werk. Je doet eerst 6 kantoren. Eén kantoor kost 15 minuten. Hoeveel tijd heb je daarna nog voor de toiletten?',
        en: 'You have 120 minutes for your work. First you do 6 offices. One office takes 15 minutes. How much time do you have left for the toilets after that?',
        pl: 'Masz 120 minut na pracę. Najpierw sprzątasz 6 biur. Jedno biuro zajmuje 15 minut. Ile czasu zostaje ci potem na toalety?',
        tr: 'İşiniz için 120 dakikanız var. Önce 6 ofisi temizliyorsunuz. Bir ofis 15 dakika sürüyor. Sonra tuvaletler için ne kadar zamanınız kalır?',
        uk: 'У вас є 120 хвилин на роботу. Спочатку ви прибираєте 6 офісів. Один офіс займає 15 хвилин. Скільки часу у вас залишиться потім на туалети?',
        ar: 'لديك 120 دقيقة للعمل. تنظّف أولًا 6 مكاتب، ويستغرق المكتب الواحد 15 دقيقة. كم يبقى لك من الوقت بعد ذلك لدورات المياه؟',
      },
      options: [
        { id: 'a', text: { nl: '15 minuten', en: '15 minutes', pl: '15 minut', tr: '15 dakika', uk: '15 хвилин', ar: '15 دقيقة' } },
        { id: 'b', text: { nl: '30 minuten', en: '30 minutes', pl: '30 minut', tr: '30 dakika', uk: '30 хвилин', ar: '30 دقيقة' } },
        { id: 'c', text: { nl: '45 minuten', en: '45 minutes', pl: '45 minut', tr: '45 dakika', uk: '45 хвилин', ar: '45 دقيقة' } },
        { id: 'd', text: { nl: '60 minuten', en: '60 minutes', pl: '60 minut', tr: '60 dakika', uk: '60 хвилин', ar: '60 دقيقة' } },
      ],
      correct: 'b',
    },

    // Q7 — reports damage instead of ignoring or fixing it
    {
      id: '8ce56550-9e44-4e8f-a9fd-64e625808def',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je ziet dat een toiletbril kapot is. Wat doe je?',
        en: 'You see that a toilet seat is broken. What do you do?',
        pl: 'Widzisz, że deska sedesowa jest pęknięta. Co robisz?',
        tr: 'Bir klozet kapağının kırık olduğunu görüyorsunuz. Ne yaparsınız?',
        uk: 'Ви бачите, що сидіння унітаза зламане. Що ви робите?',
        ar: 'ترى أن مقعد المرحاض مكسور. ماذا تفعل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Niets. Repareren is niet jouw werk.',
            en: 'Nothing. Repairs are not your job.',
            pl: 'Nic. Naprawy to nie twoja praca.',
            tr: 'Hiçbir şey. Tamir sizin işiniz değil.',
            uk: 'Нічого. Ремонт — не ваша робота.',
            ar: 'لا شيء، فالإصلاح ليس من عملك.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je plakt hem zelf met tape.',
            en: 'You fix it yourself with tape.',
            pl: 'Sklejasz ją taśmą.',
            tr: 'Kendiniz bantla yapıştırırsınız.',
            uk: 'Самі заклеюєте його скотчем.',
            ar: 'تلصقه بنفسك بشريط لاصق.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je meldt het bij je leidinggevende of in het meldsysteem van de klant.',
            en: 'You report it to your supervisor or in the customer’s reporting system.',
            pl: 'Zgłaszasz to przełożonemu albo w systemie zgłoszeń klienta.',
            tr: 'Bunu amirinize veya müşterinin arıza bildirim sistemine bildirirsiniz.',
            uk: 'Повідомляєте про це керівника або через систему заявок клієнта.',
            ar: 'تُبلغ مسؤولك أو تسجّل بلاغًا في نظام البلاغات لدى الزبون.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je gooit de toiletbril weg.',
            en: 'You throw the toilet seat away.',
            pl: 'Wyrzucasz deskę sedesową.',
            tr: 'Klozet kapağını atarsınız.',
            uk: 'Викидаєте сидіння.',
            ar: 'ترمي مقعد المرحاض.',
          },
        },
      ],
      correct: 'c',
    },

    // Q8 — keeps the checklist up to date, even when short of time
    {
      id: 'c59bef6a-22e5-4c1e-8191-330a4a436ecc',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Op je werk vink je op een lijst af welke ruimtes klaar zijn. Als je weinig tijd hebt, mag je dat overslaan.',
        en: 'At work you tick off on a list which rooms are done. If you are short of time, you may skip this.',
        pl: 'W pracy zaznaczasz na liście, które pomieszczenia są gotowe. Jeśli masz mało czasu, możesz to pominąć.',
        tr: 'İşte, hangi odaların bittiğini bir listede işaretlersiniz. Vaktiniz azsa bunu atlayabilirsiniz.',
        uk: 'На роботі ви позначаєте в списку, які приміщення вже прибрані. Якщо у вас мало часу, це можна пропустити.',
        ar: 'في العمل تضع علامة في قائمة على الغرف التي انتهيت منها. إذا كان وقتك ضيقًا، يجوز لك أن تتخطّى ذلك.',
      },
      correct: false,
    },

    // Q9 — knows what to report to the supervisor
    {
      id: 'd82020a8-154f-4b5a-aafa-49686601ee41',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Wat meld je aan je leidinggevende? Kies alle goede antwoorden.',
        en: 'What do you report to your supervisor? Choose all correct answers.',
        pl: 'Co zgłaszasz przełożonemu? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Amirinize neleri bildirirsiniz? Doğru olan tüm cevapları seçin.',
        uk: 'Про що ви повідомляєте керівника? Оберіть усі правильні відповіді.',
        ar: 'بماذا تُبلغ مسؤولك؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Een kraan die lekt.',
            en: 'A tap that leaks.',
            pl: 'Cieknący kran.',
            tr: 'Damlatan bir musluk.',
            uk: 'Про кран, який протікає.',
            ar: 'صنبور يسرّب الماء.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Een lamp in de gang die het niet doet.',
            en: 'A light in the corridor that does not work.',
            pl: 'Lampę na korytarzu, która nie działa.',
            tr: 'Koridorda yanmayan bir lamba.',
            uk: 'Про лампу в коридорі, яка не світить.',
            ar: 'مصباح في الممر لا يعمل.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Dat je een bureau hebt afgestoft.',
            en: 'That you have dusted a desk.',
            pl: 'To, że biurko jest już odkurzone.',
            tr: 'Bir masanın tozunu aldığınızı.',
            uk: 'Про те, що ви витерли пил зі столу.',
            ar: 'أنك أزلت الغبار عن مكتب.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Dat je schoonmaakmiddel bijna op is.',
            en: 'That your cleaning product has almost run out.',
            pl: 'To, że środek czystości prawie się skończył.',
            tr: 'Temizlik ürününüzün bitmek üzere olduğunu.',
            uk: 'Про те, що мийний засіб майже закінчився.',
            ar: 'أن مادة التنظيف أوشكت على النفاد.',
          },
        },
      ],
      correct: ['a', 'b', 'd'],
    },

    // Q10 — calls in sick on time, to the supervisor
    {
      id: '75191eeb-16cb-4d36-a759-043423df50be',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je bent ziek en kunt morgen niet werken. Wat doe je?',
        en: 'You are ill and cannot work tomorrow. What do you do?',
        pl: 'Z powodu choroby nie możesz jutro pracować. Co robisz?',
        tr: 'Hastasınız ve yarın çalışamayacaksınız. Ne yaparsınız?',
        uk: 'Ви захворіли й завтра не можете працювати. Що ви робите?',
        ar: 'أنت مريض ولا تستطيع العمل غدًا. ماذا تفعل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je vraagt een vriend om jouw werk te doen, zonder het te melden.',
            en: 'You ask a friend to do your work, without telling anyone.',
            pl: 'Prosisz znajomego, żeby zrobił twoją pracę, i nikomu tego nie zgłaszasz.',
            tr: 'Kimseye haber vermeden bir arkadaşınızdan işinizi yapmasını istersiniz.',
            uk: 'Просите друга виконати вашу роботу й нікому про це не кажете.',
            ar: 'تطلب من صديق أن يقوم بعملك دون أن تُبلغ أحدًا.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je meldt het pas als je weer beter bent.',
            en: 'You only report it when you are better again.',
            pl: 'Zgłaszasz to dopiero wtedy, gdy wyzdrowiejesz.',
            tr: 'Ancak iyileştiğinizde haber verirsiniz.',
            uk: 'Повідомляєте про це лише тоді, коли одужаєте.',
            ar: 'لا تُبلغ إلا بعد أن تتعافى.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je stuurt alleen de klant een berichtje.',
            en: 'You only send the customer a message.',
            pl: 'Wysyłasz wiadomość tylko do klienta.',
            tr: 'Sadece müşteriye bir mesaj gönderirsiniz.',
            uk: 'Надсилаєте повідомлення лише клієнтові.',
            ar: 'ترسل رسالة إلى الزبون فقط.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je meldt je ziek bij je leidinggevende, zo snel mogelijk en voordat je dienst begint.',
            en: 'You call in sick to your supervisor, as soon as possible and before your shift starts.',
            pl: 'Zgłaszasz chorobę przełożonemu – jak najszybciej i przed początkiem zmiany.',
            tr: 'Amirinize hasta olduğunuzu bildirirsiniz: mümkün olduğunca erken ve vardiyanız başlamadan önce.',
            uk: 'Повідомляєте керівника про хворобу якомога швидше, ще до початку зміни.',
            ar: 'تُبلغ مسؤولك بأنك مريض في أسرع وقت ممكن وقبل بداية ورديتك.',
          },
        },
      ],
      correct: 'd',
    },

    // Q11 — discusses extra work outside the schedule with the supervisor
    {
      id: '44fa3515-7eb5-4200-9bef-a6adeda8dd8e',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Een klant vraagt je om een extra taak die niet op je planning staat. Je hebt daar geen tijd voor. Je overlegt dan met je leidinggevende.',
        en: 'A customer asks you to do an extra task that is not on your schedule. You do not have time for it. You then discuss it with your supervisor.',
        pl: 'Klient prosi cię o dodatkowe zadanie, którego nie ma w twoim planie. Nie masz na nie czasu. Wtedy ustalasz to z przełożonym.',
        tr: 'Bir müşteri sizden planınızda olmayan ek bir iş istiyor. Bunun için zamanınız yok. Bu durumda amirinizle konuşursunuz.',
        uk: 'Клієнт просить вас виконати додаткове завдання, якого немає у вашому плані. У вас немає на це часу. Тоді ви радитеся з керівником.',
        ar: 'يطلب منك زبون مهمة إضافية ليست في خطة عملك، وليس لديك وقت لها. في هذه الحالة تتشاور مع مسؤولك.',
      },
      correct: true,
    },

    // Q12 (open) — plans a shift: order clean → dirty, total time, time left
    {
      id: '65604206-c868-49ad-a007-f148ff393957',
      type: 'question',
      kind: 'open',
      points: 3,
      prompt: {
        nl: 'Je hebt vandaag 3 uur. Je moet doen: 8 kantoren (elk 10 minuten), 4 toiletten (elk 15 minuten) en de pantry (20 minuten). Schrijf op in welke volgorde je werkt. Reken ook uit hoeveel tijd je overhoudt.',
        en: 'Today you have 3 hours. You have to do: 8 offices (10 minutes each), 4 toilets (15 minutes each) and the kitchenette (20 minutes). Write down the order in which you work. Also work out how much time you have left.',
        pl: 'Dzisiaj masz 3 godziny. Musisz posprzątać: 8 biur (każde 10 minut), 4 toalety (każda 15 minut) i aneks kuchenny (20 minut). Napisz, w jakiej kolejności pracujesz. Oblicz też, ile czasu ci zostanie.',
        tr: 'Bugün 3 saatiniz var. Yapmanız gerekenler: 8 ofis (her biri 10 dakika), 4 tuvalet (her biri 15 dakika) ve çay ocağı (20 dakika). Hangi sırayla çalışacağınızı yazın. Ne kadar zamanınız kalacağını da hesaplayın.',
        uk: 'Сьогодні у вас 3 години. Треба прибрати: 8 офісів (кожен по 10 хвилин), 4 туалети (кожен по 15 хвилин) і кухоньку (20 хвилин). Напишіть, у якому порядку ви працюєте. Також порахуйте, скільки часу у вас залишиться.',
        ar: 'لديك اليوم 3 ساعات. عليك أن تنظّف: 8 مكاتب (10 دقائق لكل مكتب)، و4 دورات مياه (15 دقيقة لكل منها)، والمطبخ الصغير (20 دقيقة). اكتب بأيّ ترتيب تعمل، واحسب أيضًا كم يبقى لك من الوقت.',
      },
      guidance: {
        nl: 'Maximaal 3 punten. 1 punt: een volgorde van schoon naar vuil, met de toiletten als laatste (bijvoorbeeld kantoren – pantry – toiletten). 1 punt: de totale tijd klopt: 8 × 10 = 80, 4 × 15 = 60, plus 20 = 160 minuten (2 uur en 40 minuten). 1 punt: er blijft 180 − 160 = 20 minuten over (bijvoorbeeld voor een pauze, onverwacht werk of melden). Een rekenfout die doorwerkt in de laatste stap kost maar één punt.',
      },
    },
  ],
};

/** The modules of the Schoonmaker test, in the order candidates take them. */
export const SCHOONMAKER_MODULES: readonly ModuleContent[] = [hygiene, middelen, werkplanning];
