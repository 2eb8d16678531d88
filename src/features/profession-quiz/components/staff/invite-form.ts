/**
 * The 'Uitnodigen als kandidaat' form on /cp/beroepen-quiz/prospects/{id} (works without JavaScript): reading and
 * checking the posted fields in Dutch before `POST /api/quiz/prospects/{id}/invite` (docs/api.md "Beroepen-quiz").
 * The API checks everything again. Pure and client-safe.
 */
import { emailError, textOf } from '#src/components/forms';
import type { InviteProspectBody } from '#src/features/profession-quiz/contract';
import { prospectActions as t } from './strings';

/** The form's fields as typed. */
export interface InviteValues {
  email: string;
  organizationId: string;
  professionId: string;
}

export type InviteErrors = Partial<Record<keyof InviteValues, string>>;

/** The form's first values: the prospect's own address and the suggested profession. */
export const inviteValues = (email: string | null, professionId: string): InviteValues => ({ email: email ?? '', organizationId: '', professionId });

/**
 * The posted form, checked: an e-mail address and an organisation are required, the profession is optional.
 * @returns the values as typed, the errors by field, and the body for the API when there are none.
 */
export function readInviteForm(form: FormData): { values: InviteValues; errors: InviteErrors; body?: InviteProspectBody } {
  const values: InviteValues = {
    email: textOf(form, 'email'),
    organizationId: textOf(form, 'organizationId'),
    professionId: textOf(form, 'professionId'),
  };
  const errors: InviteErrors = {};
  if (!values.email) errors.email = t.emailMissing;
  else if (emailError(values.email)) errors.email = t.emailInvalid;
  if (!values.organizationId) errors.organizationId = t.organizationMissing;
  if (Object.keys(errors).length > 0) return { values, errors };
  return {
    values,
    errors,
    body: { email: values.email, organizationId: values.organizationId, ...(values.professionId ? { professionId: values.professionId } : {}) },
  };
}

/** The field an API title names ('Organisatie: …', 'Beroep: …', 'E-mailadres: …'), if any. */
export function fieldOfInviteTitle(title: string): keyof InviteValues | undefined {
  if (title.startsWith('Organisatie:')) return 'organizationId';
  if (title.startsWith('Beroep:')) return 'professionId';
  if (title.startsWith('E-mailadres:')) return 'email';
  return undefined;
}
