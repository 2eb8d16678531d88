/**
 * `/api/settings`: the company's own settings and professions (docs/api.md "Settings" is the contract;
 * docs/decisions/059-company-settings.md). Thin: each handler reads its input, calls settings.ts or professions.ts,
 * answers. Admin only; everyone else, coordinators included, 401 (decision 003).
 *
 * @example
 *   app.route('/api/settings', settingsRouter());
 */
import { Hono } from 'hono';
import { historyQuery, professionBody, professionListQuery, settingsBody, type ProfessionSaved } from '#src/features/company-settings/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { readJson, readQuery } from '#src/server/validation';
import { addProfession, deleteProfession, listProfessionItems, updateProfession } from './professions';
import { currentLogoPng, listChanges, readSettings, removeLogo, storeLogo, updateSettings } from './settings';

const NOT_A_FORM = 'Stuur het logo als formulier (multipart/form-data) in het veld file.';
const NO_FILE = 'Kies een logo om te uploaden (PNG, JPEG of WebP, hoogstens 512 KB).';

/** The `/api/settings` router. */
export function settingsRouter() {
  const router = new Hono<BackendEnv>();
  router.use('*', requireCaller('Admin'));

  /** `{ settings: { [key]: { stored, defaultValue, value } }, logo }`. */
  router.get('/', async (c) => c.json(await readSettings(c.var.db)));

  /** Changes the settings sent (null or '' → back to the default); 200 as GET; 400 naming the field. */
  router.put('/', async (c) => c.json(await updateSettings(c.var.db, c.var.caller.id, await readJson(c, settingsBody))));

  /** A page of changes, newest first. */
  router.get('/history', async (c) => c.json(await listChanges(c.var.db, readQuery(c, historyQuery).page)));

  /** The current logo as PNG; 404 when none is set. */
  router.get('/logo', async (c) => {
    const png = await currentLogoPng(c.var.db);
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength), 'Cache-Control': 'private, no-cache' });
  });

  /** multipart/form-data field `file` → 201 `{ id, width, height, bytes, uploadedAt }`; 400 Dutch title. */
  router.post('/logo', async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw apiError(400, NOT_A_FORM);
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch (error) {
      throw apiError(400, NOT_A_FORM, error);
    }
    if (!(file instanceof File)) throw apiError(400, NO_FILE);
    return c.json(await storeLogo(c.var.db, c.var.caller.id, new Uint8Array(await file.arrayBuffer())), 201);
  });

  /** 200 `{ logo: null }`: new documents have no logo. */
  router.delete('/logo', async (c) => {
    await removeLogo(c.var.db, c.var.caller.id);
    return c.json({ logo: null });
  });

  /** A page of professions by name with their use; `q` searches the name. */
  router.get('/professions', async (c) => c.json(await listProfessionItems(c.var.db, readQuery(c, professionListQuery))));

  /** 201 `{ id }`; 400 naming the field; 409 the name exists. */
  router.post('/professions', async (c) => {
    const body = await readJson(c, professionBody);
    return c.json((await addProfession(c.var.db, c.var.caller.id, body)) satisfies ProfessionSaved, 201);
  });

  /** 200 `{ id }`; 400 naming the field; 404 unknown; 409 another profession has the name. */
  router.put('/professions/:id', async (c) => {
    const body = await readJson(c, professionBody);
    return c.json((await updateProfession(c.var.db, c.var.caller.id, c.req.param('id'), body)) satisfies ProfessionSaved);
  });

  /** 200 `{ id }`; 404 unknown; 409 in use. */
  router.delete('/professions/:id', async (c) => {
    const id = c.req.param('id');
    await deleteProfession(c.var.db, c.var.caller.id, id);
    return c.json({ id } satisfies ProfessionSaved);
  });

  return router;
}
