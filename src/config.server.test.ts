import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, resetConfig } from './config.server';

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
