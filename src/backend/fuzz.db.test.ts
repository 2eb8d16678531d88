/**
 * Every route of the platform API, fuzzed in-process (docs/api.md; errors.ts; decision 003). The routes come
 * from the backend app's own route list, so a new route is fuzzed without touching this file. Each gets, as
 * each of the five roles and anonymously: malformed JSON, other content types, wrong types (numbers, arrays,
 * null and objects where strings are expected and the reverse), strings with NUL and lone surrogates, huge
 * strings, prototype keys (`__proto__`, `constructor`, `prototype`, also nested), odd path parameters (NUL,
 * '..', very long, not a UUID, encoded slashes) and odd query strings. Generated values come from fast-check
 * with a fixed seed, so a failure repeats.
 *
 * What must hold for every answer: no 5xx; no internal detail in the body (stack lines, SQL or driver text,
 * error class names, file paths); every error is JSON `{ title }` with a Dutch title. The generated requests
 * and a quarter of the fixed ones then go through the gateway (src/gateway/app.ts), where `/api` requests first
 * arrive; there every request must also leave its audit record.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, databaseAuditWriter } from '#src/gateway/audit-log';
import { createGateway } from '#src/gateway/app';
import type { Role } from '#src/lib/roles';
import { createBackend, MAX_BODY_BYTES } from './app';
import type { DbHandle } from '#src/server/db/client';
import { TITLES } from '#src/server/errors';
import { sampleModule } from '#src/features/content/api/fixtures';
import { storeImage } from '#src/features/content/api/media';
import { MODULE_FILE_FORMAT, MODULE_FILE_VERSION } from '#src/features/content/contract';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { authHeaders, call, createUser, openTestDb, TEST_PASSWORD, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';

/** Fixed seed: the same requests on every run. */
const SEED = 20_240_611;
/** Generated bodies and queries sent to each target (the fixed corpus comes on top). */
const GENERATED_BODIES = 300;
const GENERATED_QUERIES = 120;

type CallerName = 'anoniem' | Role;
const CALLERS: CallerName[] = ['anoniem', 'Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'];

/** One request to send: a raw path (already percent-encoded), optional query, body and content type. */
interface Probe {
  method: string;
  /** The route pattern it was made from, for the report. */
  route: string;
  /** Path with parameters filled in, percent-encoded as a client would send it. */
  path: string;
  /** Query string without '?', percent-encoded. */
  query?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Content-Type; undefined = application/json, null = none. */
  contentType?: string | null;
  caller: CallerName;
}

let handle: DbHandle;
let backend: ReturnType<typeof createBackend>;
let gateway: ReturnType<typeof createGateway>;
let audit: ReturnType<typeof auditTrail>;
/** Errors the backend and the gateway logged as unexpected (each one is a 500). */
const logged: string[] = [];
/** Audit records the gateway could not write. */
const auditFailures: string[] = [];
let w: Awaited<ReturnType<typeof mailboxWorld>>;
/** The token each caller sends; a second user per role for POST /api/user/logout, which ends its token. */
let tokens: Record<CallerName, string | undefined>;
let spareTokens: Record<CallerName, string | undefined>;
/** Real ids, so that probes also reach past the "not found" checks. */
let ids: { profession: string; module: string; test: string; attempt: string; message: string; template: string; suggestion: string; media: string; notification: string };
/** Every route of the backend as `{ method, path }`, without middleware entries. */
let routes: { method: string; path: string }[];

const logError = (error: unknown) => logged.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

