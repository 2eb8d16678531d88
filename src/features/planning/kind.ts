/**
 * The kind adapter of the staff's planning screens (components/; spec §2 /cp/pat…, /cp/education…): everything that
 * differs between a PAT and an education on those screens — the word in element ids and note hints, the pages, the
 * sections' labels and when a step is done, which sentence of the API's `missing` list belongs to which section, a
 * state's name and tag colour, the Dutch texts of each screen, and the parts that really differ as data (a PAT's
 * days and evaluations, an education's lessons, absence limit and enrolment day). Each kind has one
 * (pat/components/staff/planning-kind.ts `patPlanning`, educations/components/staff/format.ts `educationPlanning`);
 * the pages hand it to the screens. Functions that take the kind's own records are methods, so a kind's adapter
 * (`PlanningKind<PatDetail, PatListItem>`) serves where a screen declares only the shapes both kinds share.
 * Client-safe.
 */
import type { PinnedModule, PlacedSession } from '#src/features/planning/contract';
import type { DaysFormStrings } from '#src/features/planning/days-form';
import type { Section, Tone } from '#src/features/planning/format';
import type { ModulesFormStrings } from '#src/features/planning/modules-form';
import type { PlanKind } from '#src/features/planning/rules';
import type { Named } from '#src/lib/contract';

/** One cell of a table (components/Cell.astro): a text, a muted text, a link, or the final evaluations' bar. */
export type Cell =
  | string
  | { muted: string }
  | { href: string; text: string; class?: string; label?: string }
  | { bar: { done: number; total: number; id: string } };

/** A column of a table: its header (also the cell's `data-label` on phones) and the cell of a row. */
export interface Column<T> {
  label: string;
  cell(row: T): Cell;
}

/** What a PAT and an education both have, as their overview answers it. */
export interface Planned {
  id: string;
  title: string;
  state: string;
  teacherNotes?: string | null;
  candidateNotes?: string | null;
  modules: PinnedModule[];
  candidates: (Named & { email: string; organization: Named | null })[];
  /** Dutch sentences: what must be added before it can be planned or opened. */
  missing: string[];
  /** Dutch sentences: the planning conflicts of the current plan. */
  conflicts: string[];
}

/** What a row of the list of PATs or educations has. */
export interface ListItem {
  id: string;
  title: string;
  state: string;
}

/** The texts of the screens: each kind's objects of its strings.ts, under one name per screen. */
export interface PlanningTexts {
  /** The top of every page of one (components/PlanningHead.astro). */
  head: { backToList: string; backToOverview: string; steps: string; overview: string; stepDone: string; stepOpen: string; stepText: (n: number, label: string) => string };
  /** The list's page with its search and filter. */
  list: {
    title: string;
    intro: string;
    create: string;
    backToHome: string;
    filtersTitle: string;
    search: string;
    searchHint: string;
    state: string;
    allStates: string;
    submit: string;
    clear: string;
    name: string;
    total: (n: number) => string;
    empty: string;
    emptyAction: string;
    noneFound: string;
  };
  /** The create page. */
  create: { title: string; intro: string; submit: string };
  /** The name-and-notes form. */
  form: { name: string; nameHint: string; teacherNotes: string; teacherNotesHint: string; candidateNotes: string; candidateNotesHint: string; errorSummary: string };
  /** The overview: the checklist, the conflicts, the glance and the change form's section. */
  overview: {
    editTitle: string;
    editSubmit: string;
    checklistTitle: string;
    checklistIntro: string;
    checklistDone: string;
    fixIn: (label: string) => string;
    conflictsTitle: string;
    conflictsIntro: string;
    glanceTitle: string;
    state: string;
    period: string;
    teacherNotes: string;
    candidateNotes: string;
    noNotes: string;
    date: string;
    time: string;
    location: string;
    room: string;
    noRoom: string;
    modulesTitle: string;
    noModulesYet: string;
    module: string;
    version: string;
    template: string;
    passMark: string;
    knockOut: string;
    percent: (n: number) => string;
    noCandidatesYet: string;
    teachersTitle: string;
    noTeachersYet: string;
  };
  /** Planning (a PAT) or opening (an education) it: components/PlanningSchedule.astro. */
  schedule: { title: string; intro: string; submit: string; blocked: string; done: (when: string) => string; question?: (title: string) => string; confirm?: string };
  /** The sessions one by one (components/DaysForm.astro) and the location section around them. */
  days: DaysFormStrings & { locationsUnavailable: string; noLocations: string; locationsLink: string };
  /** The modules (components/ModulesForm.astro). */
  modules: ModulesFormStrings;
  /** The candidates (components/PlanningCandidates.astro); `enrolDay`, `enrolDayHint` with an enrolment day. */
  candidates: {
    none: string;
    name: string;
    email: string;
    organization: string;
    actions: string;
    remove: string;
    removeQuestion: (name: string) => string;
    removeConfirm: string;
    addTitle: string;
    addIntro: string;
    search: string;
    searchHint: string;
    searchSubmit: string;
    searchClear: string;
    candidate: string;
    chooseCandidate: string;
    moreCandidates: string;
    noCandidatesFound: (q: string) => string;
    noCandidates: string;
    addSubmit: string;
    candidatesUnavailable: string;
    enrolDay?: string;
    enrolDayHint?: string;
  };
  /** Each section's introduction on its page. */
  intro: Record<Section, string>;
  /** On a section of a completed or archived one. */
  closed: string;
  /** Archiving it (on the overview). */
  archive: { archiveTitle: string; archiveIntro: string; archive: string; archiveQuestion: (title: string) => string; archiveConfirm: string };
  cancel: string;
}

