import { describe, expect, it } from 'vitest';
import type { HeaderInfo } from '#src/features/mailbox/contract';
import { readAloudOf } from './setting.server';

/** Page locals with `headerInfo` and an API that answers the profile with `profile` (or fails), counting calls. */
function localsWith(headerInfo: HeaderInfo | null, profile: { readAloud: boolean } | Error) {
  const calls: string[] = [];
  const api = async (path: string) => {
    calls.push(path);
    if (profile instanceof Error) throw profile;
    return { ...profile, extraTimePercent: 0, preferredLanguage: null };
  };
  return { locals: { headerInfo, api } as unknown as App.Locals, calls };
}

const header = (readAloud: boolean | null): HeaderInfo => ({ notifications: [], manualUrl: '/handleiding/nl.pdf', language: 'nl', readAloud });

describe('readAloudOf', () => {
  it("takes the header info's setting without a call of its own", async () => {
    for (const setting of [true, false]) {
      const { locals, calls } = localsWith(header(setting), new Error('niet nodig'));
      expect(await readAloudOf(locals)).toBe(setting);
      expect(calls).toEqual([]);
    }
  });

  it('asks the profile when the header info failed to load, so an accommodation turned off stays off', async () => {
    const { locals, calls } = localsWith(null, { readAloud: false });
    expect(await readAloudOf(locals)).toBe(false);
    expect(calls).toEqual(['/api/test/profile']);
  });

  it('reads aloud when neither could be read (the candidate may still leave it)', async () => {
    const { locals } = localsWith(null, new Error('Geen verbinding'));
    expect(await readAloudOf(locals)).toBe(true);
  });
});
