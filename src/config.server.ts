/**
 * The server's settings, read once from the environment and checked against a schema (habit 11).
 * A wrong value stops start-up with a Dutch message naming the setting. Nothing here reaches the browser.
 *
 * Every setting is documented in README.md ("Instellingen").
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** A whole number from `min` (and up to `max`), given as text in the environment. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'moet een getal zijn' })
    .int('moet een heel getal zijn')
    .min(min, `moet minstens ${min} zijn`)
    .max(max, `mag hoogstens ${max} zijn`);
const minutes = (fallback: number) => wholeNumber(1).default(fallback);
/** A TCP port; 0 lets the system pick a free one. */
const port = (fallback: number) => wholeNumber(0, 65535).default(fallback);
const url = () => z.url({ message: 'moet een volledig adres zijn, zoals https://voorbeeld.nl' });

/** The place of the language code in MANUAL_URL. */
export const MANUAL_LANGUAGE_SLOT = '{lang}';


const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'moet development, production of test zijn' }).default('production'),
  /** Port of the platform (`npm start`); 0 picks a free port. */
  PORT: port(4321),
  /** Port of the API on its own (`npm run start:api`); 0 picks a free port. */
  API_PORT: port(4322),
  /** Address to listen on: localhost, or 0.0.0.0 to accept other machines. */
  HOST: z.string().trim().min(1, 'mag niet leeg zijn').default('localhost'),
  /** The built browser files the gateway serves; relative to the working directory. */
  CLIENT_DIR: z.string().min(1, 'mag niet leeg zijn').default('dist/client'),
  /** The SQL migrations applied when the database opens; relative to the working directory. */
  MIGRATIONS_DIR: z.string().min(1, 'mag niet leeg zijn').default('migrations'),
  /** Connections in the PostgreSQL pool of one process. */
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  /** Folder for the embedded database, signing keys, mail and uploads. */
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded images are stored; default DATA_DIR/uploads. Relative to the working directory. */
  UPLOAD_DIR: z.string().optional(),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: url().optional(),
  /** When set, the gateway forwards /api over HTTP to this base address instead of in-process. */
  API_UPSTREAM_URL: url().optional(),
  /** Public base address used in links in mails, e.g. https://platform.example.nl; default `defaultPublicUrl`. */
  PUBLIC_URL: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), url().optional()),
  /** Idle timeout of a browser session, minutes. */
  SESSION_IDLE_MINUTES: minutes(30),
  /** Absolute lifetime of a session and its token, minutes (default 12 hours). */
  SESSION_ABSOLUTE_MINUTES: minutes(12 * 60),
  /** PEM (PKCS#8) Ed25519 private key; created under DATA_DIR/keys when neither key is given. */
  JWT_PRIVATE_KEY: z.string().optional(),
  /** PEM (SPKI) Ed25519 public key matching JWT_PRIVATE_KEY. */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('kandidaat-platform'),
  JWT_AUDIENCE: z.string().default('kandidaat-platform-api'),
  /** smtp://user:pass@host:port; without it mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: url().optional(),
  MAIL_FROM: z.string().default('Kandidaatplatform <no-reply@example.org>'),
  /** Delivery attempts of one mail before the outbox marks it failed (docs/decisions/049-mail-outbox.md). */
  MAIL_ATTEMPTS: wholeNumber(1, 100).default(10),
  /** Seconds before a failed delivery is tried again; doubled after each next failure. */
  MAIL_RETRY_FIRST_SECONDS: wholeNumber(1, 86_400).default(30),
  /** Longest wait between two delivery attempts, seconds (default one hour). */
  MAIL_RETRY_MAX_SECONDS: wholeNumber(1, 86_400).default(3600),
  /**
   * Target of the header's 'Handleiding' link for candidates (spec §1): a path on this platform or an http(s)
   * address, with `{lang}` where the interface language goes (`manualUrlFor`; docs/decisions/021-candidate-manual.md).
   */
  MANUAL_URL: z
    .string()
    .trim()
    .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//i.test(v), 'moet beginnen met / of met https://')
    .refine((v) => v.includes(MANUAL_LANGUAGE_SLOT), `moet ${MANUAL_LANGUAGE_SLOT} bevatten op de plaats van de taal, zoals /handleiding/${MANUAL_LANGUAGE_SLOT}.pdf`)
    .default(`/handleiding/${MANUAL_LANGUAGE_SLOT}.pdf`),
  /** Number of proxies in front of the server whose X-Forwarded-For may be trusted for the client IP. */
  TRUST_PROXY_HOPS: wholeNumber(0).default(0),
  /** Failed sign-ins allowed per client IP per 15 minutes (successful ones do not count). */
  LOGIN_IP_LIMIT: wholeNumber(1).default(100),
  /**
   * Calls to the public account endpoints (ForgotPassword, ResetPassword, ConfirmEmailAndPassword,
   * ConfirmCandidateAccount) per client IP per 15 minutes.
   */
  PUBLIC_IP_LIMIT: wholeNumber(1).default(100),
  /**
   * Hours a seat stays held for an account made with a licence code at /account/setup until its holder confirms the
   * address with the mailed link; then the seat is released and the unconfirmed account erased
   * (docs/decisions/038-unconfirmed-account-setup.md). At most 30 days.
   */
  SETUP_HOLD_HOURS: wholeNumber(1, 720).default(48),
  /**
   * Days between two payment reminders of an overdue invoice: the first goes the day after the due date, the next
   * this many days after the previous one (docs/decisions/053-invoice-mail.md; features/invoices/api/reminders.ts).
   * The default only: a value an admin sets on /cp/instellingen wins (docs/decisions/059-company-settings.md).
   */
  INVOICE_REMINDER_INTERVAL_DAYS: wholeNumber(1, 365).default(14),
  /**
   * Payment reminders an overdue invoice gets at most; after the last one staff follow it up themselves. 0 sends none
   * (docs/decisions/053-invoice-mail.md). The default only: /cp/instellingen can set it (docs/decisions/059).
   */
  INVOICE_REMINDER_MAX: wholeNumber(0, 20).default(3),
  /**
   * Account setups started with one licence code per 15 minutes (known and unknown addresses alike), so a leaked
   * code cannot be used to mail or hold seats for many addresses at once; a class of 30 fits
   * (docs/decisions/038-unconfirmed-account-setup.md).
   */
  SETUP_CODE_LIMIT: wholeNumber(1).default(50),
  /**
   * Calls to the public beroepen-quiz (a result, a contact request) per client IP per 15 minutes, on a counter of their
   * own: a room of visitors often shares one address (docs/decisions/036-profession-quiz.md).
   */
  QUIZ_IP_LIMIT: wholeNumber(1).default(600),
  /**
   * Months a prospect of the beroepen-quiz (name, contact details, answers) is kept after their consent, unless
   * staff delete or invite them sooner (docs/decisions/036-profession-quiz.md; features/profession-quiz/api/retention.ts).
   */
  PROSPECT_RETENTION_MONTHS: wholeNumber(1, 120).default(12),
  /**
   * Password hashes (Argon2id, ~25 ms of CPU and 7 MiB each, at the lowest CPU priority) computed at once; default
   * the number of CPU cores (docs/decisions/023-argon2id-passwords.md).
   */
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1).default(availableParallelism()),
  /** Password hashes that may wait for a free slot; beyond this a sign-in is answered 503 at once. */
  PASSWORD_HASH_QUEUE: wholeNumber(0).default(100),
  /**
   * The seller printed on every invoice (EN 16931 BG-4; Dutch invoice requirements, art. 35a Wet OB 1968): name,
   * address, KvK-nummer, btw-id, IBAN (and BIC) and the address for questions. The defaults are demo values. Each is
   * the default only: a value an admin sets on /cp/instellingen wins (docs/decisions/059-company-settings.md).
   */
  SELLER_NAME: z.string().trim().min(1, 'mag niet leeg zijn').default('Kandidaatplatform B.V.'),
  SELLER_STREET: z.string().trim().min(1, 'mag niet leeg zijn').default('Stationsplein 10'),
  SELLER_POSTCODE: z.string().trim().min(1, 'mag niet leeg zijn').default('3511 ED'),
  SELLER_CITY: z.string().trim().min(1, 'mag niet leeg zijn').default('Utrecht'),
  SELLER_KVK: z.string().trim().regex(/^\d{8}$/, 'moet 8 cijfers zijn').default('87654321'),
  SELLER_VAT_NUMBER: z.string().trim().regex(/^NL\d{9}B\d{2}$/, 'moet een btw-id zijn, zoals NL123456789B01').default('NL000099998B57'),
  SELLER_IBAN: z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'moet een IBAN zonder spaties zijn').default('NL91ABNA0417164300'),
  SELLER_BIC: z.string().trim().optional(),
  SELLER_EMAIL: z.email({ message: 'moet een e-mailadres zijn' }).default('facturen@example.org'),
  /** 'json' writes one JSON line per audit record to stdout; 'off' keeps stdout quiet (tests). */
  AUDIT_STDOUT: z.enum(['json', 'off'], { message: 'moet json of off zijn' }).default('json'),
});

