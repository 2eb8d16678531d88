/**
 * `/api/education/mine/{educationId}/…` (docs/api.md "Education"; spec §2 /candidate/education/…; decision 035 §4):
 * the candidate reads the modules of an education they are enrolled on in the language they chose, reflects on each
 * module and, once staff released the results, sees the final evaluations next to the reflection. Thin handlers over
 * the PAT's reader and reflection code (pat/api/reader.ts, pat/api/reflection.ts) with the education as context.
 *
 * Candidates only (role User), each their own educations; everyone else 401; an education they are not enrolled on,
 * a draft or a module not on it 404 (decision 003). Mounted before the education router, so `mine` is not read as
 * an education id.
 *
 * @example
 *   app.route('/api/education', educationMineRouter());
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import type { EducationLanguageChosen, EducationReflectionView, EducationTheory, EducationTheoryModule, MyEducationResult } from '#src/features/educations/candidate-contract';
import type { EducationState } from '#src/features/educations/state';
import { reflectionBody, contentLanguageBody } from '#src/features/assessment/contract';
import { chooseLanguageOf, ownReadable, readTheoryModuleOf, readTheoryOf } from '#src/features/pat/api/reader';
import { readReflectionOf, readResultOf, reflectionExistsOf, saveReflectionOf } from '#src/features/pat/api/reflection';

const REFLECTION = '/mine/:educationId/reflection/:moduleId';

/** The reflection view with the education named (the shared code gives the context as `own`). */
const asEducationView = ({ own, view }: Awaited<ReturnType<typeof readReflectionOf>>): EducationReflectionView => ({
  education: { id: own.id, title: own.title, state: own.state as EducationState },
  ...view,
});

/** The candidate's education router. */
export function educationMineRouter() {
  const router = new Hono<BackendEnv>();
  const candidate = requireCaller('User');

  /** User, enrolled. `EducationTheory`: offered languages, the chosen one, the modules. */
  router.get('/mine/:educationId/theory', candidate, async (c) => {
    const { id, ...theory } = await readTheoryOf(c.var.db, c.var.caller, 'education', c.req.param('educationId'));
    return c.json({ educationId: id, ...theory } satisfies EducationTheory);
  });

  /** User, enrolled. `{ language }` → `{ educationId, language }`; 400 for a language not offered. */
  router.put('/mine/:educationId/language', candidate, async (c) => {
    const educationId = c.req.param('educationId');
    // Scope before the body (decision 003): someone else's education is 404 whatever is sent.
    await ownReadable(c.var.db, c.var.caller, 'education', educationId);
    const { language } = await readJson(c, contentLanguageBody);
    const id = await chooseLanguageOf(c.var.db, c.var.caller, 'education', educationId, language);
    return c.json({ educationId: id, language } satisfies EducationLanguageChosen);
  });

  /** User, enrolled. `EducationTheoryModule`: one module's parts in the chosen language; 409 before a language is chosen. */
  router.get('/mine/:educationId/theory/:position', candidate, async (c) => {
    const { id, ...module } = await readTheoryModuleOf(c.var.db, c.var.caller, 'education', c.req.param('educationId'), c.req.param('position'));
    return c.json({ educationId: id, ...module } satisfies EducationTheoryModule);
  });

  /** User, enrolled. `EducationReflectionView` of a module of the education. */
  router.get(REFLECTION, candidate, async (c) =>
    c.json(asEducationView(await readReflectionOf(c.var.db, c.var.caller, 'education', c.req.param('educationId'), c.req.param('moduleId')))),
  );

  /** User, enrolled. Stores the whole reflection (every criterion 1–4, a remark); answers the view; 409 once released. */
  router.put(REFLECTION, candidate, async (c) => {
    const educationId = c.req.param('educationId');
    const moduleId = c.req.param('moduleId');
    await reflectionExistsOf(c.var.db, c.var.caller, 'education', educationId, moduleId); // an unknown record is 404, whatever the body
    const body = await readJson(c, reflectionBody);
    return c.json(asEducationView(await saveReflectionOf(c.var.db, c.var.caller, 'education', educationId, moduleId, body)));
  });

  /** User, enrolled. `MyEducationResult`: `released: false` before staff released the results. */
  router.get('/mine/:educationId/result', candidate, async (c) => {
    const { own, result } = await readResultOf(c.var.db, c.var.caller, 'education', c.req.param('educationId'));
    return c.json({ education: own, ...result } satisfies MyEducationResult);
  });

  return router;
}
