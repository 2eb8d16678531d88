/**
 * The staff's user administration screens, pure and client-safe (spec §2: /cp/users/…, /cp/user/{id},
 * /cp/profile/{id}): which lists there are and what each filters and shows, reading a list's query from the page
 * URL into the API's query, and reading an account form into the body of a create call or `PUT /api/user/{id}`
 * with Dutch errors by field. The API checks the same again (docs/api.md, "User").
 */
import { LISTED_STATUSES, PHONE_MAX, type ListedStatus, type ListSort } from '#src/features/accounts/contract';
import { accountAdmin as t } from '#src/features/accounts/strings';
import type { Role } from '#src/lib/roles';
import { isLanguage } from '#src/lib/i18n/locales';

/** The five staff lists. */
export type ListKind = 'candidate' | 'contact-person' | 'teacher' | 'intakesupervisors' | 'coordinators';

/** What a list is: its page, its call, its filters and columns, and where its "new" link goes. */
export interface ListKindInfo {
  path: string;
  api: string;
  /** The strings key in `userLists`. */
  texts: 'candidates' | 'contactPersons' | 'teachers' | 'intakeSupervisors' | 'coordinators';
  filters: readonly ('organization' | 'profession')[];
  columns: readonly ('role' | 'organization' | 'profession' | 'intake')[];
  /** The create page, or null; `adminOnly` when only an admin may create (coordinators). */
  create: { path: string; adminOnly: boolean } | null;
}

/** The lists in the order of their tabs. */
export const LIST_KINDS: Readonly<Record<ListKind, ListKindInfo>> = {
  candidate: {
    path: '/cp/users/candidate',
    api: '/api/user/GetCandidates',
    texts: 'candidates',
    filters: ['organization', 'profession'],
    columns: ['organization', 'profession'],
    create: { path: '/cp/users/candidate/create', adminOnly: false },
  },
  'contact-person': {
    path: '/cp/users/contact-person',
    api: '/api/user/GetContactPerson',
    texts: 'contactPersons',
    filters: ['organization'],
    columns: ['organization'],
    create: { path: '/cp/users/create/contact-person', adminOnly: false },
  },
  teacher: {
    path: '/cp/users/teacher',
    api: '/api/user/GetTeachers',
    texts: 'teachers',
    filters: [],
    columns: ['intake'],
    create: { path: '/cp/users/teacher/create', adminOnly: false },
  },
  intakesupervisors: {
    path: '/cp/users/intakesupervisors',
    api: '/api/user/GetIntakeSuperVisors',
    texts: 'intakeSupervisors',
    filters: [],
    columns: ['role'],
    create: null,
  },
  coordinators: {
    path: '/cp/users/coordinators',
    api: '/api/user/GetCoordinators',
    texts: 'coordinators',
    filters: [],
    columns: ['role', 'intake'],
    create: { path: '/cp/users/coordinators/create', adminOnly: true },
  },
};

/** The page about one person: /cp/user/{id} for a candidate, /cp/profile/{id} for everyone else (spec §2). */
export function accountPageOf(role: Role, id: string): string {
  return `${role === 'User' ? '/cp/user' : '/cp/profile'}/${encodeURIComponent(id)}`;
}

