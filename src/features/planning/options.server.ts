/**
 * The choices of the planning sections of a PAT and an education, loaded on the server (docs/api.md "Location",
 * "Modules", "User"): the current locations with their rooms, modules to add (searched by title), active candidates
 * (searched by name or e-mail address) and every active teacher. A list the API pages is read page by page up to a
 * limit, with `more` when it did not fit (the page then asks to search).
 */
import type { $Fetch } from 'ofetch';
import { load, type Loaded } from '#src/components/load.server';
import type { CandidateItem, UserListItem } from '#src/features/accounts/contract';
import type { ModuleListItem } from '#src/features/content/contract';
import type { LocationOption } from '#src/features/locations/contract';
import type { Page } from '#src/lib/contract';

/** A list of choices, and whether some were left out. */
export interface Choices<T> {
  items: T[];
  more: boolean;
}

/** Reads pages 1, 2, … of `path` until the last one or `maxPages`. @throws what the API call throws. */
async function pages<T>(api: $Fetch, path: string, query: Record<string, string | number>, maxPages: number): Promise<Choices<T>> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api<Page<T>>(path, { query: { ...query, page } });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return { items, more: false };
  }
  return { items, more: true };
}

/** `GET /api/location/options`: every current location with its rooms, by name. */
export const locationChoices = (api: $Fetch): Promise<Loaded<LocationOption[]>> => load(api<LocationOption[]>('/api/location/options'));

/** Modules whose title contains `q` (every module without it), at most 100, by title, without those in `except`. */
export async function moduleChoices(api: $Fetch, q: string, except: readonly string[]): Promise<Loaded<Choices<ModuleListItem>>> {
  const loaded = await load(pages<ModuleListItem>(api, '/api/modules', q ? { q } : {}, 5));
  if (!loaded.ok) return loaded;
  return { ok: true, data: { items: loaded.data.items.filter((m) => !except.includes(m.id)), more: loaded.data.more } };
}

/** Active candidates matching `q` (one page of 20, by name), without those in `except`. */
export async function candidateChoices(api: $Fetch, q: string, except: readonly string[]): Promise<Loaded<Choices<CandidateItem>>> {
  const query: Record<string, string | number> = { status: 'active', page: 1 };
  if (q) query.q = q;
  const loaded = await load(api<Page<CandidateItem>>('/api/user/GetCandidates', { query }));
  if (!loaded.ok) return loaded;
  return { ok: true, data: { items: loaded.data.items.filter((c) => !except.includes(c.id)), more: loaded.data.total > loaded.data.items.length } };
}

/** Every active teacher, by name (at most 500). */
export const teacherChoices = (api: $Fetch): Promise<Loaded<Choices<UserListItem>>> => load(pages<UserListItem>(api, '/api/user/GetTeachers', { status: 'active' }, 25));
