/**
 * The header's notifications menu (spec §1, §4) for candidates and contact persons: a menu button named
 * 'Notificaties' with the unread count as a badge (the count is its description, so the name stays
 * 'Notificaties'), opening an ARIA menu of unread notifications, newest first. Without notifications there is
 * no menu to open (an empty ARIA menu has no valid children): the button then discloses the text
 * 'Geen notificaties'. Choosing a notification marks it read (`PUT /api/notification/read`) and opens the page
 * the API named for it (`href`: for type 1 /mailbox/message/{relatedId}, spec §4; for a result its result page);
 * without one the user stays.
 *
 * The first list comes from the server as a prop (habit 9), so nothing is fetched on load. Hydrate with
 * `client:idle`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage, errorStatus, type ErrorTexts } from '#src/lib/errors';
import { countText, type PluralTemplates } from '#src/lib/i18n/count-text';
import { startLoading } from '#src/lib/stores/loading';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { $notifications, markNotificationRead, newestFirst, setNotifications, targetOf } from './notifications-store';
import { buttonKey, itemKey, type MenuAction } from './menu-keys';
import { renderedByReact } from '#src/lib/react-island';

export interface NotificationMenuProps {
  /** Unread notifications from `GET /api/user/headerinfo`, as the server loaded them. */
  notifications: HeaderNotification[];
  /** Message to show instead of the list when the server could not load them (lib/errors). */
  error?: string;
  /**
   * When each notification was made, by id, written by the server in the page's language (lib/i18n/format.ts
   * `formatDateTime`), so the island carries no date formatting.
   */
  times: Record<string, string>;
  /** The menu's texts in the page's language, rendered by the header (docs/decisions/019). */
  texts: NotificationTexts;
}

/**
 * The menu's texts in one language (the mailbox catalogue's `notifications.…`), plain strings so the island
 * carries no catalogue: `unread` per plural category with `{n}`, `locale` the `Intl` tag.
 */
export interface NotificationTexts {
  locale: string;
  button: string;
  unread: PluralTemplates;
  empty: string;
  markedRead: string;
  gone: string;
  opening: string;
  errors: ErrorTexts;
}

type Status = { kind: 'error' | 'info'; text: string } | null;

