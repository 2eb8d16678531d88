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

/**
 * The sign-out dialog's counts of roll-call marks still only on the teacher's device (src/components/logout-guard.ts
 * `KindTexts`; Dutch plural forms, `{n}` the count). One mark is one candidate at one lesson.
 */
export const logoutMarkTexts = {
  unsent: {
    one: 'De aanwezigheid van {n} kandidaat staat nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat die verloren.',
    other: 'De aanwezigheid van {n} kandidaten staat nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat die verloren.',
  },
  notSent: {
    one: 'De aanwezigheid van {n} kandidaat is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
    other: 'De aanwezigheid van {n} kandidaten is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
  },
  refused: {
    one: 'De aanwezigheid van {n} kandidaat kon niet meer worden opgeslagen, omdat de server die niet meer aanneemt (bijvoorbeeld: de opleiding is gearchiveerd).',
    other: 'De aanwezigheid van {n} kandidaten kon niet meer worden opgeslagen, omdat de server die niet meer aanneemt (bijvoorbeeld: de opleiding is gearchiveerd).',
  },
} as const;

/** The labels of the four buttons, capitalised, in the order of the roll. */
export const statusButtonText: Record<AttendanceStatus, string> = {
  present: 'Aanwezig',
  late: 'Te laat',
  absent_excused: 'Afwezig met bericht',
  absent: 'Afwezig',
};

export { ATTENDANCE_LABELS };
