/**
 * Dutch texts of the teacher's roll call (spec §2 Teacher, /docent/opleiding/attendance/{id};
 * docs/decisions/017-feature-folders.md). Client-safe; the roll-call island imports them.
 */
import { ATTENDANCE_LABELS, type AttendanceStatus } from './attendance';

/** /docent/opleiding/attendance/{lessonId}. */
export const rollTexts = {
  title: 'Presentielijst',
  back: 'Terug naar de opleiding',
  notFound: 'Deze les bestaat niet (meer), of je geeft les bij deze opleiding niet.',
  lesson: (day: string, startsAt: string, endsAt: string) => `${day}, ${startsAt}–${endsAt}`,
  allPresent: 'Iedereen aanwezig',
  allPresentHint: 'Zet iedereen die nog niets heeft op aanwezig. Daarna pas je de uitzonderingen aan.',
  filled: (done: number, total: number) => `${done} van ${total} ingevuld`,
  empty: 'Er staat nog niemand op de presentielijst van deze les.',
  remark: 'Opmerking',
  remarkFor: (name: string) => `Opmerking bij ${name}`,
  archived: 'Deze opleiding is gearchiveerd. De presentielijst kan niet meer worden gewijzigd.',
  closed: 'Deze opleiding is inmiddels gearchiveerd. Wat nog niet verstuurd was, is niet opgeslagen op de server.',
  rejected: (why: string) => `Niet opgeslagen: ${why}`,
  statusServer: 'Opgeslagen op de server',
  statusDevice: 'Opgeslagen op dit apparaat, wordt verstuurd…',
  statusOffline: 'Opgeslagen op dit apparaat — wacht op verbinding',
} as const;

/** The labels of the four buttons, capitalised, in the order of the roll. */
export const statusButtonText: Record<AttendanceStatus, string> = {
  present: 'Aanwezig',
  late: 'Te laat',
  absent_excused: 'Afwezig met bericht',
  absent: 'Afwezig',
};

export { ATTENDANCE_LABELS };