/** Bell icon; decorative. */
function BellIcon() {
  return (
    <svg className="icon-svg" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/** The notifications menu button and menu. */
export default function NotificationMenu({ notifications, error, times, texts }: NotificationMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const stored = useStore($notifications);
  const list = hydrated ? stored : newestFirst(notifications);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(error ? { kind: 'error', text: error } : null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The open panel's focus target: the menu, or the 'Geen notificaties' text when there is no menu. */
  const menuRef = useRef<HTMLElement | null>(null);
  const setMenu = (el: HTMLElement | null) => {
    menuRef.current = el;
  };
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const countId = `${id}-count`;

  // Fill the shared store in the browser only (never during server rendering).
  useEffect(() => {
    setNotifications(notifications);
    setHydrated(true);
  }, [notifications]);

  // Move focus once the menu (and its items) are rendered.
  useEffect(() => {
    if (!open || focusIndex === null) return;
    const target = focusIndex >= 0 ? itemRefs.current[focusIndex] : menuRef.current;
    (target ?? menuRef.current)?.focus();
    setFocusIndex(null);
  }, [open, focusIndex, list.length]);

  // Close when the pointer goes down outside the component.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const count = list.length;

  function apply(action: MenuAction) {
    switch (action.type) {
      case 'open':
      case 'focus':
        setOpen(true);
        setFocusIndex(action.index);
        return;
      case 'close':
        setOpen(false);
        if (action.restoreFocus) buttonRef.current?.focus();
        return;
      default:
    }
  }

  function onButtonClick() {
    if (open) {
      setOpen(false);
      return;
    }
    apply({ type: 'open', index: count > 0 ? 0 : -1 });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const action = buttonKey(event.key, count);
    if (action.type === 'none') return;
    event.preventDefault();
    apply(action);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = itemRefs.current.findIndex((el) => el !== null && el === document.activeElement);
    if (event.key === ' ' && index >= 0) {
      // Space activates a menu item, links included (APG).
      event.preventDefault();
      itemRefs.current[index]?.click();
      return;
    }
    const action = itemKey(event.key, index, count);
    if (action.type === 'none') return;
    if (action.type !== 'close' || action.restoreFocus) event.preventDefault();
    apply(action);
  }

  async function choose(notification: HeaderNotification, index: number) {
    if (busyId) return;
    setBusyId(notification.id);
    setStatus(null);
    const target = targetOf(notification);
    try {
      await markNotificationRead(notification);
    } catch (failure) {
      setBusyId(null);
      // A notification the server no longer knows: its message may still exist, so open it anyway.
      if (target && errorStatus(failure) === 404) {
        go(target);
        return;
      }
      const { text } = errorMessage(failure, { 404: texts.gone }, texts.errors);
      setStatus({ kind: 'error', text: text || texts.gone });
      return;
    }
    if (target) {
      go(target);
      return;
    }
    setBusyId(null);
    setStatus({ kind: 'info', text: texts.markedRead });
    const remaining = count - 1;
    setFocusIndex(remaining > 0 ? Math.min(index, remaining - 1) : -1);
  }

  function go(target: string) {
    // Keep the busy overlay up while the next page loads (slow connections).
    startLoading();
    setStatus({ kind: 'info', text: texts.opening });
    window.location.assign(target);
  }

  itemRefs.current = [];

  return (
    <div
      className="notif-menu"
      ref={rootRef}
      onBlur={(event) => {
        // Close when focus leaves the component (Tab, or focus moved elsewhere by script).
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="header-link notif-menu__button"
        aria-haspopup={count > 0 ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        aria-describedby={count > 0 ? countId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <span className="notif-menu__icon">
          <BellIcon />
          {count > 0 ? (
            <span className="notif-menu__badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
        <span className="header-link__text">{texts.button}</span>
      </button>
      <span id={countId} className="is-sr-only">
        {count > 0 ? countText(texts.unread, count, texts.locale) : ''}
      </span>
      <div className="notif-menu__panel" hidden={!open}>
        {count === 0 ? (
          <p ref={setMenu} id={menuId} tabIndex={-1} className="notif-menu__list notif-menu__empty" onKeyDown={onMenuKeyDown}>
            {texts.empty}
          </p>
        ) : (
          <ul
            ref={setMenu}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            className="notif-menu__list"
            onKeyDown={onMenuKeyDown}
          >
            {list.map((notification, index) => {
              const target = targetOf(notification);
              const content = (
                <>
                  <span className="notif-menu__message">{notification.message}</span>
                  <time className="notif-menu__time" dateTime={notification.createdAt}>
                    {times[notification.id] ?? ''}
                  </time>
                </>
              );
              return (
                <li role="none" key={notification.id}>
                  {target ? (
                    <a
                      ref={(el) => {
                        itemRefs.current[index] = el;
                      }}
                      role="menuitem"
                      tabIndex={-1}
                      href={target}
                      className="notif-menu__item"
                      aria-disabled={busyId === notification.id || undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        void choose(notification, index);
                      }}
                    >
                      {content}
                    </a>
                  ) : (
                    <button
                      ref={(el) => {
                        itemRefs.current[index] = el;
                      }}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className="notif-menu__item"
                      aria-disabled={busyId === notification.id || undefined}
                      onClick={() => void choose(notification, index)}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {status?.kind === 'error' ? (
          <p className="notification is-danger notif-menu__error" role="alert">
            {status.text}
          </p>
        ) : null}
      </div>
      <p className="is-sr-only" role="status">
        {status?.kind === 'info' ? status.text : ''}
      </p>
    </div>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(NotificationMenu);
