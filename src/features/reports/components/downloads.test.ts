import { describe, expect, it } from 'vitest';
import { kilobytes, reportPdfHref } from './downloads';

describe('report downloads', () => {
  it('links a version’s PDF through the API, the id encoded', () => {
    expect(reportPdfHref('a b', 2)).toBe('/api/reports/a%20b/versions/2/pdf');
  });
  it('gives sizes in whole kilobytes, never 0', () => {
    expect(kilobytes(100)).toBe(1);
    expect(kilobytes(52_000)).toBe(51);
  });
});
