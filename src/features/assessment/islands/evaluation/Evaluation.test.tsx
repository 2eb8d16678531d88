/**
 * The evaluation form island as the server renders it (before any script): every criterion a labelled group of
 * large radio buttons with the template's labels and a remark, knock-out and weight as text, a final evaluation
 * read-only with 'Wijzigen', and once both assessors are final the other's scores with divergences marked in text;
 * the evidence photos as linked thumbnails with their captions as alt text, with 'Foto toevoegen' opening the
 * camera, and read-only on a final evaluation; an education's form the same without the photo block.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Evaluation from './Evaluation';
import type { IslandForm } from '#src/features/assessment/evaluation-drafts';

type PatForm = Extract<IslandForm, { patId: string }>;

const form = (over: Partial<PatForm> = {}, evaluation: Partial<IslandForm['evaluation']> = {}): PatForm => ({
  patId: 'p-1',
  patTitle: 'PAT Magazijnmedewerker',
  resultsReleased: false,
  opensOn: '2026-09-08',
  moduleId: 'm-1',
  moduleTitle: 'Orderpicken met handscanner',
  candidate: { id: 'k-1', name: 'Lotte Visser' },
  role: 'first',
  template: {
    name: 'Praktijkbeoordeling magazijn',
    criteria: [
      { id: 'veilig', name: 'Veilig werken', description: 'Let op verkeer en tilt goed.', weight: 3, knockOut: true },
      { id: 'nauwkeurig', name: 'Nauwkeurigheid', description: 'Juiste artikelen en aantallen.', weight: 2, knockOut: false },
    ],
    scale: [
      { value: 1, label: 'onvoldoende' },
      { value: 2, label: 'matig' },
      { value: 3, label: 'voldoende' },
      { value: 4, label: 'goed' },
    ],
  },
  passPercent: 60,
  evaluation: {
    scores: { veilig: { score: 4, remark: 'Kijkt goed om zich heen.' }, nauwkeurig: { score: null, remark: '' } },
    remark: 'Rustig gewerkt.',
    status: 'draft',
    version: 1,
    seq: 12,
    finalizedAt: null,
    ...evaluation,
  },
  other: null,
  divergent: [],
  history: [],
  photos: [],
  ...over,
});

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('the evaluation form', () => {
  it('shows each criterion as a group of four labelled radio buttons with its remark, and the stored scores', () => {
    const html = renderToString(<Evaluation form={form()} />);
    expect(count(html, /<fieldset/g)).toBe(2);
    expect(html).toContain('<span class="evaluation__name">Veilig werken</span>');
    expect(html).toContain('weging 3');
    expect(html).toContain('knock-out: minstens voldoende');
    expect(count(html, /type="radio"/g)).toBe(8);
    expect(html).toMatch(/<span class="evaluation__value">3<\/span> <span class="evaluation__label">voldoende<\/span>/);
    expect(count(html, /checked=""/g)).toBe(1);
    expect(count(html, /Opmerking bij dit criterium/g)).toBe(2);
    expect(html).toContain('Kijkt goed om zich heen.');
    expect(html).toContain('Rustig gewerkt.');
    expect(html).toContain('Definitief maken');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    // The server has this draft: the status says so from the start.
    expect(html).toContain('Opgeslagen');
    // Nothing can be scored or finalised before the script runs: React would reset it when it hydrates.
    expect(count(html, /<fieldset disabled=""/g)).toBe(2);
    expect(html).toMatch(/<button type="button" class="button is-primary is-medium" disabled=""[^>]*>Definitief maken/);
  });

  it('says nothing about saving before the first save, and gives the result once every criterion is scored', () => {
    const empty = renderToString(<Evaluation form={form({}, { seq: 0 })} />);
    expect(empty).not.toContain('Opgeslagen');
    expect(empty).not.toContain('Uitslag');
    const scored = renderToString(<Evaluation form={form({}, { scores: { veilig: { score: 2, remark: '' }, nauwkeurig: { score: 4, remark: '' } } })} />);
    // (3 × 1 + 2 × 3) / (5 × 3) = 60 %, but 'Veilig werken' is a knock-out below voldoende.
    expect(scored).toContain('Uitslag bij deze scores: 60 % (cesuur 60 %), onvoldoende — knock-out niet gehaald: Veilig werken.');
  });

  it('shows a final evaluation read-only with its moment, and offers Wijzigen instead', () => {
    const html = renderToString(
      <Evaluation
        form={form(
          { history: [{ version: 1, finalizedAt: '2026-12-07T09:30:00.000Z', reason: 'Tempo verkeerd gescoord', assessor: { id: 't', name: 'Fatima Docent' } }] },
          { status: 'final', version: 2, finalizedAt: '2026-12-07T13:05:00.000Z', scores: { veilig: { score: 4, remark: '' }, nauwkeurig: { score: 3, remark: '' } } },
        )}
      />,
    );
    expect(count(html, /<fieldset disabled=""/g)).toBe(2);
    expect(html).toContain('Definitief sinds 7 december 2026 om 14:05 (versie 2)');
    expect(html).toContain('Wijzigen');
    expect(html).not.toContain('Definitief maken');
    expect(html).toContain('Versie 1, definitief op 7 december 2026 om 10:30 door Fatima Docent. Gewijzigd omdat: Tempo verkeerd gescoord');
  });

  it('offers no Wijzigen once the results are released, and says the final evaluation stands', () => {
    const finalScores = { status: 'final' as const, finalizedAt: '2026-12-07T13:05:00.000Z', scores: { veilig: { score: 4 as const, remark: '' }, nauwkeurig: { score: 3 as const, remark: '' } } };
    const html = renderToString(<Evaluation form={form({ resultsReleased: true }, finalScores)} />);
    expect(html).toContain('De resultaten zijn vrijgegeven; deze definitieve beoordeling ligt vast.');
    expect(html).not.toContain('Wijzigen');
    expect(count(html, /<fieldset disabled=""/g)).toBe(2);
    // A form kept on the device before the flag existed still offers it; the server then refuses with its reason.
    const { resultsReleased: _r, ...kept } = form({}, finalScores);
    expect(renderToString(<Evaluation form={kept as IslandForm} />)).toContain('Wijzigen');
  });

  it('is read-only before its first day, saying from when, and open from that day on', () => {
    const ahead = renderToString(<Evaluation form={form({ opensOn: '2999-03-01' })} />);
    expect(ahead).toContain('Beoordelen kan vanaf 1 maart 2999. Tot dan kun je het formulier en de instructies al bekijken.');
    expect(count(ahead, /<fieldset disabled=""/g)).toBe(2);
    expect(ahead).toMatch(/<textarea[^>]*disabled=""[^>]*>Rustig gewerkt\./);
    expect(ahead).not.toContain('Definitief maken');
    expect(ahead).not.toContain('Foto toevoegen');
    const open = renderToString(<Evaluation form={form({ opensOn: '2026-09-08' })} />);
    expect(open).not.toContain('Beoordelen kan vanaf');
    expect(open).toContain('Definitief maken');
    // A form kept on the device before `opensOn` existed is open; the server then refuses with its reason.
    const { opensOn: _o, ...kept } = form();
    expect(renderToString(<Evaluation form={kept as IslandForm} />)).toContain('Definitief maken');
  });

  it("shows the other assessor's scores once both are final, marking differences of two points in words", () => {
    const html = renderToString(
      <Evaluation
        form={form(
          {
            role: 'second',
            other: {
              role: 'first',
              assessor: { id: 't1', name: 'Fatima Docent' },
              scores: { veilig: { score: 2, remark: 'Liep door het looppad.' }, nauwkeurig: { score: 3, remark: '' } },
              remark: 'Goed gedaan.',
            },
            divergent: ['veilig'],
          },
          { status: 'final', finalizedAt: '2026-12-07T13:05:00.000Z', scores: { veilig: { score: 4, remark: '' }, nauwkeurig: { score: 3, remark: '' } } },
        )}
      />,
    );
    expect(html).toContain('1 criterium verschilt 2 punten of meer.');
    expect(html).toContain('Andere beoordelaar: 2 matig');
    expect(html).toContain('Liep door het looppad.');
    expect(count(html, /Verschil van 2 punten of meer met de andere beoordelaar/g)).toBe(1);
    expect(html).toContain('Scores van Fatima Docent (eerste beoordelaar)');
  });

  it('shows evidence photos as thumbnails linking to the large photo, captions as alt text, each with a delete button', () => {
    const photos = [
      { id: 'f-1', src: '/api/pat/evidence/f-1', caption: 'Pallet recht op de vork' },
      { id: 'f-2', src: '/api/pat/evidence/f-2', caption: '' },
    ];
    const html = renderToString(<Evaluation form={form({ photos })} />);
    expect(html).toContain('Foto’s als bewijs');
    expect(html).toContain('<a href="/api/pat/evidence/f-1?w=1920" title="opent de foto groot"><img src="/api/pat/evidence/f-1?w=320" alt="Pallet recht op de vork"');
    expect(html).toContain('alt="Foto 2 zonder bijschrift"');
    expect(html).toContain('aria-label="Foto verwijderen: Pallet recht op de vork"');
    expect(count(html, />Verwijderen</g)).toBe(2);
    // 'Foto toevoegen' is a button; the file input behind it asks for the rear camera.
    expect(html).toMatch(/<input type="file" accept="image\/\*" capture="environment" hidden=""/);
    expect(html).toMatch(/<button type="button" class="button is-medium evaluation__photo-add"[^>]*>.*<span>Foto toevoegen<\/span><\/button>/);
    expect(html).toMatch(/<p class="evaluation__photo-status" role="status" aria-live="polite"><\/p>/);
  });

  it('offers no photo button at ten photos, and shows a final evaluation’s photos read-only', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `f-${i}`, src: `/api/pat/evidence/f-${i}`, caption: `Foto ${i}` }));
    const full = renderToString(<Evaluation form={form({ photos: ten })} />);
    expect(full).toContain('Deze beoordeling heeft al 10 foto’s.');
    expect(full).not.toContain('Foto toevoegen');

    const final = renderToString(
      <Evaluation form={form({ photos: ten.slice(0, 1) }, { status: 'final', finalizedAt: '2026-12-07T13:05:00.000Z', scores: { veilig: { score: 4, remark: '' }, nauwkeurig: { score: 3, remark: '' } } })} />,
    );
    expect(final).toContain('alt="Foto 0"');
    expect(final).not.toContain('Verwijderen');
    expect(final).not.toContain('Foto toevoegen');
    expect(final).not.toContain('type="file"');
    const none = renderToString(<Evaluation form={form({ photos: [] }, { status: 'final', finalizedAt: '2026-12-07T13:05:00.000Z' })} />);
    expect(none).toContain('Bij deze beoordeling horen geen foto’s.');
  });

  it('shows an education’s form with every criterion and no photo block (photos are a PAT feature)', () => {
    const { patId: _p, patTitle: _t, ...body } = form();
    const html = renderToString(<Evaluation form={{ ...body, educationId: 'e-1', educationTitle: 'Opleiding Heftruck' }} />);
    expect(count(html, /<fieldset/g)).toBe(2);
    expect(html).toContain('Definitief maken');
    expect(html).not.toContain('Foto');
    expect(html).not.toContain('type="file"');
  });

  it('opens a form kept on the device before photos existed, as one without photos', () => {
    const { photos: _photos, ...kept } = form();
    const html = renderToString(<Evaluation form={kept as IslandForm} />);
    expect(html).toContain('Nog geen foto’s.');
    expect(html).toContain('Foto toevoegen');
  });
});
