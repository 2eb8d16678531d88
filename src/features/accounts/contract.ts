/**
 * The accounts feature's calls (docs/api.md, "Users"): what they answer, declared once for the backend and the
 * pages (docs/decisions/017-feature-folders.md).
 */
import type { Role } from '#src/lib/roles';

/** `GET /api/user/get`. */
export interface UserDetail {
  id: string;
  email: string;
  name: string;
  role: string;
  status: string;
  organization: { id: string; name: string } | null;
  profession: { id: string; name: string } | null;
}

/** `GET /api/user/GetCandidates` item. Organisation and profession may come as an object or a name. */
export interface CandidateItem {
  id: string;
  name: string;
  email: string;
  organization: { id: string; name: string } | string | null;
  profession: { id: string; name: string } | string | null;
}

/** `GET /api/user/counts`: active users per role. */
export type UserCounts = Partial<Record<Role, number>>;
