/**
 * Beroepentest Magazijnmedewerker (README.md, "Demo-accounts"): three modules — Veiligheid, Orderpicken,
 * Rekenen — written for this platform in plain Dutch (B1) and translated into English, Polish, Turkish,
 * Ukrainian and Arabic. Numbers, units, article numbers and location codes are the same in every language.
 *
 * Part ids are fixed UUIDs: answers are stored per question id, so they must never change once seeded.
 * Each question block starts with a comment naming what it tests.
 */
import type { ModuleContent } from '#src/features/content/model';
import { IMAGES } from './images';

/** Module Veiligheid: safety signs, lifting, forklift and reach-truck traffic, walkways, PPE. */
export const veiligheid: ModuleContent = {
  title: {
    nl: 'Veiligheid',
    en: 'Safety',
    pl: 'Bezpieczeństwo',
    tr: 'Güvenlik',
    uk: 'Безпека',
    ar: 'السلامة',
  },
  description: {
    nl: 'Veiligheidsborden, veilig tillen, verkeer met heftrucks en beschermende kleding.',
    en: 'Safety signs, safe lifting, forklift traffic and protective clothing.',
    pl: 'Znaki bezpieczeństwa, bezpieczne podnoszenie, ruch wózków widłowych i odzież ochronna.',
    tr: 'Güvenlik işaretleri, güvenli yük kaldırma, forklift trafiği ve koruyucu kıyafetler.',
    uk: 'Знаки безпеки, безпечне піднімання вантажів, рух навантажувачів і захисний одяг.',
    ar: 'لافتات السلامة، والرفع الآمن، وحركة الرافعات الشوكية، وملابس الحماية.',
  },
  parts: [
    // Introduction
    {
      id: '0f27b230-a71d-41fd-b362-799b5da3e63f',
      type: 'text',
      text: {
        nl: 'In deze module gaat het over veilig werken in het magazijn: borden, tillen, heftrucks en beschermende kleding.\n\nLees elke vraag rustig. Bij sommige vragen zijn meer antwoorden goed. Dat staat dan bij de vraag. Bij een open vraag schrijf je het antwoord in je eigen woorden.',
        en: 'This module is about working safely in the warehouse: signs, lifting, forklifts and protective clothing.\n\nRead each question calmly. Some questions have more than one correct answer. The question then says so. For an open question, write the answer in your own words.',
        pl: 'Ten moduł dotyczy bezpiecznej pracy w magazynie: znaków, podnoszenia, wózków widłowych i odzieży ochronnej.\n\nCzytaj każde pytanie spokojnie. W niektórych pytaniach jest kilka dobrych odpowiedzi. Wtedy jest to napisane w pytaniu. W pytaniu otwartym napisz odpowiedź własnymi słowami.',
        tr: 'Bu modül depoda güvenli çalışma hakkındadır: işaretler, yük kaldırma, forkliftler ve koruyucu kıyafetler.\n\nHer soruyu sakin bir şekilde okuyun. Bazı sorularda birden fazla doğru cevap vardır. Bu durumda soruda yazar. Açık uçlu sorularda cevabı kendi cümlelerinizle yazın.',
        uk: 'Цей модуль про безпечну роботу на складі: знаки, піднімання вантажів, навантажувачі та захисний одяг.\n\nСпокійно читайте кожне запитання. У деяких запитаннях є кілька правильних відповідей. Тоді про це сказано в запитанні. На відкрите запитання напишіть відповідь своїми словами.',
        ar: 'تتناول هذه الوحدة العمل الآمن في المستودع: اللافتات، ورفع الأحمال، والرافعات الشوكية، وملابس الحماية.\n\nاقرأ كل سؤال بهدوء. في بعض الأسئلة أكثر من إجابة صحيحة، ويُذكر ذلك في السؤال. في السؤال المفتوح اكتب الإجابة بكلماتك الخاصة.',
      },
    },

    // Q1 — recognises the yellow warning sign for forklift traffic (ISO 7010 W014)
    {
      id: '64419ae1-be55-4b03-bd49-4afa9e9aa52e',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.warningForklift,
      prompt: {
        nl: 'Dit bord hangt bij de ingang van een hal in het magazijn. Wat betekent het?',
        en: 'This sign hangs at the entrance of a hall in the warehouse. What does it mean?',
        pl: 'Ten znak wisi przy wejściu do hali magazynowej. Co oznacza?',
        tr: 'Bu işaret deponun bir bölümünün girişinde asılı. Ne anlama gelir?',
        uk: 'Цей знак висить біля входу до складського приміщення. Що він означає?',
        ar: 'هذه اللافتة معلّقة عند مدخل قاعة في المستودع. ماذا تعني؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Let op: hier rijden heftrucks.',
            en: 'Watch out: forklifts drive here.',
            pl: 'Uwaga: tu jeżdżą wózki widłowe.',
            tr: 'Dikkat: burada forkliftler çalışıyor.',
            uk: 'Обережно: тут їздять навантажувачі.',
            ar: 'انتبه: تتحرّك الرافعات الشوكية هنا.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Heftrucks mogen hier niet komen.',
            en: 'Forklifts are not allowed here.',
            pl: 'Wózki widłowe nie mogą tu wjeżdżać.',
            tr: 'Forkliftlerin buraya girmesi yasaktır.',
            uk: 'Навантажувачам сюди заїжджати заборонено.',
            ar: 'يُمنع دخول الرافعات الشوكية إلى هنا.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Hier is de parkeerplaats voor heftrucks.',
            en: 'This is the parking place for forklifts.',
            pl: 'Tu jest parking dla wózków widłowych.',
            tr: 'Burası forkliftlerin park yeridir.',
            uk: 'Тут стоянка для навантажувачів.',
            ar: 'هنا موقف الرافعات الشوكية.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Hier mogen alleen heftrucks komen, geen mensen.',
            en: 'Only forklifts may enter here, no people.',
            pl: 'Tu mogą wjeżdżać tylko wózki widłowe, ludzie nie mogą wchodzić.',
            tr: 'Buraya sadece forkliftler girebilir, insanlar giremez.',
            uk: 'Сюди можуть заїжджати лише навантажувачі, людям заходити не можна.',
            ar: 'يُسمح هنا بدخول الرافعات الشوكية فقط، لا الأشخاص.',
          },
        },
      ],
      correct: 'a',
    },

    // Q2 — acts on the blue mandatory sign for safety shoes (ISO 7010 M008)
    {
      id: 'da6f9523-c31f-4dfc-be46-242a973d9928',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.mandatorySafetyShoes,
      prompt: {
        nl: 'Je ziet dit bord bij de deur van het magazijn. Wat moet je doen?',
        en: 'You see this sign at the warehouse door. What must you do?',
        pl: 'Widzisz ten znak przy drzwiach magazynu. Co musisz zrobić?',
        tr: 'Bu işareti deponun kapısında görüyorsunuz. Ne yapmalısınız?',
        uk: 'Ви бачите цей знак біля дверей складу. Що ви повинні зробити?',
        ar: 'ترى هذه اللافتة عند باب المستودع. ماذا يجب أن تفعل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je schoenen uittrekken.',
            en: 'Take off your shoes.',
            pl: 'Zdjąć buty.',
            tr: 'Ayakkabılarınızı çıkarmak.',
            uk: 'Зняти взуття.',
            ar: 'خلع الحذاء.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Veiligheidsschoenen aantrekken.',
            en: 'Put on safety shoes.',
            pl: 'Założyć obuwie ochronne.',
            tr: 'İş güvenliği ayakkabısı giymek.',
            uk: 'Надягти захисне взуття.',
            ar: 'ارتداء حذاء السلامة.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je schoenen schoonmaken.',
            en: 'Clean your shoes.',
            pl: 'Wyczyścić buty.',
            tr: 'Ayakkabılarınızı temizlemek.',
            uk: 'Почистити взуття.',
            ar: 'تنظيف الحذاء.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Niets, het bord is alleen voor bezoekers.',
            en: 'Nothing, the sign is only for visitors.',
            pl: 'Nic, ten znak jest tylko dla gości.',
            tr: 'Hiçbir şey; bu işaret sadece ziyaretçiler için.',
            uk: 'Нічого, цей знак лише для відвідувачів.',
            ar: 'لا شيء، فاللافتة للزوّار فقط.',
          },
        },
      ],
      correct: 'b',
    },

    // Q3 — reads the red prohibition sign: no access for pedestrians (ISO 7010 P004)
    {
      id: '11cd91fb-7721-46f6-a392-600b53a32f8e',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      image: IMAGES.noPedestrians,
      prompt: {
        nl: 'Dit bord betekent: voetgangers mogen hier niet komen.',
        en: 'This sign means: pedestrians are not allowed here.',
        pl: 'Ten znak oznacza: zakaz wstępu dla pieszych.',
        tr: 'Bu işaret şu anlama gelir: yayaların buraya girmesi yasaktır.',
        uk: 'Цей знак означає: пішоходам прохід заборонено.',
        ar: 'تعني هذه اللافتة: يُمنع مرور المشاة هنا.',
      },
      correct: true,
    },

    // Q4 — knows the rules of safe lifting (knees bent, load close to the body)
    {
      id: 'a2f03ada-cdba-44c0-a466-063475af8ac5',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Je moet een zware doos van de grond tillen. Wat is goed? Kies alle goede antwoorden.',
        en: 'You have to lift a heavy box from the floor. What is right? Choose all correct answers.',
        pl: 'Musisz podnieść ciężki karton z podłogi. Co jest dobre? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Yerden ağır bir koli kaldırmanız gerekiyor. Hangileri doğrudur? Doğru olan tüm cevapları seçin.',
        uk: 'Вам треба підняти з підлоги важку коробку. Що правильно? Оберіть усі правильні відповіді.',
        ar: 'عليك أن ترفع صندوقًا ثقيلًا عن الأرض. ما الصحيح؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Door je knieën zakken.',
            en: 'Bend your knees.',
            pl: 'Ugiąć kolana.',
            tr: 'Dizlerinizi bükmek.',
            uk: 'Присісти, зігнувши коліна.',
            ar: 'ثني الركبتين.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'De doos dicht bij je lichaam houden.',
            en: 'Keep the box close to your body.',
            pl: 'Trzymać karton blisko ciała.',
            tr: 'Koliyi vücudunuza yakın tutmak.',
            uk: 'Тримати коробку близько до тіла.',
            ar: 'إبقاء الصندوق قريبًا من الجسم.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je rug draaien terwijl je tilt.',
            en: 'Twist your back while you lift.',
            pl: 'Skręcać plecy podczas podnoszenia.',
            tr: 'Kaldırırken belinizi döndürmek.',
            uk: 'Повертати спину під час піднімання.',
            ar: 'لفّ الظهر أثناء الرفع.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Met gestrekte benen voorover buigen.',
            en: 'Bend forward with straight legs.',
            pl: 'Pochylić się do przodu na prostych nogach.',
            tr: 'Bacaklarınızı bükmeden öne eğilmek.',
            uk: 'Нахилитися вперед на прямих ногах.',
            ar: 'الانحناء إلى الأمام مع إبقاء الساقين مستقيمتين.',
          },
        },
      ],
      correct: ['a', 'b'],
    },

    // Q5 — recognises the right lifting posture in a drawing
    {
      id: '08271f77-ba6f-4b9b-b7d1-d97cde7935ee',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.liftingTechnique,
      prompt: {
        nl: 'Kijk naar de tekening. Wie tilt de doos op de goede manier?',
        en: 'Look at the drawing. Who lifts the box the right way?',
        pl: 'Spójrz na rysunek. Kto podnosi karton we właściwy sposób?',
        tr: 'Resme bakın. Koliyi doğru şekilde kim kaldırıyor?',
        uk: 'Подивіться на малюнок. Хто піднімає коробку правильно?',
        ar: 'انظر إلى الرسم. مَن يرفع الصندوق بالطريقة الصحيحة؟',
      },
      options: [
        {
          id: 'a',
          text: { nl: 'Persoon 1', en: 'Person 1', pl: 'Osoba 1', tr: '1 numaralı kişi', uk: 'Людина 1', ar: 'الشخص 1' },
        },
        {
          id: 'b',
          text: { nl: 'Persoon 2', en: 'Person 2', pl: 'Osoba 2', tr: '2 numaralı kişi', uk: 'Людина 2', ar: 'الشخص 2' },
        },
        {
          id: 'c',
          text: { nl: 'Allebei', en: 'Both', pl: 'Obie osoby', tr: 'İkisi de', uk: 'Обидві', ar: 'كلاهما' },
        },
        {
          id: 'd',
          text: { nl: 'Geen van beiden', en: 'Neither', pl: 'Żadna z nich', tr: 'Hiçbiri', uk: 'Жодна з них', ar: 'لا أحد منهما' },
        },
      ],
      correct: 'a',
    },

    // Q6 — never walks under a raised load (reach truck)
    {
      id: '67f8348d-c92d-40db-b389-bc07fb17cacb',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Een reachtruck zet een pallet hoog in de stelling. Je mag onder de pallet doorlopen als je snel bent.',
        en: 'A reach truck is putting a pallet high up in the rack. You may walk under the pallet if you are quick.',
        pl: 'Wózek wysokiego składowania (reach truck) odkłada paletę wysoko na regał. Możesz przejść pod paletą, jeśli zrobisz to szybko.',
        tr: 'Bir reach truck, bir paleti rafın üst katına koyuyor. Hızlı olursanız paletin altından geçebilirsiniz.',
        uk: 'Річтрак ставить палету високо на стелаж. Ви можете пройти під палетою, якщо зробите це швидко.',
        ar: 'تضع رافعة الرفوف العالية (ريتش تراك) منصةً في أعلى الرف. يجوز لك أن تمرّ تحت المنصة إذا كنت سريعًا.',
      },
      correct: false,
    },

    // Q7 — uses the marked walkway, not the forklift lane
    {
      id: 'ed8b3f21-d59b-4686-bc36-897199adfb34',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je loopt door het magazijn naar de kantine. Waar loop je?',
        en: 'You walk through the warehouse to the canteen. Where do you walk?',
        pl: 'Idziesz przez magazyn do stołówki. Którędy idziesz?',
        tr: 'Depodan yemekhaneye yürüyorsunuz. Nereden yürürsünüz?',
        uk: 'Ви йдете через склад до їдальні. Де ви йдете?',
        ar: 'تمشي عبر المستودع إلى المقصف. أين تمشي؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Midden over de rijbaan van de heftrucks.',
            en: 'In the middle of the forklift lane.',
            pl: 'Środkiem drogi dla wózków widłowych.',
            tr: 'Forklift yolunun ortasından.',
            uk: 'Посередині проїзду для навантажувачів.',
            ar: 'في وسط مسار الرافعات الشوكية.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Tussen de stellingen door, want dat is korter.',
            en: 'Between the racks, because that is shorter.',
            pl: 'Między regałami, bo tak jest krócej.',
            tr: 'Rafların arasından, çünkü daha kısa.',
            uk: 'Між стелажами, бо так коротше.',
            ar: 'بين الرفوف، لأن الطريق أقصر.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Over het looppad dat op de vloer is aangegeven.',
            en: 'On the walkway that is marked on the floor.',
            pl: 'Ścieżką dla pieszych zaznaczoną na podłodze.',
            tr: 'Zeminde işaretlenmiş yaya yolundan.',
            uk: 'Пішохідною доріжкою, яка позначена на підлозі.',
            ar: 'على ممرّ المشاة المحدَّد على الأرض.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Waar het op dat moment het rustigst lijkt.',
            en: 'Wherever it looks quietest at that moment.',
            pl: 'Tam, gdzie w tej chwili wydaje się najspokojniej.',
            tr: 'O anda en sakin görünen yerden.',
            uk: 'Там, де в цю мить здається найспокійніше.',
            ar: 'حيث يبدو المكان أهدأ في تلك اللحظة.',
          },
        },
      ],
      correct: 'c',
    },

    // Q8 — makes sure a forklift driver has seen them (eye contact, safe place)
    {
      id: 'af01ad20-c44a-412b-8a06-6447d6e4d5cd',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Een heftruck rijdt jouw kant op. Je weet niet zeker of de bestuurder je heeft gezien. Wat doe je?',
        en: 'A forklift is driving towards you. You are not sure if the driver has seen you. What do you do?',
        pl: 'Wózek widłowy jedzie w twoją stronę. Nie masz pewności, czy kierowca cię widzi. Co robisz?',
        tr: 'Bir forklift size doğru geliyor. Sürücünün sizi görüp görmediğinden emin değilsiniz. Ne yaparsınız?',
        uk: 'Навантажувач їде у ваш бік. Ви не впевнені, що водій вас побачив. Що ви робите?',
        ar: 'رافعة شوكية تتّجه نحوك، ولست متأكدًا من أن السائق رآك. ماذا تفعل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Je loopt snel voor de heftruck langs.',
            en: 'You quickly walk in front of the forklift.',
            pl: 'Szybko przechodzisz przed wózkiem.',
            tr: 'Forkliftin önünden hızlıca geçersiniz.',
            uk: 'Швидко переходите перед навантажувачем.',
            ar: 'تمرّ بسرعة أمام الرافعة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Je loopt gewoon door. De bestuurder moet opletten.',
            en: 'You just keep walking. The driver has to pay attention.',
            pl: 'Po prostu idziesz dalej. To kierowca musi uważać.',
            tr: 'Yürümeye devam edersiniz. Dikkat etmek sürücünün işidir.',
            uk: 'Просто йдете далі. Водій має бути уважним.',
            ar: 'تتابع المشي، فالانتباه مسؤولية السائق.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Je blijft midden op de rijbaan staan.',
            en: 'You stay standing in the middle of the lane.',
            pl: 'Stoisz dalej na środku drogi.',
            tr: 'Yolun ortasında durmaya devam edersiniz.',
            uk: 'Залишаєтеся стояти посередині проїзду.',
            ar: 'تبقى واقفًا في وسط المسار.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Je gaat op een veilige plek staan en zorgt dat de bestuurder je ziet (oogcontact).',
            en: 'You move to a safe place and make sure the driver sees you (eye contact).',
            pl: 'Stajesz w bezpiecznym miejscu i upewniasz się, że kierowca cię widzi (kontakt wzrokowy).',
            tr: 'Güvenli bir yere geçer ve sürücünün sizi gördüğünden emin olursunuz (göz teması).',
            uk: 'Відходите в безпечне місце і переконуєтеся, що водій вас бачить (зоровий контакт).',
            ar: 'تنتقل إلى مكان آمن وتتأكّد من أن السائق يراك (تواصل بالعين).',
          },
        },
      ],
      correct: 'd',
    },

    // Q9 — spots hazards in the warehouse
    {
      id: 'e5d3df7e-5e5e-470d-8002-6d258909f724',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Wat is gevaarlijk in een magazijn? Kies alle goede antwoorden.',
        en: 'What is dangerous in a warehouse? Choose all correct answers.',
        pl: 'Co jest niebezpieczne w magazynie? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Depoda ne tehlikelidir? Doğru olan tüm cevapları seçin.',
        uk: 'Що небезпечно на складі? Оберіть усі правильні відповіді.',
        ar: 'ما الخطير في المستودع؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Een plas olie op de vloer.',
            en: 'A pool of oil on the floor.',
            pl: 'Plama oleju na podłodze.',
            tr: 'Yerde bir yağ birikintisi.',
            uk: 'Калюжа мастила на підлозі.',
            ar: 'بقعة زيت على الأرض.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Een leeg en schoon looppad.',
            en: 'An empty, clean walkway.',
            pl: 'Pusta i czysta ścieżka dla pieszych.',
            tr: 'Boş ve temiz bir yaya yolu.',
            uk: 'Порожня й чиста пішохідна доріжка.',
            ar: 'ممرّ مشاة فارغ ونظيف.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Een kapotte pallet in de stelling.',
            en: 'A broken pallet in the rack.',
            pl: 'Uszkodzona paleta na regale.',
            tr: 'Rafta kırık bir palet.',
            uk: 'Зламана палета на стелажі.',
            ar: 'منصة مكسورة على الرف.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Een nooduitgang die vrij is.',
            en: 'An emergency exit that is clear.',
            pl: 'Wolne, niezastawione wyjście awaryjne.',
            tr: 'Önü açık bir acil çıkış.',
            uk: 'Вільний аварійний вихід.',
            ar: 'مخرج طوارئ غير مسدود.',
          },
        },
      ],
      correct: ['a', 'c'],
    },

    // Q10 — only trained and authorised people drive a forklift
    {
      id: '2849432c-3fe8-4744-8d71-10802d1bb96a',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Je mag alleen op een heftruck rijden als je daarvoor bent opgeleid en je werkgever het goed vindt.',
        en: 'You may only drive a forklift if you have been trained for it and your employer allows it.',
        pl: 'Możesz jeździć wózkiem widłowym tylko wtedy, gdy masz do tego przeszkolenie i twój pracodawca się na to zgadza.',
        tr: 'Forklifti yalnızca bunun eğitimini aldıysanız ve işvereniniz izin verdiyse kullanabilirsiniz.',
        uk: 'Керувати навантажувачем можна лише тоді, коли ви пройшли навчання і роботодавець дозволив.',
        ar: 'لا يجوز لك قيادة الرافعة الشوكية إلا إذا تدرّبت على ذلك ووافق صاحب العمل.',
      },
      correct: true,
    },

    // Q11 (open) — handles a spill: warn and cordon off, report, have it cleaned up
    {
      id: '2ce418d8-8b99-45ee-9903-d349185b2028',
      type: 'question',
      kind: 'open',
      points: 3,
      prompt: {
        nl: 'Je ziet een plas olie op de vloer, midden in een gangpad. Wat doe je? Schrijf stap voor stap op wat je doet.',
        en: 'You see a pool of oil on the floor in the middle of an aisle. What do you do? Write down step by step what you do.',
        pl: 'Widzisz plamę oleju na podłodze, na środku alejki. Co robisz? Napisz krok po kroku, co robisz.',
        tr: 'Bir koridorun ortasında yerde yağ birikintisi görüyorsunuz. Ne yaparsınız? Ne yapacağınızı adım adım yazın.',
        uk: 'Ви бачите калюжу мастила на підлозі посеред проходу. Що ви робите? Напишіть крок за кроком, що ви робите.',
        ar: 'ترى بقعة زيت على الأرض في وسط أحد الممرات. ماذا تفعل؟ اكتب خطوة بخطوة ما تفعله.',
      },
      guidance: {
        nl: 'Maximaal 3 punten, 1 punt per onderdeel. (1) Zorgt dat niemand uitglijdt: blijft erbij, waarschuwt collega’s of zet de plek af (pion, bord, lint). (2) Meldt het aan de leidinggevende of teamleider. (3) Laat de olie opruimen of ruimt hem op volgens de afspraken (bijvoorbeeld met absorptiekorrels), of kijkt waar de olie vandaan komt en meldt dat (lekkende heftruck, kapotte verpakking). Spelling en zinsbouw tellen niet mee; het gaat om wat de kandidaat doet.',
      },
    },
  ],
};

