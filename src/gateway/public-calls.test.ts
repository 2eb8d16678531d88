/** Which `/api` calls pass the gateway without a session (session.ts `isPublicApiCall`; docs/api.md "public"). */
import { describe, expect, it } from 'vitest';
import { isPublicApiCall } from './session';

describe('isPublicApiCall', () => {
  it('lets the public POST calls and a lesson calendar feed through, nothing else', () => {
    expect(isPublicApiCall('POST', '/api/user/login')).toBe(true);
    expect(isPublicApiCall('GET', '/api/user/login')).toBe(false);
    expect(isPublicApiCall('GET', '/api/education/calendar/abc.ics')).toBe(true);
    expect(isPublicApiCall('HEAD', '/api/education/calendar/abc.ics')).toBe(true);
    expect(isPublicApiCall('DELETE', '/api/education/calendar/abc.ics')).toBe(false);
    expect(isPublicApiCall('POST', '/api/education/calendar/abc.ics')).toBe(false);
    // The subscription calls themselves need a session.
    expect(isPublicApiCall('GET', '/api/education/calendar')).toBe(false);
    expect(isPublicApiCall('GET', '/api/education/calendar/abc')).toBe(false);
    expect(isPublicApiCall('GET', '/api/education/calendar/a/b.ics')).toBe(false);
  });
});
