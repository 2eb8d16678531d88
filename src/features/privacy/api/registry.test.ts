/**
 * The privacy registry cannot go stale (docs/decisions/027-privacy-registry.md): every column of the schema that
 * refers to a person has an entry with its export and erasure rule, and a schema with one more such table fails,
 * naming it; every text column is declared free text or listed as holding none (docs/decisions/041), and a new one
 * fails, naming it.
 */
import { getTableName } from 'drizzle-orm';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#src/server/db/schema';
import { id } from '#src/server/db/columns';
import { EXPORT_FILES } from '#src/features/privacy/strings';
import { NOTE_AUDIENCES } from '#src/lib/note-audiences';
import { NOT_PERSON_COLUMNS, personColumnsOf, registryProblems, textColumnsOf } from './registry-check';
import { PRIVACY_REGISTRY } from './registry';

describe('the privacy registry', () => {
  it('declares every table of the schema that refers to a person', () => {
    expect(registryProblems(schema, PRIVACY_REGISTRY)).toEqual([]);
  });

  it('finds the person columns with and without a foreign key', () => {
    const { withForeignKey, withoutForeignKey } = personColumnsOf(schema);
    expect(withForeignKey).toEqual(expect.arrayContaining(['messages.sender_id', 'test_attempts.candidate_id', 'attempt_answers.scored_by']));
    expect(withoutForeignKey).toEqual(expect.arrayContaining(['audit_log.user_id', 'sessions.user_id', ...Object.keys(NOT_PERSON_COLUMNS)]));
    expect(withoutForeignKey).not.toContain('users.id');
  });

  it('fails, naming the table, when a table with a user reference is missing', () => {
    const participants = pgTable('education_participants', {
      id: id(),
      educationId: uuid('education_id').notNull(),
      candidateId: uuid('candidate_id').notNull().references(() => schema.users.id),
    });
    const problems = registryProblems({ ...schema, participants }, PRIVACY_REGISTRY);
    expect(problems).toEqual([
      expect.stringMatching(/^education_participants: has a column referring to a person \(education_participants\.candidate_id\) but no entry/),
      expect.stringMatching(/^education_participants\.education_id: a uuid column without a foreign key/),
    ]);
  });

  it('fails, naming the column, for a text column neither declared free text nor listed as holding none', () => {
    // A table without a person column: its notes may still name people (as a location's do).
    const visits = pgTable('site_visits', { id: id(), place: text('place'), remarks: jsonb('remarks') });
    expect(registryProblems({ ...schema, visits }, PRIVACY_REGISTRY)).toEqual([
      expect.stringMatching(/^site_visits\.place: a text column neither declared free text in the privacy registry .* nor listed in NOT_FREE_TEXT_COLUMNS/),
      expect.stringMatching(/^site_visits\.remarks: a text column neither declared free text/),
    ]);
    const declared = registryProblems({ ...schema, visits }, [
      ...PRIVACY_REGISTRY.slice(0, -1),
      { table: visits, persons: [], freeText: [visits.place, visits.remarks], export: null, why: 'Bezoeken.' },
      ...PRIVACY_REGISTRY.slice(-1),
    ]);
    expect(declared).toEqual([]);
  });

  it('fails when the notes of PATs, educations or locations are not declared free text', () => {
    const undeclared = PRIVACY_REGISTRY.map((entry) =>
      [schema.pats, schema.educations, schema.locations].includes(entry.table as never) ? { ...entry, freeText: [] } : entry,
    );
    const problems = registryProblems(schema, undeclared).map((p) => p.slice(0, p.indexOf(':')));
    expect(problems.sort()).toEqual([
      'educations.candidate_notes',
      'educations.teacher_notes',
      'locations.accessibility_text',
      'locations.directions',
      'locations.internal_notes',
      'pats.candidate_notes',
      'pats.teacher_notes',
    ]);
  });

  it('fails for a free-text column of another table, and for one both declared and listed as holding none', () => {
    const mixedUp = PRIVACY_REGISTRY.map((entry) =>
      entry.table === schema.organizations ? { ...entry, freeText: [schema.organizations.notes, schema.pats.title, schema.organizations.name] } : entry,
    );
    expect(registryProblems(schema, mixedUp)).toEqual([
      'pats.title: declared free text in the privacy registry entry of organizations, but a column of another table',
      'organizations.name: declared free text in the privacy registry and listed in NOT_FREE_TEXT_COLUMNS; choose one',
      'pats.title: declared free text in the privacy registry and listed in NOT_FREE_TEXT_COLUMNS; choose one',
    ]);
    expect(textColumnsOf(schema)).toEqual(expect.arrayContaining(['pats.teacher_notes', 'locations.internal_notes', 'pat_modules.knock_out', 'module_versions.content']));
    expect(textColumnsOf(schema)).not.toContain('pats.id');
  });

  it('declares every note field with an audience free text, and gives every free-text column of those tables an audience', () => {
    const tableOf = { pat: schema.pats, education: schema.educations, location: schema.locations, organization: schema.organizations } as const;
    for (const [kind, table] of Object.entries(tableOf)) {
      const declared = PRIVACY_REGISTRY.find((e) => e.table === table)?.freeText?.map((column) => column.name) ?? [];
      const withAudience = Object.keys(NOTE_AUDIENCES[kind as keyof typeof tableOf]).map((field) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      expect([kind, [...declared].sort()]).toEqual([kind, withAudience.sort()]);
    }
  });

  it('fails when an entry leaves out one of its table’s person columns', () => {
    const withoutSender = PRIVACY_REGISTRY.map((entry) =>
      entry.table === schema.messages ? { ...entry, persons: [] } : entry,
    );
    expect(registryProblems(schema, withoutSender)).toEqual([
      expect.stringMatching(/^messages\.sender_id: refers to users\.id but is not among the person columns of messages/),
    ]);
  });

  it('fails for an entry of a table the schema does not have, and for a table declared twice', () => {
    const gone = pgTable('old_notes', { id: id(), body: text('body') });
    const usersEntry = PRIVACY_REGISTRY.find((e) => e.table === schema.users);
    if (!usersEntry) throw new Error('users ontbreekt');
    const problems = registryProblems(schema, [...PRIVACY_REGISTRY, { table: gone, persons: [], export: null, why: '' }, usersEntry]);
    expect(problems).toEqual(['old_notes: in the privacy registry, but not a table of the schema', 'users: 2 entries in the privacy registry (one per table)']);
  });

  it('gives every exported table a file of its own, and every file a table', () => {
    const files = PRIVACY_REGISTRY.flatMap((e) => (e.export ? [e.export.file] : []));
    expect(new Set(files).size).toBe(files.length);
    expect([...files].sort()).toEqual(Object.keys(EXPORT_FILES).sort());
  });

  it('erases the users row last, so every step before it still sees the person', () => {
    expect(getTableName(PRIVACY_REGISTRY.at(-1)?.table ?? schema.users)).toBe('users');
    expect(PRIVACY_REGISTRY.at(-1)?.table).toBe(schema.users);
  });
});
