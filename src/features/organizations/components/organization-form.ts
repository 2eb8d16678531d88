/**
 * The organisation form of /cp/organization/create and /cp/organization/{id} (works without JavaScript): reading the
 * posted fields, checking them with the contract's `organizationBody` (the API's own rules and Dutch messages, so
 * the page names the same problem the API would), and the values to show. Pure and client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import {
  ORGANIZATION_LABELS,
  organizationBody,
  type OrganizationField,
  type OrganizationFields,
} from '#src/features/organizations/contract';

/** The form's fields in the order they appear. */
export const ORGANIZATION_FIELDS = Object.keys(ORGANIZATION_LABELS) as OrganizationField[];

/** What the form shows in each field: the posted text or the stored value, '' for nothing. */
export type OrganizationValues = Record<OrganizationField, string>;

/** Empty values (a new organisation). */
export function emptyOrganizationValues(): OrganizationValues {
  return Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, ''])) as OrganizationValues;
}

/** The stored record's values for the form. */
export function organizationValues(record: OrganizationFields): OrganizationValues {
  return Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, record[field] ?? ''])) as OrganizationValues;
}

/** The posted values as typed (notes untrimmed, the others trimmed). */
export function readOrganizationForm(form: FormData): OrganizationValues {
  return Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, textOf(form, field, field !== 'notes')])) as OrganizationValues;
}

/**
 * Checks posted values with the API's schema.
 * @returns the body to send (normalised), or the first message per field.
 */
export function checkOrganizationForm(values: OrganizationValues): { body: OrganizationFields } | { errors: Record<string, string> } {
  const parsed = organizationBody.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}
