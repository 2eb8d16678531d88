import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $attempt } from './attempt-store';
import type { CandidatePart } from '#src/features/content/contract';
import { messagesFor } from '#src/lib/i18n/catalogues.server';
import { translator } from '#src/lib/i18n/translate';
import { buildSteps } from './parts';
import { readingSegments } from './step-reading';
import Player, { type PlayerProps } from './Player';

/** Parts as src/features/content/api/candidate-content.ts sends them: texts in one language, no correct answers. */
const parts: CandidatePart[] = [
  {
    id: 'intro',
    type: 'text',
    html: '<p data-block="0">Lees de vragen goed.</p>\n<p data-block="1">Je kunt <strong>altijd</strong> terug.</p>',
    text: 'Lees de vragen goed.\n\nJe kunt altijd terug.',
  },
  {
    id: 'q1',
    type: 'question',
    kind: 'single',
    prompt: 'Wat betekent een rond rood bord met een witte balk?',
    image: { src: '/content/verboden-toegang.svg', alt: 'Rond rood bord met een witte horizontale balk', width: 200, height: 200 },
    points: 1,
    options: [
      { id: 'a', text: 'Verboden toegang' },
      { id: 'b', text: 'Verplichte route' },
    ],
  },
  { id: 'q2', type: 'question', kind: 'truefalse', prompt: 'Een heftruck heeft altijd voorrang.', image: null, points: 1, options: [] },
  {
    id: 'q3',
    type: 'question',
    kind: 'multiple',
    prompt: 'Wat draag je in het magazijn?',
    image: null,
    points: 2,
    options: [
      { id: 'a', text: 'Veiligheidsschoenen' },
      { id: 'b', text: 'Slippers' },
      { id: 'c', text: 'Hesje' },
    ],
  },
  { id: 'q4', type: 'question', kind: 'open', prompt: 'Hoe til je een zware doos?', image: null, points: 3, options: [] },
];

const props: PlayerProps = {
  attemptId: '6f1c1f0e-0000-4000-8000-000000000001',
  testId: '6f1c1f0e-0000-4000-8000-000000000002',
  position: 1,
  language: 'nl',
  messages: messagesFor('nl', 'player', 'imageViewer'),
  contentLanguage: 'nl',
  dir: 'ltr',
  title: 'Veiligheid',
  parts,
  answers: {},
  secondsLeft: null,
  readAloud: true,
  overviewHref: '/dashboard/test/overzicht/t1',
  closeHref: '/dashboard/test/afsluiten/t1/',
  nextModuleHref: '/dashboard/test/t1?module=2',
};

/** The server-rendered HTML, as the page sends it before any script runs. */
const html = (overrides: Partial<PlayerProps> = {}) => renderToString(<Player {...props} {...overrides} />);

/** The opening tag of the first element matching `pattern`. */
const tag = (out: string, pattern: RegExp) => out.match(pattern)?.[0] ?? '';

