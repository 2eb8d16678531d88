/**
 * Keyboard behaviour of a menu button and its menu (WAI-ARIA APG "Menu Button"), as pure functions so the
 * React notification menu and the header's user menu behave the same and can be tested without a browser.
 * WCAG 2.2 SC 2.1.1: everything works from the keyboard.
 */

/** What to do after a key press. `index` is the item to focus; -1 means the menu itself (no items). */
export type MenuAction =
  | { type: 'open'; index: number }
  | { type: 'focus'; index: number }
  | { type: 'close'; restoreFocus: boolean }
  | { type: 'none' };

const NONE: MenuAction = { type: 'none' };

/**
 * A key pressed on the (closed or open) menu button. Enter and Space are left to the button's click;
 * ArrowDown opens on the first item, ArrowUp on the last.
 * @param count number of menu items (may be 0: then focus goes to the menu itself).
 */
export function buttonKey(key: string, count: number): MenuAction {
  if (key === 'ArrowDown') return { type: 'open', index: count > 0 ? 0 : -1 };
  if (key === 'ArrowUp') return { type: 'open', index: count > 0 ? count - 1 : -1 };
  return NONE;
}

/**
 * A key pressed inside the open menu on item `index` (or -1 on the menu itself). Arrows move and wrap,
 * Home/End jump, Escape closes and returns focus to the button, Tab closes and lets focus move on.
 */
export function itemKey(key: string, index: number, count: number): MenuAction {
  switch (key) {
    case 'ArrowDown':
      return count > 0 ? { type: 'focus', index: index < 0 ? 0 : (index + 1) % count } : NONE;
    case 'ArrowUp':
      return count > 0 ? { type: 'focus', index: index <= 0 ? count - 1 : index - 1 } : NONE;
    case 'Home':
      return count > 0 ? { type: 'focus', index: 0 } : NONE;
    case 'End':
      return count > 0 ? { type: 'focus', index: count - 1 } : NONE;
    case 'Escape':
      return { type: 'close', restoreFocus: true };
    case 'Tab':
      return { type: 'close', restoreFocus: false };
    default:
      return NONE;
  }
}
