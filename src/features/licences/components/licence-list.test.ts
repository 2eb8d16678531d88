import { describe, expect, it } from 'vitest';
import { isFiltered, licenceListParams, licenceListQuery } from './licence-list';

const ORG = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the licence list’s search and filters', () => {
  it('are read from the link and sent to the API under its names', () => {
    const params = licenceListParams(new URL(`http://x/cp/license?q=+twente+&status=full&product=pat&organisatie=${ORG}&page=3`));
    expect(params).toEqual({ q: 'twente', state: 'full', product: 'pat', organizationId: ORG, page: 3 });
    expect(licenceListQuery(params)).toEqual({ q: 'twente', state: 'full', product: 'pat', organizationId: ORG, page: 3 });
    expect(isFiltered(params)).toBe(true);
  });

  it('drop what the API would refuse, so the list still shows', () => {
    const params = licenceListParams(new URL('http://x/cp/license?status=kapot&product=x&organisatie=12&page=-1'));
    expect(licenceListQuery(params)).toEqual({ page: 1 });
    expect(isFiltered(params)).toBe(false);
  });
});