/** The settings, with DATA_DIR, UPLOAD_DIR, CLIENT_DIR and MIGRATIONS_DIR also as absolute paths. */
export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL as set, or else the address the platform listens on (`defaultPublicUrl`). */
  PUBLIC_URL: string;
  dataDir: string;
  uploadDir: string;
  clientDir: string;
  migrationsDir: string;
};

let cached: Config | undefined;

/**
 * The validated configuration. Reads `process.env` on first call and caches the result.
 * @throws Error with a Dutch message listing every invalid setting.
 */
export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    // The name and the rule only: a value may hold a password (DATABASE_URL, SMTP_URL).
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')} ${i.message}`);
    throw new Error(`Ongeldige instellingen in de omgeving:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  cached = {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? defaultPublicUrl(parsed.data.HOST, parsed.data.PORT),
    dataDir,
    uploadDir: parsed.data.UPLOAD_DIR ? resolve(parsed.data.UPLOAD_DIR) : join(dataDir, 'uploads'),
    clientDir: resolve(parsed.data.CLIENT_DIR),
    migrationsDir: resolve(parsed.data.MIGRATIONS_DIR),
  };
  return cached;
}

/**
 * The candidate manual in an interface language (`GET /api/user/headerinfo`, docs/api.md): MANUAL_URL with
 * `{lang}` replaced by the language code, e.g. `/handleiding/ar.pdf` (public/handleiding/, made by `npm run manual`).
 * @param language a language code such as `nl` or `ar` (src/lib/i18n/locales.ts).
 */
export function manualUrlFor(language: string): string {
  return config().MANUAL_URL.replaceAll(MANUAL_LANGUAGE_SLOT, encodeURIComponent(language));
}

/** Forgets the cached configuration so tests can change the environment. */
export function resetConfig(): void {
  cached = undefined;
}

/** HOST values that mean "every network interface": no address a browser can open, so links use localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** HOST values that only this machine can reach. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The HOST setting as given, trimmed; default localhost (as the schema). */
function hostOf(env: Readonly<Record<string, string | undefined>>): string {
  return (env.HOST ?? '').trim() || 'localhost';
}

/**
 * The base address of links when PUBLIC_URL is not set: the address the platform (`npm start`, scripts/start.mjs;
 * `astro dev`, astro.config.mjs) listens on, `http://{HOST}:{PORT}`. HOST 0.0.0.0 or :: (every interface) is no
 * address to open, so those links use localhost; an IPv6 address gets brackets (RFC 3986 §3.2.2). The API on its
 * own (`npm run start:api`, API_PORT) writes links to the platform too, so PORT is used there as well. PORT 0 (a
 * free port picked at start) gives port 0, which no link can reach: set PUBLIC_URL then.
 * @param host the HOST setting, e.g. 'localhost', '0.0.0.0', '192.0.2.10', '::1'.
 * @param port the PORT setting, e.g. 4321.
 * @example defaultPublicUrl('localhost', 4400) // 'http://localhost:4400'
 * @example defaultPublicUrl('0.0.0.0', 4321) // 'http://localhost:4321'
 */
export function defaultPublicUrl(host: string, port: number): string {
  const trimmed = host.trim();
  const name = WILDCARD_HOSTS.has(trimmed) ? 'localhost' : trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed;
  return `http://${name.toLowerCase()}:${port}`;
}

/** A start-up log line about PUBLIC_URL: `warn` lines go to stderr (`console.warn`), the others to stdout. */
export interface PublicUrlNotice {
  warn: boolean;
  line: string;
}

/**
 * The absolute address of a page of the platform, `{PUBLIC_URL}{path}` (PUBLIC_URL may carry a path prefix; a
 * trailing slash of it is dropped). Used for every link in a mail.
 * @example pageUrl('/profile#meldingen') // https://platform.example.nl/profile#meldingen
 */
export function pageUrl(path: string): string {
  return `${config().PUBLIC_URL.replace(/\/+$/, '')}${path}`;
}

/**
 * The start-up line about the links in mails (password reset and invitations: features/accounts/api/password-reset.ts,
 * invitation.ts; calendar addresses), when PUBLIC_URL is not set: which address they use (`defaultPublicUrl`) and
 * that PUBLIC_URL is not set (README.md, "Instellingen"). A warning when other devices cannot open those links:
 * HOST 0.0.0.0 or :: (links use localhost), and PORT 0. With HOST localhost, 127.0.0.1 or ::1 the line is
 * informative: only this machine reaches the server anyway. With another HOST (an address or name of this machine)
 * the links use it; they work for others who reach that address. Called by scripts/prepare.ts (`npm start`) and
 * scripts/start-api.ts (the API sends the mails). The line names settings, the host and the port only, never the
 * value of another setting (some hold passwords).
 * @param env the environment as given (`process.env`): `PUBLIC_URL`, `HOST` (default localhost) and `PORT`
 *   (default 4321) are read; a PORT that is not a whole number counts as the default (config() rejects it anyway).
 * @returns the line, or null when PUBLIC_URL is set.
 */
export function publicUrlNotice(env: Readonly<Record<string, string | undefined>>): PublicUrlNotice | null {
  if ((env.PUBLIC_URL ?? '').trim() !== '') return null;
  const host = hostOf(env);
  const givenPort = Number((env.PORT ?? '').trim() || 4321);
  const port = Number.isInteger(givenPort) ? givenPort : 4321;
  const links = defaultPublicUrl(host, port);
  const base = `PUBLIC_URL is niet ingesteld: links in e-mails (wachtwoord opnieuw instellen, uitnodigingen) gaan naar ${links}.`;
  const advice = 'Stel PUBLIC_URL in op het adres waarop gebruikers het platform openen, bijvoorbeeld https://platform.voorbeeld.nl.';
  if (port === 0) {
    return { warn: true, line: `Let op: ${base} PORT is 0 (een vrije poort), dus die links werken niet. ${advice}` };
  }
  if (WILDCARD_HOSTS.has(host)) {
    return {
      warn: true,
      line: `Let op: ${base} De server luistert op ${host} (alle netwerken), maar de links gebruiken localhost en werken alleen op deze computer; voor andere apparaten is PUBLIC_URL nodig. ${advice}`,
    };
  }
  if (LOOPBACK_HOSTS.has(host.toLowerCase())) return { warn: false, line: `${base} Die werken alleen op deze computer.` };
  return { warn: false, line: `${base} Gebruikers openen het platform via een ander adres (https, een domeinnaam)? ${advice}` };
}
