import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import { clientIpOf } from './app';

describe('clientIpOf', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
    resetConfig();
  });

  it('takes the address the in-process gateway set', () => {
    expect(clientIpOf('203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(clientIpOf(undefined, undefined)).toBe('onbekend');
  });

  it('ignores a client-written X-Forwarded-For when the API is reached directly', () => {
    expect(clientIpOf('1.2.3.4', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('trusts exactly the configured number of proxy hops', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    resetConfig();
    expect(clientIpOf('1.2.3.4, 203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientIpOf(undefined, '127.0.0.1')).toBe('127.0.0.1');
  });
});
