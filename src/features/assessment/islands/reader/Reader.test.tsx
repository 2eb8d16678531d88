import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readerMessages } from '#src/features/assessment/components/candidate/reader-page.server';
import type { ReaderPart } from '#src/features/assessment/contract';
import Reader, { type ReaderProps } from './Reader';

/** Parts as src/features/assessment/api/reader.ts sends them: one language, no questions. */
const parts: ReaderPart[] = [
  { id: 'intro', type: 'text', html: '<p data-block="0">Een pallettruck tilt een pallet een klein stukje op.</p>', text: 'Een pallettruck tilt een pallet een klein stukje op.' },
  { id: 'truck', type: 'image', image: { src: '/content/pallettruck.svg', alt: 'Een handpallettruck', width: 400, height: 300 }, caption: null },
  { id: 'safety', type: 'text', html: '<p data-block="0">Duw, trek niet.</p>', text: 'Duw, trek niet.' },
  { id: 'task', type: 'practical', html: '<p data-block="0">Verplaats de pallet naar vak B4.</p>', text: 'Verplaats de pallet naar vak B4.' },
];

const base: ReaderProps = {
  language: 'nl',
  messages: readerMessages('nl'),
  contentLanguage: 'nl',
  dir: 'ltr',
  title: 'Pallet verplaatsen met pallettruck',
  parts,
  readAloud: true,
  moduleHref: '/candidate/pat/p1?module=2',
  overviewHref: '/candidate/pat/p1',
  reflectionHref: '/candidate/pat/module/m2?pat=p1',
  nextModuleHref: '/candidate/pat/p1?module=3',
};

const html = (props: Partial<ReaderProps> = {}) => renderToString(<Reader {...base} {...props} />);

describe('Reader (server render, before any script runs)', () => {
  it('shows the first step with its progress, read-aloud and a Volgende link that works without JavaScript', () => {
    const out = html();
    expect(out).toContain('Stap 1 van 3');
    expect(out).toMatch(/role="progressbar"[^>]*aria-valuemax="3" aria-valuenow="1"/);
    expect(out).toContain('Een pallettruck tilt een pallet een klein stukje op.');
    expect(out).toContain('alt="Een handpallettruck"');
    expect(out).not.toContain('Duw, trek niet.');
    expect(out).toMatch(/<button type="button" class="button player__read-toggle">.*Lees voor<\/button>/);
    expect(out).toContain('href="/candidate/pat/p1?module=2&amp;stap=2"');
    expect(out).not.toContain('Vorige');
    expect(out).not.toContain('Vul je reflectie in');
    expect(out).toContain('>Naar alle modules</a>');
  });

  it('finds every word it says among the messages it is given (no bare keys on screen)', () => {
    for (const step of [0, 1, 2]) expect(html({ step })).not.toMatch(/(patReader|player|imageViewer)\.[a-zA-Z]/);
    expect(html({ parts: [] })).not.toMatch(/(patReader|player|imageViewer)\.[a-zA-Z]/);
  });

  it('opens the step asked for, with Vorige and Volgende, and marks each paragraph for read-aloud', () => {
    const out = html({ step: 1 });
    expect(out).toContain('Stap 2 van 3');
    expect(out).toContain('<p data-read="p:safety:0">Duw, trek niet.</p>');
    expect(out).toMatch(/href="\/candidate\/pat\/p1\?module=2&amp;stap=1">Vorige<\/a>/);
    expect(out).toMatch(/href="\/candidate\/pat\/p1\?module=2&amp;stap=3">Volgende<\/a>/);
  });

  it('ends the module with the practical assignment, the reflection and the next module', () => {
    const out = html({ step: 9 });
    expect(out).toContain('Stap 3 van 3');
    expect(out).toContain('Praktijkopdracht: dit doe je op de PAT-dag.');
    expect(out).toContain('Verplaats de pallet naar vak B4.');
    expect(out).toMatch(/<a class="button is-primary is-medium" href="\/candidate\/pat\/module\/m2\?pat=p1">Vul je reflectie in<\/a>/);
    expect(out).toContain('href="/candidate/pat/p1?module=3">Volgende module</a>');
    expect(out).not.toContain('>Volgende</a>');
    expect(html({ step: 9, nextModuleHref: undefined })).not.toContain('Volgende module');
  });

  it('speaks the interface language around content in the chosen language, right to left for Arabic', () => {
    const out = html({ language: 'en', messages: readerMessages('en'), contentLanguage: 'ar', dir: 'rtl', title: 'نقل منصة نقالة' });
    expect(out).toContain('Step 1 of 3');
    expect(out).toContain('Read aloud');
    expect(out).toMatch(/<h1[^>]*lang="ar" dir="rtl"[^>]*>نقل منصة نقالة<\/h1>/);
    expect(out).toMatch(/<div class="player-context" lang="ar" dir="rtl">/);
  });

  it('leaves read-aloud out when the candidate turned it off, and says so when a module has nothing to read', () => {
    expect(html({ readAloud: false })).not.toContain('Lees voor');
    const empty = html({ parts: [] });
    expect(empty).toContain('In deze module staat nog geen uitleg.');
    expect(empty).toContain('Vul je reflectie in');
    expect(empty).not.toContain('progressbar');
  });
});

describe('readerMessages', () => {
  it('gives the island only the words it says, in one language', () => {
    const keys = Object.keys(readerMessages('pl'));
    expect(keys).toContain('patReader.stepOf');
    expect(keys).toContain('player.readAloud');
    expect(keys).toContain('imageViewer.close');
    expect(keys).not.toContain('patReader.chooseLanguage');
    expect(keys).not.toContain('player.questionOf');
  });
});