beforeAll(async () => {
  handle = await openTestDb();
  backend = createBackend({ db: handle.db, mailer: { send: async () => {} }, logError });
  // Real audit writes: a request, however odd, must still leave its record (OWASP ASVS 7.1.3).
  audit = auditTrail({ write: databaseAuditWriter(async () => handle.db), print: null, logError: (error) => auditFailures.push(String(error)) });
  gateway = createGateway({
    pages: async (c) => c.html('<h1>x</h1>'),
    db: async () => handle.db,
    backend,
    upstream: null,
    clientDir: null,
    audit,
    logError,
  });

  w = await mailboxWorld(handle);
  const byRole: Record<Role, TestUser> = { Admin: w.admin, Coordinator: w.coordinator, Teacher: w.teacher, ContactPerson: w.contactPerson, User: w.candidate };
  tokens = { anoniem: undefined, ...Object.fromEntries(Object.entries(byRole).map(([role, user]) => [role, user.token])) } as typeof tokens;
  spareTokens = { anoniem: undefined } as typeof spareTokens;
  for (const role of Object.keys(byRole) as Role[]) spareTokens[role] = (await createUser(handle, role)).token;

  const profession = await createProfession(handle);
  const { moduleId } = await createModule(handle, sampleModule('f-'), profession.id);
  const testId = await createTestVia(backend, w.coordinator, profession.id, [moduleId], [w.candidate], { languages: ['nl', 'en', 'ar'] });
  const started = await call(backend, 'POST', `/api/test/${testId}/start`, w.candidate, { language: 'nl' });
  const message = await call(backend, 'POST', '/api/message', w.candidate, { to: [w.teacher.id], subject: 'Vraag', body: 'Hallo' });
  const template = await call(backend, 'POST', '/api/templates', w.coordinator, {
    name: 'Sjabloon',
    criteria: [{ id: randomUUID(), name: 'Netheid', description: 'Werkt netjes.', weight: 1 }],
  });
  const suggestion = await call(backend, 'POST', '/api/suggestions', w.teacher, { partId: 'f-single', language: 'nl', text: 'Welk bord is groen?' });
  const notifications = await call(backend, 'GET', '/api/notification', w.teacher);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3060a0' } }).png().toBuffer();
  const media = await storeImage(handle.db, w.admin.id, new Uint8Array(png), { filename: 'bord.png', type: 'image/png' });
  ids = {
    profession: profession.id,
    module: moduleId,
    test: testId,
    attempt: started.json.attemptId,
    message: message.json.id,
    template: template.json.id,
    suggestion: suggestion.json.id,
    media: media.id,
    notification: notifications.json[0].id,
  };
  for (const [name, id] of Object.entries(ids)) if (typeof id !== 'string') throw new Error(`fixture ${name} ontbreekt`);

  const seen = new Set<string>();
  routes = backend.routes
    .filter((r) => r.method !== 'ALL')
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map(({ method, path }) => ({ method, path }));
}, 120_000);

afterAll(async () => {
  await audit?.settled();
  await handle?.close();
});

// ——— Values ———

const HUGE = 'x'.repeat(100_000);
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** Strings PostgreSQL cannot store, or that are odd in other ways. None mentions internals (see LEAKS). */
const NASTY_STRINGS = [
  '\0',
  'a\0b',
  `${ZERO_UUID}\0`,
  '\ud800',
  'x\udc00',
  '\ud83d',
  '\udfff\ud800',
  HUGE,
  'é'.repeat(100_000),
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '\u202e',
  '😀',
  ZERO_UUID,
  '__proto__',
  '\\',
  '\n\r\t',
  '0',
  'null',
  '1e309',
];

