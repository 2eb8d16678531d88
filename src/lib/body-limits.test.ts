/** Request body limits (body-limits.ts): image uploads — module images and PAT evidence photos — get room for 5 MB. */
import { describe, expect, it } from 'vitest';
import { isImageUpload, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, maxBodyBytesFor } from './body-limits';

const ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('maxBodyBytesFor', () => {
  it('gives an image upload 5 MB plus its envelope: POST /api/media and an evidence photo', () => {
    expect(maxBodyBytesFor('POST', '/api/media')).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(maxBodyBytesFor('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/photos`)).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(isImageUpload('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/photos`)).toBe(true);
  });

  it('keeps 1 MB for everything else, also other methods and look-alike paths', () => {
    expect(maxBodyBytesFor('PUT', `/api/pat/${ID}/evaluation/${ID}/${ID}/photos`)).toBe(MAX_BODY_BYTES);
    expect(maxBodyBytesFor('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}`)).toBe(MAX_BODY_BYTES);
    expect(maxBodyBytesFor('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/photos/extra`)).toBe(MAX_BODY_BYTES);
    expect(maxBodyBytesFor('POST', `/api/pat/evidence/${ID}`)).toBe(MAX_BODY_BYTES);
    expect(isImageUpload('GET', '/api/media')).toBe(false);
    expect(maxBodyBytesFor('POST', '/api/modules/import')).toBe(MAX_IMPORT_BODY_BYTES);
  });
});
