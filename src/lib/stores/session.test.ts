import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $session, clearSession, setSession } from './session';

afterEach(() => cleanStores($session));

describe('$session', () => {
  it('keeps only the public fields and clears on logout', () => {
    setSession({ userId: 'u1', name: 'Fatima', role: 'User', professionId: null, token: 'geheim' } as never);
    expect($session.get()).toEqual({ userId: 'u1', name: 'Fatima', role: 'User', professionId: null });
    clearSession();
    expect($session.get()).toBeNull();
  });
});