/** Field names the API reads somewhere, plus the prototype keys. */
const FIELD_NAMES = [
  'email', 'password', 'token', 'code', 'currentPassword', 'newPassword', 'id', 'to', 'subject', 'body', 'replyToId',
  'questionId', 'value', 'kind', 'text', 'option', 'options', 'seq', 'points', 'language', 'candidateId', 'professionId',
  'title', 'moduleIds', 'modulePassPercent', 'languages', 'timeLimitMinutes', 'passPercent', 'showAnswers', 'readAloud',
  'extraTimePercent', 'preferredLanguage', 'content', 'baseVersion', 'templateId', 'name', 'criteria', 'scale', 'weight',
  'description', 'label', 'partId', 'comment', 'reason', 'parts', 'format', 'images', 'module', 'template',
  '__proto__', 'constructor', 'prototype',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Sets an own enumerable property, also for '__proto__' (plain assignment would change the prototype). */
function withKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy = Array.isArray(target) ? [...target] : { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy as Record<string, unknown>;
}

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('\0', '\ud800', '\udc00', 'a', 'é', '😀', '%', '\\'), maxLength: 8 }),
);
const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
);
const fieldName = fc.constantFrom(...FIELD_NAMES);
/** Any JSON value, nested at most two levels, with object keys from FIELD_NAMES. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.array(fc.array(leaf, { maxLength: 2 }), { maxLength: 2 }),
  fc.tuple(fc.array(fc.tuple(fieldName, leaf), { maxLength: 4 })).map(([pairs]) => pairs.reduce<object>((o, [k, v]) => withKey(o, k, v), {})),
  fc.constant({}),
  fc.constant([]),
);

/** Valid-looking bodies per route, so a single wrong field reaches the schema and the service behind it. */
function sampleBody(method: string, route: string): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    // Not an e-mail address: a failed sign-in or confirmation with a real-looking one takes about a second on
    // purpose (equal timing), which hundreds of probes cannot afford. features/accounts/api/router.db.test.ts covers those paths.
    'POST /api/user/login': { email: 'niemand', password: 'verkeerd-wachtwoord' },
    'POST /api/user/ForgotPassword': { email: 'niemand@test.example' },
    'POST /api/user/ResetPassword': { email: 'niemand', password: 'een-nieuw-wachtwoord', token: 'abc' },
    'POST /api/user/ConfirmEmailAndPassword': { email: 'niemand', password: 'een-nieuw-wachtwoord', code: 'abc' },
    // Never TEST_PASSWORD: a successful change would end the caller's token for the rest of the file.
    'POST /api/user/ChangePassword': { currentPassword: `${TEST_PASSWORD}-niet`, newPassword: 'een-nieuw-wachtwoord' },
    'PUT /api/notification/read': { id: ids.notification },
    'POST /api/user/intake/preview': { csv: 'naam;e-mail;organisatie\nAnna Fuzz;anna.fuzz@test.example;Onbekend\n' },
    'POST /api/user/intake': { csv: 'naam;e-mail\nBram Fuzz;bram.fuzz@test.example\n' },
    'POST /api/suggestions': { partId: 'f-single', language: 'nl', text: 'Een voorstel', comment: 'Toelichting' },
    'POST /api/suggestions/:id/reject': { reason: 'Niet nodig' },
    'POST /api/modules': { professionId: null, content: sampleModule('n-') },
    'POST /api/modules/import': {
      format: MODULE_FILE_FORMAT,
      formatVersion: MODULE_FILE_VERSION,
      exportedAt: '2025-01-01T00:00:00.000Z',
      module: { profession: null, content: sampleModule('i-') },
      template: null,
      images: [],
    },
    'PUT /api/modules/:id': { professionId: null, content: sampleModule('f-'), baseVersion: 1 },
    'PUT /api/modules/:id/template': { templateId: ids.template },
    'POST /api/templates': { name: 'Sjabloon', criteria: [{ id: ZERO_UUID, name: 'Netheid', description: '', weight: 1 }] },
    'PUT /api/templates/:id': { name: 'Sjabloon', criteria: [{ id: ZERO_UUID, name: 'Netheid', description: '', weight: 1 }], baseVersion: 1 },
    'POST /api/message': { to: [w.teacher.id], subject: 'Onderwerp', body: 'Tekst' },
    'POST /api/message/:id/reply': { body: 'Antwoord' },
    'PUT /api/test/profile': { extraTimePercent: 25, preferredLanguage: 'nl' },
    'POST /api/test': {
      professionId: ids.profession,
      title: 'Test',
      moduleIds: [ids.module],
      modulePassPercent: [60],
      languages: ['nl'],
      timeLimitMinutes: null,
      passPercent: 60,
      showAnswers: false,
    },
    'PUT /api/test/attempt/:attemptId/answer': { questionId: 'f-open', value: { kind: 'open', text: 'Mijn antwoord' }, seq: 1 },
    'PUT /api/test/attempt/:attemptId/score': { questionId: 'f-open', points: 2 },
    'POST /api/test/:testId/start': { language: 'nl' },
    'POST /api/test/:testId/assign': { candidateId: w.candidate.id },
  };
  return samples[`${method} ${route}`] ?? { id: ZERO_UUID };
}

/** Every place in a JSON value, as a path of keys and indices. */
function placesOf(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (path.length >= 5) return out;
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) placesOf(v, [...path, k], out);
  return out;
}

