/**
 * `/api/user` of the accounts feature (docs/api.md, "User"), as two routers mounted one after the other:
 * `signInRouter` (signing in and out, passwords, confirming an invited account) and `userRouter` (user profiles,
 * the user lists and counts, and the staff's user administration: create, edit, invite again, disable, enable:
 * user-admin.ts). Thin: each handler reads its input, calls a service, answers.
 *
 * The caller's header info (`GET /api/user/headerinfo`) combines notifications (mailbox) and the candidate's profile
 * (profession-test), which accounts sits below, so it lives in src/backend/header-info-router.ts and
 * src/backend/app.ts mounts it between the two. Contact lists live in
 * features/mailbox/api/contacts-router.ts (mounted on the same prefix).
 *
 * @example
 *   app.route('/api/user', inOrder(signInRouter(deps), headerInfoRouter(), userRouter(deps)));
 *   // deps = { outbox, onConfirmed: confirmHeldSeats }
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import { limitPublicCalls } from './public-limit';
import type { BackendEnv } from '#src/server/context';
import { apiError, errorLogLine, TITLES } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { findVisibleUser } from '#src/server/access-scope';
import { AUTH_TITLES, changePassword, signIn, signOut } from './sign-in';
import { confirmInvitation, INVITE_TITLES, type InvitationHooks } from './invitation';
import { requestPasswordReset, RESET_TITLES, resetPassword } from './password-reset';
import {
  candidatesQuery,
  changePasswordBody,
  createCandidateBody,
  createContactPersonBody,
  createCoordinatorBody,
  createTeacherBody,
  updateUserBody,
  confirmAccountBody,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  userQuery,
  usersQuery,
} from '#src/features/accounts/contract';
import { fields, type TitleAnswer } from '#src/lib/contract';
import { countActiveByRole, listCandidates, listUsers, userProfile } from './users';
import { isUuid, readJson, readQuery } from '#src/server/validation';
import { STAFF } from '#src/lib/roles';
import { accountDetail, createAccount, resendInvitation, setAccountEnabled, updateAccount, type NewAccount } from './user-admin';

/**
 * What both routers of `/api/user` need.
 * - `outbox` takes the password reset and invitation mails (server/mail/outbox.ts).
 * - `onConfirmed`: what other features do, in the same transaction, when an invited account is confirmed or taken on
 *   by staff with a new invitation (invitation.ts `InvitationHooks`; src/backend/app.ts passes it).
 */
export type UserRouterDeps = { outbox: MailOutbox } & InvitationHooks;

/** Signing in and out, passwords, and confirming an invited account: the first routes of `/api/user`. */
export function signInRouter(deps: UserRouterDeps) {
  const router = new Hono<BackendEnv>();

  /**
   * Public. 200 LoginAnswer; 400 bad input; 401 bad credentials; 429 (with Retry-After) while this address is
   * held back for this IP or the IP is over its failure limit; 503 when too many password hashes are waiting.
   */
  router.post('/login', async (c) => {
    const body = await readJson(c, loginBody);
    return c.json(await signIn(c.var.db, { ...body, clientIp: c.var.clientIp }));
  });

  /** Signed in. 204; the caller's token stops working everywhere. */
  router.post('/logout', requireCaller(), async (c) => {
    await signOut(c.var.db, c.var.caller.sid);
    return c.body(null, 204);
  });

  /**
   * Public, per-IP limited. Always 200 with the same title, answered before any lookup, so neither text nor timing tells
   * whether the address exists (OWASP Forgot Password Cheat Sheet). The lookup and mail run afterwards.
   */
  router.post('/ForgotPassword', limitPublicCalls(), async (c) => {
    const { email } = await readJson(c, forgotPasswordBody);
    requestPasswordReset(c.var.db, deps.outbox, email).catch((error: unknown) =>
      console.error(errorLogLine('password-reset-failed', error, c.req.header('x-request-id'))),
    );
    return c.json({ title: RESET_TITLES.requested } satisfies TitleAnswer);
  });

  /** Public, per-IP limited. 200 `{ title }`; 400 for an invalid, used or expired token or a weak password. */
  router.post('/ResetPassword', limitPublicCalls(), async (c) => {
    const body = await readJson(c, resetPasswordBody);
    await resetPassword(c.var.db, body);
    return c.json({ title: RESET_TITLES.done } satisfies TitleAnswer);
  });

  /**
   * Public, per-IP limited. 200 `{ title }`; activates an invited account; 400 for a wrong or expired code or a
   * weak password. The code is checked before the password is hashed.
   */
  router.post('/ConfirmEmailAndPassword', limitPublicCalls(), async (c) => {
    const body = await readJson(c, confirmAccountBody);
    await confirmInvitation(c.var.db, body, deps);
    return c.json({ title: INVITE_TITLES.confirmed } satisfies TitleAnswer);
  });

  /** Signed in. 200 `{ title }`; 400 when the current password is wrong or the new one too short. */
  router.post('/ChangePassword', requireCaller(), async (c) => {
    const body = await readJson(c, changePasswordBody);
    await changePassword(c.var.db, c.var.caller, body);
    return c.json({ title: AUTH_TITLES.passwordChanged } satisfies TitleAnswer);
  });

  return router;
}