describe('Player (server render)', () => {
  it('gives an image the size it is shown at, so its space is kept before it loads', () => {
    expect(tag(html(), /<img[^>]*>/)).toMatch(/width="200" height="200"/);
    // A large upload is shown at most 48rem × 18rem (768 × 288 px): 1600 × 1200 becomes 384 × 288.
    const photo = { src: '/api/media/6f1c1f0e-0000-4000-8000-0000000000aa', alt: 'Een magazijn', width: 1600, height: 1200 };
    const withPhoto = parts.map((p) => (p.id === 'q1' && p.type === 'question' ? { ...p, image: photo } : p));
    expect(tag(html({ parts: withPhoto }), /<img[^>]*>/)).toMatch(/width="384" height="288"/);
  });

  it('puts the module title, the first question, its context and its options in the HTML', () => {
    const out = html();
    expect(out).toMatch(/<h1[^>]*>Veiligheid<\/h1>/);
    expect(out).toContain('Lees de vragen goed.');
    expect(out).toContain('Wat betekent een rond rood bord met een witte balk?');
    expect(out).toContain('Verboden toegang');
    expect(out).not.toContain('Een heftruck heeft altijd voorrang.');
  });

  it("shows a text part's server-sanitised HTML with every block tied to what read-aloud reads", () => {
    const out = html();
    expect(out).toContain(
      '<div class="player-context__text rich-text"><p data-read="p:intro:0">Lees de vragen goed.</p>\n' +
        '<p data-read="p:intro:1">Je kunt <strong>altijd</strong> terug.</p></div>',
    );
    const step = buildSteps(parts).steps[0]!;
    for (const segment of readingSegments(step, 'nl')) expect(out).toContain(`data-read="${segment.key}"`);
  });

  it('renders a progress bar with its values and the visible text "Vraag 1 van 4"', () => {
    const out = html();
    const bar = tag(out, /<div[^>]*role="progressbar"[^>]*>/);
    expect(bar).toContain('aria-valuenow="1"');
    expect(bar).toContain('aria-valuemin="1"');
    expect(bar).toContain('aria-valuemax="4"');
    expect(bar).toContain('aria-valuetext="Vraag 1 van 4"');
    expect(out).toMatch(/<h2[^>]*>Vraag 1 van 4<\/h2>/);
    expect(html({ questionIndex: 2 })).toMatch(/aria-valuenow="3"/);
    expect(html({ questionIndex: 99 })).toContain('Vraag 4 van 4');
  });

  it('uses native radio buttons inside labels for a single-choice question, in a fieldset with a legend', () => {
    const out = html();
    expect(out).toMatch(/<fieldset[^>]*lang="nl"[^>]*dir="ltr"/);
    expect(out).toMatch(/<legend[^>]*>.*Wat betekent/);
    expect(out.match(/<label class="player-option"><input type="radio"/g)).toHaveLength(2);
  });

  it('shows Waar / Niet waar as radio buttons for true/false, checked from the server answer', () => {
    const out = html({ questionIndex: 1, answers: { q2: { value: { kind: 'truefalse', value: false }, seq: 4 } } });
    expect(out).toContain('Waar');
    expect(out).toContain('Niet waar');
    expect(tag(out, /<input type="radio"[^>]*value="false"[^>]*>/)).toContain('checked=""');
    expect(tag(out, /<input type="radio"[^>]*value="true"[^>]*>/)).not.toContain('checked');
  });

  it('uses checkboxes for multiple choice and a labelled text box for open questions', () => {
    const multiple = html({ questionIndex: 2, answers: { q3: { value: { kind: 'multiple', options: ['a', 'c'] }, seq: 2 } } });
    expect(multiple.match(/<input type="checkbox"/g)).toHaveLength(3);
    expect(multiple.match(/<input type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
    const open = html({ questionIndex: 3, answers: { q4: { value: { kind: 'open', text: 'Door je knieën' }, seq: 9 } } });
    const id = open.match(/<label[^>]*for="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(open).toMatch(new RegExp(`<textarea[^>]*id="${id}"[^>]*maxLength="5000"[^>]*>Door je knieën</textarea>`));
  });

  it('marks every content block with the content language and direction, right to left for Arabic', () => {
    const arabic: CandidatePart[] = [
      { id: 'c', type: 'text', html: '<p data-block="0">اقرأ السؤال جيدًا.</p>', text: 'اقرأ السؤال جيدًا.' },
      { id: 'q', type: 'question', kind: 'truefalse', prompt: 'الرافعة الشوكية لها الأولوية دائمًا.', image: null, points: 1, options: [] },
    ];
    const out = html({ contentLanguage: 'ar', dir: 'rtl', title: 'السلامة', parts: arabic });
    expect(out).toMatch(/<h1[^>]*lang="ar" dir="rtl"[^>]*>السلامة<\/h1>/);
    expect(out).toMatch(/<div class="player-context" lang="ar" dir="rtl">/);
    expect(out).toMatch(/<fieldset[^>]*lang="ar" dir="rtl"/);
    expect(out).toContain('صحيح');
    expect(out).toContain('خطأ');
    // The interface around the content is in the interface language, here Dutch.
    expect(out).toContain('Vorige');
    expect(out).toContain('Vraag 1 van 1');
  });

  it('has a polite live status region, the question map with aria-current, and navigation', () => {
    const out = html({ answers: { q1: { value: { kind: 'single', option: 'a' }, seq: 1 } } });
    expect(out).toMatch(/role="status" aria-live="polite"[^>]*><span[^>]*>Opgeslagen<\/span>/);
    expect(out).toMatch(/<button[^>]*aria-current="step"[^>]*aria-label="Vraag 1, beantwoord"/);
    expect(out).toContain('aria-label="Vraag 2, nog niet beantwoord"');
    expect(out).toContain('1 van 4 vragen beantwoord');
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*>Vorige<\/button>/);
    expect(out).toContain('>Volgende</button>');
    expect(out).toMatch(/href="\/dashboard\/test\/afsluiten\/t1\/"[^>]*>Test afsluiten/);
    const last = html({ questionIndex: 3 });
    expect(last).toMatch(/href="\/dashboard\/test\/t1\?module=2"[^>]*>Volgende module/);
  });

  it("says nothing in the save status of a module without saved answers, and 'Opgeslagen' once the server holds one", () => {
    const status = (out: string) => out.match(/role="status" aria-live="polite"[^>]*><span[^>]*>([^<]*)<\/span>/)?.[1];
    expect(status(html())).toBe('');
    expect(status(html({ questionIndex: 3 }))).toBe('');
    expect(status(html({ answers: { q2: { value: { kind: 'truefalse', value: true }, seq: 3 } } }))).toBe('Opgeslagen');
  });

  it('opens images in the viewer through a button whose name includes the text alternative', () => {
    const out = html();
    expect(out).toMatch(/<button type="button" class="player-figure__open"><img[^>]*alt="Rond rood bord met een witte horizontale balk"/);
    expect(out).not.toContain('<dialog');
  });

  it('shows the time left as mm:ss without a live region, and the time-up message at 0', () => {
    const out = html({ secondsLeft: 754 });
    expect(out).toMatch(/<p class="player__clock"><span>Tijd over<\/span> <span class="player__time">12:34<\/span><\/p>/);
    const clock = tag(out, /<p class="player__clock"[^>]*>/);
    expect(clock).not.toContain('aria-live');
    expect(clock).not.toContain('role=');
    const over = html({ secondsLeft: 0 });
    expect(over).toMatch(/role="alert"[^>]*><p>De tijd is om\./);
    expect(over).toMatch(/<input type="radio"[^>]*disabled=""/);
    expect(html()).not.toContain('Tijd over');
  });

  it("shows 'Lees voor' only when read-aloud is on", () => {
    expect(html()).toContain('Lees voor');
    expect(html({ readAloud: false })).not.toContain('Lees voor');
  });

  it("shows the interface in the language of the messages it is given, with that language's plural forms and numbers", () => {
    const polish = { language: 'pl', messages: messagesFor('pl', 'player', 'imageViewer') } as const;
    const out = html({ ...polish, answers: { q1: { value: { kind: 'single', option: 'a' }, seq: 1 } } });
    expect(out).toMatch(/<h2[^>]*>Pytanie 1 z 4<\/h2>/);
    expect(out).toContain('aria-valuetext="Pytanie 1 z 4"');
    expect(out).toContain('>Dalej</button>');
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*>Wstecz<\/button>/);
    expect(out).toContain('aria-label="Pytanie 1, z odpowiedzią"');
    expect(out).toContain('aria-label="Pytanie 2, jeszcze bez odpowiedzi"');
    expect(out).toContain('>0,75×</button>');
    // The image's interface word is marked with the interface language inside the Dutch content.
    expect(out).toMatch(/<span class="player-figure__enlarge" lang="pl" dir="ltr">.*Powiększ<\/span>/);
    expect(out).not.toContain('Volgende');
    // Polish counts: 1 → "pytania", 2–4 → "pytań" (few), 5 and more → "pytań" (many).
    expect(out).toContain('Odpowiedzi: 1 z 4 pytań');
    expect(html({ ...polish, parts: parts.slice(0, 2) })).toContain('Odpowiedzi: 0 z 1 pytania');
    const five: CandidatePart[] = [1, 2, 3, 4, 5].map((n) => ({
      id: `t${n}`,
      type: 'question',
      kind: 'truefalse',
      prompt: `Stelling ${n}`,
      image: null,
      points: 1,
      options: [],
    }));
    expect(html({ ...polish, parts: five })).toContain('Odpowiedzi: 0 z 5 pytań');
    // The content keeps its own language.
    expect(out).toMatch(/<fieldset[^>]*lang="nl"/);
    // The time warnings (shown once the clock runs in the browser) take the same plural forms.
    const t = translator('pl', polish.messages);
    expect(t('player.minutesLeft', { n: 5 })).toBe('Uwaga: masz jeszcze 5 minut.');
    expect(t('player.minutesLeft', { n: 1 })).toBe('Uwaga: masz jeszcze 1 minutę.');
  });

  it('renders a module without questions, and does not touch the shared store on the server', () => {
    const out = html({ parts: [{ id: 't', type: 'text', html: '<p data-block="0">Alleen uitleg.</p>', text: 'Alleen uitleg.' }] });
    expect(out).toContain('Alleen uitleg.');
    expect(out).toContain('In deze module staan geen vragen.');
    expect($attempt.get().attemptId).toBeNull();
  });
});
