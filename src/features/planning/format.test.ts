import { describe, expect, it } from 'vitest';
import { addressText, dayRangeText, isSection, readableMissing, refusalParts, timeRange, weekdayText } from './format';

describe('dayRangeText', () => {
  it('writes a period the Dutch way, both days counted', () => {
    expect(dayRangeText('2026-12-01', '2026-12-02')).toBe('1 t/m 2 december 2026');
    expect(dayRangeText('2026-11-30', '2026-12-02')).toBe('30 november t/m 2 december 2026');
    expect(dayRangeText('2026-12-31', '2027-01-01')).toBe('31 december 2026 t/m 1 januari 2027');
  });

  it('writes one day once, and nothing without days', () => {
    expect(dayRangeText('2026-12-01', '2026-12-01')).toBe('1 december 2026');
    expect(dayRangeText('2026-12-01', null)).toBe('1 december 2026');
    expect(dayRangeText(null, null)).toBe('');
  });
});

describe('small formats', () => {
  it('names the weekday, the times and the address', () => {
    expect(weekdayText('2026-12-01')).toBe('dinsdag 1 december 2026');
    expect(timeRange('09:00', '15:30')).toBe('09:00–15:30');
    expect(addressText({ street: 'Industrieweg 5', postcode: '7553 GB', city: 'Hengelo' })).toBe('Industrieweg 5, 7553 GB Hengelo');
  });

  it('knows the four planning sections and no other word', () => {
    for (const word of ['location', 'modules', 'candidates', 'teachers']) expect(isSection(word)).toBe(true);
    for (const word of ['locatie', '', undefined, 'LOCATION']) expect(isSection(word)).toBe(false);
  });
});

describe('the checklist', () => {
  it('writes the days of an item out', () => {
    expect(readableMissing('Kies een docent voor ‘Orderpicken’ op 2026-12-01.')).toBe('Kies een docent voor ‘Orderpicken’ op 1 december 2026.');
  });
});

describe('refusalParts', () => {
  it('splits a conflict into its sentences', () => {
    const title =
      'Dit plan botst: Fatima El Amrani (docent) is op 8 december 2026 09:00–15:30 al ingepland bij ‘PAT Magazijnmedewerker’ (09:00–15:30). 9 december 2026 valt na het einde van de licentie van Sven Kuipers (geldig tot en met 8 december 2026).';
    expect(refusalParts(title)).toEqual({
      lead: 'Dit plan botst:',
      items: [
        'Fatima El Amrani (docent) is op 8 december 2026 09:00–15:30 al ingepland bij ‘PAT Magazijnmedewerker’ (09:00–15:30).',
        '9 december 2026 valt na het einde van de licentie van Sven Kuipers (geldig tot en met 8 december 2026).',
      ],
    });
  });

  it('does not split inside a quoted PAT name, nor after an initial', () => {
    const title = 'Dit plan botst: J. de Vries (kandidaat) is op 1 december 2026 09:00–12:00 al ingepland bij ‘PAT A. Zet het klaar’ (09:00–12:00). Op 1 december 2026 09:00–12:00 zijn er 3 kandidaten, maar Zaal B. Noord heeft 2 plaatsen.';
    expect(refusalParts(title).items).toEqual([
      'J. de Vries (kandidaat) is op 1 december 2026 09:00–12:00 al ingepland bij ‘PAT A. Zet het klaar’ (09:00–12:00).',
      'Op 1 december 2026 09:00–12:00 zijn er 3 kandidaten, maar Zaal B. Noord heeft 2 plaatsen.',
    ]);
  });

  it('splits what a plan still misses, and leaves any other title whole', () => {
    expect(refusalParts('Deze PAT kan nog niet worden ingepland: Kies minstens één module. Plan minstens één kandidaat in.')).toEqual({
      lead: 'Deze PAT kan nog niet worden ingepland:',
      items: ['Kies minstens één module.', 'Plan minstens één kandidaat in.'],
    });
    expect(refusalParts('Deze opleiding kan nog niet worden geopend: Kies minstens één module. Kies minstens één docent.')).toEqual({
      lead: 'Deze opleiding kan nog niet worden geopend:',
      items: ['Kies minstens één module.', 'Kies minstens één docent.'],
    });
    expect(refusalParts('Lokaal: dit lokaal hoort niet bij de gekozen locatie.')).toEqual({ lead: 'Lokaal: dit lokaal hoort niet bij de gekozen locatie.', items: [] });
  });
});