/**
 * User profiles, the user lists and counts, and the staff's user administration: the routes of `/api/user` after the
 * header info.
 */
export function userRouter(deps: UserRouterDeps) {
  const router = new Hono<BackendEnv>();

  /** Signed in. The caller's profile, or with `userId` a user the caller may see; 404 otherwise. */
  router.get('/get', requireCaller(), async (c) => {
    const { userId } = readQuery(c, userQuery);
    const id = userId ?? c.var.caller.id;
    if (!fields.uuid.safeParse(id).success) throw apiError(404, TITLES.notFound);
    const user = await findVisibleUser(c.var.db, c.var.caller, id);
    if (!user) throw apiError(404, TITLES.notFound);
    return c.json(await userProfile(c.var.db, user));
  });

  /** Staff, Teacher, ContactPerson. Page candidates the caller may follow. */
  router.get('/GetCandidates', requireCaller('Admin', 'Coordinator', 'Teacher', 'ContactPerson'), async (c) => {
    const query = readQuery(c, candidatesQuery);
    return c.json(await listCandidates(c.var.db, c.var.caller, query));
  });

  /**
   * Staff. Paged lists of accounts by role (spec §7 GetTeachers, GetContactPerson, GetCoordinators; the pages
   * /cp/users/teacher, /cp/users/contact-person, /cp/users/coordinators). GetCoordinators lists coordinators and
   * admins: both run the platform.
   */
  const lists = [
    ['/GetTeachers', ['Teacher']],
    ['/GetContactPerson', ['ContactPerson']],
    ['/GetCoordinators', ['Coordinator', 'Admin']],
  ] as const;
  for (const [path, roles] of lists) {
    router.get(path, requireCaller('Admin', 'Coordinator'), async (c) => c.json(await listUsers(c.var.db, roles, readQuery(c, usersQuery))));
  }

  /** Staff. Paged list of the teachers and coordinators marked intakebegeleider (spec §7 GetIntakeSuperVisors). */
  router.get('/GetIntakeSuperVisors', requireCaller('Admin', 'Coordinator'), async (c) =>
    c.json(await listUsers(c.var.db, ['Teacher', 'Coordinator'], readQuery(c, usersQuery), { intakeSupervisors: true })),
  );

  /**
   * Staff (createcoordinator: Admin). 201 `{ id, status: 'invited' }`: an invited account, its invitation mailed
   * (spec §7 createcandidate, CreateTeacher, createcontactperson, createcoordinator); 400 naming a field; 409 for
   * an e-mail address in use (spec §8's text).
   */
  const creates = [
    ['/createcandidate', 'User', createCandidateBody, STAFF],
    ['/CreateTeacher', 'Teacher', createTeacherBody, STAFF],
    ['/createcontactperson', 'ContactPerson', createContactPersonBody, STAFF],
    ['/createcoordinator', 'Coordinator', createCoordinatorBody, ['Admin']],
  ] as const;
  for (const [path, role, schema, who] of creates) {
    router.post(path, requireCaller(...who), idempotent(), async (c) => {
      const body: NewAccount = await readJson(c, schema);
      return c.json(await createAccount(c.var.db, deps.outbox, c.var.caller, role, body), 201);
    });
  }

  /** Staff. One account as staff manage it; 404 unknown, erased or not a UUID. */
  router.get('/:id/account', requireCaller('Admin', 'Coordinator'), async (c) => {
    return c.json(await accountDetail(c.var.db, c.var.caller, c.req.param('id')));
  });

  /** Staff (a coordinator not for admins and coordinators: 401). The account's personal data; 400, 404, 409. */
  router.put('/:id', requireCaller('Admin', 'Coordinator'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw apiError(404, TITLES.notFound);
    const body = await readJson(c, updateUserBody);
    return c.json(await updateAccount(c.var.db, c.var.caller, id, body));
  });

  /** Staff. Mails an invited account a new invitation; 409 when the account is not invited. */
  router.post('/:id/invite', requireCaller('Admin', 'Coordinator'), idempotent(), async (c) => {
    return c.json(await resendInvitation(c.var.db, deps.outbox, c.var.caller, c.req.param('id'), deps));
  });

  /** Staff. Disables an account: no sign-in, its sessions end at once; 400 for the caller's own account. */
  router.post('/:id/disable', requireCaller('Admin', 'Coordinator'), async (c) => {
    return c.json(await setAccountEnabled(c.var.db, c.var.caller, c.req.param('id'), false));
  });

  /** Staff. Enables a disabled account again (active, or invited when it never had a password). */
  router.post('/:id/enable', requireCaller('Admin', 'Coordinator'), async (c) => {
    return c.json(await setAccountEnabled(c.var.db, c.var.caller, c.req.param('id'), true));
  });

  /** Staff. Active users per role. */
  router.get('/counts', requireCaller('Admin', 'Coordinator'), async (c) => {
    return c.json(await countActiveByRole(c.var.db));
  });

  return router;
}
