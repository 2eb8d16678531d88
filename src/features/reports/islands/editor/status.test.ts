import { describe, expect, it } from 'vitest';
import { statusLine } from './status';

describe('the status line', () => {
  it('says when the text was saved, in Dutch time', () => {
    expect(statusLine({ status: 'saved', savedAt: '2026-11-26T13:05:00.000Z', canKeep: true })).toBe('Opgeslagen om 14:05');
  });

  it('says "Opslaan…" from the first change until the server answers, and nothing before any change', () => {
    expect(statusLine({ status: 'pending', savedAt: null, canKeep: true })).toBe('Opslaan…');
    expect(statusLine({ status: 'saving', savedAt: null, canKeep: true })).toBe('Opslaan…');
    expect(statusLine({ status: 'idle', savedAt: null, canKeep: true })).toBe('');
  });

  it('offline: the text is safe on this device, or the page must stay open when the device cannot keep it', () => {
    expect(statusLine({ status: 'offline', savedAt: null, canKeep: true }, { reloadsOffline: true })).toBe('Niet opgeslagen: geen verbinding. Je tekst staat veilig op dit apparaat.');
    expect(statusLine({ status: 'offline', savedAt: null, canKeep: false })).toBe('Niet opgeslagen: geen verbinding. Sluit deze pagina niet tot er weer verbinding is.');
  });

  it('offline where the page is not kept (staff): the text stays in the browser, the page needs a connection to open', () => {
    const line = statusLine({ status: 'offline', savedAt: null, canKeep: true });
    expect(line).toContain('Je tekst blijft in deze browser bewaard, maar deze pagina opent niet zonder verbinding.');
    expect(line).not.toContain('veilig');
  });

  it('never claims the text is safe on a device that cannot keep it', () => {
    for (const status of ['failed', 'rejected', 'stopped'] as const) {
      expect(statusLine({ status, savedAt: null, canKeep: false })).not.toContain('veilig');
      expect(statusLine({ status, savedAt: null, canKeep: true })).toMatch(/^Niet opgeslagen/);
    }
  });
});