/** `value` with the thing at `path` replaced by `replacement` (a copy; the original is untouched). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** `value` with a prototype key added at `path` (an object there, else at the top). */
function protoAt(value: unknown, path: (string | number)[], key: string): unknown {
  const at = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);
  if (at === null || typeof at !== 'object') return withKey(value as object, key, { polluted: 'ja', prototype: { polluted: 'ja' } });
  return replaceAt(value, path, withKey(at, key, { polluted: 'ja', prototype: { polluted: 'ja' } }));
}

/** A generated body for a route: one field of the sample changed, a prototype key added, or something else. */
function bodyFor(method: string, route: string): fc.Arbitrary<unknown> {
  const sample = sampleBody(method, route);
  const places = placesOf(sample);
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...places), nastyValue).map(([path, v]) => replaceAt(sample, path, v)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...places), fc.constantFrom(...PROTO_KEYS)).map(([path, k]) => protoAt(sample, path, k)) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Percent-encodes like a browser, but keeps lone surrogates as their WTF-8 bytes (encodeURIComponent throws). */
function encode(text: string): string {
  return [...text].map((ch) => (/\p{Cs}/u.test(ch) ? `%${[0xed, 0xa0 | ((ch.charCodeAt(0) >> 6) & 0x1f), 0x80 | (ch.charCodeAt(0) & 0x3f)].map((b) => b.toString(16).toUpperCase()).join('%')}` : encodeURIComponent(ch))).join('');
}

/** Fields of one sample body swapped in the fixed corpus: all of the first two levels, and this many deeper. */
const FIELDS_PER_ROUTE = 12;
/** What a text field of a sample is swapped for: unstorable text, a huge text and other types. */
const STRING_SWAPS: unknown[] = ['voor\0na', 'half \ud83d', '\udc00', HUGE, 7, null, ['a'], { a: 'b' }];
/** What any other field is swapped for. */
const OTHER_SWAPS: unknown[] = ['1', 'a\0b', null, [], {}];

/** Path parameter values as sent on the wire. */
const ODD_SEGMENTS = [
  '%00',
  'a%00',
  `${ZERO_UUID}%00`,
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%5C..%5C',
  'x'.repeat(5_000),
  'niet-een-uuid',
  ZERO_UUID,
  `{${ZERO_UUID}}`,
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%F0%9F%98%80',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '%20',
  '%25',
  '%u0000',
  "'%3B%20DROP%20TABLE%20users%3B--",
  '__proto__',
  'constructor',
  '%E2%80%AE',
];

/** Query strings as sent on the wire (names the API reads, and odd ones). */
const ODD_QUERIES = [
  'page=%00', 'page=-1', 'page=1e309', 'page=99999999999999999999', 'page=abc', 'page=1&page=%00',
  'q=%00', 'q=%ED%A0%80', `q=${'x'.repeat(100_000)}`, 'q=%25', 'q=%5C', "q='%20OR%201%3D1--",
  'lang=%00', 'lang=xx', 'w=%00', 'w=1e309', 'userId=%00', `userId=${ZERO_UUID}%00`,
  'professionId=%00', 'status=%00', 'from=2025-13-45', 'to=%00', 'unread=2', 'inUse=%00', 'sort=%00',
  'route=%00', '__proto__[polluted]=ja', 'constructor=1', 'q[]=1', '%00=1', '%ED%A0%80=1', '&&&=', 'q=a&q=%00',
];
const QUERY_NAMES = ['page', 'q', 'lang', 'w', 'userId', 'professionId', 'status', 'from', 'to', 'unread', 'inUse', 'sort', 'route', 'language', ...PROTO_KEYS];

/** Real values for a parameter, so the other parameter of a route reaches past "not found". */
function realParam(name: string, route: string): string {
  if (name === 'testId') return ids.test;
  if (name === 'attemptId') return ids.attempt;
  if (name === 'position') return '1';
  if (name === 'partId') return 'f-single';
  if (route.startsWith('/api/message')) return ids.message;
  if (route.startsWith('/api/templates')) return ids.template;
  if (route.startsWith('/api/suggestions')) return ids.suggestion;
  if (route.startsWith('/api/media')) return ids.media;
  return ids.module;
}

