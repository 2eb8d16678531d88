/**
 * `/api/pat/mine/{patId}/…` and `/api/education/mine/{educationId}/…` (docs/api.md "PAT", "Education"; spec §2
 * /candidate/pat/…, /candidate/education/…; decisions 030, 035 §4): the candidate reads the modules of their PAT or
 * education in the language they chose, reflects on each module and, once staff released the results, sees the
 * deciding scores next to their reflection. Thin handlers over reader.ts and reflection.ts; one router for either
 * context, which the PAT and the education each mount under their own prefix (pat/api/routes.ts,
 * educations/api/routes.ts). The context's id is the path parameter and answer key `patId` or `educationId`; the
 * reflection and the result name it under `pat` or `education`, with its state in its own words (`stateOf`).
 *
 * Candidates only (role User), each their own PATs and educations; everyone else 401; one they are not on, a draft or a
 * module not on it 404 (decision 003). Mounted before the routers whose paths start with the context's id, so `mine`
 * is not read as an id.
 *
 * @example
 *   app.route('/api/pat', mineRouter({ kind: 'pat', stateOf: patStateOf }));
 *   app.route('/api/education', mineRouter({ kind: 'education', stateOf: educationStateOf }));
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import type { LifecycleStage } from '#src/features/planning/rules';
import { contentLanguageBody, reflectionBody } from '#src/features/assessment/contract';
import type { CandidateContext } from './candidate-context';
import { chooseLanguageOf, ownReadable, readTheoryModuleOf, readTheoryOf } from './reader';
import { readReflectionOf, readResultOf, reflectionExistsOf, saveReflectionOf, type ReflectionContext } from './reflection';

/** What the router needs of its PAT or education: the kind, and the name of its lifecycle stage in its answers. */
export interface MineContext {
  kind: CandidateContext;
  /** The context's state for its stage: pat/rules.ts `patStateOf`, educations/state.ts `educationStateOf`. */
  stateOf: (stage: LifecycleStage) => string;
}

/** The candidate's router of one kind of context. */
export function mineRouter({ kind, stateOf }: MineContext) {
  const router = new Hono<BackendEnv>();
  const candidate = requireCaller('User');
  const idKey = `${kind}Id` as const;
  const reflection = `/mine/:${idKey}/reflection/:moduleId` as const;
  /** The reflection view with its context named, as the PAT's `ReflectionView` and the education's `EducationReflectionView`. */
  const named = ({ own, view }: { own: ReflectionContext; view: object }) => ({ [kind]: { id: own.id, title: own.title, state: stateOf(own.stage) }, ...view });

  /** User, own. `PatTheory` or `EducationTheory`: offered languages, the chosen one, the modules. */
  router.get(`/mine/:${idKey}/theory`, candidate, async (c) => {
    const { id, ...theory } = await readTheoryOf(c.var.db, c.var.caller, kind, c.req.param(idKey));
    return c.json({ [idKey]: id, ...theory });
  });

  /** User, own. `{ language }` → `{ patId | educationId, language }`; 400 for a language not offered. */
  router.put(`/mine/:${idKey}/language`, candidate, async (c) => {
    const id = c.req.param(idKey);
    // Scope before the body (decision 003): someone else's PAT or education is 404 whatever is sent.
    await ownReadable(c.var.db, c.var.caller, kind, id);
    const { language } = await readJson(c, contentLanguageBody);
    return c.json({ [idKey]: await chooseLanguageOf(c.var.db, c.var.caller, kind, id, language), language });
  });

  /** User, own. `PatTheoryModule` or `EducationTheoryModule`: one module's parts in the chosen language; 409 before a language is chosen. */
  router.get(`/mine/:${idKey}/theory/:position`, candidate, async (c) => {
    const { id, ...module } = await readTheoryModuleOf(c.var.db, c.var.caller, kind, c.req.param(idKey), c.req.param('position'));
    return c.json({ [idKey]: id, ...module });
  });

  /** User, own. `ReflectionView` or `EducationReflectionView` of a module. */
  router.get(reflection, candidate, async (c) =>
    c.json(named(await readReflectionOf(c.var.db, c.var.caller, kind, c.req.param(idKey), c.req.param('moduleId')))),
  );

  /** User, own. Stores the whole reflection (every criterion 1–4, a remark); answers the view; 409 once released. */
  router.put(reflection, candidate, async (c) => {
    const id = c.req.param(idKey);
    const moduleId = c.req.param('moduleId');
    await reflectionExistsOf(c.var.db, c.var.caller, kind, id, moduleId); // an unknown record is 404, whatever the body
    const body = await readJson(c, reflectionBody);
    return c.json(named(await saveReflectionOf(c.var.db, c.var.caller, kind, id, moduleId, body)));
  });

  /** User, own. `MyPatResult` or `MyEducationResult`: `released: false` before staff released the results. */
  router.get(`/mine/:${idKey}/result`, candidate, async (c) => {
    const { own, result } = await readResultOf(c.var.db, c.var.caller, kind, c.req.param(idKey));
    return c.json({ [kind]: own, ...result });
  });

  return router;
}