/** Module Orderpicken: pick lists, pallet labels, location codes, FIFO, SSCC and scanning. */
export const orderpicken: ModuleContent = {
  title: {
    nl: 'Orderpicken',
    en: 'Order picking',
    pl: 'Kompletacja zamówień',
    tr: 'Sipariş toplama',
    uk: 'Комплектація замовлень',
    ar: 'تجهيز الطلبيات',
  },
  description: {
    nl: 'Picklijsten en palletlabels lezen, locatiecodes, FIFO en scannen.',
    en: 'Reading pick lists and pallet labels, location codes, FIFO and scanning.',
    pl: 'Czytanie list kompletacyjnych i etykiet paletowych, kody lokalizacji, FIFO i skanowanie.',
    tr: 'Toplama listelerini ve palet etiketlerini okuma, lokasyon kodları, FIFO ve barkod okutma.',
    uk: 'Читання списків комплектації та етикеток палет, коди місць, FIFO і сканування.',
    ar: 'قراءة قوائم الانتقاء وملصقات المنصات، ورموز المواقع، وطريقة FIFO، والمسح بالباركود.',
  },
  parts: [
    // Introduction
    {
      id: '89c4b84c-bfe1-4185-8a3d-ef5fdd98739d',
      type: 'text',
      text: {
        nl: 'Bij orderpicken haal je producten uit het magazijn voor een bestelling (order). Op de picklijst staat waar een product ligt (de locatie), welk artikel het is en hoeveel je moet pakken.\n\nIn deze module lees je picklijsten, palletlabels en locatiecodes. Kijk goed naar de plaatjes: je kunt ze groter maken.',
        en: 'In order picking you collect products in the warehouse for an order. The pick list shows where a product is (the location), which article it is and how many you have to take.\n\nIn this module you read pick lists, pallet labels and location codes. Look carefully at the pictures: you can make them bigger.',
        pl: 'Przy kompletacji zamówień zbierasz produkty w magazynie do zamówienia. Na liście kompletacyjnej jest napisane, gdzie leży produkt (lokalizacja), jaki to artykuł i ile sztuk trzeba wziąć.\n\nW tym module czytasz listy kompletacyjne, etykiety paletowe i kody lokalizacji. Dokładnie oglądaj obrazki: możesz je powiększyć.',
        tr: 'Sipariş toplamada bir sipariş için depodan ürünleri alırsınız. Toplama listesinde ürünün nerede olduğu (lokasyon), hangi ürün olduğu ve kaç adet almanız gerektiği yazar.\n\nBu modülde toplama listelerini, palet etiketlerini ve lokasyon kodlarını okuyacaksınız. Resimlere dikkatle bakın: onları büyütebilirsiniz.',
        uk: 'Під час комплектації замовлень ви збираєте товари на складі для замовлення. У списку комплектації написано, де лежить товар (місце), який це артикул і скільки штук треба взяти.\n\nУ цьому модулі ви читаєте списки комплектації, етикетки палет і коди місць. Уважно дивіться на малюнки: їх можна збільшити.',
        ar: 'في تجهيز الطلبيات تجمع المنتجات من المستودع من أجل طلبية. تُبيّن قائمة الانتقاء مكان المنتج (الموقع)، ورقم الصنف، والكمية التي يجب أن تأخذها.\n\nفي هذه الوحدة تقرأ قوائم الانتقاء وملصقات المنصات ورموز المواقع. انظر إلى الصور جيدًا، ويمكنك تكبيرها.',
      },
    },

    // Q1 — builds a location code from aisle, rack and level
    {
      id: '7d5791ee-3a10-4552-bca9-822d300dcfda',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'In dit magazijn bestaat een locatiecode uit: gang – stelling – niveau. Welke code hoort bij gang C, stelling 12, niveau 3?',
        en: 'In this warehouse a location code is made up of: aisle – rack – level. Which code belongs to aisle C, rack 12, level 3?',
        pl: 'W tym magazynie kod lokalizacji składa się z: alejka – regał – poziom. Który kod oznacza alejkę C, regał 12, poziom 3?',
        tr: 'Bu depoda lokasyon kodu şöyle oluşur: koridor – raf – kat. Koridor C, raf 12, kat 3 için hangi kod doğrudur?',
        uk: 'На цьому складі код місця складається з: прохід – стелаж – ярус. Який код відповідає проходу C, стелажу 12, ярусу 3?',
        ar: 'في هذا المستودع يتكوّن رمز الموقع من: الممر – الرف – المستوى. ما الرمز الخاص بالممر C، الرف 12، المستوى 3؟',
      },
      options: [
        { id: 'a', text: { nl: '3-12-C', en: '3-12-C', pl: '3-12-C', tr: '3-12-C', uk: '3-12-C', ar: '3-12-C' } },
        { id: 'b', text: { nl: 'C-3-12', en: 'C-3-12', pl: 'C-3-12', tr: 'C-3-12', uk: 'C-3-12', ar: 'C-3-12' } },
        { id: 'c', text: { nl: 'C-12-3', en: 'C-12-3', pl: 'C-12-3', tr: 'C-12-3', uk: 'C-12-3', ar: 'C-12-3' } },
        { id: 'd', text: { nl: '12-C-3', en: '12-C-3', pl: '12-C-3', tr: '12-C-3', uk: '12-C-3', ar: '12-C-3' } },
      ],
      correct: 'c',
    },

    // Q2 — reads the aisle from a location code
    {
      id: '777cacf2-81d5-4ca7-aaa6-dea17af5304f',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je staat op locatie B-04-2. Welke locatie is in dezelfde gang? (De code is: gang – stelling – niveau.)',
        en: 'You are at location B-04-2. Which location is in the same aisle? (The code is: aisle – rack – level.)',
        pl: 'Stoisz w lokalizacji B-04-2. Która lokalizacja jest w tej samej alejce? (Kod to: alejka – regał – poziom.)',
        tr: 'B-04-2 lokasyonundasınız. Hangi lokasyon aynı koridordadır? (Kod: koridor – raf – kat.)',
        uk: 'Ви стоїте на місці B-04-2. Яке місце знаходиться в тому самому проході? (Код: прохід – стелаж – ярус.)',
        ar: 'أنت في الموقع B-04-2. أيّ موقع يقع في الممر نفسه؟ (الرمز هو: الممر – الرف – المستوى.)',
      },
      options: [
        { id: 'a', text: { nl: 'B-11-1', en: 'B-11-1', pl: 'B-11-1', tr: 'B-11-1', uk: 'B-11-1', ar: 'B-11-1' } },
        { id: 'b', text: { nl: 'D-04-2', en: 'D-04-2', pl: 'D-04-2', tr: 'D-04-2', uk: 'D-04-2', ar: 'D-04-2' } },
        { id: 'c', text: { nl: 'A-04-2', en: 'A-04-2', pl: 'A-04-2', tr: 'A-04-2', uk: 'A-04-2', ar: 'A-04-2' } },
        { id: 'd', text: { nl: 'C-02-4', en: 'C-02-4', pl: 'C-02-4', tr: 'C-02-4', uk: 'C-02-4', ar: 'C-02-4' } },
      ],
      correct: 'a',
    },

    // Q3 — reads a quantity from the pick list
    {
      id: 'f1a305e5-7506-401f-9f78-eac62918f126',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.pickList,
      prompt: {
        nl: 'Kijk naar de picklijst. Hoeveel stuks van artikel 20817 moet je pakken?',
        en: 'Look at the pick list. How many of article 20817 do you have to pick?',
        pl: 'Spójrz na listę kompletacyjną. Ile sztuk artykułu 20817 musisz wziąć?',
        tr: 'Toplama listesine bakın. 20817 numaralı üründen kaç adet almanız gerekiyor?',
        uk: 'Подивіться на список комплектації. Скільки штук артикула 20817 вам треба взяти?',
        ar: 'انظر إلى قائمة الانتقاء. كم قطعة من الصنف 20817 يجب أن تأخذ؟',
      },
      options: [
        { id: 'a', text: { nl: '4', en: '4', pl: '4', tr: '4', uk: '4', ar: '4' } },
        { id: 'b', text: { nl: '6', en: '6', pl: '6', tr: '6', uk: '6', ar: '6' } },
        { id: 'c', text: { nl: '8', en: '8', pl: '8', tr: '8', uk: '8', ar: '8' } },
        { id: 'd', text: { nl: '12', en: '12', pl: '12', tr: '12', uk: '12', ar: '12' } },
      ],
      correct: 'd',
    },

    // Q4 — finds every pick list line in one aisle
    {
      id: '4c43f6e2-67df-4f9f-9f4b-d43f6917b422',
      type: 'question',
      kind: 'multiple',
      points: 1,
      image: IMAGES.pickList,
      prompt: {
        nl: 'Kijk naar de picklijst. Welke artikelen haal je uit gang B? Kies alle goede antwoorden.',
        en: 'Look at the pick list. Which articles do you collect from aisle B? Choose all correct answers.',
        pl: 'Spójrz na listę kompletacyjną. Które artykuły bierzesz z alejki B? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Toplama listesine bakın. B koridorundan hangi ürünleri alırsınız? Doğru olan tüm cevapları seçin.',
        uk: 'Подивіться на список комплектації. Які артикули ви берете з проходу B? Оберіть усі правильні відповіді.',
        ar: 'انظر إلى قائمة الانتقاء. ما الأصناف التي تأخذها من الممر B؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        { id: 'a', text: { nl: '10452', en: '10452', pl: '10452', tr: '10452', uk: '10452', ar: '10452' } },
        { id: 'b', text: { nl: '20817', en: '20817', pl: '20817', tr: '20817', uk: '20817', ar: '20817' } },
        { id: 'c', text: { nl: '20933', en: '20933', pl: '20933', tr: '20933', uk: '20933', ar: '20933' } },
        { id: 'd', text: { nl: '31005', en: '31005', pl: '31005', tr: '31005', uk: '31005', ar: '31005' } },
      ],
      correct: ['b', 'c'],
    },

    // Q5 — applies FIFO: oldest stock goes out first
    {
      id: '8f524b2c-fd4a-448d-b9ce-26d38a5be877',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je werkt met FIFO (first in, first out). Er staan drie pallets met hetzelfde artikel. Welke pallet gebruik je eerst?',
        en: 'You work with FIFO (first in, first out). There are three pallets with the same article. Which pallet do you use first?',
        pl: 'Pracujesz według zasady FIFO (first in, first out – pierwsze przyszło, pierwsze wychodzi). Są trzy palety z tym samym artykułem. Którą paletę bierzesz najpierw?',
        tr: 'FIFO (first in, first out – ilk giren ilk çıkar) yöntemiyle çalışıyorsunuz. Aynı üründen üç palet var. Önce hangi paleti kullanırsınız?',
        uk: 'Ви працюєте за принципом FIFO (first in, first out – першим прийшов, першим вийшов). Є три палети з однаковим артикулом. Яку палету ви використовуєте першою?',
        ar: 'تعمل بطريقة FIFO (ما يدخل أولًا يخرج أولًا). توجد ثلاث منصات عليها الصنف نفسه. أيّ منصة تستخدم أولًا؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'De pallet die het laatst is binnengekomen.',
            en: 'The pallet that came in last.',
            pl: 'Paletę, która przyszła do magazynu jako ostatnia.',
            tr: 'Depoya en son gelen paleti.',
            uk: 'Ту, що надійшла на склад останньою.',
            ar: 'المنصة التي وصلت أخيرًا.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'De pallet die het eerst is binnengekomen.',
            en: 'The pallet that came in first.',
            pl: 'Paletę, która przyszła do magazynu jako pierwsza.',
            tr: 'Depoya ilk gelen paleti.',
            uk: 'Ту, що надійшла на склад першою.',
            ar: 'المنصة التي وصلت أولًا.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'De pallet die het dichtst bij je staat.',
            en: 'The pallet that is closest to you.',
            pl: 'Paletę, która stoi najbliżej ciebie.',
            tr: 'Size en yakın olan paleti.',
            uk: 'Ту, що стоїть найближче до вас.',
            ar: 'المنصة الأقرب إليك.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'De pallet met de meeste dozen.',
            en: 'The pallet with the most boxes.',
            pl: 'Paletę z największą liczbą kartonów.',
            tr: 'En çok kolisi olan paleti.',
            uk: 'Ту, на якій найбільше коробок.',
            ar: 'المنصة التي عليها أكبر عدد من الصناديق.',
          },
        },
      ],
      correct: 'b',
    },

    // Q6 — knows what an SSCC is (one unique number per pallet or shipment)
    {
      id: 'b278e40d-c373-45cc-8d41-200c3d6e2097',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Op een palletlabel staat een SSCC. Wat is dat?',
        en: 'A pallet label shows an SSCC. What is that?',
        pl: 'Na etykiecie paletowej jest numer SSCC. Co to jest?',
        tr: 'Palet etiketinde bir SSCC vardır. Bu nedir?',
        uk: 'На етикетці палети є номер SSCC. Що це?',
        ar: 'على ملصق المنصة رقم SSCC. ما هو؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'Een uniek nummer voor precies één pallet of zending.',
            en: 'A unique number for exactly one pallet or shipment.',
            pl: 'Niepowtarzalny numer jednej konkretnej palety lub przesyłki.',
            tr: 'Tek bir palete veya sevkiyata ait benzersiz bir numara.',
            uk: 'Унікальний номер саме однієї палети або відправлення.',
            ar: 'رقم فريد لمنصة واحدة بعينها أو لشحنة واحدة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'Het artikelnummer van het product.',
            en: 'The article number of the product.',
            pl: 'Numer artykułu produktu.',
            tr: 'Ürünün ürün kodu.',
            uk: 'Номер артикула товару.',
            ar: 'رقم صنف المنتج.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'De datum waarop de pallet is klaargemaakt.',
            en: 'The date on which the pallet was made up.',
            pl: 'Data przygotowania palety.',
            tr: 'Paletin hazırlandığı tarih.',
            uk: 'Дата, коли сформували палету.',
            ar: 'تاريخ تجهيز المنصة.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het gewicht van de pallet.',
            en: 'The weight of the pallet.',
            pl: 'Waga palety.',
            tr: 'Paletin ağırlığı.',
            uk: 'Вага палети.',
            ar: 'وزن المنصة.',
          },
        },
      ],
      correct: 'a',
    },

    // Q7 — reads the quantity from a pallet label
    {
      id: '9aaef3e8-0be4-4988-a0ab-3674c6e746ac',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.palletLabel,
      prompt: {
        nl: 'Kijk naar het palletlabel. Hoeveel dozen staan er op deze pallet?',
        en: 'Look at the pallet label. How many boxes are on this pallet?',
        pl: 'Spójrz na etykietę paletową. Ile kartonów jest na tej palecie?',
        tr: 'Palet etiketine bakın. Bu palette kaç koli var?',
        uk: 'Подивіться на етикетку палети. Скільки коробок на цій палеті?',
        ar: 'انظر إلى ملصق المنصة. كم صندوقًا على هذه المنصة؟',
      },
      options: [
        { id: 'a', text: { nl: '4', en: '4', pl: '4', tr: '4', uk: '4', ar: '4' } },
        { id: 'b', text: { nl: '12', en: '12', pl: '12', tr: '12', uk: '12', ar: '12' } },
        { id: 'c', text: { nl: '40', en: '40', pl: '40', tr: '40', uk: '40', ar: '40' } },
        { id: 'd', text: { nl: '48', en: '48', pl: '48', tr: '48', uk: '48', ar: '48' } },
      ],
      correct: 'c',
    },

    // Q8 — finds the SSCC among the numbers on a pallet label
    {
      id: 'd3c3232c-2b95-49d2-8cc4-868a1731dee3',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.palletLabel,
      prompt: {
        nl: 'Kijk naar het palletlabel. Welk nummer is de SSCC?',
        en: 'Look at the pallet label. Which number is the SSCC?',
        pl: 'Spójrz na etykietę paletową. Który numer to SSCC?',
        tr: 'Palet etiketine bakın. Hangi numara SSCC’dir?',
        uk: 'Подивіться на етикетку палети. Який номер є SSCC?',
        ar: 'انظر إلى ملصق المنصة. أيّ رقم هو SSCC؟',
      },
      options: [
        { id: 'a', text: { nl: '20817', en: '20817', pl: '20817', tr: '20817', uk: '20817', ar: '20817' } },
        { id: 'b', text: { nl: 'B-04-2', en: 'B-04-2', pl: 'B-04-2', tr: 'B-04-2', uk: 'B-04-2', ar: 'B-04-2' } },
        {
          id: 'c',
          text: {
            nl: '(00) 387123450000123452',
            en: '(00) 387123450000123452',
            pl: '(00) 387123450000123452',
            tr: '(00) 387123450000123452',
            uk: '(00) 387123450000123452',
            ar: '(00) 387123450000123452',
          },
        },
        { id: 'd', text: { nl: '40', en: '40', pl: '40', tr: '40', uk: '40', ar: '40' } },
      ],
      correct: 'c',
    },

    // Q9 — does not ignore a scanner error
    {
      id: 'e1facce5-1835-4643-8b9f-448991a7174a',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Je scant een product en de scanner geeft een foutmelding. Het is dan goed om het product toch in de order te doen.',
        en: 'You scan a product and the scanner shows an error. It is then fine to put the product in the order anyway.',
        pl: 'Skanujesz produkt, a skaner pokazuje błąd. W takiej sytuacji można mimo to włożyć produkt do zamówienia.',
        tr: 'Bir ürünü barkod okuyucuyla okutuyorsunuz ve cihaz hata veriyor. Bu durumda ürünü yine de siparişe koymak doğrudur.',
        uk: 'Ви скануєте товар, а сканер показує помилку. У такому разі можна все одно покласти товар у замовлення.',
        ar: 'تمسح منتجًا بالماسح الضوئي فيُظهر الجهاز رسالة خطأ. في هذه الحالة يصحّ أن تضع المنتج في الطلبية رغم ذلك.',
      },
      correct: false,
    },

    // Q10 — reports a shortage instead of substituting another article
    {
      id: '9a3f0b1b-d7e2-4fc1-be8c-5a24d127b5cc',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Op de picklijst staan 5 stuks, maar op de locatie liggen er maar 3. Je meldt het tekort en je pakt geen ander artikel in de plaats.',
        en: 'The pick list says 5 pieces, but there are only 3 at the location. You report the shortage and you do not take a different article instead.',
        pl: 'Na liście kompletacyjnej jest 5 sztuk, ale w lokalizacji są tylko 3. Zgłaszasz brak i nie bierzesz w zamian innego artykułu.',
        tr: 'Toplama listesinde 5 adet yazıyor, ama lokasyonda sadece 3 adet var. Eksikliği bildirirsiniz ve yerine başka bir ürün almazsınız.',
        uk: 'У списку комплектації 5 штук, але на місці лежить лише 3. Ви повідомляєте про нестачу і не берете замість цього інший артикул.',
        ar: 'في قائمة الانتقاء 5 قطع، لكن في الموقع 3 قطع فقط. تُبلغ عن النقص ولا تأخذ صنفًا آخر بدلًا منه.',
      },
      correct: true,
    },

    // Q11 — knows when a product must not go into an order
    {
      id: '5518bd1b-614f-419f-b3cf-1dab25251dd0',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Wanneer doe je een product NIET in de order? Kies alle goede antwoorden.',
        en: 'When do you NOT put a product in the order? Choose all correct answers.',
        pl: 'Kiedy NIE wkładasz produktu do zamówienia? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Bir ürünü hangi durumlarda siparişe KOYMAZSINIZ? Doğru olan tüm cevapları seçin.',
        uk: 'Коли ви НЕ кладете товар у замовлення? Оберіть усі правильні відповіді.',
        ar: 'في أيّ الحالات لا تضع المنتج في الطلبية؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: 'De verpakking is kapot.',
            en: 'The packaging is damaged.',
            pl: 'Opakowanie jest uszkodzone.',
            tr: 'Ambalaj hasarlı.',
            uk: 'Упаковка пошкоджена.',
            ar: 'العبوة تالفة.',
          },
        },
        {
          id: 'b',
          text: {
            nl: 'De houdbaarheidsdatum is voorbij.',
            en: 'The best-before date has passed.',
            pl: 'Minęła data ważności.',
            tr: 'Son kullanma tarihi geçmiş.',
            uk: 'Термін придатності минув.',
            ar: 'انتهى تاريخ الصلاحية.',
          },
        },
        {
          id: 'c',
          text: {
            nl: 'Het product ligt op de goede locatie en is heel.',
            en: 'The product is at the right location and undamaged.',
            pl: 'Produkt leży we właściwej lokalizacji i jest cały.',
            tr: 'Ürün doğru lokasyonda ve sağlam.',
            uk: 'Товар лежить на правильному місці й цілий.',
            ar: 'المنتج في الموقع الصحيح وسليم.',
          },
        },
        {
          id: 'd',
          text: {
            nl: 'Het artikelnummer is anders dan op de picklijst.',
            en: 'The article number is different from the one on the pick list.',
            pl: 'Numer artykułu jest inny niż na liście kompletacyjnej.',
            tr: 'Ürün kodu toplama listesindekinden farklı.',
            uk: 'Номер артикула інший, ніж у списку комплектації.',
            ar: 'رقم الصنف مختلف عن الرقم في قائمة الانتقاء.',
          },
        },
      ],
      correct: ['a', 'b', 'd'],
    },

    // Q12 (open) — wrong article at the location: check, do not substitute, report
    {
      id: 'daba6cf7-fe75-4d80-b9d6-71b52d33331c',
      type: 'question',
      kind: 'open',
      points: 2,
      prompt: {
        nl: 'Op de picklijst staat: locatie B-04-2, artikel 20817, aantal 12. Op locatie B-04-2 ligt een ander artikel. Wat doe je? Leg uit.',
        en: 'The pick list says: location B-04-2, article 20817, quantity 12. At location B-04-2 there is a different article. What do you do? Explain.',
        pl: 'Na liście kompletacyjnej jest: lokalizacja B-04-2, artykuł 20817, ilość 12. W lokalizacji B-04-2 leży inny artykuł. Co robisz? Wyjaśnij.',
        tr: 'Toplama listesinde şöyle yazıyor: lokasyon B-04-2, ürün 20817, adet 12. B-04-2 lokasyonunda başka bir ürün var. Ne yaparsınız? Açıklayın.',
        uk: 'У списку комплектації: місце B-04-2, артикул 20817, кількість 12. На місці B-04-2 лежить інший артикул. Що ви робите? Поясніть.',
        ar: 'في قائمة الانتقاء: الموقع B-04-2، الصنف 20817، الكمية 12. في الموقع B-04-2 يوجد صنف آخر. ماذا تفعل؟ اشرح.',
      },
      guidance: {
        nl: 'Maximaal 2 punten. 1 punt: pakt niet zomaar het artikel dat er ligt, maar controleert eerst (locatie en artikelnummer opnieuw lezen of scannen, eventueel kijken of het artikel op een andere locatie ligt). 1 punt: meldt het aan de leidinggevende, teamleider of voorraadbeheer, zodat de voorraad wordt gecorrigeerd. Wie zonder overleg een ander artikel pakt, krijgt voor dat deel geen punt.',
      },
    },
  ],
};

