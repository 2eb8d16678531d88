import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $loading, startLoading, stopLoading, whileLoading } from './loading';

afterEach(() => {
  cleanStores($loading);
  $loading.set(0);
});

describe('$loading', () => {
  it('counts parallel calls and is busy until the last one ends', () => {
    keepMount($loading);
    startLoading();
    startLoading();
    expect($loading.get()).toBe(2);
    stopLoading();
    expect($loading.get()).toBe(1);
    stopLoading();
    expect($loading.get()).toBe(0);
  });

  it('never goes below zero', () => {
    stopLoading();
    expect($loading.get()).toBe(0);
  });

  it('whileLoading clears the flag after success and after failure', async () => {
    const seen: number[] = [];
    const ok = whileLoading(async () => {
      seen.push($loading.get());
      return 'klaar';
    });
    await expect(ok).resolves.toBe('klaar');
    await expect(
      whileLoading(async () => {
        throw new Error('mis');
      }),
    ).rejects.toThrow('mis');
    await allTasks();
    expect(seen).toEqual([1]);
    expect($loading.get()).toBe(0);
  });
});
