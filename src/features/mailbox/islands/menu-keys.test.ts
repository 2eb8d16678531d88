import { describe, expect, it } from 'vitest';
import { buttonKey, itemKey } from './menu-keys';

describe('buttonKey', () => {
  it('opens on the first item with ArrowDown and the last with ArrowUp', () => {
    expect(buttonKey('ArrowDown', 3)).toEqual({ type: 'open', index: 0 });
    expect(buttonKey('ArrowUp', 3)).toEqual({ type: 'open', index: 2 });
  });
  it('opens on the menu itself when it has no items', () => {
    expect(buttonKey('ArrowDown', 0)).toEqual({ type: 'open', index: -1 });
  });
  it('leaves Enter and Space to the click', () => {
    expect(buttonKey('Enter', 3)).toEqual({ type: 'none' });
    expect(buttonKey(' ', 3)).toEqual({ type: 'none' });
  });
});

describe('itemKey', () => {
  it('moves with arrows and wraps around', () => {
    expect(itemKey('ArrowDown', 0, 3)).toEqual({ type: 'focus', index: 1 });
    expect(itemKey('ArrowDown', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(itemKey('ArrowUp', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(itemKey('ArrowUp', 2, 3)).toEqual({ type: 'focus', index: 1 });
  });
  it('jumps with Home and End', () => {
    expect(itemKey('Home', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(itemKey('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
  });
  it('closes with Escape (focus back to the button) and Tab (focus moves on)', () => {
    expect(itemKey('Escape', 1, 3)).toEqual({ type: 'close', restoreFocus: true });
    expect(itemKey('Tab', 1, 3)).toEqual({ type: 'close', restoreFocus: false });
  });
  it('does nothing with arrows in an empty menu', () => {
    expect(itemKey('ArrowDown', -1, 0)).toEqual({ type: 'none' });
    expect(itemKey('Escape', -1, 0)).toEqual({ type: 'close', restoreFocus: true });
  });
});