/** The sort choices of a list, as `{key}-{direction}` (the API's `sort` and `dir`). */
export const SORT_CHOICES = ['name-asc', 'name-desc', 'created-desc', 'created-asc'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list's search and filters as the page URL has them; values that cannot be right read as not set. */
export interface ListParams {
  q: string;
  status: ListedStatus | '';
  organizationId: string;
  professionId: string;
  sort: SortChoice;
}

/**
 * Reads a list's search, filters and order from the page URL (`q`, `status`, `organisatie`, `beroep`, `sortering`).
 * Anything that the API would refuse (an unknown status, an id that is not a UUID) reads as not set.
 */
export function listParamsOf(url: URL): ListParams {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const status = get('status');
  const sort = get('sortering');
  const uuid = (value: string) => (UUID.test(value) ? value : '');
  return {
    q: get('q').slice(0, 100),
    status: (LISTED_STATUSES as readonly string[]).includes(status) ? (status as ListedStatus) : '',
    organizationId: uuid(get('organisatie')),
    professionId: uuid(get('beroep')),
    sort: (SORT_CHOICES as readonly string[]).includes(sort) ? (sort as SortChoice) : 'name-asc',
  };
}

/** True when the list is narrowed by a search or a filter (its empty state then says so). */
export function isFiltered(params: ListParams): boolean {
  return Boolean(params.q || params.status || params.organizationId || params.professionId);
}

/**
 * The API query of a list page: only what is set, and only the filters this list has.
 * @example listQuery(params, LIST_KINDS.candidate, 2) // { page: 2, q: 'jan', status: 'invited', sort: 'name', dir: 'asc' }
 */
export function listQuery(params: ListParams, kind: ListKindInfo, page: number): Record<string, string | number> {
  const [sort, dir] = params.sort.split('-') as [ListSort, 'asc' | 'desc'];
  const query: Record<string, string | number> = { page, sort, dir };
  if (params.q) query.q = params.q;
  if (params.status) query.status = params.status;
  if (params.organizationId && kind.filters.includes('organization')) query.organizationId = params.organizationId;
  if (params.professionId && kind.filters.includes('profession')) query.professionId = params.professionId;
  return query;
}

// ——— The account form ———

/** The fields of an account form, as typed. */
export interface AccountValues {
  name: string;
  email: string;
  phone: string;
  organizationId: string;
  professionId: string;
  intakeSupervisor: boolean;
  /** A new candidate's language (docs/decisions/055): 'nl' by default; only the create form asks it. */
  language: string;
}

export type AccountField = keyof AccountValues;
export type AccountErrors = Partial<Record<AccountField, string>>;

/** Which fields an account of `role` has (docs/api.md, "User": create calls and `PUT /api/user/{id}`). */
export function accountFieldsOf(role: Role): { organization: 'required' | 'optional' | null; profession: boolean; intake: boolean } {
  return {
    organization: role === 'ContactPerson' ? 'required' : role === 'User' ? 'optional' : null,
    profession: role === 'User',
    intake: role === 'Teacher' || role === 'Coordinator',
  };
}

/** The empty form, or a form filled with an account's current data. */
export function accountValues(from?: {
  name: string;
  email: string;
  phone: string | null;
  organization: { id: string } | null;
  profession: { id: string } | null;
  intakeSupervisor: boolean;
}): AccountValues {
  return {
    name: from?.name ?? '',
    email: from?.email ?? '',
    phone: from?.phone ?? '',
    organizationId: from?.organization?.id ?? '',
    professionId: from?.profession?.id ?? '',
    intakeSupervisor: from?.intakeSupervisor ?? false,
    language: 'nl',
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const PHONE = /^[0-9+()\-. ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads and checks a posted account form for an account of `role`.
 * @param creating the create form: a new candidate's form also has their language (`language`, one of the six
 *   codes; docs/decisions/055), sent only when it is not Dutch.
 * @returns the typed values (to show again), Dutch errors by field, and the body for the API when there are none:
 *   only the fields `role` has; empty phone, organisation and profession as null.
 */
export function readAccountForm(
  form: FormData,
  role: Role,
  creating = false,
): { values: AccountValues; errors: AccountErrors; body: Record<string, string | boolean | null> | null } {
  const has = accountFieldsOf(role);
  const values: AccountValues = {
    name: text(form, 'name'),
    email: text(form, 'email').toLowerCase(),
    phone: text(form, 'phone'),
    organizationId: has.organization ? text(form, 'organizationId') : '',
    professionId: has.profession ? text(form, 'professionId') : '',
    intakeSupervisor: has.intake && form.has('intakeSupervisor'),
    language: (creating && role === 'User' && text(form, 'language')) || 'nl',
  };
  const errors: AccountErrors = {};
  if (!values.name) errors.name = t.nameMissing;
  else if (values.name.length > 200) errors.name = t.nameTooLong;
  if (!values.email) errors.email = t.emailMissing;
  else if (values.email.length > 254 || !EMAIL.test(values.email)) errors.email = t.emailInvalid;
  if (values.phone.length > PHONE_MAX) errors.phone = t.phoneTooLong;
  else if (!PHONE.test(values.phone)) errors.phone = t.phoneInvalid;
  if (has.organization === 'required' && !values.organizationId) errors.organizationId = t.organizationMissing;
  if (!isLanguage(values.language)) errors.language = t.languageInvalid;
  if (Object.keys(errors).length > 0) return { values, errors, body: null };

  const body: Record<string, string | boolean | null> = { name: values.name, email: values.email, phone: values.phone || null };
  if (has.organization) body.organizationId = values.organizationId || null;
  if (has.profession) body.professionId = values.professionId || null;
  if (has.intake) body.intakeSupervisor = values.intakeSupervisor;
  if (values.language !== 'nl') body.language = values.language;
  return { values, errors, body };
}

/** The field an API title names ('Naam: …', 'E-mailadres: …'; docs/api.md), or undefined. */
export function fieldOfTitle(title: string): AccountField | undefined {
  const prefixes: [string, AccountField][] = [
    ['Naam:', 'name'],
    ['E-mailadres:', 'email'],
    ['Telefoonnummer:', 'phone'],
    ['Organisatie:', 'organizationId'],
    ['Beroep:', 'professionId'],
    ['Intakebegeleider:', 'intakeSupervisor'],
    ['Taal:', 'language'],
  ];
  return prefixes.find(([prefix]) => title.startsWith(prefix))?.[1];
}