const paramsOf = (route: string) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
const fill = (route: string, values: Record<string, string>) => route.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '');
const realPath = (route: string) => fill(route, Object.fromEntries(paramsOf(route).map((p) => [p, realParam(p, route)])));
const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** Fixed bodies that are not JSON, or not what JSON calls expect, with their content type. */
const ODD_BODIES: { body: string | Uint8Array<ArrayBuffer>; contentType?: string | null }[] = [
  { body: '' },
  { body: '{' },
  { body: '{"a":' },
  { body: "{'a':1}" },
  { body: '{"a":1,}' },
  { body: 'null' },
  { body: '[]' },
  { body: '"tekst"' },
  { body: '123' },
  { body: 'true' },
  { body: '\uFEFF{}' },
  { body: '{"a":1,"a":{"b":2}}' },
  { body: '{"x":"\\u0000"}' },
  { body: '{"\\u0000":1}' },
  { body: '{"x":"\\ud800"}' },
  { body: '{"x":["\\udc00"]}' },
  { body: '{"__proto__":{"polluted":"ja"}}' },
  { body: '{"constructor":{"prototype":{"polluted":"ja"}}}' },
  { body: '{"a":{"__proto__":{"polluted":"ja"},"constructor":{"prototype":{"polluted":"ja"}}}}' },
  { body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { body: `{"x":${'{"x":'.repeat(2_000)}1${'}'.repeat(2_000)}}` },
  { body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  { body: JSON.stringify({ x: 'x'.repeat(MAX_BODY_BYTES) }) },
  { body: '{}', contentType: null },
  { body: '{}', contentType: 'text/plain' },
  { body: '{}', contentType: 'text/plain;charset=UTF-8' },
  { body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  { body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\0\r\n', contentType: 'multipart/form-data; boundary=x' },
  { body: 'kapot', contentType: 'multipart/form-data; boundary=' },
  { body: '{}', contentType: 'application/jsonx' },
  { body: '{}', contentType: 'application/ld+json' },
  { body: '{}', contentType: 'application/json; charset=utf-8' },
  { body: '{}', contentType: 'APPLICATION/JSON' },
];

/** Per route (`METHOD /path`), the callers it lets through: every answer but a 401 refusal of the caller. */
type LetThrough = Map<string, CallerName[]>;

/**
 * Finds the callers each route lets through with a harmless request (an id that does not exist, an empty
 * body), so that most odd requests go to a caller who gets past the role check.
 */
async function callersLetThrough(): Promise<LetThrough> {
  const through: LetThrough = new Map();
  for (const { method, path: route } of routes) {
    const key = `${method} ${route}`;
    // Signing out ends the token, even with an empty body: every signed-in role may.
    if (route === '/api/user/logout') {
      through.set(key, CALLERS.filter((c) => c !== 'anoniem'));
      continue;
    }
    const path = fill(route, Object.fromEntries(paramsOf(route).map((p) => [p, ZERO_UUID])));
    const callers: CallerName[] = [];
    for (const caller of CALLERS) {
      const res = await backend.request(path, { method, headers: authHeaders(tokens[caller]), body: hasBody(method) ? '{}' : undefined });
      const title = res.status === 401 ? ((await res.json()) as { title: string }).title : '';
      if (title !== TITLES.unauthenticated && title !== TITLES.forbidden) callers.push(caller);
    }
    through.set(key, callers);
  }
  return through;
}

/**
 * The fixed corpus: odd parameters, odd queries and odd bodies for every route. Each goes to one caller: mostly
 * one the route lets through (to reach past the role check), every fourth to the next of all six in turn (so
 * every caller, anonymous included, sends some of everything).
 */
function fixedProbes(through: LetThrough): Probe[] {
  const probes: Probe[] = [];
  for (const { method, path: route } of routes) {
    const params = paramsOf(route);
    const sample = hasBody(method) ? JSON.stringify(sampleBody(method, route)) : undefined;
    const variants: Pick<Probe, 'path' | 'query' | 'body' | 'contentType'>[] = [];
    for (const param of params) {
      for (const segment of ODD_SEGMENTS) {
        const values = Object.fromEntries(params.map((p) => [p, p === param ? segment : realParam(p, route)]));
        variants.push({ path: fill(route, values), body: sample });
      }
    }
    // Every odd query where a route reads one (GET, DELETE, and PUT /api/test/profile), every fourth elsewhere. With
    // an empty body: a sample sign-in would cost a password hash each.
    const readsQuery = method === 'GET' || method === 'DELETE' || route === '/api/test/profile';
    const queries = readsQuery ? ODD_QUERIES : ODD_QUERIES.filter((_, i) => i % 4 === 0);
    for (const query of queries) variants.push({ path: realPath(route), query, body: hasBody(method) ? '{}' : undefined });
    if (hasBody(method)) for (const odd of ODD_BODIES) variants.push({ path: realPath(route), ...odd });
    const allowed = through.get(`${method} ${route}`) ?? [];
    // The fields of the sample (see FIELDS_PER_ROUTE) swapped for text the database cannot
    // store and for wrong types, sent by each caller the route lets through (only the owner of a record gets
    // past "not found").
    if (hasBody(method)) {
      const body = sampleBody(method, route);
      const places = placesOf(body).slice(1);
      const deep = places.filter((place) => place.length > 2);
      const step = Math.max(1, Math.ceil(deep.length / FIELDS_PER_ROUTE));
      const chosen = [...places.filter((place) => place.length <= 2), ...deep.filter((_, i) => i % step === 0)];
      for (const place of chosen) {
        const current = place.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body);
        for (const swap of typeof current === 'string' ? STRING_SWAPS : OTHER_SWAPS) {
          const swapped = JSON.stringify(replaceAt(body, place, swap));
          for (const caller of allowed) probes.push({ method, route, caller, path: realPath(route), body: swapped });
        }
      }
    }
    variants.forEach((variant, i) => {
      const anyone = i % 4 === 0 || allowed.length === 0;
      const caller = anyone ? CALLERS[(i / 4) % CALLERS.length] : allowed[i % allowed.length];
      probes.push({ method, route, caller: caller as CallerName, ...variant });
    });
  }
  return probes;
}

/**
 * Generated probes (fast-check, fixed seed): a route, a caller (mostly one the route lets through) and a body
 * (calls with a body) or a query string.
 */
function generatedProbes(through: LetThrough): Probe[] {
  const callerFor = (r: { method: string; path: string }) => {
    const allowed = through.get(`${r.method} ${r.path}`) ?? [];
    return allowed.length === 0
      ? fc.constantFrom(...CALLERS)
      : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...allowed) }, { weight: 1, arbitrary: fc.constantFrom(...CALLERS) });
  };
  const withBody = routes.filter((r) => hasBody(r.method));
  const bodies = fc.sample(
    fc.constantFrom(...withBody).chain((r) => fc.record({ route: fc.constant(r), caller: callerFor(r), body: bodyFor(r.method, r.path) })),
    { seed: SEED, numRuns: GENERATED_BODIES },
  );
  const queryPair = fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), nastyString), fc.oneof(nastyString, fc.integer().map(String)));
  const queries = fc.sample(
    fc.constantFrom(...routes).chain((r) =>
      fc.record({ route: fc.constant(r), caller: callerFor(r), pairs: fc.array(queryPair, { minLength: 1, maxLength: 3 }) }),
    ),
    { seed: SEED + 1, numRuns: GENERATED_QUERIES },
  );
  return [
    ...bodies.map(({ route: r, caller, body }) => ({ method: r.method, route: r.path, path: realPath(r.path), caller, body: JSON.stringify(body) ?? '' })),
    ...queries.map(({ route: r, caller, pairs }) => ({
      method: r.method,
      route: r.path,
      path: realPath(r.path),
      caller,
      query: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
      body: hasBody(r.method) ? '{}' : undefined,
    })),
  ];
}

