/**
 * The few interface words that belong to the content and so are shown in the content's language, not in the
 * interface language: the two answers of a true/false question and the one-line hint under a question. The
 * player's buttons and messages are in the interface language, from its catalogue (messages/).
 */
import type { Language } from '#src/features/content/model';

export interface ContentWords {
  true: string;
  false: string;
  /** Hint under a single-choice or true/false question. */
  chooseOne: string;
  /** Hint under a multiple-choice question. */
  chooseMany: string;
  /** Hint above the text box of an open question. */
  typeAnswer: string;
}

export const CONTENT_WORDS: Record<Language, ContentWords> = {
  nl: { true: 'Waar', false: 'Niet waar', chooseOne: 'Kies één antwoord.', chooseMany: 'Kies één of meer antwoorden.', typeAnswer: 'Typ je antwoord.' },
  en: { true: 'True', false: 'False', chooseOne: 'Choose one answer.', chooseMany: 'Choose one or more answers.', typeAnswer: 'Type your answer.' },
  pl: { true: 'Prawda', false: 'Fałsz', chooseOne: 'Wybierz jedną odpowiedź.', chooseMany: 'Wybierz jedną lub więcej odpowiedzi.', typeAnswer: 'Wpisz swoją odpowiedź.' },
  tr: { true: 'Doğru', false: 'Yanlış', chooseOne: 'Bir cevap seçin.', chooseMany: 'Bir veya daha fazla cevap seçin.', typeAnswer: 'Cevabınızı yazın.' },
  uk: { true: 'Правда', false: 'Неправда', chooseOne: 'Виберіть одну відповідь.', chooseMany: 'Виберіть одну або кілька відповідей.', typeAnswer: 'Напишіть свою відповідь.' },
  ar: { true: 'صحيح', false: 'خطأ', chooseOne: 'اختر إجابة واحدة.', chooseMany: 'اختر إجابة واحدة أو أكثر.', typeAnswer: 'اكتب إجابتك.' },
};
