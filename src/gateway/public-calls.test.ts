/** Which `/api` calls pass the gateway without a session (session.ts `isPublicApiCall`; docs/api.md "public"). */
import { describe, expect, it } from 'vitest';
import { isPublicApiCall } from './session';

describe('isPublicApiCall', () => {
  it('lets the public POST calls, a lesson calendar feed and the certificate checks through, nothing else', () => {
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
    // Certificates: the check by code, the issuer's key and the status list; not the lists, PDFs or withdrawal.
    expect(isPublicApiCall('GET', '/api/certificates/verify/7K3MQ9PX2HRTV8CD')).toBe(true);
    expect(isPublicApiCall('GET', '/api/certificates/issuer')).toBe(true);
    expect(isPublicApiCall('GET', '/api/certificates/status-list')).toBe(true);
    expect(isPublicApiCall('GET', '/api/certificates')).toBe(false);
    expect(isPublicApiCall('GET', '/api/certificates/7K3MQ9PX2HRTV8CD/pdf')).toBe(false);
    expect(isPublicApiCall('POST', '/api/certificates/verify/7K3MQ9PX2HRTV8CD')).toBe(false);
  });
});
