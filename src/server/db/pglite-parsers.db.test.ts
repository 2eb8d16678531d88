/**
 * The embedded database answers drizzle's queries exactly as a PGlite client that gets drizzle's per-query
 * parsers does (client.ts `parseAsDrizzleDoes`): dates, times, intervals and their arrays as text, everything
 * else parsed by PGlite, and a query that asks for parsers of its own still gets them; and `bytea` written and read
 * as binary (client.ts `bytesAsBinary`) gives the same bytes as PGlite's own hex text does.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesAsBinary, parseAsDrizzleDoes } from './client';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { mode: 'string' }),
  atZone: timestamp('at_zone', { withTimezone: true, mode: 'string' }),
  atDate: timestamp('at_date', { withTimezone: true }),
  day: date('day'),
  span: interval('span'),
  amount: numeric('amount'),
  label: text('label'),
});

const CREATE = `create table sample (id int primary key, at timestamp, at_zone timestamptz, at_date timestamptz, day date, span interval, amount numeric, label text)`;
const INSERT = `insert into sample values
  (1, '2026-11-26 04:05:06.789', '2026-11-26 04:05:06.789+01', '2026-11-26 04:05:06+00', '2026-11-26', '1 day 02:03:04', 12.50, 'één'),
  (2, null, null, null, null, null, null, null)`;
const RAW = sql`select timestamp '2026-01-02 03:04:05' as ts, timestamptz '2026-01-02 03:04:05+02' as tz, interval '90 minutes' as iv,
  date '2026-01-02' as d, array[timestamp '2026-01-02 03:04:05'] as tsa, array[timestamptz '2026-01-02 03:04:05+02'] as tza,
  array[date '2026-01-02'] as da, array[interval '1 hour'] as iva, array[1.5::numeric] as na, 7::int8 as big, true as flag,
  '{"a":1}'::jsonb as doc, array[1, 2]::int[] as ints`;

let plain: PGlite;
let fast: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  fast = parseAsDrizzleDoes(await PGlite.create());
  for (const client of [plain, fast]) {
    await client.exec(CREATE);
    await client.exec(INSERT);
  }
});

afterAll(async () => {
  await plain.close();
  await fast.close();
});

describe('the embedded database with drizzle', () => {
  it('selects columns (drizzle array mode) exactly as before', async () => {
    const before = await drizzle(plain).select().from(sample).orderBy(sample.id);
    const after = await drizzle(fast).select().from(sample).orderBy(sample.id);
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ at: '2026-11-26 04:05:06.789', day: '2026-11-26', span: '1 day 02:03:04', amount: '12.50', label: 'één' });
    expect(after[0]!.atDate).toBeInstanceOf(Date);
  });

  it('answers raw SQL (drizzle object mode) exactly as before', async () => {
    const before = await drizzle(plain).execute(RAW);
    const after = await drizzle(fast).execute(RAW);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toMatchObject({ ts: '2026-01-02 03:04:05', d: '2026-01-02', big: 7, flag: true, doc: { a: 1 }, ints: [1, 2] });
  });

  it('still applies parsers a query asks for itself', async () => {
    const answer = await fast.query<{ n: string }>('select 41::int4 as n', [], { parsers: { 23: (value: string) => `#${Number(value) + 1}` } });
    expect(answer.rows[0]!.n).toBe('#42');
  });
});

describe('bytea as binary', () => {
  it('stores and reads every byte value, empty and megabyte values, as PGlite itself does', async () => {
    const binary = bytesAsBinary(await PGlite.create());
    try {
      const values = [new Uint8Array(0), Uint8Array.from({ length: 256 }, (_, i) => i), Uint8Array.from({ length: 1_300_000 }, (_, i) => (i * 7919) & 255)];
      for (const client of [plain, binary]) await client.exec('create table blobs (id int primary key, b bytea not null)');
      for (const [id, value] of values.entries()) {
        await plain.query('insert into blobs values ($1, $2)', [id, value]);
        await binary.query('insert into blobs values ($1, $2)', [id, value]);
      }
      for (const [id, value] of values.entries()) {
        const mine = (await binary.query<{ b: Uint8Array; hex: string }>('select b, encode(b, $2) as hex from blobs where id = $1', [id, 'hex'])).rows[0]!;
        const theirs = (await plain.query<{ b: Uint8Array; hex: string }>('select b, encode(b, $2) as hex from blobs where id = $1', [id, 'hex'])).rows[0]!;
        expect(mine.hex).toBe(theirs.hex);
        expect(mine.b).toBeInstanceOf(Uint8Array);
        expect(Buffer.from(mine.b).equals(Buffer.from(value))).toBe(true);
        expect(Buffer.from(theirs.b).equals(Buffer.from(value))).toBe(true);
      }
    } finally {
      await binary.close();
      await plain.exec('drop table blobs');
    }
  });
});
