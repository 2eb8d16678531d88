/**
 * Session shapes shared by the gateway and the pages (spec §3 "Stored session", minus the token, which
 * stays on the server: docs/architecture.md, "sessions (BFF)").
 */
import type { LoginAnswer } from '#src/features/accounts/contract';

/** What a page knows about the signed-in user: the sign-in answer without the token. */
export type PageSession = Omit<LoginAnswer, 'token'>;

/** Result of a sign-in attempt from the login page. */
export type SignInResult =
  | { ok: true; session: PageSession; location: string }
  /** `title`: the Dutch message to show (from the API's error body, or spec §8's catalogue). */
  | { ok: false; status: number; title: string };

export interface PageAuth {
  /**
   * Signs in with e-mail and password through `POST /api/user/login`; on success the gateway sets the
   * session cookie on this page's response. `location` is the role's home (spec §4).
   */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends the current session (deletes the record, revokes the token, clears the cookie). */
  signOut(): Promise<void>;
}