// ——— Checking answers ———

/** Text that must never reach a client: stack lines, SQL and driver messages, class names, file paths. */
const LEAKS: RegExp[] = [
  / {4}at /,
  /\bat .+\.(?:ts|js|mjs):\d+/,
  /syntax error/i,
  /violates/i,
  /relation "/i,
  /failed query/i,
  /pglite/i,
  /postgres/i,
  /drizzle/i,
  /node_modules/i,
  /\b(?:Type|Range|Reference|Syntax|URI|Eval|Zod|HTTP)(?:Error|Exception)\b/,
  /invalid input syntax/i,
  /invalid byte sequence/i,
  /unsupported unicode escape/i,
  /duplicate key/i,
  /\bsqlstate\b/i,
  /\/src\/|\/work\//,
];

/** Words that give away an English (library default) message; Dutch titles contain none of them. */
const ENGLISH = /\b(?:the|invalid|expected|received|required|must|should|error|failed|cannot|unexpected|undefined|NaN|object|string|number|boolean|array)\b/i;

/** Statuses of the catalogue (spec §8, decision 003, docs/api.md). */
const EXPECTED_STATUSES = new Set([200, 201, 204, 400, 401, 404, 409, 413, 415, 429]);

type Fetcher = (request: Request) => Response | Promise<Response>;

