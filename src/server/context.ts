/**
 * What the backend's middleware puts on the Hono context (habit 2).
 */
import type { Role } from '#src/lib/roles';
import type { Db } from './db/client';
import type { MailOutbox } from './mail/outbox';

/** The caller, as established from a verified bearer token and the user's current database record. */
export interface Caller {
  id: string;
  email: string;
  name: string;
  role: Role;
  organizationId: string | null;
  professionId: string | null;
  /** The token's id (`sid` claim), for revocation at sign-out. */
  sid: string;
  /** Token expiry, Unix seconds. */
  exp: number;
}

export type BackendEnv = {
  Variables: {
    db: Db;
    /** Set by `requireCaller`; absent on public routes. */
    caller: Caller;
    /**
     * The backend's mail outbox (mail/outbox.ts; docs/decisions/049-mail-outbox.md): services that tell people of a
     * change write their mails with it, in the change's transaction.
     */
    outbox: MailOutbox;
    /** Client IP as given by the gateway (X-Forwarded-For's first hop it trusts) or the socket. */
    clientIp: string;
  };
};
