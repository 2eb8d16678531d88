import { describe, expect, it } from 'vitest';
import { isSessionBoundary } from './session-boundary';

describe('isSessionBoundary', () => {
  it('is true for signing in and out, false for every other page', () => {
    for (const path of ['/login', '/login/', '/logout', '/logout/', '/forgot-password', '/reset-password', '/account/confirm', '/account/setup']) {
      expect(isSessionBoundary(path), path).toBe(true);
    }
    for (const path of ['/', '/dashboard/overzicht', '/profile', '/cp/admin', '/404', '/loginx', '/api/user/login']) {
      expect(isSessionBoundary(path), path).toBe(false);
    }
  });
});