/** Module Rekenen: quantities, weights and units (kg/g), boxes per pallet, totals, stacking limits. */
export const rekenen: ModuleContent = {
  title: {
    nl: 'Rekenen',
    en: 'Arithmetic',
    pl: 'Liczenie',
    tr: 'Hesaplama',
    uk: 'Розрахунки',
    ar: 'الحساب',
  },
  description: {
    nl: 'Rekenen met aantallen, gewichten en eenheden: kilo en gram, dozen per pallet, totalen en stapelen.',
    en: 'Working with quantities, weights and units: kilos and grams, boxes per pallet, totals and stacking.',
    pl: 'Liczenie ilości, wag i jednostek: kilogramy i gramy, kartony na palecie, sumy i układanie w stosy.',
    tr: 'Adet, ağırlık ve birimlerle hesaplama: kilogram ve gram, palet başına koli, toplamlar ve istifleme.',
    uk: 'Розрахунки з кількістю, вагою та одиницями: кілограми й грами, коробки на палеті, суми та штабелювання.',
    ar: 'الحساب بالكميات والأوزان والوحدات: الكيلوغرام والغرام، والصناديق على المنصة، والمجاميع، والتكديس.',
  },
  parts: [
    // Introduction
    {
      id: 'f2740dbe-5acd-42b2-8060-8d31142e3235',
      type: 'text',
      text: {
        nl: 'In het magazijn reken je elke dag: hoeveel dozen zijn het, hoeveel kilo is het, past het nog op de pallet?\n\nIn deze module maak je zulke sommen. Neem de tijd. Je mag pen en papier gebruiken.',
        en: 'In the warehouse you do sums every day: how many boxes are there, how many kilos is it, does it still fit on the pallet?\n\nIn this module you do sums like these. Take your time. You may use pen and paper.',
        pl: 'W magazynie liczysz codziennie: ile jest kartonów, ile to kilogramów, czy to się jeszcze zmieści na palecie?\n\nW tym module rozwiązujesz takie zadania. Nie spiesz się. Możesz używać kartki i długopisu.',
        tr: 'Depoda her gün hesap yaparsınız: kaç koli var, kaç kilo ediyor, palete hâlâ sığar mı?\n\nBu modülde bu tür hesaplar yapacaksınız. Acele etmeyin. Kâğıt ve kalem kullanabilirsiniz.',
        uk: 'На складі ви щодня рахуєте: скільки коробок, скільки це кілограмів, чи ще поміститься на палету?\n\nУ цьому модулі ви розв’язуєте такі задачі. Не поспішайте. Можна користуватися ручкою та папером.',
        ar: 'في المستودع تحسب كل يوم: كم صندوقًا هناك؟ كم كيلوغرامًا؟ هل ما زال يتّسع على المنصة؟\n\nفي هذه الوحدة تحلّ مسائل من هذا النوع. خذ وقتك. يمكنك استخدام قلم وورقة.',
      },
    },

    // Q1 — converts kilograms to grams
    {
      id: 'd39fcdea-f44d-4b1a-b7a5-27718e2c99c7',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Een doos weegt 2 kg. Hoeveel gram is dat?',
        en: 'A box weighs 2 kg. How many grams is that?',
        pl: 'Karton waży 2 kg. Ile to gramów?',
        tr: 'Bir koli 2 kg ağırlığında. Bu kaç gramdır?',
        uk: 'Коробка важить 2 кг. Скільки це грамів?',
        ar: 'يزن صندوق 2 كغ. كم غرامًا يساوي ذلك؟',
      },
      options: [
        { id: 'a', text: { nl: '20 g', en: '20 g', pl: '20 g', tr: '20 g', uk: '20 г', ar: '20 غ' } },
        { id: 'b', text: { nl: '200 g', en: '200 g', pl: '200 g', tr: '200 g', uk: '200 г', ar: '200 غ' } },
        { id: 'c', text: { nl: '2000 g', en: '2000 g', pl: '2000 g', tr: '2000 g', uk: '2000 г', ar: '2000 غ' } },
        { id: 'd', text: { nl: '20.000 g', en: '20,000 g', pl: '20 000 g', tr: '20.000 g', uk: '20 000 г', ar: '20,000 غ' } },
      ],
      correct: 'c',
    },

    // Q2 — multiplies layers by boxes per layer
    {
      id: 'd36cd81e-5bb9-4803-ac46-ccb2f41387b5',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Op een pallet staan 6 lagen dozen. Op elke laag staan 8 dozen. Hoeveel dozen staan er op de pallet?',
        en: 'A pallet has 6 layers of boxes. Each layer has 8 boxes. How many boxes are on the pallet?',
        pl: 'Na palecie jest 6 warstw kartonów. Na każdej warstwie jest 8 kartonów. Ile kartonów jest na palecie?',
        tr: 'Bir palette 6 kat koli var. Her katta 8 koli var. Palette toplam kaç koli var?',
        uk: 'На палеті 6 шарів коробок. У кожному шарі 8 коробок. Скільки коробок на палеті?',
        ar: 'على منصة 6 طبقات من الصناديق. في كل طبقة 8 صناديق. كم صندوقًا على المنصة؟',
      },
      options: [
        { id: 'a', text: { nl: '14', en: '14', pl: '14', tr: '14', uk: '14', ar: '14' } },
        { id: 'b', text: { nl: '42', en: '42', pl: '42', tr: '42', uk: '42', ar: '42' } },
        { id: 'c', text: { nl: '48', en: '48', pl: '48', tr: '48', uk: '48', ar: '48' } },
        { id: 'd', text: { nl: '56', en: '56', pl: '56', tr: '56', uk: '56', ar: '56' } },
      ],
      correct: 'c',
    },

    // Q3 — computes a total weight
    {
      id: 'dca504b8-44f2-4fa9-8bf2-59b86f4e98c4',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Eén doos weegt 12 kg. Je hebt 25 dozen. Hoeveel wegen ze samen?',
        en: 'One box weighs 12 kg. You have 25 boxes. How much do they weigh together?',
        pl: 'Jeden karton waży 12 kg. Masz 25 kartonów. Ile ważą razem?',
        tr: 'Bir koli 12 kg ağırlığında. 25 koliniz var. Hepsi birlikte kaç kilo eder?',
        uk: 'Одна коробка важить 12 кг. У вас 25 коробок. Скільки вони важать разом?',
        ar: 'يزن الصندوق الواحد 12 كغ. لديك 25 صندوقًا. كم تزن كلها معًا؟',
      },
      options: [
        { id: 'a', text: { nl: '37 kg', en: '37 kg', pl: '37 kg', tr: '37 kg', uk: '37 кг', ar: '37 كغ' } },
        { id: 'b', text: { nl: '250 kg', en: '250 kg', pl: '250 kg', tr: '250 kg', uk: '250 кг', ar: '250 كغ' } },
        { id: 'c', text: { nl: '300 kg', en: '300 kg', pl: '300 kg', tr: '300 kg', uk: '300 кг', ar: '300 كغ' } },
        { id: 'd', text: { nl: '312 kg', en: '312 kg', pl: '312 kg', tr: '312 kg', uk: '312 кг', ar: '312 كغ' } },
      ],
      correct: 'c',
    },

    // Q4 — reads the stacking limit symbol on a box (ISO 780)
    {
      id: 'ebe3702b-b553-4716-adf6-b3c683eef190',
      type: 'question',
      kind: 'single',
      points: 1,
      image: IMAGES.stackingLimit,
      prompt: {
        nl: 'Dit teken staat op een doos. Hoeveel dozen mag je hoogstens bovenop deze doos zetten?',
        en: 'This symbol is on a box. What is the largest number of boxes you may put on top of this box?',
        pl: 'Ten znak jest na kartonie. Ile najwyżej kartonów możesz postawić na tym kartonie?',
        tr: 'Bu işaret bir kolinin üzerinde. Bu kolinin üstüne en fazla kaç koli koyabilirsiniz?',
        uk: 'Цей знак є на коробці. Скільки найбільше коробок можна поставити на цю коробку?',
        ar: 'هذه العلامة موجودة على صندوق. ما أكبر عدد من الصناديق يجوز وضعه فوق هذا الصندوق؟',
      },
      options: [
        { id: 'a', text: { nl: '1', en: '1', pl: '1', tr: '1', uk: '1', ar: '1' } },
        { id: 'b', text: { nl: '3', en: '3', pl: '3', tr: '3', uk: '3', ar: '3' } },
        { id: 'c', text: { nl: '5', en: '5', pl: '5', tr: '5', uk: '5', ar: '5' } },
        {
          id: 'd',
          text: {
            nl: 'Zoveel als je wilt',
            en: 'As many as you like',
            pl: 'Ile chcesz',
            tr: 'İstediğiniz kadar',
            uk: 'Скільки завгодно',
            ar: 'أيّ عدد تريده',
          },
        },
      ],
      correct: 'b',
    },

    // Q5 — combines grams to one kilogram
    {
      id: '634839e1-82d0-496b-b0a5-250ba63111f6',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Welke gewichten zijn samen precies 1 kg? Kies alle goede antwoorden.',
        en: 'Which weights add up to exactly 1 kg? Choose all correct answers.',
        pl: 'Które wagi razem dają dokładnie 1 kg? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Hangileri toplam tam 1 kg eder? Doğru olan tüm cevapları seçin.',
        uk: 'Що разом важить рівно 1 кг? Оберіть усі правильні відповіді.',
        ar: 'أيّ الأوزان مجموعها 1 كغ بالضبط؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        { id: 'a', text: { nl: '1000 g', en: '1000 g', pl: '1000 g', tr: '1000 g', uk: '1000 г', ar: '1000 غ' } },
        {
          id: 'b',
          text: { nl: '500 g + 500 g', en: '500 g + 500 g', pl: '500 g + 500 g', tr: '500 g + 500 g', uk: '500 г + 500 г', ar: '500 غ + 500 غ' },
        },
        {
          id: 'c',
          text: { nl: '100 g + 100 g', en: '100 g + 100 g', pl: '100 g + 100 g', tr: '100 g + 100 g', uk: '100 г + 100 г', ar: '100 غ + 100 غ' },
        },
        {
          id: 'd',
          text: { nl: '750 g + 250 g', en: '750 g + 250 g', pl: '750 g + 250 g', tr: '750 g + 250 g', uk: '750 г + 250 г', ar: '750 غ + 250 غ' },
        },
      ],
      correct: ['a', 'b', 'd'],
    },

    // Q6 — decimal kilograms to grams
    {
      id: 'da26f5b3-437b-4ad4-8a1a-b932e5e9628c',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: '1,5 kg is evenveel als 1500 g.',
        en: '1.5 kg is the same as 1500 g.',
        pl: '1,5 kg to tyle samo co 1500 g.',
        tr: '1,5 kg, 1500 g ile aynıdır.',
        uk: '1,5 кг – це те саме, що 1500 г.',
        ar: '1.5 كغ يساوي 1500 غ.',
      },
      correct: true,
    },

    // Q7 — checks a pallet against its maximum weight
    {
      id: '243afbb5-eff1-4a61-8b7d-0651edd562ab',
      type: 'question',
      kind: 'truefalse',
      points: 1,
      prompt: {
        nl: 'Een pallet mag hoogstens 1000 kg wegen. Je zet er 30 dozen van 35 kg op. Dan is de pallet te zwaar.',
        en: 'A pallet may weigh at most 1000 kg. You put 30 boxes of 35 kg on it. Then the pallet is too heavy.',
        pl: 'Paleta może ważyć najwyżej 1000 kg. Kładziesz na nią 30 kartonów po 35 kg. Wtedy paleta jest za ciężka.',
        tr: 'Bir palet en fazla 1000 kg olabilir. Üzerine 35 kg’lık 30 koli koyuyorsunuz. Bu durumda palet çok ağır olur.',
        uk: 'Палета може важити щонайбільше 1000 кг. Ви ставите на неї 30 коробок по 35 кг. Тоді палета надто важка.',
        ar: 'يجب ألّا يزيد وزن المنصة على 1000 كغ. تضع عليها 30 صندوقًا وزن كلٍّ منها 35 كغ. إذن المنصة ثقيلة أكثر من اللازم.',
      },
      correct: true,
    },

    // Q8 — splits a quantity into full boxes and loose items
    {
      id: 'c9483037-2a97-4d05-b6f3-3022b4a0e9bf',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je moet 75 flessen picken. In één doos zitten 12 flessen. Je pakt zo veel mogelijk volle dozen. Wat pak je?',
        en: 'You have to pick 75 bottles. One box holds 12 bottles. You take as many full boxes as possible. What do you take?',
        pl: 'Musisz skompletować 75 butelek. W jednym kartonie jest 12 butelek. Bierzesz jak najwięcej pełnych kartonów. Co bierzesz?',
        tr: '75 şişe toplamanız gerekiyor. Bir kolide 12 şişe var. Mümkün olduğunca çok dolu koli alıyorsunuz. Ne alırsınız?',
        uk: 'Вам треба скомплектувати 75 пляшок. В одній коробці 12 пляшок. Ви берете якомога більше повних коробок. Що ви берете?',
        ar: 'عليك أن تجهّز 75 زجاجة. في الصندوق الواحد 12 زجاجة. تأخذ أكبر عدد ممكن من الصناديق الممتلئة. ماذا تأخذ؟',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: '5 dozen en 3 losse flessen',
            en: '5 boxes and 3 loose bottles',
            pl: '5 kartonów i 3 pojedyncze butelki',
            tr: '5 koli ve 3 tek şişe',
            uk: '5 коробок і 3 окремі пляшки',
            ar: '5 صناديق و3 زجاجات منفردة',
          },
        },
        {
          id: 'b',
          text: {
            nl: '6 dozen en 3 losse flessen',
            en: '6 boxes and 3 loose bottles',
            pl: '6 kartonów i 3 pojedyncze butelki',
            tr: '6 koli ve 3 tek şişe',
            uk: '6 коробок і 3 окремі пляшки',
            ar: '6 صناديق و3 زجاجات منفردة',
          },
        },
        {
          id: 'c',
          text: {
            nl: '6 dozen en 5 losse flessen',
            en: '6 boxes and 5 loose bottles',
            pl: '6 kartonów i 5 pojedynczych butelek',
            tr: '6 koli ve 5 tek şişe',
            uk: '6 коробок і 5 окремих пляшок',
            ar: '6 صناديق و5 زجاجات منفردة',
          },
        },
        {
          id: 'd',
          text: {
            nl: '7 dozen en 3 losse flessen',
            en: '7 boxes and 3 loose bottles',
            pl: '7 kartonów i 3 pojedyncze butelki',
            tr: '7 koli ve 3 tek şişe',
            uk: '7 коробок і 3 окремі пляшки',
            ar: '7 صناديق و3 زجاجات منفردة',
          },
        },
      ],
      correct: 'b',
    },

    // Q9 — checks loads against a roll container’s maximum
    {
      id: 'fa4aab8f-5108-4ac8-806c-c1633cb718a1',
      type: 'question',
      kind: 'multiple',
      points: 1,
      prompt: {
        nl: 'Een rolcontainer mag hoogstens 250 kg dragen. Welke lading mag erop? Kies alle goede antwoorden.',
        en: 'A roll container may carry at most 250 kg. Which loads may go on it? Choose all correct answers.',
        pl: 'Wózek klatkowy (roll container) może przewozić najwyżej 250 kg. Który ładunek można na niego włożyć? Zaznacz wszystkie poprawne odpowiedzi.',
        tr: 'Bir tekerlekli kafes arabası (roll container) en fazla 250 kg taşıyabilir. Hangi yükler konulabilir? Doğru olan tüm cevapları seçin.',
        uk: 'Рол-контейнер може везти щонайбільше 250 кг. Який вантаж можна на нього покласти? Оберіть усі правильні відповіді.',
        ar: 'تتحمّل عربة الأقفاص المتحرّكة (رول كونتينر) 250 كغ على الأكثر. أيّ الحمولات يجوز وضعها عليها؟ اختر كل الإجابات الصحيحة.',
      },
      options: [
        {
          id: 'a',
          text: {
            nl: '10 dozen van 20 kg',
            en: '10 boxes of 20 kg',
            pl: '10 kartonów po 20 kg',
            tr: '20 kg’lık 10 koli',
            uk: '10 коробок по 20 кг',
            ar: '10 صناديق وزن كلٍّ منها 20 كغ',
          },
        },
        {
          id: 'b',
          text: {
            nl: '12 dozen van 25 kg',
            en: '12 boxes of 25 kg',
            pl: '12 kartonów po 25 kg',
            tr: '25 kg’lık 12 koli',
            uk: '12 коробок по 25 кг',
            ar: '12 صندوقًا وزن كلٍّ منها 25 كغ',
          },
        },
        {
          id: 'c',
          text: {
            nl: '4 dozen van 60 kg',
            en: '4 boxes of 60 kg',
            pl: '4 kartony po 60 kg',
            tr: '60 kg’lık 4 koli',
            uk: '4 коробки по 60 кг',
            ar: '4 صناديق وزن كلٍّ منها 60 كغ',
          },
        },
        {
          id: 'd',
          text: {
            nl: '30 dozen van 9 kg',
            en: '30 boxes of 9 kg',
            pl: '30 kartonów po 9 kg',
            tr: '9 kg’lık 30 koli',
            uk: '30 коробок по 9 кг',
            ar: '30 صندوقًا وزن كلٍّ منها 9 كغ',
          },
        },
      ],
      correct: ['a', 'c'],
    },

    // Q10 — multiplies and subtracts stock
    {
      id: 'b2e2009f-de2c-4b2c-96e1-9eb7a782892a',
      type: 'question',
      kind: 'single',
      points: 1,
      prompt: {
        nl: 'Je hebt 3 pallets. Op elke pallet staan 40 dozen. Er gaan 25 dozen naar een klant. Hoeveel dozen heb je dan nog?',
        en: 'You have 3 pallets. Each pallet has 40 boxes. 25 boxes go to a customer. How many boxes do you have left?',
        pl: 'Masz 3 palety. Na każdej palecie jest 40 kartonów. Do klienta idzie 25 kartonów. Ile kartonów ci zostaje?',
        tr: '3 paletiniz var. Her palette 40 koli var. 25 koli bir müşteriye gidiyor. Geriye kaç koli kalır?',
        uk: 'У вас 3 палети. На кожній палеті 40 коробок. 25 коробок відправляють клієнтові. Скільки коробок у вас залишається?',
        ar: 'لديك 3 منصات، على كلٍّ منها 40 صندوقًا. يُرسَل 25 صندوقًا إلى زبون. كم صندوقًا يبقى لديك؟',
      },
      options: [
        { id: 'a', text: { nl: '85', en: '85', pl: '85', tr: '85', uk: '85', ar: '85' } },
        { id: 'b', text: { nl: '95', en: '95', pl: '95', tr: '95', uk: '95', ar: '95' } },
        { id: 'c', text: { nl: '105', en: '105', pl: '105', tr: '105', uk: '105', ar: '105' } },
        { id: 'd', text: { nl: '115', en: '115', pl: '115', tr: '115', uk: '115', ar: '115' } },
      ],
      correct: 'b',
    },

    // Q11 (open) — divides and rounds up: pallets needed for an order
    {
      id: '73b01336-4dea-440e-b43a-758222ea777a',
      type: 'question',
      kind: 'open',
      points: 2,
      prompt: {
        nl: 'Een klant bestelt 150 pakken papier. Op één pallet passen 48 pakken. Hoeveel pallets heb je nodig? Schrijf ook op hoe je het hebt uitgerekend.',
        en: 'A customer orders 150 packs of paper. One pallet holds 48 packs. How many pallets do you need? Also write down how you worked it out.',
        pl: 'Klient zamawia 150 paczek papieru. Na jednej palecie mieści się 48 paczek. Ile palet potrzebujesz? Napisz też, jak to policzyłeś lub policzyłaś.',
        tr: 'Bir müşteri 150 paket kâğıt sipariş ediyor. Bir palete 48 paket sığıyor. Kaç palete ihtiyacınız var? Nasıl hesapladığınızı da yazın.',
        uk: 'Клієнт замовляє 150 пачок паперу. На одну палету вміщується 48 пачок. Скільки палет вам потрібно? Також напишіть, як ви це порахували.',
        ar: 'يطلب زبون 150 رزمة ورق. تتّسع المنصة الواحدة لـ 48 رزمة. كم منصة تحتاج؟ اكتب أيضًا كيف حسبت ذلك.',
      },
      guidance: {
        nl: 'Maximaal 2 punten. Goed antwoord: 4 pallets. Drie volle pallets zijn 3 × 48 = 144 pakken; er blijven 150 − 144 = 6 pakken over, en daarvoor is een vierde pallet nodig. 1 punt voor het antwoord 4 pallets. 1 punt voor een berekening of uitleg die klopt (ook goed: 150 : 48 = 3,1 en dus naar boven afronden). Alleen ‘3’ of ‘3,1’ zonder afronden: hoogstens 1 punt, voor de berekening.',
      },
    },
  ],
};

/** The modules of the Magazijnmedewerker test, in the order candidates take them. */
export const MAGAZIJNMEDEWERKER_MODULES: readonly ModuleContent[] = [veiligheid, orderpicken, rekenen];
