/**
 * The end of the account lifecycle (docs/domain.md, Lifecycles: invited → active → disabled → erased): what an erased
 * person's account keeps. Every feature that lists, counts or names people leaves erased accounts out or shows
 * ERASED_NAME. Client-safe and pure (docs/decisions/017-feature-folders.md).
 *
 * Source: docs/api.md, "Privacy"; docs/decisions/027-privacy-registry.md.
 */

/**
 * The name an erased person's account keeps (`users.name`): every list, message and history that shows a person's
 * name shows this instead of the old name, because the old name is no longer stored anywhere.
 */
export const ERASED_NAME = 'Verwijderde gebruiker';

/** The account status of an erased person (docs/domain.md, account lifecycle: … → erased). */
export const ERASED_STATUS = 'erased';

/**
 * The e-mail address an erased account keeps: unique (the column is), not an address anyone can receive mail on
 * (`.invalid` is reserved, RFC 2606), and without anything of the old address.
 * @param userId the account's id (a UUID).
 */
export function erasedEmail(userId: string): string {
  return `verwijderd-${userId}@invalid`;
}