/** An input of the kind's own after the notes of the name-and-notes form (an education's absence limit). */
export interface ExtraField {
  name: string;
  label: string;
  hint: string;
  type: 'number';
  inputmode: 'numeric';
}

/** A PAT or an education as the staff's planning screens see it. `D` is its overview's answer, `L` a list row. */
export interface PlanningKind<D extends Planned = Planned, L extends ListItem = ListItem> {
  /** 'pat' or 'education': the prefix of element ids (`pat-q`) and the kind of its notes (src/lib/note-audiences.ts). */
  key: PlanKind;
  /** The list's page ('/cp/pat'). */
  list: string;
  /** The page that makes a new one ('/cp/pat/create'). */
  create: string;
  /** The overview page of `id` ('/cp/pat/{id}'). */
  overview(id: string): string;
  /** The page of a planning section of `id` ('/cp/pat/{id}/planning/{section}'). */
  section(id: string, section: Section): string;
  /** A section's label ('Locatie en dagen', 'Lesrooster'). */
  sectionLabel(section: Section): string;
  /** The section that fixes an item of the API's `missing` list, or null for a sentence the screens do not know. */
  sectionOfMissing(text: string): Section | null;
  /** The states in lifecycle order (the list's filter). */
  states: readonly string[];
  /** A state's Dutch name and tag colour ('Gepland', primary). */
  state(state: string): { label: string; tone: Tone };
  /** Whether each planning step is done (the steps on top of its pages). */
  stepsDone(planned: D): Record<Section, boolean>;
  /** When it was planned or opened (ISO), or null. */
  scheduledAt(planned: D): string | null;
  texts: PlanningTexts;
  /** The list's columns after name and state. */
  listColumns: Column<L>[];
  /** The name-and-notes form's own fields after the notes, and every field in order (the summary's links). */
  form: { extra: ExtraField[]; fields: readonly string[] };
  /** Planning or opening: a plain button (a PAT's `plan`) or a confirmation step first (an education's `open`). */
  schedule: { action: string; confirm: boolean; ids: { section: string; title: string; blocked: string } };
  /** The most sessions (the sessions form's 'add'). */
  maxSessions: number;
  /** Whether a module may have a second assessor (a PAT's). */
  secondAssessor: boolean;
  /** The overview's glance. */
  glance: {
    /** Its period ('1 t/m 2 december 2026'), or the kind's words for none. */
    period(planned: D): string;
    /** The kind's facts after state and period. */
    facts(planned: D): { label: string; value: Cell }[];
    /** The sessions (a PAT's days, an education's lessons) with their heading's id and text. */
    sessions(planned: D): { rows: PlacedSession[]; headingId: string; title: string; empty: string };
    /** What a session's room shows. */
    room(room: NonNullable<PlacedSession['room']>): string;
    /** The kind's module columns after the knock-out criteria. */
    moduleColumns: Column<PinnedModule>[];
    /** The candidates' heading and columns; with `rowHeader` the first column heads its row (`th scope="row"`). */
    candidates(planned: D): { title: string; columns: Column<Planned['candidates'][number]>[]; rowHeader: boolean };
    /** The teachers as a list (an education's), or null: the page shows its own (a PAT's per day and module). */
    teachers(planned: D): (Named & { email: string })[] | null;
  };
  /** The candidates section. */
  candidates: {
    /** The ids of the list's section and heading, and of the add section (also the forms' fragments). */
    ids: { list: string; title: string; add: string };
    /** The list's heading ('3 kandidaten ingepland'). */
    title(planned: D): string;
    /** The kind's columns after the organisation. */
    columns: Column<Planned['candidates'][number]>[];
    /** Whether a candidate enrols from a day (an education's): the add form asks for it. */
    enrolment: boolean;
    /**
     * How a refused addition shows beside the select: as its help text ('help', a PAT's) or as an alert with the
     * API's list ('notice', an education's).
     */
    refusal: 'help' | 'notice';
  };
}
