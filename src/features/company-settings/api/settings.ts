/**
 * The company's own settings (docs/decisions/059-company-settings.md; docs/api.md "Settings"): the seller on
 * invoices, the logo and primary colour of documents, and the invoice reminder schedule. Each setting has an
 * environment default (src/config.server.ts, README "Instellingen"); a value stored in `company_settings` wins,
 * and clearing it returns to the default. Every change is written to `company_setting_changes` with who made it,
 * in the same transaction.
 *
 * For other features: `sellerDetails` (invoices copy it into each new invoice), `reminderSchedule` (invoice
 * reminders), `loadBranding` (documents that print the logo and colour: invoices, reports, certificates) and
 * `logoPng` (the logo an invoice was made with).
 */
import { desc, eq, sql } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { config } from '#src/config.server';
import type { Page } from '#src/lib/contract';
import type { Db } from '#src/server/db/client';
import { companyLogos, companySettingChanges, companySettings, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { DEFAULT_PRIMARY_COLOUR } from '#src/features/company-settings/colour';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  LOGO_MIN_SIDE,
  SETTING_KEYS,
  type CompanySettings,
  type LogoInfo,
  type SettingChange,
  type SettingKey,
  type SettingsChange,
} from '#src/features/company-settings/contract';

type Value = string | number | null;

/** The environment defaults of every setting, read from the checked configuration. */
export function settingDefaults(): Record<SettingKey, Value> {
  const c = config();
  return {
    sellerName: c.SELLER_NAME,
    sellerStreet: c.SELLER_STREET,
    sellerPostcode: c.SELLER_POSTCODE,
    sellerCity: c.SELLER_CITY,
    sellerKvk: c.SELLER_KVK,
    sellerVatNumber: c.SELLER_VAT_NUMBER,
    sellerIban: c.SELLER_IBAN,
    sellerBic: c.SELLER_BIC ?? null,
    sellerEmail: c.SELLER_EMAIL,
    primaryColour: DEFAULT_PRIMARY_COLOUR,
    reminderIntervalDays: c.INVOICE_REMINDER_INTERVAL_DAYS,
    reminderMax: c.INVOICE_REMINDER_MAX,
  };
}

type Row = typeof companySettings.$inferSelect;

async function settingsRow(db: Db): Promise<Row | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 'company'));
  return row;
}

/** What applies now per setting: the stored value, else the default. */
async function effective(db: Db): Promise<{ row: Row | undefined; values: Record<SettingKey, Value> }> {
  const row = await settingsRow(db);
  const defaults = settingDefaults();
  const values = Object.fromEntries(SETTING_KEYS.map((key) => [key, row?.[key] ?? defaults[key]])) as Record<SettingKey, Value>;
  return { row, values };
}

async function logoInfo(db: Db, logoId: string | null | undefined): Promise<LogoInfo | null> {
  if (!logoId) return null;
  const [logo] = await db
    .select({ id: companyLogos.id, width: companyLogos.width, height: companyLogos.height, bytes: sql<number>`octet_length(${companyLogos.png})::int`, createdAt: companyLogos.createdAt })
    .from(companyLogos)
    .where(eq(companyLogos.id, logoId));
  return logo ? { id: logo.id, width: logo.width, height: logo.height, bytes: logo.bytes, uploadedAt: logo.createdAt.toISOString() } : null;
}

/** `GET /api/settings`: every setting with its stored value, default and what applies, and the logo. */
export async function readSettings(db: Db): Promise<CompanySettings> {
  const row = await settingsRow(db);
  const defaults = settingDefaults();
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const stored = row?.[key] ?? null;
      return [key, { stored, defaultValue: defaults[key], value: stored ?? defaults[key] }];
    }),
  ) as CompanySettings['settings'];
  return { settings, logo: await logoInfo(db, row?.logoId) };
}

const asText = (value: Value | undefined): string | null => (value === null || value === undefined ? null : String(value));

/**
 * `PUT /api/settings`: stores the given settings (null: back to the default) and writes one history line per
 * setting whose stored value changed, naming `changedBy`, in one transaction.
 * @returns the settings as they apply afterwards.
 */
