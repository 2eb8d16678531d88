/**
 * Tables of the beroepen-quiz (docs/domain.md "profession quiz"; docs/decisions/036-profession-quiz.md): the finished
 * quizzes of candidates, and the prospects (people without an account) who left their contact details with
 * explicit consent. A prospect who gives no consent leaves nothing behind: the quiz pages carry the answers from
 * step to step in the form itself. Prospects are erased after the retention period (PROSPECT_RETENTION_MONTHS).
 * Re-exported by src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import type { Language } from '#src/lib/i18n/locales';
import type { Answers } from '#src/features/profession-quiz/scoring';

/** The stored top areas: their letters best first, e.g. 'SRC'; '' when the person liked nothing. */
const topAreasCheck = (column: unknown) => sql`${column} ~ '^[RIASEC]{0,3}$'`;

/**
 * A candidate's finished quiz: the answers by item id, the language they took it in and the top areas at that time
 * (for lists and filters; the result is computed again from the answers when shown). A candidate may take it again;
 * every try is kept, the newest counts.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    language: text('language').$type<Language>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    topAreas: text('top_areas').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_results_candidate_idx').on(t.candidateId, t.createdAt),
    index('quiz_results_created_idx').on(t.createdAt, t.id),
    check('quiz_results_top_areas_check', topAreasCheck(t.topAreas)),
  ],
);

/**
 * A prospect who finished the public quiz and asked to be contacted: name, e-mail address and/or phone number, the
 * moment of consent, the answers and top areas. Erased when the retention period has passed, when staff delete it,
 * or when staff invite the prospect as a candidate (the result then moves to the new account).
 */
export const quizProspects = pgTable(
  'quiz_prospects',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** When the prospect ticked the consent to be contacted (required: without it nothing is stored). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    language: text('language').$type<Language>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    topAreas: text('top_areas').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_prospects_created_idx').on(t.createdAt, t.id),
    check('quiz_prospects_top_areas_check', topAreasCheck(t.topAreas)),
    check('quiz_prospects_contact_check', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);