function describeProbe(p: Probe): string {
  const body = typeof p.body === 'string' ? p.body.slice(0, 120) : p.body ? `<${p.body.byteLength} bytes>` : '';
  return `${p.caller} ${p.method} ${p.path.slice(0, 120)}${p.query ? `?${p.query.slice(0, 80)}` : ''} ${p.contentType === undefined ? '' : `[${p.contentType}] `}${body}`;
}

/** Sends `probe` and returns what is wrong with the answer (empty when nothing is). */
async function check(fetcher: Fetcher, probe: Probe, tokenOf: (p: Probe) => string | undefined): Promise<string[]> {
  const headers = new Headers();
  const token = tokenOf(probe);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (probe.contentType !== null && (probe.body !== undefined || probe.contentType !== undefined)) {
    headers.set('content-type', probe.contentType ?? 'application/json');
  }
  const url = `http://localhost${probe.path}${probe.query === undefined ? '' : `?${probe.query}`}`;
  const res = await fetcher(new Request(url, { method: probe.method, headers, body: probe.body }));
  const problems: string[] = [];
  const type = res.headers.get('content-type') ?? '';
  const text = type.startsWith('image/') ? '' : await res.text();
  const say = (what: string) => problems.push(`${describeProbe(probe)} → ${res.status} ${what}: ${text.slice(0, 300)}`);
  if (res.status >= 500) say('server error');
  else if (!EXPECTED_STATUSES.has(res.status)) say('status outside the catalogue');
  for (const leak of LEAKS) if (leak.test(text)) say(`internal detail (${leak})`);
  if (res.status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      say('error body is not JSON');
      return problems;
    }
    const title = (json as { title?: unknown } | null)?.title;
    if (!type.startsWith('application/json')) say(`error content type ${type}`);
    if (json === null || typeof json !== 'object' || Object.keys(json).join() !== 'title') say('error body is not { title }');
    else if (typeof title !== 'string' || title.trim() === '') say('empty title');
    else if (ENGLISH.test(title)) say('title not in Dutch');
  }
  return problems;
}

/** Sends every probe, one at a time (PGlite has one connection), and collects what went wrong. */
async function run(fetcher: Fetcher, probes: Probe[]): Promise<string[]> {
  const tokenOf = (p: Probe) => (p.route === '/api/user/logout' ? spareTokens : tokens)[p.caller];
  const problems: string[] = [];
  for (const probe of probes) problems.push(...(await check(fetcher, probe, tokenOf)));
  return problems;
}

// ——— The tests ———