export async function updateSettings(db: Db, changedBy: string, change: SettingsChange): Promise<CompanySettings> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:company-settings'))`);
    const row = await settingsRow(tx);
    const set: Partial<Record<SettingKey, Value>> = {};
    const lines: (typeof companySettingChanges.$inferInsert)[] = [];
    for (const key of SETTING_KEYS) {
      if (!(key in change)) continue;
      const next = change[key] ?? null;
      const before = row?.[key] ?? null;
      if (asText(before) === asText(next)) continue;
      set[key] = next;
      lines.push({ changedBy, field: key, oldValue: asText(before), newValue: asText(next) });
    }
    if (lines.length === 0) return;
    const values = set as Partial<typeof companySettings.$inferInsert>;
    await tx
      .insert(companySettings)
      .values({ ...values, id: 'company' })
      .onConflictDoUpdate({ target: companySettings.id, set: { ...values, updatedAt: new Date() } });
    await tx.insert(companySettingChanges).values(lines);
  });
  return readSettings(db);
}

const LOGO_TYPES = 'PNG, JPEG of WebP';

/** How a logo reads in the history: its size in pixels ('480 × 120 px'), or null for none. */
const logoSize = (logo: LogoInfo | null) => (logo ? `${logo.width} × ${logo.height} px` : null);

/**
 * `POST /api/settings/logo`: checks an uploaded image and makes it the logo. Raster images only (PNG, JPEG, WebP,
 * recognised by their content, not their name); SVG is refused because it can carry scripts and outside
 * references. The image is decoded by sharp (at most 25 megapixels), turned upright, made to fit within
 * LOGO_MAX_WIDTH × LOGO_MAX_HEIGHT (never enlarged) and re-encoded as PNG without metadata.
 * @returns the new logo.
 * @throws apiError 400 in Dutch: no file, too large, not a supported image, too small.
 */
export async function storeLogo(db: Db, changedBy: string, bytes: Uint8Array): Promise<LogoInfo> {
  if (bytes.byteLength === 0) throw apiError(400, `Kies een logo om te uploaden (${LOGO_TYPES}, hoogstens 512 KB).`);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw apiError(400, `Dit bestand is te groot (${Math.ceil(bytes.byteLength / 1024)} KB). Een logo mag hoogstens 512 KB zijn.`);
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart().toLowerCase();
  if (head.startsWith('<?xml') || head.startsWith('<svg') || head.includes('<svg')) {
    throw apiError(400, `Een SVG-bestand kan niet als logo worden gebruikt. Sla het logo op als ${LOGO_TYPES} en upload dat.`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 25_000_000 }).metadata();
  } catch (error) {
    throw apiError(400, `Dit bestand is geen afbeelding die het platform kan lezen. Upload een logo als ${LOGO_TYPES}.`, error);
  }
  if (!['png', 'jpeg', 'webp'].includes(meta.format ?? '')) {
    throw apiError(400, `Dit bestandstype kan niet als logo worden gebruikt. Upload een logo als ${LOGO_TYPES}.`);
  }
  if ((meta.width ?? 0) < LOGO_MIN_SIDE || (meta.height ?? 0) < LOGO_MIN_SIDE) {
    throw apiError(400, `Dit logo is te klein (${meta.width ?? 0} × ${meta.height ?? 0} pixels). Upload een logo van minstens ${LOGO_MIN_SIDE} × ${LOGO_MIN_SIDE} pixels.`);
  }
  let png: Buffer;
  let info: OutputInfo;
  try {
    ({ data: png, info } = await sharp(bytes, { limitInputPixels: 25_000_000 })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true }));
  } catch (error) {
    throw apiError(400, `Dit bestand is geen afbeelding die het platform kan lezen. Upload een logo als ${LOGO_TYPES}.`, error);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:company-settings'))`);
    const before = await logoInfo(tx, (await settingsRow(tx))?.logoId);
    const [logo] = await tx.insert(companyLogos).values({ png: new Uint8Array(png), width: info.width, height: info.height }).returning({ id: companyLogos.id });
    await tx
      .insert(companySettings)
      .values({ id: 'company', logoId: logo!.id })
      .onConflictDoUpdate({ target: companySettings.id, set: { logoId: logo!.id, updatedAt: new Date() } });
    await tx.insert(companySettingChanges).values({ changedBy, field: 'logo', oldValue: logoSize(before), newValue: `${info.width} × ${info.height} px` });
    return (await logoInfo(tx, logo!.id))!;
  });
}

