/**
 * The six interest areas of the beroepen-quiz (docs/domain.md "profession quiz"), after Holland's RIASEC model:
 * Realistic, Investigative, Artistic, Social, Enterprising, Conventional. The names and sentences are the platform's
 * own, at language level B1, in the six interface languages (docs/decisions/019). The result screen shows an area's
 * name, picture and sentence (docs/decisions/036-profession-quiz.md).
 */
import type { Language } from '#src/lib/i18n/locales';

/** The area letters in Holland's order (R, I, A, S, E, C). A Holland code is one to three of them, e.g. 'RC'. */
export const AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Area = (typeof AREAS)[number];

/** One interest area as the candidate reads it: its name and one sentence about it, in every language. */
export interface AreaText {
  name: Record<Language, string>;
  sentence: Record<Language, string>;
}

/** The texts of the six areas. Dutch names as the client named them: praktisch, onderzoekend, creatief, sociaal, ondernemend, nauwkeurig. */
export const AREA_TEXTS: Record<Area, AreaText> = {
  R: {
    name: { nl: 'Praktisch', en: 'Practical', pl: 'Praktyczny', tr: 'Pratik', uk: 'Практичний', ar: 'عملي' },
    sentence: {
      nl: 'Je werkt graag met je handen, met gereedschap, machines of in de natuur.',
      en: 'You like working with your hands, with tools, machines or outdoors.',
      pl: 'Lubisz pracować rękami, narzędziami, maszynami albo na świeżym powietrzu.',
      tr: 'Ellerinle, aletlerle, makinelerle ya da doğada çalışmayı seversin.',
      uk: 'Тобі подобається працювати руками, з інструментами, машинами або на природі.',
      ar: 'تحب العمل بيديك، بالأدوات أو الآلات أو في الطبيعة.',
    },
  },
  I: {
    name: { nl: 'Onderzoekend', en: 'Curious', pl: 'Dociekliwy', tr: 'Araştırmacı', uk: 'Дослідницький', ar: 'باحث' },
    sentence: {
      nl: 'Je zoekt graag uit hoe iets werkt en bedenkt oplossingen voor problemen.',
      en: 'You like finding out how things work and thinking of solutions to problems.',
      pl: 'Lubisz sprawdzać, jak coś działa, i wymyślać rozwiązania problemów.',
      tr: 'Bir şeyin nasıl çalıştığını araştırmayı ve sorunlara çözüm bulmayı seversin.',
      uk: 'Тобі подобається з’ясовувати, як щось працює, і шукати розв’язання проблем.',
      ar: 'تحب أن تكتشف كيف تعمل الأشياء وأن تجد حلولًا للمشكلات.',
    },
  },
  A: {
    name: { nl: 'Creatief', en: 'Creative', pl: 'Twórczy', tr: 'Yaratıcı', uk: 'Творчий', ar: 'مبدع' },
    sentence: {
      nl: 'Je maakt graag iets moois en bedenkt zelf hoe het eruit moet zien.',
      en: 'You like making something beautiful and deciding yourself how it should look.',
      pl: 'Lubisz tworzyć coś ładnego i sam decydować, jak ma wyglądać.',
      tr: 'Güzel bir şey yapmayı ve nasıl görüneceğine kendin karar vermeyi seversin.',
      uk: 'Тобі подобається створювати щось гарне й самому вирішувати, яким воно буде.',
      ar: 'تحب أن تصنع شيئًا جميلًا وأن تقرر بنفسك كيف يبدو.',
    },
  },
  S: {
    name: { nl: 'Sociaal', en: 'Social', pl: 'Społeczny', tr: 'Sosyal', uk: 'Соціальний', ar: 'اجتماعي' },
    sentence: {
      nl: 'Je helpt, verzorgt of begeleidt graag andere mensen.',
      en: 'You like helping, caring for or guiding other people.',
      pl: 'Lubisz pomagać innym ludziom, opiekować się nimi albo ich wspierać.',
      tr: 'Başka insanlara yardım etmeyi, onlara bakmayı ya da rehberlik etmeyi seversin.',
      uk: 'Тобі подобається допомагати іншим людям, доглядати за ними або підтримувати їх.',
      ar: 'تحب أن تساعد الآخرين أو ترعاهم أو ترشدهم.',
    },
  },
  E: {
    name: { nl: 'Ondernemend', en: 'Enterprising', pl: 'Przedsiębiorczy', tr: 'Girişimci', uk: 'Підприємливий', ar: 'مبادر' },
    sentence: {
      nl: 'Je neemt graag het initiatief, verkoopt iets of overtuigt andere mensen.',
      en: 'You like taking the lead, selling things or convincing other people.',
      pl: 'Lubisz przejmować inicjatywę, sprzedawać albo przekonywać innych.',
      tr: 'İnisiyatif almayı, bir şey satmayı ya da başkalarını ikna etmeyi seversin.',
      uk: 'Тобі подобається брати ініціативу, продавати або переконувати інших людей.',
      ar: 'تحب أن تأخذ المبادرة أو تبيع شيئًا أو تقنع الآخرين.',
    },
  },
  C: {
    name: { nl: 'Nauwkeurig', en: 'Precise', pl: 'Dokładny', tr: 'Titiz', uk: 'Уважний до деталей', ar: 'دقيق' },
    sentence: {
      nl: 'Je werkt graag netjes en volgens een vaste volgorde, met lijsten, cijfers of papieren.',
      en: 'You like working neatly and in a fixed order, with lists, numbers or papers.',
      pl: 'Lubisz pracować starannie i według ustalonej kolejności, z listami, liczbami albo dokumentami.',
      tr: 'Düzenli ve belirli bir sırayla, listelerle, sayılarla ya da kâğıtlarla çalışmayı seversin.',
      uk: 'Тобі подобається працювати акуратно й за порядком, зі списками, числами або документами.',
      ar: 'تحب أن تعمل بترتيب ونظام، مع القوائم أو الأرقام أو الأوراق.',
    },
  },
};

/** True when `value` is a Holland code: one to three different area letters, e.g. 'RC' or 'SEC'. */
export function isHollandCode(value: unknown): value is string {
  return typeof value === 'string' && /^[RIASEC]{1,3}$/.test(value) && new Set(value).size === value.length;
}
