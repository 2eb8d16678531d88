/**
 * LicenceCode.astro as the server renders it: a usable licence's code in a read-only field with 'Kopieer code'; a
 * revoked or expired licence's code struck through as text, with the reason and without a field or copy button.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceCommon } from '#src/features/licences/strings';
import LicenceCode from './LicenceCode.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const render = (state: 'active' | 'full' | 'upcoming' | 'expired' | 'revoked') =>
  container.renderToString(LicenceCode, { props: { code: 'ABCD-EFGH-JKMN-PQRS', id: 'code', state } });

describe('LicenceCode', () => {
  it('offers the code of a usable licence in a field with the copy button', async () => {
    for (const state of ['active', 'full', 'upcoming'] as const) {
      const html = await render(state);
      expect(html, state).toMatch(/<input[^>]*value="ABCD-EFGH-JKMN-PQRS"/);
      expect(html, state).toContain(licenceCommon.copy);
    }
  });

  it('offers no copy and no field for a revoked or expired licence, and says why', async () => {
    for (const state of ['revoked', 'expired'] as const) {
      const html = await render(state);
      expect(html, state).not.toContain(licenceCommon.copy);
      expect(html, state).not.toContain('<input');
      expect(html, state).toMatch(/<s [^>]*>ABCD-EFGH-JKMN-PQRS<\/s>/);
      expect(html, state).toContain(licenceCommon.codeDead[state]);
    }
  });
});
