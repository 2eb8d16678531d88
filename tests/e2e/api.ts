/**
 * Direct API access for end-to-end set-up, as an API client would do it: sign in with
 * `POST /api/user/login`, then `Authorization: Bearer` (no cookie, so no cross-site check applies).
 */
import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** An API answer outside 2xx; `status` is the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T>;
  /** `DELETE path`; the answer's JSON body. */
  remove<T>(path: string): Promise<T>;
  dispose(): Promise<void>;
}

/** Signs in as `email` and returns a client for the platform API at `baseURL`; a call answered outside 2xx throws `ApiError`. */
export async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/user/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`inloggen als ${email} mislukt: ${login.status()}`);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  const ctx: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  async function check<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
    if (!res.ok()) throw new ApiError(`${what}: ${res.status()} ${await res.text()}`, res.status());
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }
  return {
    get: async <T>(path: string) => check<T>(await ctx.get(path), `GET ${path}`),
    send: async <T>(method: 'POST' | 'PUT', path: string, data: unknown) =>
      check<T>(await (method === 'POST' ? ctx.post(path, { data }) : ctx.put(path, { data })), `${method} ${path}`),
    remove: async <T>(path: string) => check<T>(await ctx.delete(path), `DELETE ${path}`),
    dispose: () => ctx.dispose(),
  };
}

/** Today plus `days` calendar days, `YYYY-MM-DD` in Dutch time (licence days are Europe/Amsterdam days). */
export function dutchDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * As the demo coordinator: a free licence of five seats for profession test `testId`, valid from yesterday for a
 * month, for the organisation with id `organizationId` — assigning a test takes a seat of one (docs/api.md "Licence").
 * @returns the licence's id.
 */
export async function freeLicenceFor(baseURL: string, testId: string, organizationId: string): Promise<string> {
  const staff = await apiAs(baseURL, 'coordinator@example.org');
  try {
    const { id } = await staff.send<{ id: string }>('POST', '/api/licence', {
      organizationId,
      product: 'profession-test',
      professionTestId: testId,
      seats: 5,
      validFrom: dutchDay(-1),
      validUntil: dutchDay(30),
      pricePerSeatCents: 0,
      vatCategory: 'S',
    });
    return id;
  } finally {
    await staff.dispose();
  }
}

/** The languages of every test newTestFor makes. */
const TEST_LANGUAGES = ['nl', 'en', 'pl', 'tr', 'uk', 'ar'];

interface ModuleRow {
  id: string;
  title: string;
  professionId: string | null;
  languages: string[];
  questionCount: number;
}

/**
 * As the demo coordinator: makes a new profession test from the seeded Magazijnmedewerker modules and assigns
 * it to the candidate with `candidateEmail`. Each end-to-end test gets its own test, so attempts never collide.
 * @returns the new test's id.
 */
export async function newTestFor(
  baseURL: string,
  candidateEmail: string,
  options: { timeLimitMinutes?: number | null; modules?: number; title?: string } = {},
): Promise<string> {
  const staff = await apiAs(baseURL, 'coordinator@example.org');
  try {
    const professions = await staff.get<{ id: string; name: string }[]>('/api/test/professions');
    const profession = professions.find((p) => p.name === 'Magazijnmedewerker');
    if (!profession) throw new Error('beroep Magazijnmedewerker ontbreekt');
    // Only modules with questions, complete in every language the test offers: other end-to-end tests add modules
    // of this profession (some translated only in part), which would make the test refuse those languages, and the
    // demo PAT's practical modules are complete in every language but have nothing to answer.
    const modules = (await staff.get<ModuleRow[]>('/api/test/modules')).filter(
      (m) => m.professionId === profession.id && m.questionCount > 0 && TEST_LANGUAGES.every((language) => m.languages.includes(language)),
    );
    const chosen = modules.slice(0, options.modules ?? 1);
    const { id } = await staff.send<{ id: string }>('POST', '/api/test', {
      professionId: profession.id,
      title: options.title ?? `E2E-test ${Date.now()}`,
      moduleIds: chosen.map((m) => m.id),
      modulePassPercent: chosen.map(() => 60),
      languages: TEST_LANGUAGES,
      timeLimitMinutes: options.timeLimitMinutes ?? null,
      passPercent: 60,
      showAnswers: false,
    });
    const candidates = await staff.get<{ items: { id: string; email: string; organization: { id: string } | null }[] }>(
      `/api/user/GetCandidates?q=${encodeURIComponent(candidateEmail)}`,
    );
    const candidate = candidates.items.find((c) => c.email === candidateEmail);
    if (!candidate) throw new Error(`kandidaat ${candidateEmail} niet gevonden`);
    if (!candidate.organization) throw new Error(`kandidaat ${candidateEmail} hoort bij geen organisatie`);
    await freeLicenceFor(baseURL, id, candidate.organization.id);
    await staff.send('POST', `/api/test/${id}/assign`, { candidateId: candidate.id });
    return id;
  } finally {
    await staff.dispose();
  }
}
