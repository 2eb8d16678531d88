import { describe, expect, it } from 'vitest';
import { SETUP_CLEANUP_INTERVAL_MS, SETUP_EXPIRY_TASK } from './setup-holds';

describe('SETUP_EXPIRY_TASK', () => {
  it('runs the clean-up of unconfirmed account setups every 15 minutes, once per cluster (decision 038, 049)', () => {
    expect(SETUP_CLEANUP_INTERVAL_MS).toBe(15 * 60 * 1000);
    expect(SETUP_EXPIRY_TASK).toMatchObject({ name: 'setup-holds', intervalMs: SETUP_CLEANUP_INTERVAL_MS });
  });
});
