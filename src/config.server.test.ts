import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, manualUrlFor, publicUrlWarning, resetConfig } from './config.server';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

/** The configuration for the given environment variables on top of the test environment. */
function configWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetConfig();
  return config();
}

describe('config', () => {
  it('reads the ports, the host, the folders and the pool size, with their defaults', () => {
    const settings = configWith({ PORT: '8080', HOST: '0.0.0.0', CLIENT_DIR: 'build/client' });
    expect(settings.PORT).toBe(8080);
    expect(settings.API_PORT).toBe(4322);
    expect(settings.HOST).toBe('0.0.0.0');
    expect(settings.clientDir.endsWith('/build/client')).toBe(true);
    expect(settings.migrationsDir.endsWith('/migrations')).toBe(true);
    expect(settings.DATABASE_POOL_SIZE).toBe(10);
  });

  it('stops with a Dutch message naming each bad setting instead of reading NaN', () => {
    expect(() => configWith({ PORT: 'achtduizend', API_PORT: '70000', DATABASE_POOL_SIZE: '0' })).toThrow(
      /Ongeldige instellingen in de omgeving:\n- PORT moet een getal zijn\n- API_PORT mag hoogstens 65535 zijn\n- DATABASE_POOL_SIZE moet minstens 1 zijn/,
    );
  });

  it('never repeats a bad value, which may hold a password', () => {
    expect(() => configWith({ SMTP_URL: 'smtp//gebruiker:geheim@mail' })).toThrow(/- SMTP_URL moet een volledig adres zijn/);
    expect(() => configWith({ SMTP_URL: 'smtp//gebruiker:geheim@mail' })).not.toThrow(/geheim/);
  });
});

describe('MANUAL_URL', () => {
  it("points each language to its own manual, by default the PDFs in public/handleiding", () => {
    configWith({});
    expect(manualUrlFor('nl')).toBe('/handleiding/nl.pdf');
    expect(manualUrlFor('ar')).toBe('/handleiding/ar.pdf');
    configWith({ MANUAL_URL: 'https://docs.voorbeeld.nl/{lang}/handleiding.pdf?taal={lang}' });
    expect(manualUrlFor('uk')).toBe('https://docs.voorbeeld.nl/uk/handleiding.pdf?taal=uk');
  });

  it('stops with a Dutch message for an address without the language or outside the platform and http(s)', () => {
    expect(() => configWith({ MANUAL_URL: '/handleiding-kandidaat.pdf' })).toThrow(/- MANUAL_URL moet \{lang\} bevatten op de plaats van de taal/);
    expect(() => configWith({ MANUAL_URL: 'javascript:alert(1)//{lang}' })).toThrow(/- MANUAL_URL moet beginnen met \/ of met https:\/\//);
    expect(() => configWith({ MANUAL_URL: '//elders.example/{lang}.pdf' })).toThrow(/- MANUAL_URL moet beginnen met \//);
  });
});

describe('publicUrlWarning', () => {
  it('warns when PUBLIC_URL is missing and other machines reach the server', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.10', 'platform.voorbeeld.nl']) {
      const line = publicUrlWarning({ HOST });
      expect(line, HOST).toContain('PUBLIC_URL is niet ingesteld');
      expect(line).toContain(`luistert op ${HOST}`);
      expect(line).toContain('http://localhost:4321');
    }
    expect(publicUrlWarning({ HOST: '0.0.0.0', PUBLIC_URL: '  ' })).not.toBeNull();
  });

  it('stays quiet on this machine only, and whenever PUBLIC_URL is set', () => {
    for (const HOST of [undefined, '', 'localhost', 'LOCALHOST', '127.0.0.1', '::1', ' localhost ']) {
      expect(publicUrlWarning({ HOST }), String(HOST)).toBeNull();
    }
    expect(publicUrlWarning({ HOST: '0.0.0.0', PUBLIC_URL: 'https://platform.voorbeeld.nl' })).toBeNull();
  });

  it('never repeats the value of another setting', () => {
    const line = publicUrlWarning({
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:geheim-wachtwoord@db:5432/platform',
      SMTP_URL: 'smtp://mail:ook-geheim@smtp.voorbeeld.nl:587',
    });
    expect(line).not.toMatch(/geheim|postgres:|smtp:/);
  });
});
