import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, defaultPublicUrl, manualUrlFor, publicUrlNotice, resetConfig } from './config.server';

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

describe('PUBLIC_URL', () => {
  /** PUBLIC_URL of a fresh environment with only `env` (besides the test run's own settings) and PUBLIC_URL unset. */
  const linksWith = (env: Record<string, string>) => {
    vi.unstubAllEnvs();
    return configWith({ PUBLIC_URL: '', ...env }).PUBLIC_URL;
  };

  it('is the address the platform listens on when it is not set', () => {
    expect(linksWith({ PORT: '4400' })).toBe('http://localhost:4400');
    expect(linksWith({})).toBe('http://localhost:4321');
    expect(linksWith({ PORT: '4400', PUBLIC_URL: '  ' })).toBe('http://localhost:4400');
    expect(linksWith({ HOST: '127.0.0.1', PORT: '4400' })).toBe('http://127.0.0.1:4400');
    expect(linksWith({ HOST: '192.0.2.10', PORT: '8080' })).toBe('http://192.0.2.10:8080');
    expect(linksWith({ HOST: '::1', PORT: '4400' })).toBe('http://[::1]:4400');
  });

  it('uses localhost when the server listens on every interface', () => {
    expect(linksWith({ HOST: '0.0.0.0', PORT: '4400' })).toBe('http://localhost:4400');
    expect(linksWith({ HOST: '::', PORT: '4400' })).toBe('http://localhost:4400');
  });

  it('is the setting whenever it is set', () => {
    expect(linksWith({ PORT: '4400', HOST: '0.0.0.0', PUBLIC_URL: 'https://platform.voorbeeld.nl' })).toBe('https://platform.voorbeeld.nl');
  });

  it('makes the links in mails and calendar addresses on the port the platform listens on', () => {
    expect(defaultPublicUrl('localhost', 4400)).toBe('http://localhost:4400');
    expect(defaultPublicUrl('0.0.0.0', 4321)).toBe('http://localhost:4321');
  });
});

describe('publicUrlNotice', () => {
  it('says which address links use and that PUBLIC_URL is not set', () => {
    const notice = publicUrlNotice({ PORT: '4400' });
    expect(notice?.warn).toBe(false);
    expect(notice?.line).toContain('PUBLIC_URL is niet ingesteld');
    expect(notice?.line).toContain('http://localhost:4400');
    expect(publicUrlNotice({})?.line).toContain('http://localhost:4321');
    expect(publicUrlNotice({ HOST: '192.0.2.10', PORT: '8080' })?.line).toContain('http://192.0.2.10:8080');
  });

  it('warns when the server listens on every interface: links use localhost, other devices need PUBLIC_URL', () => {
    for (const HOST of ['0.0.0.0', '::']) {
      const notice = publicUrlNotice({ HOST, PORT: '4400' });
      expect(notice?.warn, HOST).toBe(true);
      expect(notice?.line).toContain('http://localhost:4400');
      expect(notice?.line).toContain(`luistert op ${HOST}`);
      expect(notice?.line).toContain('voor andere apparaten is PUBLIC_URL nodig');
    }
  });

  it('warns when the port is picked at start (PORT 0)', () => {
    expect(publicUrlNotice({ PORT: '0' })?.warn).toBe(true);
  });

  it('stays quiet whenever PUBLIC_URL is set', () => {
    expect(publicUrlNotice({ HOST: '0.0.0.0', PORT: '4400', PUBLIC_URL: 'https://platform.voorbeeld.nl' })).toBeNull();
    expect(publicUrlNotice({ PUBLIC_URL: '  ' })).not.toBeNull();
  });

  it('never repeats the value of another setting', () => {
    const notice = publicUrlNotice({
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:geheim-wachtwoord@db:5432/platform',
      SMTP_URL: 'smtp://mail:ook-geheim@smtp.voorbeeld.nl:587',
    });
    expect(notice?.line).not.toMatch(/geheim|postgres:|smtp:/);
  });
});
