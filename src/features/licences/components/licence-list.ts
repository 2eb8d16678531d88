/**
 * The search and filters of /cp/license, read from the page's URL (a GET form, so they work without JavaScript and
 * can be bookmarked): `q` (organisation, test title or code), `status`, `product`, `organisatie` and `page`. A value
 * the API would refuse (an unknown state or product, an organisation id that is not a UUID) is dropped, so a
 * tampered link shows the unfiltered list instead of an error. Pure and client-safe.
 */
import { pageParam } from '#src/components/forms';
import { LICENCE_PRODUCTS, LICENCE_STATES, type LicenceProduct, type LicenceState } from '#src/features/licences/contract';

/** The list's search and filters. */
export interface LicenceListParams {
  q: string;
  state: LicenceState | '';
  product: LicenceProduct | '';
  organizationId: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search and filters of `url` (see the module comment); `q` trimmed to at most 100 characters (docs/api.md). */
export function licenceListParams(url: URL): LicenceListParams {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const state = get('status');
  const product = get('product');
  const organizationId = get('organisatie');
  return {
    q: get('q').slice(0, 100),
    state: (LICENCE_STATES as readonly string[]).includes(state) ? (state as LicenceState) : '',
    product: (LICENCE_PRODUCTS as readonly string[]).includes(product) ? (product as LicenceProduct) : '',
    organizationId: UUID.test(organizationId) ? organizationId : '',
    page: pageParam(url),
  };
}

/** The query of `GET /api/licence` (docs/api.md "Licence") for these parameters: only what is set. */
export function licenceListQuery(params: LicenceListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.q) query.q = params.q;
  if (params.state) query.state = params.state;
  if (params.product) query.product = params.product;
  if (params.organizationId) query.organizationId = params.organizationId;
  return query;
}

/** True when any search or filter narrows the list. */
export function isFiltered(params: LicenceListParams): boolean {
  return Boolean(params.q || params.state || params.product || params.organizationId);
}
