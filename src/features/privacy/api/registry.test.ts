/**
 * The privacy registry cannot go stale (docs/decisions/027-privacy-registry.md): every column of the schema that
 * refers to a person has an entry with its export and erasure rule, and a schema with one more such table fails,
 * naming it.
 */
import { getTableName } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#src/server/db/schema';
import { id } from '#src/server/db/columns';
import { EXPORT_FILES } from '#src/features/privacy/strings';
import { NOT_PERSON_COLUMNS, personColumnsOf, registryProblems } from './registry-check';
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
