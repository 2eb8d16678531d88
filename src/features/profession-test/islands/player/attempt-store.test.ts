import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $attempt, $canClose, markAttemptClosed, resetAttempt, setAttemptSave } from './attempt-store';

afterEach(() => {
  resetAttempt();
  cleanStores($attempt, $canClose);
});

describe('$attempt', () => {
  it('starts empty and allows closing', () => {
    keepMount($canClose);
    expect($attempt.get()).toEqual({ attemptId: null, status: 'saved', unsent: 0, closed: false });
    expect($canClose.get()).toBe(true);
  });

  it('refuses closing while answers are unsent', () => {
    keepMount($canClose);
    setAttemptSave('a1', 'offline', 3);
    expect($attempt.get()).toEqual({ attemptId: 'a1', status: 'offline', unsent: 3, closed: false });
    expect($canClose.get()).toBe(false);
    setAttemptSave('a1', 'saved', 0);
    expect($canClose.get()).toBe(true);
  });

  it('does not notify listeners when nothing changed', () => {
    const listener = vi.fn();
    const stop = $attempt.listen(listener);
    setAttemptSave('a1', 'saving', 1);
    setAttemptSave('a1', 'saving', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps "closed" for the same attempt and clears it for another', () => {
    setAttemptSave('a1', 'saving', 1);
    markAttemptClosed('a1');
    setAttemptSave('a1', 'saving', 1);
    expect($attempt.get().closed).toBe(true);
    setAttemptSave('a2', 'saved', 0);
    expect($attempt.get()).toEqual({ attemptId: 'a2', status: 'saved', unsent: 0, closed: false });
    markAttemptClosed('a3');
    expect($attempt.get()).toEqual({ attemptId: 'a3', status: 'saved', unsent: 0, closed: true });
  });
});
