/**
 * Messages for staff and teachers, read and answered on their home page (docs/domain.md, Messages; they have no
 * /mailbox). Everything runs on the server, so it works without JavaScript:
 * - the list: `GET /api/message/inbox?unread=1` (default) or all (`?messages=all`), paged with `msgPage`;
 * - `?open={id}` opens one message with `GET /api/message/{id}`, which marks it read;
 * - a POST with `intent=reply` answers it with `POST /api/message/{id}/reply { body }` and the form's
 *   `Idempotency-Key` (sent twice, one reply: docs/decisions/039-idempotent-creates.md), then redirects to `?sent=1`
 *   (post/redirect/get).
 */
import type { AstroGlobal } from 'astro';
import { BODY_MAX, type InboxItem, type MessageDetail, type ReplyBody } from '#src/features/mailbox/contract';
import type { Page } from '#src/lib/contract';
import { staffMessages as staffTexts } from '#src/features/mailbox/strings';
import { translate } from '#src/lib/i18n/catalogues.server';
import { keyHeaders, pageParam, readForm, submit, textOf, withParams } from '#src/components/forms';
import { load } from '#src/components/load.server';

/** The staff homes are Dutch (docs/decisions/019); the mailbox texts they share come from the catalogue. */
const t = translate('nl');

/** Everything StaffMessages.astro needs to render. */
export interface StaffMessagesState {
  filter: 'unread' | 'all';
  list: { ok: true; data: Page<InboxItem> } | { ok: false; error: string };
  opened: MessageDetail | null;
  openError: string;
  /** True when the signed-in user received the opened message (only recipients may reply). */
  canReply: boolean;
  replyBody: string;
  replyError: string;
  sent: boolean;
}

/**
 * Handles the messages part of a staff or teacher home: a reply POST, an opened message, and the list.
 * @returns `{ redirect }` after a successful reply (the page returns `Astro.redirect(redirect, 303)`),
 *   otherwise `{ state }` for StaffMessages.astro.
 */
export async function staffMessages(astro: AstroGlobal): Promise<{ redirect: string } | { state: StaffMessagesState }> {
  const { api, session } = astro.locals;
  const url = astro.url;
  const filter = url.searchParams.get('messages') === 'all' ? 'all' : 'unread';
  let openId = url.searchParams.get('open') ?? '';
  let replyBody = '';
  let replyError = '';

  const form = await readForm(astro.request);
  if (form && textOf(form, 'intent') === 'reply') {
    openId = textOf(form, 'messageId') || openId;
    replyBody = textOf(form, 'body', false);
    if (!replyBody.trim()) replyError = staffTexts.bodyMissing;
    else if (replyBody.length > BODY_MAX) replyError = t('mailbox.bodyTooLong', { max: BODY_MAX });
    else {
      const replied = await submit(
        () =>
          api(`/api/message/${encodeURIComponent(openId)}/reply`, {
            method: 'POST',
            body: { body: replyBody } satisfies ReplyBody,
            headers: keyHeaders(form),
          }),
        withParams(url, { open: null, sent: 1 }, '#messages'),
        { 404: t('mailbox.notFound') },
      );
      if ('redirect' in replied) return replied;
      replyError = replied.error;
    }
  }

  let opened: MessageDetail | null = null;
  let openError = '';
  if (openId) {
    const result = await load(api<MessageDetail>(`/api/message/${encodeURIComponent(openId)}`), {
      404: t('mailbox.notFound'),
    });
    if (result.ok) opened = result.data;
    else openError = result.error;
  }

  const page = pageParam(url, 'msgPage');
  const list = await load(
    api<Page<InboxItem>>('/api/message/inbox', { query: filter === 'unread' ? { page, unread: 1 } : { page } }),
  );

  return {
    state: {
      filter,
      list,
      opened,
      openError,
      canReply: Boolean(opened && session && opened.recipients.some((r) => r.id === session.userId)),
      replyBody,
      replyError,
      sent: !form && url.searchParams.get('sent') === '1',
    },
  };
}