/** `DELETE /api/settings/logo`: documents made from now on have no logo. The logo stays for documents made with it. */
export async function removeLogo(db: Db, changedBy: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await logoInfo(tx, (await settingsRow(tx))?.logoId);
    if (!before) return;
    await tx.update(companySettings).set({ logoId: null, updatedAt: new Date() }).where(eq(companySettings.id, 'company'));
    await tx.insert(companySettingChanges).values({ changedBy, field: 'logo', oldValue: logoSize(before), newValue: null });
  });
}

/** The PNG bytes of logo `id`, or null when there is none. */
export async function logoPng(db: Db, id: string | null | undefined): Promise<Uint8Array | null> {
  if (!id) return null;
  const [logo] = await db.select({ png: companyLogos.png }).from(companyLogos).where(eq(companyLogos.id, id));
  return logo ? new Uint8Array(logo.png) : null;
}

/** `GET /api/settings/logo`: the current logo's PNG; 404 when there is none. */
export async function currentLogoPng(db: Db): Promise<Uint8Array> {
  const png = await logoPng(db, (await settingsRow(db))?.logoId);
  if (!png) throw apiError(404, 'Er is geen logo ingesteld.');
  return png;
}

/** The seller's details as they apply now, plus the logo and colour a new invoice is made with. */
export interface SellerDetails {
  name: string;
  street: string;
  postcode: string;
  city: string;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  bic: string | null;
  email: string;
  /** The logo a document made now carries (company_logos id), or null. */
  logoId: string | null;
  /** '#rrggbb'. */
  colour: string;
}

/** The seller as it applies now: stored values, else SELLER_* (src/config.server.ts). */
export async function sellerDetails(db: Db): Promise<SellerDetails> {
  const { row, values: v } = await effective(db);
  return {
    name: String(v.sellerName),
    street: String(v.sellerStreet),
    postcode: String(v.sellerPostcode),
    city: String(v.sellerCity),
    kvkNumber: String(v.sellerKvk),
    vatNumber: String(v.sellerVatNumber),
    iban: String(v.sellerIban),
    bic: v.sellerBic === null ? null : String(v.sellerBic),
    email: String(v.sellerEmail),
    logoId: row?.logoId ?? null,
    colour: String(v.primaryColour),
  };
}

/**
 * The invoice reminder schedule as it applies now: days between reminders (1–365) and the most reminders per
 * invoice (0–20, 0 = none); stored values, else INVOICE_REMINDER_INTERVAL_DAYS and INVOICE_REMINDER_MAX.
 */
export async function reminderSchedule(db: Db): Promise<{ intervalDays: number; max: number }> {
  const { values } = await effective(db);
  return { intervalDays: Number(values.reminderIntervalDays), max: Number(values.reminderMax) };
}

/** The company's branding for documents. */
export interface Branding {
  /** The company's name (the seller's name). */
  name: string;
  /** The current logo as PNG (at most 800 × 300 px), or null when none is set. */
  logoPng: Uint8Array | null;
  /** Primary colour '#rrggbb', readable as text on white (WCAG 2.2 SC 1.4.3). */
  colour: string;
}

/**
 * The branding a document made now carries: the seller's name, the current logo and the primary colour, as set on
 * /cp/instellingen or their defaults (SELLER_NAME, no logo, DEFAULT_PRIMARY_COLOUR). For any document that prints
 * them (docs/decisions/059-company-settings.md); a document that must keep its look later stores what it printed.
 */
export async function loadBranding(db: Db): Promise<Branding> {
  const seller = await sellerDetails(db);
  return { name: seller.name, logoPng: await logoPng(db, seller.logoId), colour: seller.colour };
}

/** `GET /api/settings/history`: a page (20) of changes, newest first, with who made them. */
export async function listChanges(db: Db, page: number): Promise<Page<SettingChange>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companySettingChanges.id,
        changedAt: companySettingChanges.changedAt,
        userId: users.id,
        userName: users.name,
        field: companySettingChanges.field,
        subject: companySettingChanges.subject,
        oldValue: companySettingChanges.oldValue,
        newValue: companySettingChanges.newValue,
      })
      .from(companySettingChanges)
      .leftJoin(users, eq(users.id, companySettingChanges.changedBy))
      .orderBy(desc(companySettingChanges.changedAt), desc(companySettingChanges.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)::int` }).from(companySettingChanges),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    changedAt: r.changedAt.toISOString(),
    changedBy: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
    field: r.field,
    subject: r.subject,
    oldValue: r.oldValue,
    newValue: r.newValue,
  }));
  return paged(items, counted?.n ?? 0, page);
}