describe('fuzzing every API route', () => {
  let through: LetThrough;
  let fixed: Probe[];
  let generated: Probe[];
  beforeAll(async () => {
    through = await callersLetThrough();
    fixed = fixedProbes(through);
    generated = generatedProbes(through);
  }, 60_000);

  it('takes its routes from the app and sends something as every caller to each', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/test/attempt/:attemptId/answer' });
    expect(through.get('GET /api/audit')).toEqual(['Admin']);
    expect(through.get('POST /api/user/login')).toEqual(CALLERS);
    for (const { method, path } of routes) {
      const callers = new Set([...fixed, ...generated].filter((p) => p.method === method && p.route === path).map((p) => p.caller));
      expect(callers, `${method} ${path}`).toEqual(new Set(CALLERS));
    }
  });

  it('answers the backend without a 5xx or internals, every error a Dutch { title }', async () => {
    logged.length = 0;
    const problems = await run((r) => backend.fetch(r), [...fixed, ...generated]);
    expect(problems.slice(0, 30)).toEqual([]);
    expect(logged).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 120_000);

  it('answers the generated requests and a quarter of the fixed ones through the gateway the same way', async () => {
    logged.length = 0;
    const problems = await run((r) => gateway.fetch(r), [...generated, ...fixed.filter((_, i) => i % 4 === 0)]);
    await audit.settled();
    expect(problems.slice(0, 30)).toEqual([]);
    expect(logged).toEqual([]);
    expect(auditFailures.slice(0, 5)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 120_000);
});

describe('text the database cannot store', () => {
  it('refuses an open answer with NUL or a lone surrogate with a Dutch 400 and keeps the saved one', async () => {
    const candidate = await createUser(handle, 'User', { organizationId: w.candidate.organizationId });
    const testId = await createTestVia(backend, w.coordinator, ids.profession, [ids.module], [candidate]);
    const { attemptId } = (await call(backend, 'POST', `/api/test/${testId}/start`, candidate, { language: 'nl' })).json;
    const put = (text: string, seq: number) =>
      call(backend, 'PUT', `/api/test/attempt/${attemptId}/answer`, candidate, { questionId: 'f-open', value: { kind: 'open', text }, seq });
    expect((await put('Mijn eerste antwoord', 4)).status).toBe(200);
    for (const text of ['voor\0na', 'half \ud83d', '\udc00']) {
      expect(await put(text, 5)).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    }
    const module = await call(backend, 'GET', `/api/test/attempt/${attemptId}/module/1`, candidate);
    expect(module.json.answers['f-open']).toEqual({ value: { kind: 'open', text: 'Mijn eerste antwoord' }, seq: 4 });
  });

  it('refuses NUL in a search query and a query name with a Dutch 400', async () => {
    for (const query of ['q=a%00b', '%00=1', 'q=a&q=%00']) {
      const res = await call(backend, 'GET', `/api/user/GetCandidates?${query}`, w.coordinator);
      expect(res).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    }
  });

  it('answers 404 for a path parameter with NUL', async () => {
    for (const path of ['/api/message/%00', `/api/modules/${ids.module}%00`, '/api/suggestions/part/f-single%00', `/api/test/attempt/${ids.attempt}/module/1%00`]) {
      const res = await call(backend, 'GET', path, path.includes('suggestions') || path.includes('modules') ? w.coordinator : w.candidate);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('JSON calls need Content-Type: application/json', () => {
  const send = (contentType: string | null) => {
    const headers: Record<string, string> = { authorization: `Bearer ${w.candidate.token}` };
    if (contentType !== null) headers['content-type'] = contentType;
    return backend.request('/api/message', { method: 'POST', headers, body: JSON.stringify({ to: [w.teacher.id], subject: 'Vraag', body: 'Hallo' }) });
  };

  it('answers 415 with a Dutch title for another or no content type', async () => {
    for (const type of [null, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'application/ld+json']) {
      const res = await send(type);
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({ title: TITLES.notJson });
    }
  });

  it('accepts application/json with parameters and in any case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8']) {
      expect((await send(type)).status, type).toBe(201);
    }
  });

  it('leaves the multipart upload alone', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } }).png().toBuffer();
    form.set('file', new File([new Uint8Array(png)], 'groen.png', { type: 'image/png' }));
    const res = await backend.request('/api/media', { method: 'POST', headers: { authorization: `Bearer ${w.coordinator.token}` }, body: form });
    expect(res.status).toBe(201);
  });
});

describe('the fuzzer itself', () => {
  it('encodes lone surrogates as their bytes', () => {
    expect(encode('a\ud800')).toBe('a%ED%A0%80');
    expect(encode('😀 /')).toBe('%F0%9F%98%80%20%2F');
  });

  it('builds prototype keys as own properties', () => {
    const body = withKey({}, '__proto__', { polluted: 'ja' });
    expect(JSON.stringify(body)).toBe('{"__proto__":{"polluted":"ja"}}');
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });
});
